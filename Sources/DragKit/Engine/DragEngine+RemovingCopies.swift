// Taking copies back out (S10, F7): a failed copy's commit, an undo of a copy, and a confirmation
// cancelled after the drop all remove the copies a drop made, the same way.

extension DragEngine {
    /// Removes each of `copies` that is still in the workspace, in the order given, and returns
    /// the steps that mirror the removal (`remove` then `delete` for each). Ids no longer in the
    /// workspace are passed over. O(copies × container size).
    mutating func removeCopies<Copies: Sequence<ItemID>>(_ copies: Copies) -> [ContentStep] {
        var steps: [ContentStep] = []
        for copy in copies where workspace.items.contains(copy) {
            do throws(WorkspaceError) {
                try workspace.remove(copy)
                steps.append(.remove(copy))
                steps.append(.delete(copy))
            } catch {
                continue
            }
        }
        return steps
    }
}
