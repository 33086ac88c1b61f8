/// The drag-and-drop engine: a deterministic state machine that turns events into the actions a
/// host carries out.
///
/// The engine owns a model of the content (``Workspace``) and of where things are on screen
/// (``Layout``). It never reads a clock, never calls the host and keeps no global state: feed it
/// the same events with the same timestamps and it returns the same actions.
///
/// ## Declarations describe the world; events drive it
///
/// Two kinds of calls change an engine, and they never mix:
///
/// - **Declarations** say what exists: ``addContainer(_:)``, ``insert(_:into:at:)``,
///   ``declareType(_:conformsTo:)``, ``setApp(_:for:)``, ``addTextContainer(_:text:selection:isRichText:typingStyle:acceptedItemTypes:)``,
///   ``setSpringLoadedControl(_:)``, ``setDropRules(_:for:)``, ``removeItem(_:)``,
///   ``removeAll()`` and the like. They return no actions for the host to carry out (a
///   removal returns the change to mirror), and the ones that can be wrong throw
///   ``WorkspaceError``.
/// - **Events** (``Event``) are everything that happens afterwards: input, layout reports,
///   transfer and task reports, keyboard drags, edit and selection commands, confirmation
///   answers. The one way in is ``handle(_:)``, which returns the ``Action``s the host carries
///   out in order; per-call bookkeeping (the time of input, keeping a keyboard drag current)
///   runs there, once, for every event.
///
/// Hosts forward events with ``handle(_:)``, supply geometry when asked
/// (``Action/measureLayout``), carry out the returned ``Action``s in order, and report how each
/// ``Transfer`` they were asked to commit went (``Event/transferSucceeded(_:)``,
/// ``Event/transferFailed(_:reason:)``).
///
/// ```swift
/// var engine = DragEngine()
/// try engine.addContainer(Container(id: 1, label: "Inbox"))
/// try engine.insert(Item(id: 10, label: "Buy oat milk"), into: 1)
/// _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 400), of: 1))
/// _ = engine.handle(.itemFrame(Rect(x: 0, y: 0, width: 300, height: 44), of: 10))
/// let actions = engine.handle(.pointer(PointerEvent(
///     pointer: 1, device: .mouse, phase: .down, location: Point(x: 20, y: 20),
///     timestamp: Timestamp(milliseconds: 0))))
/// ```
///
/// ## Eight parts
///
/// The engine is a coordinator of eight stored parts, each an owned machine that changes
/// through its own named transitions (issue 23): the ``configuration``, the content
/// (``workspace``, with its text views, apps and drop rules), the ``layout`` (frames, scroll
/// positions, described geometry, spring-loaded controls and scrollers, and the insertion
/// locators derived from them), the sessions (one per pointer), the transfer ledger (transfers
/// and tasks waiting on the host, and the ids they get), the ``selection``, the editing part
/// (undo history, confirmations; the menu commands' pasteboard is the `DragKitEditing` layer's)
/// and the clock (the time of the latest input).
///
/// Engines are values that tests compare whole: `==` compares every part, so two engines fed
/// the same declarations and the same events are equal, and one more event that changes
/// anything tells them apart. A part holding derived data says what its own `==` compares (the
/// locator cache compares its entries, not its copy of the one asked for last). O(size of the
/// state).
public struct DragEngine: Equatable, Sendable {
    public var configuration: DragConfiguration
    /// The content, as the engine believes it to be (including drops still being committed),
    /// with text views, apps and drop rules.
    public internal(set) var workspace = Workspace()
    /// The frames the host last reported, and what is derived from them.
    public internal(set) var layout = Layout()
    /// Every pointer's press, scroll or drag, of items or of text (F1, F2, S6, S8, S9).
    var sessions = SessionTable()
    /// Every transfer and task waiting on the host — loading its data or being committed — by
    /// id, and the ids the next get (S10, S14, F7, F9, F10, P1).
    var ledger = TransferLedger()
    /// Selected items per container and background windows (S8, A5, P2).
    public internal(set) var selection = Selection()
    /// Undo/redo history and confirmations of irreversible drops (S10, S11).
    var editing = Editing()
    /// The time of the latest input event (F3, A2).
    var clock = Clock()

    public init(configuration: DragConfiguration = DragConfiguration()) {
        self.configuration = configuration
    }

