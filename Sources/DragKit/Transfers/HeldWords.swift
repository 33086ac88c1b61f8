/// What one call to ``DragEngine/handle(_:)`` announced while it handed commits to the host:
/// said when the host stored every one of them, never if it refused one (F7, S7, issue 36).
///
/// "Moved notes.txt to Archive" is true only once Archive's store has it: a host that says the
/// drop's words before its store answers would claim a move the store then refuses. Holding
/// them is the engine's, so every host (the page, the desktop app, a test) says what happened
/// without a rule of its own. A group from several outline levels commits once per level, and
/// its words wait for all of them.
struct HeldWords: Equatable, Sendable {
    /// The commits not stored yet.
    var waiting: [TransferID]
    /// The announcements, in the order the call made them.
    var words: [Announcement]
}
