// Outcomes of committed drops: success forgets the undo data; failure takes the drop back and
// says why (F7). A move whose commit failed puts the items back where they were.

extension DragEngine {
    /// The host stored `transfer`. O(1).
    public mutating func transferSucceeded(_ transfer: TransferID) -> [Action] {
        pendingTransfers[transfer] = nil
        return []
    }

    /// The host could not store `transfer`: the engine takes the drop back (moved items return to
    /// their places, copies disappear) and tells the person why.
    ///
    /// - Parameter reason: a short human-readable cause ("the server is unreachable").
    public mutating func transferFailed(_ transfer: TransferID, reason: String) -> [Action] {
        guard let pending = pendingTransfers.removeValue(forKey: transfer) else { return [] }
        var steps: [ContentStep] = []
        if pending.transfer.operation == .move {
            steps = workspace.restore(pending.placements)
        } else {
            for copy in pending.transfer.copies where workspace.items[copy] != nil {
                do throws(WorkspaceError) {
                    try workspace.remove(copy)
                    steps.append(.remove(copy))
                    steps.append(.delete(copy))
                } catch {
                    continue
                }
            }
        }
        let text = failureText(pending.transfer, reason: reason)
        return [
            .applyChange(steps),
            .reportFailure(text),
            .announce(Announcement(text, politeness: .assertive)),
        ]
    }
}
