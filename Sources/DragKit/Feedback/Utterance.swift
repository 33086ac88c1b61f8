// An announcement's value as bytes (S7, issue 36): the engine's WebAssembly module writes an
// ``Utterance`` and the host carries the bytes to the words module, which reads it back and says
// it in the person's language, so the words need not be compiled into the engine.
//
// Format: no names, separators or padding; fields in declaration order.
//   utterance   0 = event, 1 = reason; then the event or the reason.
//   event       one byte, its case's index in declaration order of ``Announcement/Event``
//               (0 `sequence` … 84 `placeholderName`: the table in `put(_:)` and `event()`),
//               then its payload. `sequence` is a count, then each event; `redid` nests its
//               event. An event may sit inside at most ``Utterance/maximumNesting`` (8) others.
//   Int         zigzag LEB128 (0 → 0, -1 → 1, 1 → 2, …); a value beyond this platform's `Int`
//               (on wasm32, 32 bits) is malformed.
//   UInt64, UInt32 (identifiers), counts   unsigned LEB128: 7 bits a byte, low first, the high
//               bit set on all but the last; at most 10 bytes, the shortest form only (no
//               trailing zero groups), and in range of the type.
//   Bool        one byte, 0 or 1.
//   String      its UTF-8 byte count, then the bytes (invalid UTF-8 is repaired on reading).
//   Optional    one byte, 0 (absent) or 1 (present, then the value).
//   Subject, Spot, DropVerb, Ending, FailureReason, WorkspaceError   one byte, the case's index
//               in declaration order, then its payload (`DropVerb.task` its ``TaskVerb``).
//   Command, UndoKind, TaskVerb   one byte, the raw value (their declaration index).
// So `.over("Later", at: .position(3, of: 6), drop: .move)` is 13 bytes:
// 0 · 5 · 5 "Later" · 1 · 0 6 12 · 0.
// Every byte sequence is either exactly one utterance or malformed (nothing left over); apart
// from repaired strings, an utterance read back writes the same bytes.

/// What a host asks the words module to say (S7): an announcement's event, or a failure's reason as a clause.
public enum Utterance: Hashable, Sendable {
    case event(Announcement.Event)
    case reason(FailureReason)
}

extension Utterance {
    /// How many events an event may sit inside (through `sequence` and `redid`): the engine nests
    /// one or two; a reader stops at this depth, so hostile bytes can't exhaust the stack.
    static var maximumNesting: Int { 8 }

    /// Appends this utterance's bytes to `bytes`. An event nested deeper than
    /// ``maximumNesting`` is written, but reads back as malformed. O(size).
    public func encode(into bytes: inout [UInt8]) {
        switch self {
        case .event(let event): bytes.append(0); bytes.put(event)
        case .reason(let reason): bytes.append(1); bytes.put(reason)
        }
    }

    /// The utterance `bytes` encode (all of them, nothing left over), or nil when they are
    /// malformed, truncated, too deeply nested, or have bytes left over. Never traps on any
    /// input. O(n): every count is checked against the bytes left before it is used.
    public init?(decoding bytes: [UInt8]) {
        var reader = UtteranceReader(bytes: bytes)
        guard let utterance = try? reader.utterance(), reader.index == bytes.count else { return nil }
        self = utterance
    }
}

// MARK: Writing