    /// Feeds one event to the engine and returns what the host must do, in order: the one way
    /// the engine's state changes after its content is declared.
    ///
    /// Per-call bookkeeping runs here, once, for every event: the engine notes the time of input
    /// events and keeps a keyboard drag's drop point current when the content changed under it
    /// (S7), before the event (content declared directly, as ``insert(_:into:at:)`` does) and
    /// after it. A drag's spring loading and auto-scroll are part of its session and end with it:
    /// nothing is left to clear.
    ///
    /// - Complexity: a pointer move during a drag costs O(c + log n), where c is the number of
    ///   containers sharing the pointer's grid cell and n the size of the container under it.
    ///   Other events cost what their doc comments in ``Event`` say.
    public mutating func handle(_ event: Event) -> [Action] {
        var actions: [Action] = []
        noteTime(of: event)
        keepKeyboardDragCurrent(into: &actions)  // content declared directly since (insert, S7)
        dispatch(event, into: &actions)
        keepKeyboardDragCurrent(into: &actions)
        Self.putCommitsLast(&actions)
        holdWordsUntilStored(&actions)
        sayWordsStored(after: event, into: &actions)
        return actions
    }

    /// Takes the announcements out of `actions` when they hand commits to the host, and keeps
    /// them until the host stored every one (``HeldWords``, F7, issue 36): a drop, undo or redo
    /// is said once it happened, and never when the store refused it (its failure is said
    /// instead). O(n) in the actions when they commit, O(1) otherwise (commits are last).
    mutating func holdWordsUntilStored(_ actions: inout [Action]) {
        // Commits are last (``putCommitsLast(_:)``): the last action tells whether there are any.
        guard case .commit? = actions.last else { return }
        var commits: [TransferID] = []
        var words: [Announcement] = []
        actions.removeAll { action in
            switch action {
            case .commit(let commit): commits.append(commit.id); return false
            case .announce(let announcement): words.append(announcement); return true
            default: return false
            }
        }
        ledger.hold(words, until: commits)
    }

    /// The words held for the commit `event` reports on: said first when it was stored and was
    /// the last they waited for, forgotten when it failed (F7, issue 36). O(h) in the calls
    /// whose words are held.
    mutating func sayWordsStored(after event: Event, into actions: inout [Action]) {
        switch event {
        case .transferSucceeded(let transfer), .transferUnchanged(let transfer):
            let said = ledger.wordsStored(transfer)
            if !said.isEmpty { actions.insert(contentsOf: said.map { .announce($0) }, at: 0) }
        case .transferFailed(let transfer, _):
            ledger.forgetWords(waitingFor: transfer)
        default:
            break
        }
    }

    /// Moves every ``Action/commit(_:)`` to the end of `actions`, in their order, the other
    /// actions keeping theirs: a host carries out and says everything a change shows before it
    /// stores it, so a host that stores at once and reports a failure right away
    /// (``Event/transferFailed(_:reason:)`` while carrying the commit out) never shows or says
    /// anything of the change after its failure ("Moved…" after "Couldn't move…", F7, issue 34).
    /// O(n) in the actions when a commit is followed by another action, O(n) to look otherwise.
    static func putCommitsLast(_ actions: inout [Action]) {
        guard let first = actions.firstIndex(where: { if case .commit = $0 { true } else { false } }) else { return }
        var commits: [Action] = []
        var others: [Action] = []
        for action in actions[first...] {
            if case .commit = action { commits.append(action) } else { others.append(action) }
        }
        guard !others.isEmpty else { return }
        actions.replaceSubrange(first..., with: others + commits)
    }
}

// MARK: - Content

extension DragEngine {
    /// Adds an empty container.
    public mutating func addContainer(_ container: Container) throws(WorkspaceError) {
        try workspace.addContainer(container)
    }

    /// Adds an item to `container` at `index` (at the end when `nil`).
    public mutating func insert(_ item: Item, into container: ContainerID, at index: Int? = nil) throws(WorkspaceError) {
        try workspace.insert(item, into: container, at: index)
    }

    /// An item id no item uses yet, from the counter the engine's own copies are numbered by,
    /// so an item a host makes (a file listed, a reminder added) never takes the id of a copy
    /// a drop made, nor a copy its. O(1) amortised.
    public mutating func makeItemID() -> ItemID {
        workspace.makeItemID()
    }

    /// Declares an app type's place in the type hierarchy, so destinations that accept a parent
    /// type accept it too.
    public mutating func declareType(_ type: TypeIdentifier, conformsTo parents: [TypeIdentifier]) {
        workspace.types.declare(type, conformsTo: parents)
    }

    /// Removes every container, item and frame, and ends every session without animation.
    /// Pending transfers are forgotten: the host reloads content from its storage after this.
    ///
    /// The engine becomes a fresh one with the same configuration and undo limit. Only what
    /// tells its past apart from its future stays: the declared types, and the counters of
    /// content and layout generations and of item, transfer and task ids, so nothing cached or
    /// reported about the old content is taken for the new. O(1) plus freeing the old state.
    public mutating func removeAll() {
        var fresh = DragEngine(configuration: configuration)
        fresh.workspace = workspace.emptied()
        fresh.layout = layout.emptied()
        fresh.ledger = ledger.emptied()
        fresh.undoLimit = undoLimit  // a setting, like the configuration: it outlives the content
        self = fresh
    }
}

