import DragKit
import DragKitWords

/// Drives a ``DragEngine`` the way a person and a host would: scripted pointer and keyboard
/// input with a ``ManualClock``, ticks delivered when the engine asked for them, content steps
/// mirrored as a host would mirror them, and every action recorded for assertions.
///
/// ```swift
/// var sim = DragSimulator()
/// try sim.addList(1, "Inbox", items: ["Milk", "Eggs"])
/// sim.drag(sim.center(of: 1 as ItemID), to: sim.center(of: 2 as ItemID))
/// #expect(sim.order(of: 1) == [2, 1])
/// ```
public struct DragSimulator: Sendable {
    public var engine: DragEngine
    public private(set) var clock = ManualClock()
    /// Every action the engine returned, in order.
    public private(set) var log: [Action] = []
    /// The actions of the most recent input only (with those of the automatic commit reports
    /// it triggered, when ``commitsSucceedAutomatically`` is on).
    public private(set) var lastActions: [Action] = []
    /// The host-side copy of the content, updated only from ``Action/applyChange(_:)``.
    public private(set) var mirror: ContentMirror
    /// Steps that the mirror could not apply (always empty for a correct engine).
    public private(set) var mirrorErrors: [MirrorError] = []
    /// Transfers the engine asked the host to commit, not yet reported on.
    public private(set) var uncommitted: [Transfer] = []
    /// When `true` (the default), every commit is reported as succeeded at once.
    public var commitsSucceedAutomatically = true
    /// How the host answers the next commits, in order, each at the moment it carries the
    /// ``Action/commit(_:)`` out, before the actions after it (as a host that stores
    /// synchronously does): the person hears and sees what follows in that order. Consumed one
    /// per commit; when empty, ``commitsSucceedAutomatically`` decides.
    public var plannedOutcomes: [CommitOutcome] = []
    /// When `true`, a ``Action/scroll(_:by:)`` is carried out as a scroll view does: the offset
    /// moves by the delta, clamped to the content, and is reported with
    /// ``Event/scrollOffset(_:of:)``; and a change of a scrolling list's length is reported with
    /// ``Event/scrollMetrics(_:of:)`` (A1). Off by default.
    public var appliesScrolls = false
    /// When `true`, every item that stands for a container (``DragEngine/setOpenedContainer(_:for:)``,
    /// a folder row) is a spring-loaded control over its whole row, re-registered whenever the
    /// lists are laid out again, as a file browser marks its folder rows (S13). Off by default.
    public var springLoadsOpeningRows = false
    /// The host-side copy of each text container's text, updated only from
    /// ``Action/applyChange(_:)`` by splicing its edits (``ContentChange/text(_:_:selection:result:)``, S6).
    public internal(set) var mirroredTexts: [ContainerID: StyledText] = [:]
    /// Each changed text container's text as a host that draws a change's `result` shows it
    /// (the web host): it must always equal ``mirroredTexts`` (issue 36).
    public internal(set) var drawnTexts: [ContainerID: StyledText] = [:]
    /// The host-side selection of each text container, updated the same way.
    public internal(set) var mirroredSelections: [ContainerID: TextRange] = [:]
    /// Text transfers the engine asked the host to commit, not yet reported on.
    public internal(set) var uncommittedText: [TextTransfer] = []
    /// How each text container is laid out, for laying it out again after a change.
    var textMetrics: [ContainerID: MonospacedMetrics] = [:]
    private var dueTicks: [Timestamp] = []
    /// Whether the actions being carried out answer a tick: an auto-scroll step, whose offset the
    /// engine has already moved to before asking for the scroll (A1).
    private var deliveringTick = false
    /// The row height each list was added with, kept for laying it out again.
    var rowHeights: [ContainerID: Double] = [:]
    /// The shape each grid was added with (``addGrid(_:_:policy:items:columns:cellSize:spacing:origin:)``),
    /// kept for laying it out again.
    var gridShapes: [ContainerID: GridShape] = [:]
    /// The shape each board was added with (``addBoard(_:_:columns:columnType:cardType:origin:width:height:columnWidth:headerHeight:rowHeight:scrolls:)``),
    /// kept for laying it out again (issue 37).
    var boardShapes: [ContainerID: BoardShape] = [:]
    /// The shape each outline was added with, by its top level, kept for laying it out again.
    var outlineShapes: [ContainerID: OutlineShape] = [:]
    /// The controls ``registerOpeningRowSprings()`` declared, one per opening row.
    var openingRowSprings: Set<SpringID> = []
    private var nextItemID: UInt32 = 1
    private var nextContainerID: UInt32 = 1

