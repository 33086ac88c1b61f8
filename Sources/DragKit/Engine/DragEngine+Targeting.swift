// Targeting: which destination a drag is over, what a drop there would do, and the feedback
// that follows from it (F2, F5, F6, F8).

/// The drop preview size (F3) of the destination a retarget marked, read from the policy the
/// targeting had already looked up: the preview-shape update uses it instead of looking the
/// destination up again, when the feedback still marks that destination.
struct DestinationShape: Equatable, Sendable {
    var container: ContainerID
    /// The destination's ``ContainerPolicy/dropPreviewSize``.
    var size: Size?
}

extension DragEngine {
    /// The feedback for `drag` where it is now, leaving the drag's own feedback as it was; see
    /// ``updateFeedback(_:shape:)``.
    mutating func computeFeedback(_ drag: inout ActiveDrag) -> DragFeedback {
        var shape: DestinationShape?
        var feedback = drag.feedback
        updateFeedback(&drag, shape: &shape)
        swap(&feedback, &drag.feedback)
        return feedback
    }

    /// Sets the drag's feedback to what it is where the drag is now, in place. Sets `shape` to
    /// the marked destination's drop preview size when it had the destination's policy in hand,
    /// so the preview-shape update needs no second lookup (F2, F3); leaves it alone otherwise.
    mutating func updateFeedback(_ drag: inout ActiveDrag, shape: inout DestinationShape?) {
        drag.refreshPlacements(in: workspace)
        // A keyboard drag is at a drop point chosen by keys, not under a location (S7).
        if drag.pointer == .keyboard {
            drag.feedback = keyboardFeedback(&drag)
            return
        }
        if drag.isOutsideApp {  // S1, S2
            drag.feedback = outsideFeedback(drag.feedback, count: drag.items.count)
            return
        }
        // Read out of the payload once; what follows reads the feedback's stored copy, which
        // costs no retain per use (F2).
        drag.feedback.items = drag.items
        drag.feedback.previewFrame = drag.originFrame.offsetBy(drag.location - drag.origin)
        let container = containerForHitTest(at: drag.location, carrying: drag.feedback.items)
        drag.feedback.hover(container)
        drag.pass(over: container)
        guard let container else {
            // P3: empty space is over no container and no control: a spring-loaded control (a
            // view switch, a tab) is part of the window, so a release there opens nothing.
            let opensWindow = opensInNewWindow(drag) && layout.springLoading.control(at: drag.location) == nil
            drag.feedback.dropsNothing(cursor: opensWindow ? .newWindow : .grabbing, count: drag.feedback.items.count)
            return
        }
        if let document = workspace.textState.documents[container] {
            // A text view with an attachments container hands it the items it has no text from,
            // at its end (a photo dropped on a message body is attached).
            if let attachments = document.attachmentContainer, workspace.containers.contains(attachments),
               !drag.feedback.items.contains(where: { textRepresentation(of: $0, for: container) != nil }) {
                itemsFeedback(&drag, over: attachments, atEnd: true, shape: &shape)
                return
            }
            // P1: a text view takes the items' text, if they have some.
            drag.feedback = itemsOverTextFeedback(drag.feedback, drag: drag, over: container)
            return
        }
        if !workspace.relations.outlineRoots.isEmpty, let outline = outline(of: container) {
            outlineFeedback(&drag, root: outline.root, indentation: outline.indentation, shape: &shape)
            return
        }
        itemsFeedback(&drag, over: container, atEnd: false, shape: &shape)
    }

