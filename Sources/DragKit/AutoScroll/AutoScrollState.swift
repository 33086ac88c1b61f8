// The auto-scroll machine (A1): which containers scroll, and each drag's scrolling.

/// One drag's auto-scroll of one container.
struct AutoScrollRun: Equatable, Sendable {
    var container: ContainerID
    /// When the pointer entered the edge band; the speed ramps up from here.
    var startedAt: Timestamp
    /// When the content last moved.
    var lastStep: Timestamp
    /// The next tick this run asked for.
    var nextTick: Timestamp
}

/// The scrollable containers and each drag's scrolling.
struct AutoScrollState: Equatable, Sendable {
    var metrics: [ContainerID: ScrollMetrics] = [:]
    var runs: [PointerID: AutoScrollRun] = [:]
    /// Scroll views that are not containers (the page's scroller), with their axes.
    var scrollViews: [ContainerID: ContainerPolicy.Axis] = [:]
    /// The visible frames of scrollers inside their containers (a list's rows below its
    /// heading), where they differ from the container's frame: the edge bands are theirs.
    var viewports: [ContainerID: Rect] = [:]

    /// Ends the runs of pointers that no longer drag (`hasEnded` says which), so a drag that
    /// ended scrolls nothing more (A1). O(r log r) for r runs; the runs end in pointer order.
    mutating func endRuns(where hasEnded: (PointerID) -> Bool) {
        for pointer in runs.keys.sorted() where hasEnded(pointer) {
            runs[pointer] = nil
        }
    }
}