    public init(configuration: DragConfiguration = DragConfiguration()) {
        self.engine = DragEngine(configuration: configuration)
        self.mirror = ContentMirror(of: engine.workspace)
    }

    // MARK: Building content

    /// Adds a vertical list at `origin` whose items are rows of `rowHeight`, laid out and
    /// measured as a host would, and returns the new items' ids in order.
    @discardableResult
    public mutating func addList(
        _ id: ContainerID, _ label: String, policy: ContainerPolicy = ContainerPolicy(),
        items labels: [String], type: TypeIdentifier = .item,
        origin: Point = .zero, width: Double = 300, rowHeight: Double = 40, height: Double? = nil
    ) throws(WorkspaceError) -> [ItemID] {
        try engine.addContainer(Container(id: id, label: label, policy: policy))
        let height = height ?? max(Double(labels.count + 2) * rowHeight, rowHeight * 4)
        _ = engine.handle(.containerFrame(Rect(origin: origin, size: Size(width: width, height: height)), of: id))
        var ids: [ItemID] = []
        for label in labels {
            let item = makeItemID()
            try engine.insert(Item(id: item, type: type, label: label), into: id)
            ids.append(item)
        }
        rowHeights[id] = rowHeight
        relayout(id, origin: origin, width: width, rowHeight: rowHeight)
        mirror = ContentMirror(of: engine.workspace)
        return ids
    }

    /// Adds `item` (with its representations, S12) at the end of `container`, lays the list out
    /// again and re-reads the mirror.
    public mutating func addItem(_ item: Item, to container: ContainerID) throws(WorkspaceError) {
        try engine.insert(item, into: container)
        relayout(container)
        mirror = ContentMirror(of: engine.workspace)
    }

    /// Lays a list's items out again as consecutive rows (what a host does after a change), of
    /// `rowHeight`, or by default of the height the list was added with (40 if unknown). A list
    /// with ``ScrollMetrics`` is laid out scrolled by its offset, as a scroll view shows it (A1).
    /// A container that describes its geometry (``UniformGeometry``) is not measured (F6).
    public mutating func relayout(_ id: ContainerID, origin: Point? = nil, width: Double? = nil, rowHeight: Double? = nil) {
        guard engine.layout.uniformGeometries[id] == nil else { return }
        if !outlineShapes.isEmpty, let outline = engine.outline(of: id), outlineShapes[outline.root] != nil {
            relayoutOutline(outline.root)
            return
        }
        if let shape = gridShapes[id] {
            relayoutGrid(id, shape: shape)
            return
        }
        if let shape = boardShapes[id] {
            relayoutBoard(id, shape: shape)
            return
        }
        guard let frame = engine.layout.containerFrames[id] else { return }
        let rowHeight = rowHeight ?? rowHeights[id] ?? 40
        var top = origin ?? frame.origin
        if let offset = engine.scrollMetrics(of: id)?.offset {
            if engine.workspace.containers[id]?.policy.axis == .horizontal {
                top.x -= offset
            } else {
                top.y -= offset
            }
        }
        let rowWidth = width ?? frame.width
        for (index, item) in (engine.workspace.containers[id]?.items ?? []).enumerated() {
            _ = engine.handle(.itemFrame(Rect(x: top.x, y: top.y + Double(index) * rowHeight, width: rowWidth, height: rowHeight), of: item))
        }
    }