    /// Sets the feedback of an item drag over item container `container`, in the drag, whose
    /// `feedback.items` already holds the dragged items: at the
    /// insertion point under the pointer, or at the end with `atEnd` (a drop handed on by a
    /// text view). A pointer move makes no copy of the feedback (F2).
    mutating func itemsFeedback(_ drag: inout ActiveDrag, over container: ContainerID, atEnd: Bool,
                                shape: inout DestinationShape?, spot: ChosenSpot? = nil) {
        // Over the middle of an item that stands for a container (a folder row): into it, at its end.
        // Checked here first: most content has no such item, and the call copies the engine (F2).
        if !atEnd, spot == nil, !workspace.relations.opens.isEmpty, let into = dropIntoTarget(at: drag.location, over: container, items: drag.feedback.items, from: drag.source) {
            switch into {
            case .into(let item, let opened):
                itemsFeedback(&drag, over: opened, atEnd: true, shape: &shape)
                drag.feedback.destination?.markInto(item, frame: self.frame(of: item))
            case .refused:
                // A folder over one of its own subfolders: not allowed, no "into" highlight (F6, F7).
                drag.feedback.acceptedItems = []
                markRefused(&drag, operation: .forbidden)
            }
            return
        }
        // Looked up once for the move, and bound once: no second copy of the policy.
        guard let policy = workspace.containers[container]?.policy else {
            drag.feedback.acceptedItems = []
            markRefused(&drag, operation: .cancel)
            return
        }
        let answer = proposal(for: drag.feedback.items, from: drag.source, to: container, policy: policy, modifiers: drag.modifiers)
        drag.feedback.acceptedItems = answer.items
        let locator = spot == nil ? cachedLocator(for: container) : nil
        guard answer.isAccepted, spot != nil || locator != nil else {
            // The level or folder the pointer chose refused, not the list under it (S7).
            markRefused(&drag, operation: answer.operation, by: answer.operation == .forbidden ? container : nil)
            return
        }
        let accepted = answer.items
        let operation = answer.operation
        let count = workspace.count(of: container)
        let fullIndex = atEnd ? count : spot.map { min(max($0.index, 0), count) } ?? locator?.index(at: drag.location) ?? count
        var index = fullIndex
        var markerIndex = fullIndex
        if operation == .move {
            // The index in the list without the moved items, which is what a move inserts into.
            var moved = 0
            for placement in drag.placements where placement.container == container {
                moved += 1
                if placement.index < fullIndex { index -= 1 }
            }
            // F6, S2: in a grid, items lifted from it leave their slots closed while they are over
            // it, so every cell keeps its place and the drop fills the cell under the pointer,
            // whichever part of it the pointer is over, and nothing else moves when it lands.
            // A grid whose host keeps the lifted cells in place places by halves, as a list.
            if moved > 0, !atEnd, !policy.keepsLiftedCells, let cell = locator?.cell(at: drag.location) {
                index = min(cell, workspace.count(of: container) - moved)
                markerIndex = index
            }
        }
        drag.feedback.destination = DestinationCue(
            container: container,
            isHighlighted: container != drag.source || drag.hasLeftSource,
            insertionIndex: index,
            markerFrame: spot?.marker ?? locator?.markerFrame(before: markerIndex, near: drag.location) ?? .zero)
        if let item = spot?.into { drag.feedback.destination?.markInto(item, frame: self.frame(of: item)) }
        drag.feedback.operation = operation
        shape = DestinationShape(container: container, size: policy.dropPreviewSize)  // F3, without a second lookup
        drag.feedback.cursor = policy.role == .trash ? .disappearingItem
            : operation == .copy ? .copy : operation == .link ? .link : .grabbing
        let symbol: Badge.Symbol = operation == .copy ? .copy : operation == .link ? .link : .none
        let showsBadge = accepted.count > 1 || symbol != .none || accepted.count != drag.feedback.items.count
        drag.feedback.badge = showsBadge ? Badge(count: accepted.count, symbol: symbol) : nil
    }

    /// Sets the feedback of a drag over a destination that takes none of it: with `.cancel`, as
    /// if the drag were over nothing (the destination takes no part); otherwise forbidden, by
    /// `refusing` (``DragFeedback/refusesDrop(by:)``).
    private func markRefused(_ drag: inout ActiveDrag, operation: DropOperation, by refusing: ContainerID? = nil) {
        if operation == .cancel {
            drag.feedback.dropsNothing(cursor: .grabbing, count: drag.feedback.items.count)
        } else {
            drag.feedback.refusesDrop(by: refusing)
        }
    }

    /// The proposal of `container` for `items` dragged from `source`: the default rules' answer
    /// (accepted types, ``OperationRules``, the destination's role), narrowed by the
    /// destination's own ``DropRule``s if it has some. O(k·r) for k items and r rules.
    package func proposal(for items: [ItemID], from source: ContainerID, to container: ContainerID, modifiers: Modifiers) -> DropProposal {
        guard let policy = workspace.containers[container]?.policy else {
            return DropProposal(operation: .cancel, items: [])
        }
        return proposal(for: items, from: source, to: container, policy: policy, modifiers: modifiers)
    }

