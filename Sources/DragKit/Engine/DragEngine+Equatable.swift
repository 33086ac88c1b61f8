// Engine state is a value that tests compare whole: two engines fed the same declarations and
// the same events are equal, and one more event that changes anything tells them apart.

extension DragEngine: Equatable {
    /// Whether two engines are in the same state: the same content, layout, sessions, transfers,
    /// tasks, text, selection, history, relations and configuration.
    ///
    /// Destinations' drop rules (``setDropRules(_:for:)``) are data and compared whole. The
    /// insertion-locator cache is derived from the layout and compared with it; its copy of the
    /// last entry asked for (``RecentLocator``) is not compared, as it only repeats an entry of
    /// the cache. O(size of the state).
    public static func == (lhs: DragEngine, rhs: DragEngine) -> Bool {
        lhs.configuration == rhs.configuration && lhs.workspace == rhs.workspace
            && lhs.layout == rhs.layout && lhs.layoutGeneration == rhs.layoutGeneration
            && lhs.sessions == rhs.sessions && lhs.ledger == rhs.ledger
            && lhs.nextTransferID == rhs.nextTransferID && lhs.locatorCache == rhs.locatorCache
            && lhs.selection == rhs.selection && lhs.groups == rhs.groups
            && lhs.springLoading == rhs.springLoading && lhs.autoScroll == rhs.autoScroll
            && lhs.tasks == rhs.tasks && lhs.nextTaskID == rhs.nextTaskID
            && lhs.textState == rhs.textState && lhs.history == rhs.history
            && lhs.commands == rhs.commands
            && lhs.relations == rhs.relations
            && lhs.dropRules == rhs.dropRules
    }
}
