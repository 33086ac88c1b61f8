import DragKit
import DragKitEditing
import DragKitTypes

/// The engine as the browser sees it: entry points that take plain numbers (what crosses the
/// WebAssembly boundary cheaply) and leave their answer in ``output`` as the host contract's
/// records (``WireWriter``; issue 36).
///
/// The wasm exports in `Web/dragkit/Swift/Exports.swift` are one-line forwards to this type, so all of
/// its logic is compiled and tested natively too.
public struct WebHost: Sendable {
    /// The engine with the editing layer over it (the pasteboard and the menu commands, S7,
    /// issue 23).
    public internal(set) var editor = EditingEngine()
    /// The core engine (``editor``'s). O(1): reads and changes it in place.
    public internal(set) var engine: DragEngine {
        get { editor.engine }
        _modify { yield &editor.engine }
    }
    /// The answer the last call left: the host contract's records (``WireWriter``).
    public internal(set) var output = WireWriter()
    /// The app logic: kinds of containers, types of items (see ``HostCatalog``); replaced by
    /// ``declare(_:)``.
    public internal(set) var catalog: HostCatalog
    /// The engine's time (``monotonic(_:)``): the host kit's clock, as the desktop host keeps it.
    var clock = HostClock()
    /// The text container being registered run by run (``beginTextContainer(_:flags:kind:label:)``).
    var pendingText: PendingTextContainer?
    /// The catalogue being declared call by call (``beginCatalog()``), and the first thing
    /// wrong with it (``commitCatalog()`` then refuses it).
    var pendingCatalog: (catalog: Catalog, error: CatalogError?)?

    public init() {
        self.init(catalog: .standard)
    }

    /// A host whose containers and items behave as `catalog` says.
    public init(catalog: HostCatalog) {
        self.catalog = catalog
        catalog.declareTypes(in: &engine)
    }

    /// Forgets everything: content, layout, sessions (the catalogue stays).
    public mutating func reset() {
        editor = EditingEngine()
        catalog.declareTypes(in: &engine)
        pendingText = nil
        output.reset()
    }

    // MARK: Content

    /// Registers a container. `flags`: bit 0 accepts drops, bit 1 allows dragging, bit 2
    /// horizontal axis, bit 3 drops from other containers move (S3), bit 8 drops can't be undone
    /// and are confirmed before (S11), bit 9 drops can't be undone and get a Cancel step after
    /// (S11; wins over bit 8), bit 12 a wrapping grid in reading order (F6; wins over bit 2),
    /// bit 13 rows run right to left. `acceptedTypes` is a
    /// space-separated list (empty accepts all). Returns 0, or an error code (see ``ErrorCode``).
    public mutating func addContainer(_ id: UInt32, flags: UInt32, label: String, acceptedTypes: String) -> Int32 {
        let policy = Self.basePolicy(flags: flags, acceptedTypes: acceptedTypes)
        return report { (engine: inout DragEngine) throws(WorkspaceError) in
            try engine.addContainer(Container(id: ContainerID(id), label: label, policy: policy))
        }
    }

    /// Registers an item at the end of `container` (or at `index` when it is ≥ 0).
    public mutating func addItem(_ id: UInt32, container: UInt32, index: Int32, type: String, label: String) -> Int32 {
        let item = Item(id: ItemID(id), type: TypeIdentifier(type.isEmpty ? "public.item" : type), label: label)
        return report { (engine: inout DragEngine) throws(WorkspaceError) in
            try engine.insert(item, into: ContainerID(container), at: index >= 0 ? Int(index) : nil)
        }
    }