// MARK: - Layout

extension DragEngine {
    /// Records where `container` is on screen.
    ///
    /// Reporting the frame the engine already has changes nothing, so a host may re-measure
    /// everything whenever asked (``Action/measureLayout``) without making the next hit test
    /// rebuild its indexes, and lifting (F1) and following the pointer (F2) stay fast on large
    /// content. O(1).
    mutating func setFrame(_ frame: Rect, forContainer container: ContainerID) {
        layout.updateFrame(frame, forContainer: container)
    }

    /// Records where `item` is on screen, kept in its container's scroll space (A1). Reporting
    /// an unchanged frame changes nothing. O(1).
    mutating func setFrame(_ frame: Rect, forItem item: ItemID) {
        layout.updateFrame(frame, forItem: item, in: workspace.container(of: item))
    }

    /// Increases whenever a frame reported with ``Event/containerFrame(_:of:)`` or
    /// ``Event/itemFrame(_:of:)`` (or a described geometry) differs from the one the engine
    /// had; cached insertion locators and the spatial index are rebuilt only then. O(1).
    public var layoutGeneration: UInt64 { layout.generation }

    /// Re-targets every drag in progress after the host reported new frames (the page scrolled,
    /// the window resized), so insertion points stay correct.
    mutating func layoutDidChange() -> [Action] {
        var actions: [Action] = []
        for pointer in sessions.pointers {
            // Item drags' insertion points, text drags' carets (S6) and drags from other apps
            // (S1) alike.
            guard case .dragging(var drag)? = sessions[pointer] else { continue }
            retarget(&drag, into: &actions)
            sessions.update(drag)
        }
        return actions
    }
}

// MARK: - Queries

extension DragEngine {
    /// What a session shows right now, if its pointer is dragging, whatever the drag carries
    /// (``content(of:)`` says what: a text drag's feedback has no items and its insertion index
    /// is a caret offset). O(s) for s sessions.
    public func feedback(for pointer: PointerID) -> DragFeedback? {
        sessions.drag(of: pointer)?.feedback
    }

    /// Where a pointer's session is in its life, or `nil` if the pointer has none. O(s) for s
    /// sessions.
    public func phase(of pointer: PointerID) -> SessionPhase? {
        sessions.phase(of: pointer)
    }

    /// What a pointer's session carries — items, text or another app's content — from the
    /// press on, or `nil` if the pointer has none (issue 36: one payload path; every other
    /// query answers for every payload). O(s) for s sessions.
    public func content(of pointer: PointerID) -> DragContent? {
        if let drag = sessions.drag(of: pointer) {
            if drag.isExternal { return .external }
            return drag.text != nil ? .text : .items
        }
        guard sessions.phase(of: pointer) != nil else { return nil }
        return sessions.carriesText(pointer) ? .text : .items
    }

    /// The pointers that are dragging, whatever they carry, in ascending order. O(s log s).
    public var draggingPointers: [PointerID] {
        sessions.draggingPointers
    }

    /// The pointers dragging items or another app's content (not text), in ascending order:
    /// the drags whose rows, gaps and positions the engine shows. O(s log s).
    var itemDraggingPointers: [PointerID] {
        sessions.draggingPointers.filter { !sessions.carriesText($0) }
    }

    /// Whether `item` is being dragged by some session.
    public func isDragging(_ item: ItemID) -> Bool {
        sessions.isDragging(item)
    }

    /// The drops, undos and commands handed to the host that it has not yet reported on,
    /// oldest first, whatever they carry (``Commit/items`` and ``Commit/text`` tell). O(c).
    public var uncommittedCommits: [Commit] {
        ledger.commits.map { $0.commit }
    }

    /// What will be said when the host stored `transfer` and every other commit of the call
    /// that handed it over (F7, issue 36): "Moved notes.txt to Archive…" while
    /// Archive's store has not answered. Empty once said, or when the host refused one of them.
    /// O(h) in the calls whose words are held.
    public func wordsWaiting(for transfer: TransferID) -> [Announcement] {
        ledger.heldWords.filter { $0.waiting.contains(transfer) }.flatMap { $0.words }
    }
}

/// What a pointer's session carries (see ``DragEngine/content(of:)``).
public enum DragContent: UInt8, Hashable, Sendable {
    /// Items of the workspace (S8: the pressed one and its selection).
    case items = 0
    /// A text view's selection (S6).
    case text = 1
    /// Another app's content over the window (S1), read at the drop.
    case external = 2
}

/// The stages of a pointer's session (see ``DragEngine/phase(of:)``).
public enum SessionPhase: UInt8, Hashable, Sendable {
    /// Pressed on an item; not yet a drag.
    case pending = 0
    /// A touch that moved before its long press: it scrolls.
    case panning = 1
    /// Dragging content.
    case dragging = 2
}