    /// Lays every list out again as rows of `rowHeight`, or of each list's own row height.
    public mutating func relayoutAll(rowHeight: Double? = nil) {
        if appliesScrolls { reportScrollLengths() }
        for id in engine.workspace.containerOrder { relayout(id, rowHeight: rowHeight) }
        if springLoadsOpeningRows { registerOpeningRowSprings() }
    }

    /// Reports each scrolling list's content length again after its content changed, its offset
    /// clamped to it, as a scroll view does (A1).
    private mutating func reportScrollLengths() {
        for id in engine.workspace.containerOrder {
            guard let metrics = engine.scrollMetrics(of: id), gridShapes[id] == nil else { continue }
            let board = boardShapes[id]
            let length = Double(engine.workspace.count(of: id)) * (board?.columnWidth ?? rowHeights[id] ?? 40)
            let frame = engine.layout.containerFrames[id]
            let visible = (board == nil ? frame?.height : frame?.width) ?? 0
            let offset = min(max(metrics.offset, 0), max(length - visible, 0))
            guard length != metrics.contentLength || offset != metrics.offset else { continue }
            nested(.scrollMetrics(ScrollMetrics(contentLength: length, offset: offset), of: id))
        }
    }

    /// Registers every opening item's row as a spring-loaded control (``springLoadsOpeningRows``),
    /// with its id's number as the control's id, and removes the controls of rows that went
    /// away (deleted, or no longer opening anything), as a host's view does when a row leaves
    /// (S13). O(items).
    public mutating func registerOpeningRowSprings() {
        var present: Set<SpringID> = []
        for id in engine.workspace.containerOrder {
            for item in order(of: id) where engine.openedContainer(of: item) != nil {
                guard let frame = engine.frame(of: item) else { continue }
                let control = SpringID(item.rawValue)
                present.insert(control)
                engine.setSpringLoadedControl(SpringLoadedControl(
                    id: control, frame: frame, label: engine.workspace.items[item]?.label ?? "?"))
            }
        }
        for gone in openingRowSprings.subtracting(present) { engine.removeSpringLoadedControl(gone) }
        openingRowSprings = present
    }

    /// Reads the mirror again from the engine's content (after building content directly).
    mutating func resetMirror() {
        mirror = ContentMirror(of: engine.workspace)
    }

    mutating func makeItemID() -> ItemID {
        while engine.workspace.items[ItemID(nextItemID)] != nil { nextItemID += 1 }
        defer { nextItemID += 1 }
        return ItemID(nextItemID)
    }

    // MARK: Geometry helpers

    /// The centre of `item`'s frame (`.zero` if it has none).
    public func center(of item: ItemID) -> Point {
        engine.frame(of: item)?.center ?? .zero
    }

    /// A point a little inside the top (`fraction` 0) or bottom (1) of `item`'s frame.
    public func point(in item: ItemID, fraction: Double) -> Point {
        guard let frame = engine.frame(of: item) else { return .zero }
        return Point(x: frame.midX, y: frame.minY + frame.height * min(max(fraction, 0.05), 0.95))
    }

    /// The items of `container`, in order, as the engine holds them.
    public func order(of container: ContainerID) -> [ItemID] {
        engine.workspace.containers[container]?.items ?? []
    }

    /// The labels of `container`'s items, in order.
    public func labels(of container: ContainerID) -> [String] {
        order(of: container).map { engine.workspace.items[$0]?.label ?? "?" }
    }

    // MARK: Input

    public mutating func press(
        _ pointer: PointerID = 1, at location: Point, device: PointerDevice = .mouse,
        modifiers: Modifiers = [], target: ItemID? = nil
    ) {
        send(.pointer(PointerEvent(
            pointer: pointer, device: device, phase: .down, location: location,
            modifiers: modifiers, timestamp: clock.now, target: target)))
    }

    /// Moves `pointer` to `location`; `pressure` (0–1) models a force press (S13).
    public mutating func move(
        _ pointer: PointerID = 1, to location: Point, device: PointerDevice = .mouse, modifiers: Modifiers = [],
        pressure: Double = 0
    ) {
        send(.pointer(PointerEvent(
            pointer: pointer, device: device, phase: .moved, location: location,
            modifiers: modifiers, timestamp: clock.now, pressure: pressure)))
    }