    public mutating func setContainerFrame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        _ = engine.handle(.containerFrame(Rect(x: x, y: y, width: width, height: height), of: ContainerID(id)))
    }

    public mutating func setItemFrame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        _ = engine.handle(.itemFrame(Rect(x: x, y: y, width: width, height: height), of: ItemID(id)))
    }

    // MARK: Input (each leaves its actions in `output`)

    public mutating func layoutChanged() {
        emit(engine.handle(.layoutDidChange))
    }

    /// A pointer event. `phase`: 0 down, 1 moved, 2 up, 3 cancelled. `device`: 0 mouse, 1 touch,
    /// 2 pen. `modifiers`: bit 0 Shift, 1 Control, 2 Alt/Option, 3 Meta/Command. `target`: the
    /// item under the pointer per the DOM, 0 if none. `pressure`: the DOM's 0–1 pressure (a pen
    /// pressed hard is a force press, S13); anything not finite counts as none.
    public mutating func pointer(
        phase: UInt32, pointer: UInt32, device: UInt32, x: Double, y: Double,
        modifiers: UInt32, time: Double, target: UInt32, pressure: Double = 0
    ) {
        // Garbage in (NaN, infinities, coordinates no screen has) is ignored, never a trap.
        guard let phase = PointerEvent.Phase(rawValue: UInt8(truncatingIfNeeded: phase)),
              Self.isScreenCoordinate(x), Self.isScreenCoordinate(y) else {
            emit([])
            return
        }
        let event = PointerEvent(
            pointer: PointerID(pointer),
            device: PointerDevice(rawValue: UInt8(truncatingIfNeeded: device)) ?? .mouse,
            phase: phase, location: Point(x: x, y: y),
            modifiers: Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers & 15)),
            timestamp: monotonic(time), target: target == 0 ? nil : ItemID(target),
            pressure: pressure.isFinite ? min(max(pressure, 0), 1) : 0)
        emit(engine.handle(.pointer(event)))
    }

    /// A key event. `key`: 1 Escape, 2 Enter, 3 Space, 4 Tab, 5–8 arrows up/down/left/right,
    /// 9 Home, 10 End, 11 PageUp, 12 PageDown, anything else is "other". `target`: the draggable item with keyboard focus, 0 if none;
    /// Space or Enter on it starts a keyboard drag (S7).
    public mutating func key(_ code: UInt32, isDown: Bool, modifiers: UInt32, time: Double, target: UInt32 = 0) {
        let key: Key
        switch code {
        case 1: key = .escape
        case 2: key = .enter
        case 3: key = .space
        case 4: key = .tab
        case 5: key = .arrowUp
        case 6: key = .arrowDown
        case 7: key = .arrowLeft
        case 8: key = .arrowRight
        case 9: key = .home
        case 10: key = .end
        case 11: key = .pageUp
        case 12: key = .pageDown
        default: key = .other(code)
        }
        let held = Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers & 15))
        let event = KeyEvent(
            key: key, isDown: isDown, modifiers: held, timestamp: monotonic(time), target: target == 0 ? nil : ItemID(target))
        // Space or Enter on a selected item brings its selection, the whole tree's in a tree
        // (S7, S8, issue 37): the engine's pick-up decides, as for a press.
        emit(engine.handle(.key(event)))
    }

    public mutating func tick(time: Double) {
        emit(engine.handle(.tick(monotonic(time))))
    }

    public mutating func transferSucceeded(_ id: UInt32) {
        emit(engine.handle(.transferSucceeded(TransferID(id))))
    }

    /// The page stored nothing for drop `id`: it changes nothing (S2), and leaves no undo step (S10).
    public mutating func transferUnchanged(_ id: UInt32) {
        emit(engine.handle(.transferUnchanged(TransferID(id))))
    }

    public mutating func transferFailed(_ id: UInt32, reason: String) {
        emit(engine.handle(.transferFailed(TransferID(id), reason: reason)))
    }

    // MARK: Slow transfers and tasks (S14, F9, F10)

    /// Bytes received for a loading drop; negative or non-finite values count as 0.
    public mutating func transferProgress(_ id: UInt32, completedBytes: Double) {
        let bytes = completedBytes.isFinite && completedBytes > 0 ? UInt64(min(completedBytes, 9.0e15)) : 0
        emit(engine.handle(.transferProgress(TransferID(id), completedBytes: bytes)))
    }

    /// `completedBytes` of one item's data in loading drop `id` have arrived (F9); a negative,
    /// infinite or NaN count counts as none.
    public mutating func transferProgress(_ id: UInt32, item: UInt32, completedBytes: Double) {
        let bytes = completedBytes.isFinite && completedBytes > 0 ? UInt64(min(completedBytes, 9.0e15)) : 0
        emit(engine.handle(.transferProgress(TransferID(id), item: ItemID(item), completedBytes: bytes)))
    }

    /// All of loading drop `id`'s data is in: `.items` for a list or grid, or the items' text
    /// for a text view (P1); see ``Event/transferLoaded(_:_:)``.
    public mutating func transferLoaded(_ id: UInt32, _ content: LoadedContent) {
        emit(engine.handle(.transferLoaded(TransferID(id), content)))
    }

    /// All of loading drop `id`'s data is in, as the page says it: the items' `text` for a text
    /// view, or nil for a list or grid (the items-only build has no text views and takes any
    /// text as items).
    public mutating func transferLoaded(_ id: UInt32, text: String?) {
        #if DRAGKIT_NO_TEXT
        transferLoaded(id, .items)
        #else
        transferLoaded(id, text.map { LoadedContent.text($0) } ?? .items)
        #endif
    }

    public mutating func cancelTransfer(_ id: UInt32) {
        emit(engine.handle(.transferCancelled(TransferID(id))))
    }

    /// A task's share done, 0 to 1; non-finite values are ignored.
    public mutating func taskProgress(_ id: UInt32, fraction: Double) {
        guard fraction.isFinite else { emit([]); return }
        emit(engine.handle(.taskProgress(TaskID(id), fraction: fraction)))
    }

    public mutating func taskFinished(_ id: UInt32) {
        emit(engine.handle(.taskFinished(TaskID(id))))
    }

    public mutating func taskFailed(_ id: UInt32, reason: String) {
        emit(engine.handle(.taskFailed(TaskID(id), reason: reason)))
    }

    // MARK: Snapshot

    /// Leaves the drags in progress in ``output`` as the `sessions` answer: each drag's pointer,
    /// items, source, destination and index, operation, cursor and badge count. Item drags come
    /// first, then text drags (S6, S7), which carry no items and `text: true`; a text drag's
    /// `index` is the caret offset it would insert at in a text view. O(drags).
    public mutating func writeSessions() {
        var sessions: [WireSession] = []
        // Two passes over one list of drags: items and other apps' content, then text.
        for carriesText in [false, true] {
            for pointer in engine.draggingPointers where (engine.content(of: pointer) == .text) == carriesText {
                guard let feedback = engine.feedback(for: pointer) else { continue }
                sessions.append(WireSession(
                    pointer: pointer.rawValue, items: feedback.items, source: feedback.source.rawValue,
                    destination: feedback.destination?.container.rawValue, index: feedback.destination?.insertionIndex,
                    operation: WireOperation(feedback.operation), cursor: WireCursor(feedback.cursor),
                    badge: feedback.badge?.count, text: carriesText ? true : nil))
            }
        }
        output.answerSessions(sessions)
    }

    // MARK: Helpers

    /// Error codes returned by registration calls.
    public enum ErrorCode: Int32 {
        case duplicateItem = 1, duplicateContainer, unknownItem, unknownContainer, indexOutOfRange, identifierTooLarge
    }

    mutating func report(_ body: (inout DragEngine) throws(WorkspaceError) -> Void) -> Int32 {
        do throws(WorkspaceError) {
            try body(&engine)
            return 0
        } catch {
            switch error {
            case .duplicateItem: return ErrorCode.duplicateItem.rawValue
            case .duplicateContainer: return ErrorCode.duplicateContainer.rawValue
            case .unknownItem: return ErrorCode.unknownItem.rawValue
            case .unknownContainer: return ErrorCode.unknownContainer.rawValue
            case .indexOutOfRange: return ErrorCode.indexOutOfRange.rawValue
            case .identifierTooLarge: return ErrorCode.identifierTooLarge.rawValue
            }
        }
    }

    mutating func emit(_ actions: [Action]) {
        output.answer(actions)
    }

    /// The engine's time for browser time `milliseconds`: ``timestamp(_:)``, never earlier than
    /// the last time the engine was given, so the engine's clock never runs backwards whatever the
    /// page passes (the host owns the clock). O(1).
    mutating func monotonic(_ milliseconds: Double) -> Timestamp {
        // The page's clock is both its event clock and its monotonic clock.
        let time = Self.timestamp(milliseconds)
        return clock.event(at: time, monotonic: time.milliseconds)
    }

    /// Whether `value` can be a coordinate on a page: finite and within ±1e9 CSS pixels.
    static func isScreenCoordinate(_ value: Double) -> Bool {
        value.isFinite && abs(value) < 1.0e9
    }

    /// Browser time (fractional milliseconds) as a whole-millisecond timestamp; garbage in
    /// (NaN, infinities, negative or absurd values; a page's clock never runs below 0) becomes 0
    /// rather than a trap.
    static func timestamp(_ milliseconds: Double) -> Timestamp {
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds < 9.0e15 else { return .zero }
        return Timestamp(milliseconds: Int64(milliseconds.rounded(.down)))
    }
}