/// The writer: one `put` for each type of field, appending its bytes. Each is O(1) but for a
/// string (O(its length)) and an event (O(its size)).
extension [UInt8] {
    /// Unsigned LEB128. O(1).
    fileprivate mutating func put(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest &>>= 7
        }
        append(UInt8(truncatingIfNeeded: rest))
    }

    /// Zigzag LEB128. O(1).
    fileprivate mutating func put(_ value: Int) {
        let wide = Int64(value)
        put(UInt64(bitPattern: (wide &<< 1) ^ (wide &>> 63)))
    }

    fileprivate mutating func put(_ value: Bool) { append(value ? 1 : 0) }

    /// Byte count, then UTF-8. O(n) in the string's length.
    fileprivate mutating func put(_ text: String) {
        put(UInt64(text.utf8.count))
        append(contentsOf: text.utf8)
    }

    fileprivate mutating func put(_ text: String?) {
        put(text != nil)
        if let text { put(text) }
    }

    fileprivate mutating func put(_ value: Int?) {
        put(value != nil)
        if let value { put(value) }
    }

    fileprivate mutating func put(_ spot: Announcement.Spot?) {
        put(spot != nil)
        if let spot { put(spot) }
    }

    fileprivate mutating func put(_ subject: Announcement.Subject) {
        switch subject {
        case .item(let label): append(0); put(label)
        case .items(let count): append(1); put(count)
        case .text(let excerpt): append(2); put(excerpt)
        case .someText: append(3)
        case .fromAnotherApp(let count): append(4); put(count)
        }
    }

    fileprivate mutating func put(_ spot: Announcement.Spot) {
        switch spot {
        case .position(let position, let count): append(0); put(position); put(count)
        case .character(let character): append(1); put(character)
        case .end: append(2)
        }
    }

    fileprivate mutating func put(_ verb: Announcement.DropVerb) {
        switch verb {
        case .move: append(0)
        case .copy: append(1)
        case .link: append(2)
        case .delete: append(3)
        case .copyItsText: append(4)
        case .makeClipping: append(5)
        case .task(let task): append(6); put(task)
        }
    }

    fileprivate mutating func put(_ ending: Announcement.Ending) {
        switch ending {
        case .cancelled: append(0)
        case .outside: append(1)
        case .keyboardCancelled: append(2)
        }
    }

    fileprivate mutating func put(_ command: Announcement.Command) { append(command.rawValue) }
    fileprivate mutating func put(_ kind: UndoKind) { append(kind.rawValue) }
    fileprivate mutating func put(_ task: TaskVerb) { append(task.rawValue) }

    fileprivate mutating func put(_ reason: FailureReason) {
        switch reason {
        case .message(let words): append(0); put(words)
        case .workspace(let error):
            append(1)
            switch error {
            case .duplicateItem(let id): append(0); put(UInt64(id.rawValue))
            case .duplicateContainer(let id): append(1); put(UInt64(id.rawValue))
            case .unknownItem(let id): append(2); put(UInt64(id.rawValue))
            case .unknownContainer(let id): append(3); put(UInt64(id.rawValue))
            case .indexOutOfRange(let index, let count): append(4); put(index); put(count)
            case .identifierTooLarge(let raw): append(5); put(UInt64(raw))
            }
        case .destinationGone: append(2)
        case .noReason: append(3)
        }
    }

    /// The case index, then the payload; a sequence's or a redo's events after it. O(size).
    fileprivate mutating func put(_ event: Announcement.Event) {
        switch event {
        case .sequence(let events):
            append(0); put(UInt64(events.count))
            for event in events { put(event) }
        case let .liftedItem(a, b, c, d): append(1); put(a); put(b); put(c); put(d)
        case let .liftedItems(a, b): append(2); put(a); put(b)
        case let .liftedText(a, b): append(3); put(a); put(b)
        case let .addedToDrag(a, b): append(4); put(a); put(b)
        case let .over(a, b, c): append(5); put(a); put(b); put(c)
        case let .cantTake(a, b): append(6); put(a); put(b)
        case let .cantGoInsideItself(a, b): append(7); put(a); put(b)
        case let .cantDropHere(a): append(8); put(a)
        case .notOverTarget: append(9)
        case .noPlaceHereTakesText: append(10)
        case let .dropped(a, b, c, d, e, f, g): append(11); put(a); put(b); put(c); put(d); put(e); put(f); put(g)
        case let .droppedText(a, b, c, d): append(12); put(a); put(b); put(c); put(d)
        case let .madeClipping(a, b, c, d): append(13); put(a); put(b); put(c); put(d)
        case let .droppedInPlace(a, b): append(14); put(a); put(b)
        case let .ended(a): append(15); put(a)
        case .cantDropTextThere: append(16)
        case let .returned(a, b, c, d): append(17); put(a); put(b); put(c); put(d)
        case let .noPlaceCanTake(a): append(18); put(a)
        case .noPlaceCanTakeIt: append(19)
        case let .noOtherPlaceCanTake(a): append(20); put(a)
        case let .dropPoint(a, b, c, d, e): append(21); put(a); put(b); put(c); put(d); put(e)
        case let .outlinePoint(a, b, c, d, e, f): append(22); put(a); put(b); put(c); put(d); put(e); put(f)
        case let .boundary(a, b): append(23); put(a); put(b)
        case let .keyboardHelp(a): append(24); put(a)
        case let .loading(a, b, c): append(25); put(a); put(b); put(c)
        case let .loadingText(a, b, c): append(26); put(a); put(b); put(c)
        case let .stoppedLoading(a, b): append(27); put(a); put(b)
        case let .stoppedLoadingText(a, b): append(28); put(a); put(b)
        case let .insertedText(a, b, c): append(29); put(a); put(b); put(c)
        case let .noTextToInsert(a, b): append(30); put(a); put(b)
        case let .couldNotTransfer(a, b, c, d): append(31); put(a); put(b); put(c); put(d)
        case let .couldNotMakeClipping(a, b, c): append(32); put(a); put(b); put(c)
        case let .couldNotTransferText(a, b, c, d): append(33); put(a); put(b); put(c); put(d)
        case let .couldNotInsertText(a, b, c, d): append(34); put(a); put(b); put(c); put(d)
        case let .couldNotLoad(a, b, c): append(35); put(a); put(b); put(c)
        case let .couldNotInsertTextGone(a, b): append(36); put(a); put(b)
        case let .couldNotFinishLoading(a, b): append(37); put(a); put(b)
        case let .couldNotCommitHistory(a, b): append(38); put(a); put(b)
        case let .couldNotDropAfterAsking(a): append(39); put(a)
        case let .undidMove(a, b, c, d, e): append(40); put(a); put(b); put(c); put(d); put(e)
        case let .undidCopies(a, b, c, d): append(41); put(a); put(b); put(c); put(d)
        case let .undidClipping(a, b, c): append(42); put(a); put(b); put(c)
        case let .undidTextMove(a, b, c, d): append(43); put(a); put(b); put(c); put(d)
        case let .undidTextCopy(a, b, c): append(44); put(a); put(b); put(c)
        case let .redid(a, b): append(45); put(a); put(b)
        case let .redidText(a, b, c, d, e): append(46); put(a); put(b); put(c); put(d); put(e)
        case let .nothingTo(a): append(47); put(a)
        case let .cantWhileDragging(a): append(48); put(a)
        case let .stillSaving(a, b): append(49); put(a); put(b)
        case let .changedSince(a, b): append(50); put(a); put(b)
        case let .askBefore(a, b, c): append(51); put(a); put(b); put(c)
        case let .askToPost(a, b): append(52); put(a); put(b)
        case let .posted(a, b): append(53); put(a); put(b)
        case let .takenBack(a, b): append(54); put(a); put(b)
        case let .didNotDrop(a, b): append(55); put(a); put(b)
        case let .cutToPasteboard(a, b): append(56); put(a); put(b)
        case let .copiedToPasteboard(a, b): append(57); put(a); put(b)
        case let .chooseFromOneList(a): append(58); put(a)
        case let .cantCutFrom(a): append(59); put(a)
        case .pasteItemsGone: append(60)
        case let .noSuchList(a): append(61); put(a)
        case let .cantMoveOutOf(a): append(62); put(a)
        case let .noSuchPosition(a, b, c): append(63); put(a); put(b); put(c)
        case let .alreadyThere(a, b): append(64); put(a); put(b)
        case let .couldNotDo(a, b, c): append(65); put(a); put(b); put(c)
        case .alreadyDraggingWithKeyboard: append(66)
        case let .notATextView(a): append(67); put(a)
        case let .textCantBeDragged(a): append(68); put(a)
        case let .selectTextFirst(a): append(69); put(a)
        case let .textAlreadyDragged(a): append(70); put(a)
        case let .opened(a): append(71); put(a)
        case let .taskStarted(a, b): append(72); put(a); put(b)
        case let .taskProgress(a, b, c): append(73); put(a); put(b); put(c)
        case let .taskFinished(a, b): append(74); put(a); put(b)
        case let .taskFailed(a, b, c): append(75); put(a); put(b); put(c)
        case let .leftApp(a): append(76); put(a)
        case let .copiedToAnotherApp(a): append(77); put(a)
        case let .enteredFromAnotherApp(a): append(78); put(a)
        case let .received(a, b): append(79); put(a); put(b)
        case let .overEmptySpace(a): append(80); put(a)
        case let .openedInNewWindow(a): append(81); put(a)
        case let .dropPointName(a, b, c): append(82); put(a); put(b); put(c)
        case let .dragSourceName(a, b, c, d, e): append(83); put(a); put(b); put(c); put(d); put(e)
        case let .placeholderName(a, b): append(84); put(a); put(b)
        }
    }
}

