// The auto-scroll machine (A1): which containers scroll, shared by every drag, and one drag's
// scrolling of one of them.

/// One drag's auto-scroll (A1). It is part of the drag's session (``DragExtras``), so it ends
/// when the drag does (issue 23). Its timing exists only while it scrolls, and every change is
/// a named transition, as swift-nio writes its state machines:
///
/// ```
/// idle ──start (enters an edge band)──► scrolling ──step──► scrolling
/// scrolling ──start (another container: a nested scroller handed over)──► scrolling
/// scrolling ──stop (leaves the band, the end of the content)──► idle
/// ```
enum AutoScrollRun: Equatable, Sendable {
    /// Scrolling nothing.
    case idle
    /// Scrolling a container.
    case scrolling(ContainerID, Timing)

    /// When a run began, last stepped, and steps next.
    struct Timing: Equatable, Sendable {
        /// When the pointer entered the edge band; the speed ramps up from here.
        var startedAt: Timestamp
        /// When the content last moved.
        var lastStep: Timestamp
        /// The next tick this run asked for.
        var nextTick: Timestamp
    }

    /// The container being scrolled, if any. O(1).
    var container: ContainerID? {
        if case .scrolling(let container, _) = self { return container }
        return nil
    }

    /// Starts scrolling `container` at `now` (from idle, or handed over from another
    /// container), and returns when its first step is due: `interval` later. O(1).
    mutating func start(_ container: ContainerID, now: Timestamp, interval: TimeSpan) -> Timestamp {
        let next = now + interval
        self = .scrolling(container, Timing(startedAt: now, lastStep: now, nextTick: next))
        return next
    }

    /// The run stepped (or gave its step to another drag's run of the same container) at
    /// `now`, and returns when the next step is due: `interval` later. Idle stays idle. O(1).
    @discardableResult
    mutating func step(at now: Timestamp, interval: TimeSpan) -> Timestamp {
        let next = now + interval
        guard case .scrolling(let container, var timing) = self else { return next }
        timing.lastStep = now
        timing.nextTick = next
        self = .scrolling(container, timing)
        return next
    }

    /// The run ended: out of the band or the container, or at the end of the content. O(1).
    mutating func stop() {
        self = .idle
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
