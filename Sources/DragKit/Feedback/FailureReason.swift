/// Why a transfer or task failed (F7): a reason the engine found, or the words the host (its
/// server) gave, which are passed through as they are.
public enum FailureReason: Hashable, Sendable {
    /// The host's own words, without a final full stop ("the server could not be reached").
    case message(String)
    /// The content model refused a step.
    case workspace(WorkspaceError)
    /// The container the drop was for was removed meanwhile.
    case destinationGone
    /// The host gave no reason.
    case noReason
}
