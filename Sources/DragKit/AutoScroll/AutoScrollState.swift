// The auto-scroll machine (A1): which containers scroll, shared by every drag, and one drag's
// scrolling of one of them.

/// One drag's auto-scroll of one container. It is part of the drag's session (``DragExtras``),
/// so it ends when the drag does (issue 23):
///
/// ```
/// (none) ──enters an edge band──► running ──step──► running ──leaves the band, ends──► (none)
/// ```
struct AutoScrollRun: Equatable, Sendable {
    private(set) var container: ContainerID
    /// When the pointer entered the edge band; the speed ramps up from here.
    private(set) var startedAt: Timestamp
    /// When the content last moved.
    private(set) var lastStep: Timestamp
    /// The next tick this run asked for.
    private(set) var nextTick: Timestamp

    /// A run of `container` starting at `now`, whose first step is due `interval` later. O(1).
    init(of container: ContainerID, now: Timestamp, interval: TimeSpan) {
        self.container = container
        startedAt = now
        lastStep = now
        nextTick = now + interval
    }

    /// The run stepped (or gave its step to another drag's run of the same container) at `now`;
    /// the next is due `interval` later. O(1).
    mutating func step(at now: Timestamp, interval: TimeSpan) {
        lastStep = now
        nextTick = now + interval
    }
}

/// The scrollable containers and scroll views, shared by every drag and kept in the engine's
/// ``Layout``. Each drag's scrolling is its own (``AutoScrollRun``, in its session).
struct AutoScrollState: Equatable, Sendable {
    private(set) var metrics = HandleTable<ContainerKind, ScrollMetrics>()
    /// Scroll views that are not containers (the page's scroller), with their axes.
    private(set) var scrollViews = HandleTable<ContainerKind, ContainerPolicy.Axis>()
    /// The visible frames of scrollers inside their containers (a list's rows below its
    /// heading), where they differ from the container's frame: the edge bands are theirs.
    private(set) var viewports = HandleTable<ContainerKind, Rect>()

    /// Makes `container` scrollable with `metrics`, or replaces its metrics. O(1).
    mutating func setMetrics(_ metrics: ScrollMetrics, of container: ContainerID) {
        self.metrics[container] = metrics
    }

    /// Stops treating `container` as scrollable. O(1).
    mutating func removeMetrics(of container: ContainerID) {
        metrics[container] = nil
    }

    /// `container` is scrolled to `offset` (by the person or by an auto-scroll step); nothing
    /// changes if it is not scrollable. O(1).
    mutating func setOffset(_ offset: Double, of container: ContainerID) {
        metrics[container]?.offset = offset
    }

    /// Registers a scroll view that is not a container, scrolling along `axis`. O(1).
    mutating func addScrollView(_ id: ContainerID, axis: ContainerPolicy.Axis) {
        scrollViews[id] = axis
    }

    /// Forgets a scroll view and its metrics. O(1).
    mutating func removeScrollView(_ id: ContainerID) {
        scrollViews[id] = nil
        metrics[id] = nil
    }

    /// The visible frame of the scroller inside `container`, or `nil` for the container's own
    /// frame. O(1).
    mutating func setViewport(_ frame: Rect?, of container: ContainerID) {
        viewports[container] = frame
    }
}
