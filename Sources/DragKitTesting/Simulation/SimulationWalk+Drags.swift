import DragKit

// Pointer and keyboard drags of the simulation, and what their drops must do.

/// What a drop is expected to do, decided before the release from the feedback shown then.
struct Landing: Sendable {
    enum Kind: Sendable, Equatable {
        /// Over nothing: the content goes back (F7).
        case outside
        /// Over a place that takes none of it: refused, with the reason (F6, F7).
        case refused
        /// A move onto its own place: nothing changes (S2).
        case inPlace
        /// A change committed at once.
        case commit
        /// A drop whose data loads first (S14).
        case load
    }
    var kind: Kind
    var destination: ContainerID
    var index: Int
    var operation: DropOperation
    var accepted: [ItemID]
    var dragged: [ItemID]
    var source: ContainerID
}

extension SimulationWalk {
    // MARK: Picking up

    /// Makes the grab's selection in its list (the host's `setSelection`, or one item at a time
    /// as Ctrl-clicks do) and returns the list, the pressed or focused item, and what S8 says
    /// is lifted: the whole selection when that item is selected, else the item alone.
    mutating func prepare(_ grab: Grab) -> (source: ContainerID, pressed: ItemID, dragged: [ItemID])? {
        guard let source = sourceList(grab.source), let list = model.lists[source], !list.isEmpty else { return nil }
        var selected: [ItemID] = []
        switch grab.selection {
        case .none:
            sim.send(.setSelection([], in: source))
        case .contiguous(let start, let count):
            let first = Int(start) % list.count
            selected = Array(list[first..<min(first + max(Int(count), 1), list.count)])
            sim.send(.setSelection(selected, in: source))
        case .scattered(let mask):
            sim.send(.setSelection([], in: source))
            for (index, item) in list.enumerated() where mask & (1 << UInt16(index % 16)) != 0 { selected.append(item) }
            for item in selected { sim.send(.select([item])) }
        }
        if !(sim.engine.selectedItems(in: source) == selected) { fail("the selection shows \(sim.engine.selectedItems(in: source)), \(selected) was selected (A5)") }
        let pressed = grab.pressSelected && !selected.isEmpty
            ? selected[Int(grab.pressed) % selected.count] : list[Int(grab.pressed) % list.count]
        let dragged = selected.contains(pressed) ? selected : [pressed]
        if dragged.count == 1 {
            coverage.note("selection: one item")
        } else {
            let indices = dragged.compactMap { list.firstIndex(of: $0) }
            let contiguous = zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 + 1 }
            coverage.note(contiguous ? "selection: contiguous group" : "selection: scattered group")
        }
        return (source, pressed, dragged)
    }

    /// The centre of `item`'s row by the scene's geometry, scrolling its list first (as a
    /// person would) when the row is out of view.
    mutating func rowCentre(of item: ItemID, in container: ContainerID) -> Point {
        guard let shape = SimulationScene.geometry[container], let row = model.lists[container]?.firstIndex(of: item) else { return .zero }
        var offset = offsets[container] ?? 0
        let top = shape.top(ofRow: row, offset: offset)
        if top < shape.origin.y || top + SimulationScene.rowHeight > shape.origin.y + shape.height {
            offset = max(0, Double(row) * SimulationScene.rowHeight - (shape.height - SimulationScene.rowHeight) / 2)
            sim.send(.scrollOffset(offset, of: container))
            // The rows moved, and so did the spring-loaded controls standing on them (S13).
            if sim.springLoadsOpeningRows { sim.registerOpeningRowSprings() }
            coverage.note("scrolled to reach an item")
        }
        return Point(x: shape.origin.x + shape.width / 2, y: shape.top(ofRow: row, offset: offset) + SimulationScene.rowHeight / 2 - 3)
    }

    /// Where `aim` is on screen now. A row beyond the last is the space below the rows.
    func point(for aim: Aim, origin: Point) -> Point {
        let container = SimulationScene.visible[Int(aim.container) % SimulationScene.visible.count]
        guard let shape = SimulationScene.geometry[container] else { return origin }
        let x = shape.origin.x + 4 + Double(Int(aim.across) % Int(shape.width - 8))
        let bottom = shape.origin.y + shape.height
        switch aim.zone {
        case .origin: return origin
        case .between: return Point(x: shape.origin.x + shape.width + 50, y: 10 + Double(aim.row % 20) * 20)
        case .nowhere: return Point(x: 5000, y: 5000)
        case .scrollEdgeTop: return Point(x: x, y: shape.origin.y + 2 + Double(aim.row % 14))
        case .scrollEdgeBottom: return Point(x: x, y: bottom - 2 - Double(aim.row % 14))
        case .top, .middle, .bottom:
            let count = model.lists[container]?.count ?? 0
            let row = Int(aim.row) % (count + 1)
            let top = shape.top(ofRow: row, offset: offsets[container] ?? 0)
            let within: Double
            switch aim.zone {
            case .top: within = 1 + Double(aim.across % 8)
            case .bottom: within = 32 + Double(aim.across % 7)
            default: within = 12 + Double(aim.across % 17) + (aim.across % 17 >= 8 ? 1 : 0)  // 12…19, 21…29: never a middle
            }
            return Point(x: x, y: min(max(top + within, shape.origin.y + 0.5), bottom - 0.5))
        }
    }

    // MARK: Pointer drags

    mutating func pointerDrag(_ plan: PointerDragPlan) {
        guard let (source, pressed, lifted) = prepare(plan.grab) else {
            coverage.note("skipped: nothing to drag")
            return
        }
        var dragged = lifted
        let pointer = PointerID(UInt32(plan.pointer))
        let modifiers: Modifiers = plan.option ? [.option] : []
        coverage.note("pointer drag: \(plan.device)")
        let origin = rowCentre(of: pressed, in: source)
        sim.press(pointer, at: origin, device: plan.device, modifiers: modifiers)
        var location = origin
        if plan.device == .touch {
            sim.advance(by: sim.engine.configuration.touchLongPress)
        } else {
            sim.advance(by: .milliseconds(16))
            location = origin.offset(6, 0)
            sim.move(pointer, to: location, device: plan.device, modifiers: modifiers)
        }
        guard sim.engine.phase(of: pointer) == .dragging else {
            fail("pressing \(pressed) at \(origin) lifted nothing")
            return
        }
        if !(sim.engine.feedback(for: pointer)?.items == dragged) { fail("lifted \(sim.engine.feedback(for: pointer)?.items ?? []), S8 says \(dragged) (the pressed item \(selectionNote(pressed, source)))") }
        checkPointerFeedback(pointer, at: location, dragged: dragged, source: source, option: plan.option)
        for (number, aim) in plan.path.enumerated() {
            if failure != nil { return }
            if number == plan.path.count - 1, let event = plan.midDrag {
                midDrag(event, dragged: &dragged, from: source)
                guard sim.engine.phase(of: pointer) == .dragging else {
                    if !(dragged.isEmpty) { fail("the drag ended by itself while it still carried \(dragged)") }
                    coverage.note("drag ended: its items went away")
                    return
                }
                sim.send(.layoutDidChange)
                checkPointerFeedback(pointer, at: location, dragged: dragged, source: source, option: plan.option)
            }
            let target = point(for: aim, origin: origin)
            if aim.zone == .origin { coverage.note("pointer: back to its origin") }
            let halfway = Point(x: (location.x + target.x) / 2, y: (location.y + target.y) / 2)
            for place in [halfway, target] {
                let mark = sim.log.count
                sim.advance(by: .milliseconds(16))
                sim.move(pointer, to: place, device: plan.device, modifiers: modifiers)
                checkPointerStep(pointer, at: place, since: mark, dragged: dragged, source: source, option: plan.option)
            }
            location = target
            var left = Int(aim.dwell)
            while left > 0 && failure == nil {
                let chunk = min(left, 50)
                let mark = sim.log.count
                sim.advance(by: .milliseconds(Int64(chunk)))
                checkPointerStep(pointer, at: location, since: mark, dragged: dragged, source: source, option: plan.option)
                left -= chunk
            }
        }
        if failure != nil { return }
        let shown = sim.engine.feedback(for: pointer)
        switch plan.ending {
        case .cancel:
            coverage.note("ending: pointer cancelled")
            let mark = sim.log.count
            sim.cancelPointer(pointer, device: plan.device)
            checkNothingChanged(since: mark, expecting: .ended(.cancelled))
        case .escape:
            let dwelling = sim.engine.springDwell(of: pointer) != nil
            let mark = sim.log.count
            sim.key(.escape, modifiers: modifiers)
            if sim.engine.phase(of: pointer) == .dragging {
                if !(dwelling) { fail("Escape did not cancel a drag that was not resting on a spring-loaded control (F7)") }
                coverage.note("ending: Escape backed out of a spring, then released")
                release(pointer, at: location, device: plan.device, modifiers: modifiers, shown: shown, dragged: dragged,
                        source: source, outcome: plan.outcome, load: plan.load)
            } else {
                coverage.note("ending: Escape")
                sim.release(pointer, at: location, device: plan.device, modifiers: modifiers)
                checkNothingChanged(since: mark, expecting: .ended(.cancelled))
            }
        case .drop:
            release(pointer, at: location, device: plan.device, modifiers: modifiers, shown: shown, dragged: dragged,
                    source: source, outcome: plan.outcome, load: plan.load)
        }
    }

    /// Releases the pointer and checks the drop against the feedback shown before it.
    private mutating func release(_ pointer: PointerID, at location: Point, device: PointerDevice, modifiers: Modifiers,
                                  shown: DragFeedback?, dragged: [ItemID], source: ContainerID,
                                  outcome: CommitOutcome, load: LoadChoice) {
        let landing = expect(shown, dragged: dragged, source: source, outcome: outcome)
        let mark = sim.log.count
        sim.release(pointer, at: location, device: device, modifiers: modifiers)
        sim.plannedOutcomes = []
        verify(landing, since: mark, outcome: outcome, load: load)
    }

    /// After a move or a rest: the feedback is the model's, every spring that opened was one
    /// whose row showed "into" (S13), and every position said is the one shown (S7).
    mutating func checkPointerStep(_ pointer: PointerID, at location: Point, since mark: Int, dragged: [ItemID],
                                   source: ContainerID, option: Bool) {
        checkPointerFeedback(pointer, at: location, dragged: dragged, source: source, option: option)
        var cue: DestinationCue? = nil
        for action in sim.log[mark...] {
            switch action {
            case .markDestination(let p, let next) where p == pointer:
                cue = next
            case .springActivate(let control):
                coverage.note("spring loading opened a folder")
                let row = ItemID(control.rawValue)
                if !(sim.engine.feedback(for: pointer)?.destination?.intoItem == row) { fail("the folder row \(row) sprang open while the feedback showed \(describe(sim.engine.feedback(for: pointer))) (S13: only where \"into\" is shown)") }
            case .scroll(let container, _):
                if container == SimulationScene.archive { coverage.note("auto-scroll ticks") }
            case .announce(let announcement):
                guard case .over(let name, .position(let position, _)?, _) = announcement.event, let cue else { continue }
                coverage.note("announced: over a position")
                if !(name == label(of: cue.container) && position == cue.insertionIndex + 1) { fail("said \"\(announcement.english)\" while the gap showed index \(cue.insertionIndex) of \(cue.container) (S7)") }
            default:
                break
            }
        }
    }

    /// The engine's feedback for `pointer` is what the model says a drop at `location` does
    /// (F5, F6): destination, index, "into" row, operation, the items taken and the badge.
    mutating func checkPointerFeedback(_ pointer: PointerID, at location: Point, dragged: [ItemID], source: ContainerID, option: Bool) {
        guard let shown = sim.engine.feedback(for: pointer) else { return }
        let expected = model.feedback(at: location, dragging: dragged, from: source, option: option, offsets: offsets)
        // Exactly on a row's middle, "before" and "after" it are a tie that the engine's frames
        // (scrolled by sums of deltas) and the model's offsets may break either way: either is
        // right there, so a hair above and below are asked too.
        let ties = [-1e-6, 1e-6].map {
            model.feedback(at: Point(x: location.x, y: location.y + $0), dragging: dragged, from: source, option: option, offsets: offsets)
        }
        let matches = ([expected] + ties).contains { shows(shown, $0) }
        if !(matches) { fail("at \(location) dragging \(dragged) from \(source): the feedback shows \(describe(shown)), the model says \(expected)") }
        if expected.into != nil { coverage.note("feedback: into a folder row") }
        if expected.operation == .forbidden && expected.hovered != nil { coverage.note("feedback: not allowed") }
        if let destination = expected.destination, expected.into == nil, dragged.contains(where: { model.opens[$0] != nil }),
           model.opens.values.contains(destination) {
            coverage.note("feedback: a folder over another folder's list")
        }
    }

    /// Whether `shown` is the feedback the model expects. O(items).
    func shows(_ shown: DragFeedback, _ expected: ModelFeedback) -> Bool {
        if let destination = expected.destination {
            return shown.destination?.container == destination && shown.destination?.insertionIndex == expected.index
                && shown.destination?.intoItem == expected.into && shown.operation == expected.operation
                && shown.acceptedItems == expected.accepted
        }
        return shown.destination == nil && shown.operation == expected.operation
    }

    func describe(_ feedback: DragFeedback?) -> String {
        guard let feedback else { return "no drag" }
        guard let cue = feedback.destination else { return "\(feedback.operation), no destination" }
        return "\(feedback.operation) \(feedback.acceptedItems) to \(cue.container) at \(cue.insertionIndex)"
            + (cue.intoItem.map { " into row \($0)" } ?? "")
    }

    func selectionNote(_ item: ItemID, _ source: ContainerID) -> String {
        sim.engine.selectedItems(in: source).contains(item) ? "is selected" : "is not selected"
    }

    // MARK: Keyboard drags (S7)

    mutating func keyboardDrag(_ plan: KeyboardDragPlan) {
        guard let (source, pressed, lifted) = prepare(plan.grab) else {
            coverage.note("skipped: nothing to drag")
            return
        }
        var dragged = lifted
        let modifiers: Modifiers = plan.option ? [.option] : []
        coverage.note(plan.withSpace ? "keyboard drag: Space on the focused item" : "keyboard drag: pick-up command")
        let start = sim.log.count
        if plan.withSpace {
            sim.key(.space, target: pressed, modifiers: modifiers)
        } else {
            sim.pickUp([pressed], modifiers: modifiers)
        }
        guard sim.engine.phase(of: .keyboard) == .dragging else {
            fail("picking up \(pressed) with the keyboard started no drag")
            return
        }
        if !(sim.engine.feedback(for: .keyboard)?.items == dragged) { fail("the keyboard picked up \(sim.engine.feedback(for: .keyboard)?.items ?? []), S8 says \(dragged) (the focused item \(selectionNote(pressed, source)))") }
        checkKeyboardStep(since: start, dragged: dragged, source: source, option: plan.option)
        let keys: [DragKey?] = plan.keys.isEmpty ? [nil] : plan.keys.map { $0 }
        for (number, key) in keys.enumerated() {
            if failure != nil { return }
            if number == keys.count - 1, let event = plan.midDrag {
                midDrag(event, dragged: &dragged, from: source)
                guard sim.engine.phase(of: .keyboard) == .dragging else {
                    if !(dragged.isEmpty) { fail("the keyboard drag ended by itself while it still carried \(dragged)") }
                    coverage.note("drag ended: its items went away")
                    return
                }
            }
            guard let key else { continue }
            let mark = sim.log.count
            switch key {
            case .up: sim.key(.arrowUp, modifiers: modifiers)
            case .down: sim.key(.arrowDown, modifiers: modifiers)
            case .home: sim.key(.home, modifiers: modifiers)
            case .end: sim.key(.end, modifiers: modifiers)
            case .pageUp: sim.key(.pageUp, modifiers: modifiers)
            case .pageDown: sim.key(.pageDown, modifiers: modifiers)
            case .tab: sim.key(.tab, modifiers: modifiers)
            case .shiftTab: sim.key(.tab, modifiers: modifiers.union(.shift))
            }
            checkKeyboardStep(since: mark, dragged: dragged, source: source, option: plan.option)
        }
        if failure != nil { return }
        let shown = sim.engine.feedback(for: .keyboard)
        switch plan.ending {
        case .escape, .cancel:
            coverage.note(plan.ending == .escape ? "ending: Escape (keyboard)" : "ending: cancel command (keyboard)")
            let mark = sim.log.count
            if plan.ending == .escape { sim.key(.escape, modifiers: modifiers) } else { sim.cancelKeyboardDrag() }
            checkNothingChanged(since: mark, expecting: .ended(.keyboardCancelled))
        case .drop:
            let landing = expect(shown, dragged: dragged, source: source, outcome: plan.outcome)
            let mark = sim.log.count
            if plan.withSpace { sim.key(.space, modifiers: modifiers) } else { sim.dropKeyboardDrag() }
            sim.plannedOutcomes = []
            if let landing, landing.kind != .outside && landing.kind != .refused {
                checkLastPlaceSaid(since: start, landing: landing)
            }
            verify(landing, since: mark, outcome: plan.outcome, load: plan.load)
        }
    }

    /// After a pick-up or a key: the drop point obeys the rules (S2–S4, the folder rule) and is
    /// within its list, and every drop point said is the one shown (S7).
    mutating func checkKeyboardStep(since mark: Int, dragged: [ItemID], source: ContainerID, option: Bool) {
        guard let shown = sim.engine.feedback(for: .keyboard) else { return }
        guard let cue = shown.destination else {
            fail("the keyboard drag has no drop point")
            return
        }
        let destination = cue.container
        let accepted = dragged.filter { model.canGo($0, into: destination) }
        let operation = model.operation(from: source, to: destination, option: option)
        let staying = operation == .move ? accepted.count(where: { model.lists[destination]?.contains($0) == true }) : 0  // what is left out stays
        let positions = (model.lists[destination]?.count ?? 0) - staying + 1
        if !(!accepted.isEmpty) { fail("the keyboard drag of \(dragged) stands in \(destination), which may take none of it (F6)") }
        if !(shown.acceptedItems == accepted && shown.operation == operation) { fail("the keyboard drop point in \(destination) takes \(shown.acceptedItems) as \(shown.operation); the model says \(accepted) as \(operation)") }
        if !(cue.insertionIndex >= 0 && cue.insertionIndex < positions) { fail("the keyboard drop point \(cue.insertionIndex) is outside \(destination)'s \(positions) positions") }
        if accepted.count < dragged.count { coverage.note("keyboard: a folder left out of its own folder") }
        for event in said(since: mark) {
            guard case .dropPoint(let subject, .position(let position, let count), let name, let asCopy, _) = event else { continue }
            coverage.note("announced: keyboard drop point")
            if !(name == label(of: destination) && position == cue.insertionIndex + 1 && count == positions
                    && asCopy == (operation == .copy)) { fail("said \"\(event.english)\" while the drop point is \(cue.insertionIndex) of \(positions) in \(destination) (\(operation))") }
            // F5: it names what the list takes, as the badge counts it.
            let going: Announcement.Subject = accepted.count == 1
                ? .item(sim.engine.workspace.items[accepted[0]]?.label ?? "") : .items(accepted.count)
            if !(subject == going) { fail("said \"\(event.english)\" while \(destination) takes \(accepted) of \(dragged)") }
        }
    }

    /// Invariant 1 for the keyboard: the place last said (a drop point, or the lift's own
    /// place) is where the drop lands.
    mutating func checkLastPlaceSaid(since mark: Int, landing: Landing) {
        for event in said(since: mark).reversed() {
            switch event {
            case .dropPoint(_, .position(let position, _), let name, _, _):
                if !(name == label(of: landing.destination) && position == landing.index + 1) { fail("the keyboard drop lands at \(landing.index) of \(landing.destination); the last drop point said was \"\(event.english)\"") }
                return
            case .liftedItem(_, let position, _, let name):
                if !(name == label(of: landing.destination) && position == landing.index + 1) { fail("the keyboard drop lands at \(landing.index) of \(landing.destination); the lift said \"\(event.english)\"") }
                return
            default:
                continue
            }
        }
    }

    // MARK: Drops

    /// What a drop with `shown` on screen must do, by the model; plans the host's answer to a
    /// commit it expects. `nil` when no drag is in progress.
    mutating func expect(_ shown: DragFeedback?, dragged: [ItemID], source: ContainerID, outcome: CommitOutcome) -> Landing? {
        guard let shown else { return nil }
        guard let cue = shown.destination, shown.operation.isAccepted else {
            return Landing(kind: shown.operation == .forbidden ? .refused : .outside, destination: source, index: 0,
                           operation: shown.operation, accepted: [], dragged: dragged, source: source)
        }
        var landing = Landing(kind: .commit, destination: cue.container, index: cue.insertionIndex, operation: shown.operation,
                              accepted: shown.acceptedItems, dragged: dragged, source: source)
        if landing.operation == .move {
            var after = model
            after.move(landing.accepted, to: landing.destination, at: landing.index)
            if after.lists == model.lists { landing.kind = .inPlace }
        }
        if landing.kind == .commit && loads(landing.accepted, operation: landing.operation, to: landing.destination, from: source) {
            landing.kind = .load
        }
        if landing.kind == .commit { sim.plannedOutcomes = [outcome] }
        return landing
    }

    /// Checks what a drop did against `landing` and brings the model along (invariants 1, 2,
    /// 4, 5, 6).
    mutating func verify(_ landing: Landing?, since mark: Int, outcome: CommitOutcome, load: LoadChoice) {
        guard let landing else { return }
        let commits = sim.log[mark...].compactMap { action -> Transfer? in
            if case .commit(.items(let transfer)) = action { return transfer } else { return nil }
        }
        let loadsStarted = sim.log[mark...].contains { if case .loadRepresentation = $0 { true } else { false } }
        let events = said(since: mark)
        let doneSaid = events.contains { if case .dropped = $0 { true } else { false } }
        switch landing.kind {
        case .outside, .refused, .inPlace:
            coverage.note(landing.kind == .inPlace ? "drop: put back on its own place" : landing.kind == .refused ? "drop: refused" : "drop: over nothing")
            if !(commits.isEmpty && !loadsStarted) { fail("a drop expected to change nothing (\(landing.kind)) committed \(commits)") }
            if !(!doneSaid) { fail("a drop that changed nothing was announced as done: \(events.map { $0.english })") }
            if landing.kind == .inPlace {
                if !(events.contains { if case .droppedInPlace = $0 { true } else { false } }) { fail("a put-back was not announced as dropped in place: \(events.map { $0.english })") }
            }
            if landing.kind == .refused {
                if !(events.contains { switch $0 { case .cantTake, .cantGoInsideItself: true; default: false } }) { fail("a refused drop gave no reason: \(events.map { $0.english })") }
            }
        case .commit:
            if !(commits.count == 1) { fail("the drop committed \(commits.count) transfers, expected one") }
            guard let transfer = commits.first else { return }
            coverage.note("drop: \(transfer.operation)\(landing.destination == landing.source ? " within a list" : " between lists")"
                          + (landing.accepted.count > 1 ? " (group)" : ""))
            // Items another drop moved, all together, into one other list meanwhile come from it (S9).
            // Scattered by it, only those still in the drag's list go; the others stay put.
            let (source, going) = model.origin(of: landing.accepted, leftFrom: landing.source)
            if !(transfer.destination == landing.destination && transfer.index == landing.index
                    && transfer.items == going && transfer.operation == landing.operation && transfer.source == source) { fail("the drop committed \(transfer), the feedback showed \(landing.operation) \(landing.accepted) to \(landing.destination) at \(landing.index)") }
            applyChange(transfer, dragged: landing.dragged.count, since: mark, outcome: outcome)
        case .load:
            if !(commits.isEmpty && loadsStarted) { fail("a drop of data that loads committed \(commits) or loaded nothing (S14)") }
            if !(!doneSaid) { fail("a loading drop was announced as done before its data arrived") }
            guard let id = sim.log[mark...].lazy.compactMap({ action -> TransferID? in
                if case .loadRepresentation(let id, _, _, _) = action { return id } else { return nil }
            }).first else { return }
            coverage.note("drop: loads its data")
            let without = (model.lists[landing.destination] ?? []).filter { !(landing.operation == .move && landing.accepted.contains($0)) }
            var labels: [ItemID: String] = [:]
            for item in landing.accepted { labels[item] = model.labels[item] }
            loads.append(WaitingLoad(
                id: id, operation: landing.operation, items: landing.accepted, labels: labels, source: landing.source,
                destination: landing.destination, index: landing.index,
                anchor: landing.index < without.count ? without[landing.index] : nil, offered: landing.dragged.count))
            switch load {
            case .arrives: resolveLoad(at: loads.count - 1, arrives: true, cancelled: false, commit: outcome)
            case .fails: resolveLoad(at: loads.count - 1, arrives: false, cancelled: false, commit: outcome)
            case .cancelled: resolveLoad(at: loads.count - 1, arrives: false, cancelled: true, commit: outcome)
            case .late: coverage.note("load: still loading after the step")
            }
        }
    }

    /// Brings the model along a committed change `transfer` (a drop, or a loaded drop) and the
    /// host's answer to it, checking its announcement: the position and count said are the
    /// outcome's (6), and a failure is never followed by "done" (4).
    /// A loaded drop is said by the items that arrived (`offered`; one deleted meanwhile by its
    /// drop-time name).
    mutating func applyChange(_ transfer: Transfer, dragged: Int, present: [ItemID]? = nil, recreated: [ItemID] = [],
                              recreatedLabels: [ItemID: String] = [:], offered: [ItemID]? = nil,
                              since mark: Int, outcome: CommitOutcome) {
        let moved = transfer.operation == .move ? (present ?? transfer.items) : []
        let touched = Array(Set([transfer.source, transfer.destination])).sorted()
        let before = model.state(of: touched)
        let placements = model.placements(of: moved)
        let copies = transfer.copies
        if !(copies.allSatisfy { !usedIDs.contains($0) && !model.allItems.contains($0) }) { fail("the copies \(copies) reuse ids already used") }
        if transfer.operation == .move {
            if !(copies.count == recreated.count) { fail("a move made \(copies.count) copies for \(recreated.count) items gone meanwhile") }
            model.move(moved, to: transfer.destination, at: transfer.index)
            model.copy(recreated, as: copies, to: transfer.destination, at: transfer.index + moved.count, labels: recreatedLabels)
        } else {
            let originals = (present ?? transfer.items) + recreated
            if !(copies.count == originals.count) { fail("a copy of \(originals.count) items made \(copies.count) copies") }
            model.copy(originals, as: copies, to: transfer.destination, at: transfer.index, labels: recreatedLabels)
        }
        model.clearRedo()
        model.record(ModelEntry(
            id: transfer.id, busy: transfer.id, operation: transfer.operation, items: transfer.items,
            copies: copies, source: transfer.source, destination: transfer.destination, index: transfer.index,
            placements: placements, touched: touched, before: before, after: model.state(of: touched)))
        // What was said (or waits to be, F7): the drop, at the place it landed, in the list as it is now.
        let events = said(since: mark, storing: transfer.id)
        let count = model.lists[transfer.destination]?.count ?? 0
        let landed = transfer.operation == .move ? moved + copies : copies
        let verb: Announcement.DropVerb = transfer.operation == .copy ? .copy : .move
        // Each item named as it is now; one gone meanwhile as it was at the drop (S7).
        let named = offered ?? transfer.items
        let expectedSubject: Announcement.Subject = named.count == 1
            ? .item(recreatedLabels[named[0]] ?? model.labels[named[0]] ?? "item") : .items(named.count)
        let dropped = events.firstIndex { if case .dropped = $0 { true } else { false } }
        if case .fail = outcome {
            // Invariant 4: its words waited for the store, which refused: never said (F7, issue 36).
            if let dropped { fail("the drop \(transfer) was refused by its host but said \"\(events[dropped].english)\"") }
        } else if let dropped, case .dropped(let saidVerb, let saidSubject, let to, let position, let of, let stayed, let saidOffered) = events[dropped] {
            if !(saidVerb == verb && saidSubject == expectedSubject && to == label(of: transfer.destination)
                    && position == transfer.index + 1 && of == count
                    && stayed == max(dragged - landed.count, 0) && saidOffered == dragged) { fail("said \"\(events[dropped].english)\"; the drop put \(landed.count) (\(expectedSubject)) at position \(transfer.index + 1) of \(count) in \(label(of: transfer.destination)), \(dragged) offered") }
        } else {
            fail("the drop \(transfer) was not announced: \(events.map { $0.english })")
        }
        answer(transfer.id, role: .change, outcome: outcome, since: mark,
               waiting: WaitingCommit(role: .change, restore: placements, removeCopies: copies, revive: []))
    }

    /// The host answered (or will answer) the commit `id` as `outcome`: the model follows, and a
    /// failure is said, last (4).
    mutating func answer(_ id: TransferID, role: ModelRole, outcome: CommitOutcome, since mark: Int, waiting: WaitingCommit) {
        switch outcome {
        case .succeed, .unchanged:
            model.stored(id)
        case .later:
            coverage.note("commit: answered late")
            self.waiting[id] = waiting
        case .fail:
            coverage.note("commit: failed (\(role))")
            rollBack(id, waiting)
            checkFailureSaidLast(since: mark)
        }
    }

    /// The model takes a failed step back as the engine's rollback does (F7, S10).
    mutating func rollBack(_ id: TransferID, _ waiting: WaitingCommit) {
        model.remove(waiting.removeCopies)
        model.restore(waiting.restore)
        model.revive(waiting.revive)
        model.failed(id, role: waiting.role)
    }

    /// Invariant 4: after a failure is reported, nothing says the change was done.
    mutating func checkFailureSaidLast(since mark: Int) {
        let log = Array(sim.log[mark...])
        guard let failed = log.firstIndex(where: { $0.isReportFailure }) else {
            fail("a failed commit was not reported (F7)")
            return
        }
        for action in log[(failed + 1)...] {
            guard let event = action.announcement?.event else { continue }
            for part in flatten(event) {
                switch part {
                case .dropped, .redid, .undidMove, .undidCopies, .droppedInPlace:
                    fail("after the failure \"\(log[failed].failureWords)\" the host was told \"\(part.english)\" (F7: a failure is never announced as done)")
                default:
                    break
                }
            }
        }
    }

    /// A drag ended without a drop: nothing changed, and it said how it ended (2).
    mutating func checkNothingChanged(since mark: Int, expecting ending: Announcement.Event) {
        let commits = sim.log[mark...].contains { $0.isCommit }
        if !(!commits) { fail("a cancelled drag committed a change") }
        let events = said(since: mark)
        if !(events.contains(ending)) { fail("a cancelled drag said \(events.map { $0.english }), not \"\(ending.english)\"") }
        if !(!events.contains { if case .dropped = $0 { true } else { false } }) { fail("a cancelled drag was announced as dropped") }
    }
}

extension Action {
    /// A failure report's English words.
    var failureWords: String {
        if case .reportFailure(let event) = self { return event.english }
        return ""
    }
}