    /// ``proposal(for:from:to:modifiers:)`` with the destination's policy already looked up
    /// (a pointer move looks it up once). When every item is accepted (the usual case), the
    /// accepted items are `items` itself, not a new array; in an outline, when one would go
    /// inside itself (a group's folder into its own folder), none are (issue 37). O(k·r) for k items and r rules.
    func proposal(for items: [ItemID], from source: ContainerID, to container: ContainerID, policy: ContainerPolicy,
                  modifiers: Modifiers) -> DropProposal {
        var accepted = items.allSatisfy { workspace.accepts($0, into: container, by: policy) }
            ? items : items.filter { workspace.accepts($0, into: container, by: policy) }
        // In an outline, a group holding a folder never goes into that folder or one inside it:
        // none of it (issue 37, F6, F7). Asked only when something was refused.
        if accepted.count != items.count, refusesGroup(items, into: container) { accepted = [] }
        let origin = origin(of: source, into: container)  // S2: another app's content is copied
        let operation = accepted.isEmpty ? DropOperation.forbidden : roleOperation(OperationRules.operation(
            from: origin, to: container, policy: policy, modifiers: modifiers), policy: policy)
        let suggested = DropProposal(operation: operation, items: accepted)
        guard let rules = workspace.dropRules[container] else { return suggested }
        var answer = suggested
        for rule in rules where applies(rule.condition, origin: origin, into: container, modifiers: modifiers) {
            switch rule.effect {
            case .operation(let operation): answer.operation = operation
            case .atMost(let count): answer.items = Array(answer.items.prefix(max(count, 0)))
            case .only(let types): answer.items = answer.items.filter { item in  // A2: any representation will do
                guard let model = workspace.items[item] else { return false }
                return workspace.types.conforms(model.type, toAnyOf: types)
                    || workspace.types.richest(of: model.representations, acceptedBy: types) != nil
            }
            }
        }
        // Narrow only: never an operation hosts can't carry out.
        switch answer.operation {
        case .copy, .move, .link:
            if answer.items.isEmpty { answer.operation = .forbidden }
        case .cancel, .forbidden:
            answer.items = []
        case .delete:
            answer = DropProposal(operation: .forbidden, items: [])
        }
        return answer
    }

    /// The innermost known container under `point`. O(c) for the c containers sharing the
    /// point's grid cell; no allocation, and a lookup only for a candidate that would win.
    mutating func containerForHitTest(at point: Point) -> ContainerID? {
        layout.prepareForHitTesting(order: workspace.containerOrder)
        let containers = workspace.containers
        return layout.container(at: point) { containers.contains($0) }  // Known, not copied.
    }

    /// The container a drag of `items` at `point` is over: the innermost one under the point,
    /// unless that one is a list whose types none of the items has and a container around it
    /// takes some of them, which is then the innermost such (issue 37: a board's column, dragged
    /// by its header over a column's card list, is over the board; a card there is over the
    /// list). A list that refuses an item for where it is (a folder over its own subfolder, F7)
    /// or takes no drops, and a text view, which may take the items' text, keep the drag. O(c)
    /// for the c containers sharing the point's grid cell, plus O(c·k) for k items only when the
    /// innermost refuses their types.
    mutating func containerForHitTest(at point: Point, carrying items: [ItemID]) -> ContainerID? {
        guard let innermost = containerForHitTest(at: point) else { return nil }
        guard workspace.textState.documents[innermost] == nil,
              let policy = workspace.containers[innermost]?.policy, !policy.acceptedTypes.isEmpty,
              !items.isEmpty, items.allSatisfy({ workspace.refusesType(of: $0, into: innermost, by: policy) }) else {
            return innermost
        }
        let content = workspace  // Only on this path: its storage shared, read by the test below.
        let around = layout.container(at: point) { candidate in
            guard candidate != innermost, content.textState.documents[candidate] == nil,
                  let policy = content.containers[candidate]?.policy else { return false }
            return items.contains { content.accepts($0, into: candidate, by: policy) }
        }
        return around ?? innermost
    }

