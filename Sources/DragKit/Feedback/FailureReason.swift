/// Why a transfer or task failed (F7): a reason the engine found, or the words the host (its
/// server) gave, which are passed through as they are. The engine never makes or reads words
/// for a reason: an `Announcer` says each case in the person's language.
public enum FailureReason: Hashable, Sendable {
    /// The host's own words, without a final full stop ("the server could not be reached").
    case message(String)
    /// The content model refused a step.
    case workspace(WorkspaceError)
    /// The container the drop was for was removed meanwhile.
    case destinationGone
    /// The host gave no reason (its text was empty).
    case noReason

    /// The reason a host's `text` gives, as a clause inside the engine's own sentence:
    /// surrounding spaces and closing full stops are dropped ("Bad request." → "Bad request"),
    /// so messages never read "request.. The change stays"; nothing left is ``noReason``.
    /// Trimmed by Unicode scalars, which compare as numbers. O(n) in the text's length.
    public init(hostText text: String) {
        var clause = Substring(text).unicodeScalars
        while let last = clause.last, last == "." || last == " " || last == "\n" { clause = clause.dropLast() }
        while let first = clause.first, first == " " || first == "\n" { clause = clause.dropFirst() }
        self = clause.isEmpty ? .noReason : .message(String(Substring(clause)))
    }
}
