/// What an undoable change is (S10), as the Edit menu names it ("Undo Move", "Undo Make
/// Clipping") and announcements refer to it. The engine records the kind, never words: an
/// `Announcer` or the host says it in the person's language
/// (`AnnouncementLanguage/menuTitle(_:_:)`: "Undo Move", "이동 실행 취소", "移動を取り消す").
public enum UndoKind: UInt8, Hashable, Sendable, NamedCase {
    /// Items moved by a drop, a paste after Cut, or "Move to…".
    case move = 0
    /// Items copied by a drop or a paste.
    case copy = 1
    /// Text moved by a drop (S6).
    case moveText = 2
    /// Text copied by a drop (S6).
    case copyText = 3
    /// Text dropped in a list became a clipping (P1).
    case makeClipping = 4
    /// Items dropped on a text view inserted their text (P1).
    case insertText = 5

    /// The kind of an items change that `operation` made: ``copy`` for a copy, else ``move``.
    /// O(1).
    init(items operation: DropOperation) {
        self = operation == .copy ? .copy : .move
    }

    /// The kind's name where a host names it outside Swift (the web's `history` answer, the words
    /// module's menu titles): `"move"`, `"copy"`, `"moveText"`, `"copyText"`, `"makeClipping"` or
    /// `"insertText"`. Stated here once; `init(name:)` (``NamedCase``) reads it back. O(1).
    public var name: String {
        switch self {
        case .move: "move"
        case .copy: "copy"
        case .moveText: "moveText"
        case .copyText: "copyText"
        case .makeClipping: "makeClipping"
        case .insertText: "insertText"
        }
    }
}