// MARK: Reading

/// Bytes that are not one utterance.
private struct Malformed: Error {}

/// Reads an utterance from the front of `bytes`. Each read either takes the bytes of one value or
/// throws ``Malformed`` (the caller then discards the reader); none traps, and none allocates
/// more than the bytes left can fill. Each is O(1) but for a string (O(its length)) and an event
/// (O(its size)).
private struct UtteranceReader {
    let bytes: [UInt8]
    /// The next byte to read.
    var index = 0
    /// How many events the event being read sits inside.
    var depth = 0

    mutating func byte() throws(Malformed) -> UInt8 {
        guard index < bytes.count else { throw Malformed() }
        index += 1
        return bytes[index - 1]
    }

    /// Unsigned LEB128 in its shortest form, at most 10 bytes. O(1).
    mutating func varint() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            // The tenth byte holds bit 63 only; a last byte of 0 after the first is padding.
            guard shift < 63 || byte <= 1, byte != 0 || shift == 0 else { throw Malformed() }
            value |= UInt64(byte & 0x7F) &<< shift
            if byte < 0x80 { return value }
            shift &+= 7
        }
    }

    /// Zigzag LEB128, in range of `Int`. O(1).
    mutating func int() throws(Malformed) -> Int {
        let zigzag = try varint()
        guard let value = Int(exactly: Int64(bitPattern: (zigzag &>> 1) ^ (0 &- (zigzag & 1)))) else { throw Malformed() }
        return value
    }

    /// A count of bytes or events, at most the bytes left (each takes at least one). O(1).
    mutating func count() throws(Malformed) -> Int {
        guard let count = Int(exactly: try varint()), count <= bytes.count - index else { throw Malformed() }
        return count
    }

    mutating func bool() throws(Malformed) -> Bool {
        let byte = try byte()
        guard byte <= 1 else { throw Malformed() }
        return byte == 1
    }

    /// O(n) in the string's length.
    mutating func string() throws(Malformed) -> String {
        let count = try count()
        index += count
        return String(decoding: bytes[(index - count) ..< index], as: UTF8.self)
    }

    /// A `Command`, `UndoKind` or `TaskVerb` by its raw value.
    mutating func raw<Value: RawRepresentable>() throws(Malformed) -> Value where Value.RawValue == UInt8 {
        guard let value = Value(rawValue: try byte()) else { throw Malformed() }
        return value
    }

    mutating func optionalString() throws(Malformed) -> String? { try bool() ? string() : nil }
    mutating func optionalInt() throws(Malformed) -> Int? { try bool() ? int() : nil }
    mutating func optionalSpot() throws(Malformed) -> Announcement.Spot? { try bool() ? spot() : nil }

    mutating func utterance() throws(Malformed) -> Utterance {
        switch try byte() {
        case 0: .event(try event())
        case 1: .reason(try reason())
        default: throw Malformed()
        }
    }

    mutating func subject() throws(Malformed) -> Announcement.Subject {
        switch try byte() {
        case 0: .item(try string())
        case 1: .items(try int())
        case 2: .text(try string())
        case 3: .someText
        case 4: .fromAnotherApp(try int())
        default: throw Malformed()
        }
    }

    mutating func spot() throws(Malformed) -> Announcement.Spot {
        switch try byte() {
        case 0: try .position(int(), of: int())
        case 1: .character(try int())
        case 2: .end
        default: throw Malformed()
        }
    }

    mutating func verb() throws(Malformed) -> Announcement.DropVerb {
        switch try byte() {
        case 0: .move
        case 1: .copy
        case 2: .link
        case 3: .delete
        case 4: .copyItsText
        case 5: .makeClipping
        case 6: .task(try raw())
        default: throw Malformed()
        }
    }

    mutating func ending() throws(Malformed) -> Announcement.Ending {
        switch try byte() {
        case 0: .cancelled
        case 1: .outside
        case 2: .keyboardCancelled
        default: throw Malformed()
        }
    }

    mutating func identifier() throws(Malformed) -> UInt32 {
        guard let raw = UInt32(exactly: try varint()) else { throw Malformed() }
        return raw
    }

    mutating func reason() throws(Malformed) -> FailureReason {
        switch try byte() {
        case 0: .message(try string())
        case 1:
            switch try byte() {
            case 0: .workspace(.duplicateItem(ItemID(try identifier())))
            case 1: .workspace(.duplicateContainer(ContainerID(try identifier())))
            case 2: .workspace(.unknownItem(ItemID(try identifier())))
            case 3: .workspace(.unknownContainer(ContainerID(try identifier())))
            case 4: try .workspace(.indexOutOfRange(int(), count: int()))
            case 5: .workspace(.identifierTooLarge(try identifier()))
            default: throw Malformed()
            }
        case 2: .destinationGone
        case 3: .noReason
        default: throw Malformed()
        }
    }

    /// An event inside the one being read, at most ``Utterance/maximumNesting`` deep.
    mutating func nested() throws(Malformed) -> Announcement.Event {
        guard depth < Utterance.maximumNesting else { throw Malformed() }
        depth += 1
        defer { depth -= 1 }
        return try event()
    }

    /// The case index, then the payload: the table of `put(_ event:)`. O(size).
    mutating func event() throws(Malformed) -> Announcement.Event {
        switch try byte() {
        case 0:
            let count = try count()
            var events: [Announcement.Event] = []
            for _ in 0 ..< count { events.append(try nested()) }
            return .sequence(events)
        case 1: return try .liftedItem(string(), position: int(), of: int(), in: string())
        case 2: return try .liftedItems(int(), from: string())
        case 3: return try .liftedText(string(), from: string())
        case 4: return try .addedToDrag(string(), dragging: int())
        case 5: return try .over(string(), at: optionalSpot(), drop: verb())
        case 6: return try .cantTake(string(), subject())
        case 7: return try .cantGoInsideItself(subject(), into: string())
        case 8: return try .cantDropHere(subject())
        case 9: return .notOverTarget
        case 10: return .noPlaceHereTakesText
        case 11: return try .dropped(verb(), subject(), to: string(), position: int(), of: int(), stayed: int(), offered: int())
        case 12: return try .droppedText(verb(), string(), to: string(), character: int())
        case 13: return try .madeClipping(string(), in: string(), position: int(), of: int())
        case 14: return try .droppedInPlace(subject(), in: string())
        case 15: return try .ended(ending())
        case 16: return .cantDropTextThere
        case 17: return try .returned(subject(), to: string(), position: optionalInt(), of: int())
        case 18: return try .noPlaceCanTake(subject())
        case 19: return .noPlaceCanTakeIt
        case 20: return try .noOtherPlaceCanTake(subject())
        case 21: return try .dropPoint(subject(), at: spot(), in: string(), asCopy: bool(), asClipping: bool())
        case 22: return try .outlinePoint(subject(), inside: string(), level: int(), position: int(), of: int(), asCopy: bool())
        case 23: return try .boundary(atStart: bool(), of: string())
        case 24: return try .keyboardHelp(betweenLists: bool())
        case 25: return try .loading(subject(), on: string(), bytes: varint())
        case 26: return try .loadingText(of: subject(), on: string(), character: int())
        case 27: return try .stoppedLoading(subject(), into: string())
        case 28: return try .stoppedLoadingText(of: subject(), in: string())
        case 29: return try .insertedText(of: subject(), in: string(), character: int())
        case 30: return try .noTextToInsert(subject(), in: string())
        case 31: return try .couldNotTransfer(verb(), subject(), to: string(), reason: reason())
        case 32: return try .couldNotMakeClipping(string(), in: string(), reason: reason())
        case 33: return try .couldNotTransferText(verb(), string(), to: string(), reason: reason())
        case 34: return try .couldNotInsertText(of: subject(), into: string(), reason: reason(), whenLoaded: bool())
        case 35: return try .couldNotLoad(subject(), into: string(), reason: reason())
        case 36: return try .couldNotInsertTextGone(of: subject(), string())
        case 37: return try .couldNotFinishLoading(subject(), reason: reason())
        case 38: return try .couldNotCommitHistory(raw(), reason: reason())
        case 39: return try .couldNotDropAfterAsking(into: string())
        case 40: return try .undidMove(raw(), subject(), backIn: string(), position: optionalInt(), of: int())
        case 41: return try .undidCopies(raw(), copies: int(), of: subject(), from: string())
        case 42: return try .undidClipping(raw(), string(), from: string())
        case 43: return try .undidTextMove(raw(), string(), backIn: string(), character: int())
        case 44: return try .undidTextCopy(raw(), string(), from: string())
        case 45: return try .redid(raw(), nested())
        case 46: return try .redidText(raw(), verb(), string(), to: string(), character: int())
        case 47: return try .nothingTo(raw())
        case 48: return try .cantWhileDragging(raw())
        case 49: return try .stillSaving(raw(), raw())
        case 50: return try .changedSince(raw(), raw())
        case 51: return try .askBefore(verb(), subject(), into: string())
        case 52: return try .askToPost(subject(), to: string())
        case 53: return try .posted(subject(), to: string())
        case 54: return try .takenBack(subject(), outOf: string())
        case 55: return try .didNotDrop(subject(), into: string())
        case 56: return try .cutToPasteboard(subject(), from: string())
        case 57: return try .copiedToPasteboard(subject(), from: string())
        case 58: return try .chooseFromOneList(raw())
        case 59: return try .cantCutFrom(string())
        case 60: return .pasteItemsGone
        case 61: return try .noSuchList(raw())
        case 62: return try .cantMoveOutOf(string())
        case 63: return try .noSuchPosition(raw(), position: int(), in: string())
        case 64: return try .alreadyThere(subject(), in: string())
        case 65: return try .couldNotDo(raw(), subject(), to: string())
        case 66: return .alreadyDraggingWithKeyboard
        case 67: return try .notATextView(optionalString())
        case 68: return try .textCantBeDragged(in: string())
        case 69: return try .selectTextFirst(in: string())
        case 70: return try .textAlreadyDragged(in: string())
        case 71: return try .opened(string())
        case 72: return try .taskStarted(raw(), subject())
        case 73: return try .taskProgress(raw(), subject(), percent: int())
        case 74: return try .taskFinished(raw(), subject())
        case 75: return try .taskFailed(raw(), subject(), reason: reason())
        case 76: return try .leftApp(subject())
        case 77: return try .copiedToAnotherApp(subject())
        case 78: return try .enteredFromAnotherApp(subject())
        case 79: return try .received(subject(), into: string())
        case 80: return try .overEmptySpace(subject())
        case 81: return try .openedInNewWindow(subject())
        case 82: return try .dropPointName(in: string(), at: spot(), asCopy: bool())
        case 83: return try .dragSourceName(string(), position: int(), of: int(), in: string(), draggable: bool())
        case 84: return try .placeholderName(subject(), loading: bool())
        default: throw Malformed()
        }
    }
}