    public mutating func release(
        _ pointer: PointerID = 1, at location: Point, device: PointerDevice = .mouse, modifiers: Modifiers = []
    ) {
        send(.pointer(PointerEvent(
            pointer: pointer, device: device, phase: .up, location: location,
            modifiers: modifiers, timestamp: clock.now)))
    }

    public mutating func cancelPointer(_ pointer: PointerID = 1, device: PointerDevice = .mouse) {
        send(.pointer(PointerEvent(
            pointer: pointer, device: device, phase: .cancelled, location: .zero, timestamp: clock.now)))
    }

    /// Presses (and, unless `release` is false, releases) a key.
    public mutating func key(_ key: Key, modifiers: Modifiers = [], release: Bool = true) {
        send(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: clock.now)))
        if release {
            send(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: clock.now)))
        }
    }

    /// Changes the held modifiers, as pressing or releasing Option alone does.
    public mutating func setModifiers(_ modifiers: Modifiers) {
        send(.key(KeyEvent(key: .other(0), isDown: true, modifiers: modifiers, timestamp: clock.now)))
    }

    /// Moves the clock forward, delivering every tick the engine asked for that falls due, in
    /// order, at its own time.
    public mutating func advance(by span: TimeSpan) {
        let end = clock.now + span
        while let next = dueTicks.min(), next <= end {
            dueTicks.removeAll { $0 <= next }
            clock.advance(by: next - clock.now)
            deliveringTick = true
            send(.tick(next))
            deliveringTick = false
        }
        clock.advance(by: end - clock.now)
    }

    /// A whole mouse drag: press at `start`, move to `end` in `steps` moves, release there.
    public mutating func drag(
        _ start: Point, to end: Point, pointer: PointerID = 1, steps: Int = 8,
        device: PointerDevice = .mouse, modifiers: Modifiers = [], releaseModifiers: Modifiers? = nil
    ) {
        press(pointer, at: start, device: device, modifiers: modifiers)
        if device == .touch { advance(by: engine.configuration.touchLongPress) }
        let count = max(steps, 1)
        for step in 1...count {
            let t = Double(step) / Double(count)
            advance(by: .milliseconds(16))
            move(pointer, to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
                 device: device, modifiers: modifiers)
        }
        release(pointer, at: end, device: device, modifiers: releaseModifiers ?? modifiers)
    }

    /// Reports a transfer as committed.
    public mutating func succeed(_ transfer: TransferID) {
        uncommitted.removeAll { $0.id == transfer }
        uncommittedText.removeAll { $0.id == transfer }
        record(engine.handle(.transferSucceeded(transfer)))
    }

    /// Reports a transfer as stored with no change (``Event/transferUnchanged(_:)``, S2).
    public mutating func unchanged(_ transfer: TransferID) {
        uncommitted.removeAll { $0.id == transfer }
        record(engine.handle(.transferUnchanged(transfer)))
    }

    /// Reports a transfer as failed.
    public mutating func fail(_ transfer: TransferID, reason: String) {
        uncommitted.removeAll { $0.id == transfer }
        uncommittedText.removeAll { $0.id == transfer }
        record(engine.handle(.transferFailed(transfer, reason: reason)))
    }

    /// Calls an engine command that returns actions (``Event/undo``,
    /// ``DragEngine/transfer(_:operation:to:at:)``, ``Event/confirm(_:)``, …) and processes its
    /// actions as a host would.
    public mutating func perform(_ command: (inout DragEngine) -> [Action]) {
        record(command(&engine))
    }

    /// Undo (S10), processed as a host would.
    public mutating func undo() { perform { $0.handle(.undo) } }

    /// Redo (S10), processed as a host would.
    public mutating func redo() { perform { $0.handle(.redo) } }

    /// Every confirmation the engine asked for (S11), in order.
    public var confirmationRequests: [ConfirmationRequest] {
        log.compactMap { if case .requestConfirmation(let request) = $0 { return request } else { return nil } }
    }

    /// Sends any event to the engine and processes its actions as a host would.
    public mutating func send(_ event: Event) {
        record(engine.handle(event))
    }

    /// Records and processes actions the engine returned outside ``send(_:)`` (reports from the host).
    public mutating func record(_ actions: [Action]) {
        lastActions = actions
        process(actions)
    }

    /// Logs `actions` and carries them out as a host would, in order: a commit with a planned
    /// outcome (``plannedOutcomes``) is answered at once, its actions carried out before the
    /// ones after it. Automatic commit reports are processed after the whole list, and their
    /// actions are added to ``lastActions`` rather than replacing the input's actions.
    private mutating func process(_ actions: [Action]) {
        var toCommit: [TransferID] = []
        var changed = false
        var expanded = false
        for action in actions {
            log.append(action)
            switch action {
            case .scheduleTick(let time):
                dueTicks.append(time)
            case .applyChange(.items(let steps)):
                do throws(MirrorError) {
                    try mirror.apply(steps)
                } catch {
                    mirrorErrors.append(error)
                }
                changed = true
            case .commit(.items(let transfer)):
                uncommitted.append(transfer)
                if !plannedOutcomes.isEmpty {
                    if changed { relayoutAll() }
                    changed = false
                    answer(transfer.id, with: plannedOutcomes.removeFirst())
                } else {
                    toCommit.append(transfer.id)
                }
            case .applyChange(.text(let container, let edits, let selection, let result)):
                // Both ways a host may mirror a text change: splicing the edits, drawing the result.
                mirroredTexts[container]?.apply(edits)
                drawnTexts[container] = result
                mirroredSelections[container] = selection
                relayoutText(container)
            case .commit(.text(let transfer)):
                uncommittedText.append(transfer)
                toCommit.append(transfer.id)
            case .setExpanded:
                expanded = true  // the outline's rows are laid out again (issue 37)
            case .scroll(let container, let delta) where appliesScrolls:
                scroll(container, by: delta)
            default:
                break
            }
        }
        if changed || expanded { relayoutAll() }
        // A host reports the new frames of an outline whose rows it showed or hid, and that the
        // layout changed, so a drag in flight is re-targeted against them (issue 37, S13).
        if expanded { nested(.layoutDidChange) }
        if commitsSucceedAutomatically {
            for id in toCommit {
                uncommitted.removeAll { $0.id == id }
                uncommittedText.removeAll { $0.id == id }
                nested(.transferSucceeded(id))
            }
        }
    }

    /// Answers the commit of `transfer` as `outcome` says, at once (``plannedOutcomes``).
    private mutating func answer(_ transfer: TransferID, with outcome: CommitOutcome) {
        let event: Event
        switch outcome {
        case .succeed: event = .transferSucceeded(transfer)
        case .unchanged: event = .transferUnchanged(transfer)
        case .fail(let reason): event = .transferFailed(transfer, reason: reason)
        case .later: return
        }
        uncommitted.removeAll { $0.id == transfer }
        nested(event)
    }

    /// Scrolls `container` by `delta` along its axis as a scroll view does, clamped to its
    /// content, and reports the new offset (``appliesScrolls``, A1).
    private mutating func scroll(_ container: ContainerID, by delta: Point) {
        guard let metrics = engine.scrollMetrics(of: container), let frame = engine.layout.containerFrames[container] else { return }
        let horizontal = engine.workspace.containers[container]?.policy.axis == .horizontal
        let visible = horizontal ? frame.width : frame.height
        // An auto-scroll step (a tick's) is already in the engine's offset: the scroll view ends
        // there, as a host's does, which scrolls by the delta from where it was. A pan's is not.
        let moved = deliveringTick ? 0 : (horizontal ? delta.x : delta.y)
        let offset = min(max(metrics.offset + moved, 0), max(metrics.contentLength - visible, 0))
        if offset != metrics.offset { nested(.scrollOffset(offset, of: container)) }
        // A board carries its columns' lists with it: measured again, as a host measures the
        // containers inside a scroller after it scrolls (A1, issue 37).
        if let shape = boardShapes[container] {
            relayoutBoard(container, shape: shape)
            nested(.layoutDidChange)
        }
        // The rows moved: so did the controls standing on them (S13). Also when the offset
        // reported is the one the engine already moved its rows to (auto-scroll steps its own
        // offset before asking for the scroll): the host follows the rows, whatever moved them.
        if springLoadsOpeningRows { registerOpeningRowSprings() }
    }

    /// Sends `event` while carrying out other actions: its actions are carried out at once and
    /// added to ``lastActions``.
    private mutating func nested(_ event: Event) {
        let outcome = engine.handle(event)
        lastActions.append(contentsOf: outcome)
        process(outcome)
    }

    // MARK: Reading the output

    /// Every announcement, in order, in English (``EnglishAnnouncer``).
    public var announcements: [String] {
        announcements(by: EnglishAnnouncer())
    }

    /// The Edit menu's undo title in English ("Undo Move"), or `nil` when there is nothing to
    /// undo (S10): the engine's ``DragEngine/undoKind`` in ``EnglishAnnouncer``'s words.
    public var undoActionName: String? {
        engine.undoKind.map { EnglishAnnouncer().menuTitle(.undo, $0) }
    }

    /// The Edit menu's redo title in English ("Redo Move"), or `nil` when there is nothing to
    /// redo (S10).
    public var redoActionName: String? {
        engine.redoKind.map { EnglishAnnouncer().menuTitle(.redo, $0) }
    }

    /// `event`'s words in English: a sentence, or a name (``DropPoint/name``,
    /// ``DragEngine/dragSourceName(of:)``).
    public func words(_ event: Announcement.Event) -> String {
        EnglishAnnouncer().words(for: event)
    }

    /// Every announcement, in order, in the words of `announcer` (S7).
    public func announcements<Words: Announcer>(by announcer: Words) -> [String] {
        log.compactMap { if case .announce(let announcement) = $0 { return announcement.words(by: announcer) } else { return nil } }
    }

    /// Every item transfer committed, in order.
    public var commits: [Transfer] {
        log.compactMap { if case .commit(.items(let transfer)) = $0 { return transfer } else { return nil } }
    }

    /// Every failure message shown, in order, in English (``EnglishAnnouncer``).
    public var failures: [String] {
        log.compactMap { if case .reportFailure(let failure) = $0 { return EnglishAnnouncer().words(for: failure) } else { return nil } }
    }

    /// How each drag image ended, in order.
    public var previewEndings: [PreviewEnding] {
        log.compactMap { if case .endPreview(_, let ending) = $0 { return ending } else { return nil } }
    }

    /// The last cursor set for `pointer`, if any.
    public func lastCursor(_ pointer: PointerID = 1) -> Cursor? {
        for action in log.reversed() {
            if case .setCursor(let p, let cursor) = action, p == pointer { return cursor }
        }
        return nil
    }

    /// Every destination mark set for `pointer`, in order (`nil` entries clear the mark).
    public func destinationMarks(_ pointer: PointerID = 1) -> [DestinationCue?] {
        log.compactMap { if case .markDestination(let p, let cue) = $0, p == pointer { return .some(cue) } else { return nil } }
    }

    /// Whether the log contains an action matching `predicate`.
    public func logContains(where predicate: (Action) -> Bool) -> Bool {
        log.contains(where: predicate)
    }

    /// Forgets the log (not the state), to look at what comes next.
    public mutating func clearLog() {
        log = []
        lastActions = []
    }
}

/// How a host answers a commit (``DragSimulator/plannedOutcomes``).
public enum CommitOutcome: Hashable, Sendable {
    /// Stored (``Event/transferSucceeded(_:)``).
    case succeed
    /// Not stored, for this reason (``Event/transferFailed(_:reason:)``).
    case fail(String)
    /// Stored nothing, as nothing changed (``Event/transferUnchanged(_:)``).
    case unchanged
    /// Not answered yet: left in ``DragSimulator/uncommitted`` for a later report.
    case later
}