    /// The insertion locator for `container`, in viewport coordinates: rebuilt only when its
    /// content or the layout changed, and kept across scrolls, which only move the viewport
    /// against its content space (A1). O(1) when cached; O(n) to rebuild from measured frames,
    /// O(1) for a described container (``UniformGeometry``). The container asked for last is
    /// found without hashing (``RecentLocator``). `nil` for the top level of a described outline
    /// (issue 37, ``DescribedOutline``), whose rows the outline's gaps place.
    mutating func cachedLocator(for container: ContainerID) -> PlacedLocator? {
        // A described outline's top level is no flat list (issue 37, F6): its rows of every
        // level share its geometry, and the outline's gaps place a drop there (its feedback is
        // decided before a locator is asked for); no locator of its own items stands for them.
        if !workspace.relations.outlineRoots.isEmpty, isDescribedOutline(container) { return nil }
        // The container the last call asked for (a drag over one container asks for it on every
        // move): no hashing.
        let stamp = Generations(content: workspace.generation, layout: layout.generation)
        if let locator = layout.locators.recentLocator(for: container, stamp: stamp) {
            return PlacedLocator(locator: locator, translation: layout.contentTranslation(of: container))
        }
        // The container's own generations: a change to another container leaves its locator
        // current (issue 23: the first press after an insert elsewhere rebuilds nothing).
        let current = Generations(content: workspace.generation(of: container), layout: layout.generation(of: container))
        if let locator = layout.locators.locator(for: container, current: current, stamp: stamp) {
            return PlacedLocator(locator: locator, translation: layout.contentTranslation(of: container))
        }
        guard let frame = layout.containerFrames[container], let model = workspace.containers[container] else {
            return nil
        }
        let locator: InsertionLocator
        if let geometry = layout.uniformGeometries[container] {
            locator = InsertionLocator(uniform: UniformPlacement(
                geometry: geometry, count: model.items.count, axis: model.policy.axis,
                isRightToLeft: model.policy.layoutDirection == .rightToLeft, visible: frame.size))
        } else {
            locator = InsertionLocator(
                frames: layout.storedFrames(of: model.items, in: container),
                containerFrame: frame.offsetBy(layout.shift(of: container)), axis: model.policy.axis,
                direction: model.policy.layoutDirection, unboundedStart: true)
        }
        layout.locators.store(locator, for: container, current: current, stamp: stamp)
        return PlacedLocator(locator: locator, translation: layout.contentTranslation(of: container))
    }
}

/// An insertion locator seen from the viewport: it answers in content space and converts
/// points in and frames out with the container's current scroll translation, so a scroll needs
/// no rebuild (A1, F6). O(1) to make.
struct PlacedLocator {
    let locator: InsertionLocator
    /// Added to a viewport point to get a content-space one.
    let translation: Point

    /// The index before which a drop at the viewport point `point` inserts. O(log n), O(1) for a
    /// described container.
    func index(at point: Point) -> Int {
        locator.index(at: point + translation)
    }

    /// The grid cell under the viewport point `point`; `nil` for a list. O(log n), O(1) for a
    /// described container.
    func cell(at point: Point) -> Int? {
        locator.cell(at: point + translation)
    }

    /// The insertion marker before `index`, on screen. O(log n), O(1) for a described container.
    func markerFrame(before index: Int, thickness: Double = 2) -> Rect {
        locator.markerFrame(before: index, thickness: thickness).offsetBy(Point.zero - translation)
    }

    /// The insertion marker before `index` as seen from the viewport point `point`. O(log n).
    func markerFrame(before index: Int, near point: Point?, thickness: Double = 2) -> Rect {
        locator.markerFrame(before: index, near: point.map { $0 + translation }, thickness: thickness)
            .offsetBy(Point.zero - translation)
    }

    /// The frame on screen of the item at `index` of a described container; `nil` for a measured
    /// one. O(1).
    func describedFrame(at index: Int) -> Rect? {
        locator.describedFrame(at: index)?.offsetBy(Point.zero - translation)
    }
}

// MARK: - Destinations' own proposals

extension DragEngine {
    /// Gives `container` its own rules for answering hovers and drops, applied in order to what
    /// the default rules suggest (S2–S4); `[]` removes them. They may narrow, never widen, what
    /// the container's policy accepts. O(1).
    public mutating func setDropRules(_ rules: [DropRule], for container: ContainerID) {
        workspace.dropRules[container] = rules.isEmpty ? nil : rules
    }

    /// Whether `condition` holds for content from `origin` over `container` with `modifiers`
    /// held. O(1).
    func applies(_ condition: DropRule.Condition, origin: DragOrigin, into container: ContainerID, modifiers: Modifiers) -> Bool {
        switch condition {
        case .always: return true
        case .fromItself: return origin == .container(container)
        case .fromOtherContainers: return origin != .container(container) && origin != .otherApp
        case .from(let expected): return origin == expected
        case .holding(let held): return modifiers.isSuperset(of: held)
        }
    }
}
