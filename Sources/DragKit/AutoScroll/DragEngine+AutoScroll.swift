// Auto-scroll (A1): a drag near the edge of a scrollable container scrolls it, faster the closer
// it gets to the edge; leaving the edge band or the container, the end of the content, or the end
// of the drag stops it. The engine moves the container's content by each step itself (one offset:
// no frame is rewritten, no locator rebuilt) and re-targets, so insertion points stay correct
// while the content moves under a still pointer.

extension DragEngine {
    /// Makes `container` scrollable during drags, or updates where it is scrolled to (call this
    /// when the person scrolls it themselves). The container's frame is its visible area. O(1).
    /// Frames already reported are taken as measured at `metrics.offset` (A1).
    mutating func setScrollMetrics(_ metrics: ScrollMetrics, forContainer container: ContainerID) {
        layout.autoScroll.setMetrics(metrics, of: container)
        if metrics.offset.isFinite { layout.noteScrollOffset(scrollVector(metrics.offset, of: container), of: container) }
    }

    /// Stops treating `container` as scrollable. O(1).
    mutating func removeScrollMetrics(forContainer container: ContainerID) {
        layout.autoScroll.removeMetrics(of: container)
    }

    /// Registers a scroll view that holds containers but is not one itself, such as the page's
    /// own scroller (A1): it auto-scrolls like a scrollable container (report its visible frame
    /// with ``Event/containerFrame(_:of:)`` and its ``ScrollMetrics`` with
    /// ``Event/scrollMetrics(_:of:)``) but takes no part in hit testing, so a drag over it
    /// and no container is over nothing. `id` must not name a container. After each of its
    /// ``Action/scroll(_:by:)`` steps the host measures the containers inside it again. O(1).
    public mutating func addScrollView(_ id: ContainerID, axis: ContainerPolicy.Axis = .vertical) {
        layout.autoScroll.addScrollView(id, axis: axis)
    }

    /// Forgets a scroll view added with ``addScrollView(_:axis:)``. O(1).
    public mutating func removeScrollView(_ id: ContainerID) {
        layout.autoScroll.removeScrollView(id)
    }

    /// The scroll metrics of `container` as the engine believes them to be after its own
    /// auto-scroll steps, or `nil` if it is not scrollable.
    public func scrollMetrics(of container: ContainerID) -> ScrollMetrics? {
        layout.autoScroll.metrics[container]
    }

    /// The container the drag of `pointer` is auto-scrolling, if any.
    public func autoScrollingContainer(of pointer: PointerID) -> ContainerID? {
        sessions.extras(of: pointer)?.autoScrollRun.container
    }

    /// The auto-scroll speed, in points per second along the axis (negative toward the start),
    /// for a drag at `point` over `container`, before the time factor
    /// (``autoScrollTimeFactor(after:)``): zero outside the edge bands.
    ///
    /// The band is ``DragConfiguration/autoScrollBandFraction`` of the visible length, capped at
    /// ``DragConfiguration/autoScrollBandCap`` (48 points): only a drag at the very edge scrolls.
    /// The speed grows with the square of the depth into the band, reaching
    /// ``DragConfiguration/autoScrollMaxSpeed`` at the edge, and on linearly past the edge (a
    /// point beyond it, within the container's extent across the axis) up to twice that a
    /// band's depth beyond (A1). O(1).
    public func autoScrollSpeed(at point: Point, in container: ContainerID) -> Double {
        guard let frame = scrollViewport(of: container),
              let axis = scrollAxis(of: container) else { return 0 }
        let vertical = axis != .horizontal
        // Across the axis the point must be within the container; along it, it may be past an edge.
        let across = vertical ? (point.x >= frame.minX && point.x <= frame.maxX)
                              : (point.y >= frame.minY && point.y <= frame.maxY)
        guard across else { return 0 }
        let length = vertical ? frame.height : frame.width
        let position = vertical ? point.y - frame.minY : point.x - frame.minX
        let band = min(length * configuration.autoScrollBandFraction, configuration.autoScrollBandCap)
        guard band > 0 else { return 0 }
        // One easing for both edges, by the distance to the nearer one.
        let fromEnd = length - position
        if position < band && position <= fromEnd { return -edgeSpeed(depth: (band - position) / band) }
        if fromEnd < band { return edgeSpeed(depth: (band - fromEnd) / band) }
        return 0
    }

    /// The speed `depth` into an edge band (0 at the band's inner boundary, 1 at the edge, more
    /// past it): it grows with the square of the depth up to the edge, so it starts gently and is
    /// fastest at the edge, then linearly up to twice the edge's speed a band's depth past it.
    /// The same at both edges (A1). O(1).
    private func edgeSpeed(depth: Double) -> Double {
        let depth = min(max(depth, 0), 2)
        return configuration.autoScrollMaxSpeed * (depth <= 1 ? depth * depth : depth)
    }

    /// The factor the speed is multiplied by `elapsed` after a drag entered an edge band: it
    /// ramps from 0 to 1 over ``DragConfiguration/autoScrollRamp`` (no eager start), then grows
    /// to 2 over ``DragConfiguration/autoScrollAcceleration``, so holding at the edge scrolls
    /// faster and faster (A1). O(1).
    public func autoScrollTimeFactor(after elapsed: TimeSpan) -> Double {
        let ramp = configuration.autoScrollRamp.milliseconds
        let held = Double(max(elapsed.milliseconds, 0))
        if ramp > 0 && held < Double(ramp) { return held / Double(ramp) }
        let acceleration = configuration.autoScrollAcceleration.milliseconds
        guard acceleration > 0 else { return 1 }
        return 1 + min((held - Double(max(ramp, 0))) / Double(acceleration), 1)
    }

    // MARK: Hooks

    /// Starts or stops the auto-scroll of a drag after its pointer moved: `run` is the drag's
    /// own (``DragExtras/autoScrollRun``). Reads no session, so it may run on a drag taken out
    /// of its table. O(k) in scrollable containers.
    func updateAutoScroll(_ run: inout AutoScrollRun, at location: Point, now: Timestamp, into actions: inout [Action]) {
        guard let container = scrollableContainer(at: location) else {
            // Dragged on past the edge it was scrolling at, the container keeps scrolling (A1).
            if let current = run.container, let frame = scrollViewport(of: current),
               !frame.contains(location), autoScrollSpeed(at: location, in: current) != 0 { return }
            run.stop()
            return
        }
        if run.container == container { return }
        actions.append(.scheduleTick(at: run.start(container, now: now, interval: configuration.autoScrollInterval)))
    }

    /// Moves the content of each auto-scrolling container whose step is due, in pointer order,
    /// or hands a drag's scrolling to the innermost scroller under it that can still scroll
    /// toward it, if that is another one. O(s log s + s·k) for s sessions and k scrollable
    /// containers, plus re-targeting: a step moves no frame (A1).
    ///
    /// Two drags scrolling the same container step it once per tick (the lower pointer id's
    /// speed wins), so simultaneous drags (S9) do not double the speed.
    mutating func autoScrollTick(_ now: Timestamp, into actions: inout [Action]) {
        let interval = configuration.autoScrollInterval
        var stepped: [ContainerID] = []
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), case .scrolling(let container, let timing) = extras.autoScrollRun,
                  now >= timing.nextTick else { continue }
            if stepped.contains(container) {
                let next = extras.autoScrollRun.step(at: now, interval: interval)
                sessions.setExtras(extras, of: pointer)
                actions.append(.scheduleTick(at: next))
                continue
            }
            guard let location = dragLocation(of: pointer), let metrics = layout.autoScroll.metrics[container],
                  let frame = scrollViewport(of: container),
                  let axis = scrollAxis(of: container) else {
                extras.autoScrollRun.stop()
                sessions.setExtras(extras, of: pointer)
                continue
            }
            // A tick chooses as a move to the same place would: the innermost scroller that can
            // still scroll toward the pointer wins, also under a still pointer, when the steps of
            // the scroller around it (a board) bring a nested one (a column) under it (issue 37).
            if let inner = scrollableContainer(at: location), inner != container {
                actions.append(.scheduleTick(at: extras.autoScrollRun.start(inner, now: now, interval: interval)))
                sessions.setExtras(extras, of: pointer)
                continue
            }
            let speed = autoScrollSpeed(at: location, in: container)
            let vertical = axis != .horizontal
            let visible = vertical ? frame.height : frame.width
            let maxOffset = max(metrics.contentLength - visible, 0)
            let elapsed = Double(min((now - timing.lastStep).milliseconds, 100)) / 1000
            let factor = autoScrollTimeFactor(after: now - timing.startedAt)
            let target = min(max(metrics.offset + speed * factor * elapsed, 0), maxOffset)
            let step = target - metrics.offset
            guard speed != 0, step != 0 else {
                extras.autoScrollRun.stop()  // Out of the band, or at the end of the content.
                // At the end of a nested scroller's content, the scroller around it takes over.
                if speed != 0, let outer = scrollableContainer(at: location), outer != container {
                    actions.append(.scheduleTick(at: extras.autoScrollRun.start(outer, now: now, interval: interval)))
                }
                sessions.setExtras(extras, of: pointer)
                continue
            }
            stepped.append(container)
            layout.autoScroll.setOffset(target, of: container)
            let delta = vertical ? Point(x: 0, y: step) : Point(x: step, y: 0)
            actions.append(.scroll(container, by: delta))
            moveContent(of: container, to: scrollVector(target, of: container))
            let next = extras.autoScrollRun.step(at: now, interval: interval)
            sessions.setExtras(extras, of: pointer)  // Before re-targeting, which stores every drag.
            actions.append(.scheduleTick(at: next))
            actions.append(contentsOf: layoutDidChange())
        }
    }

    // MARK: Helpers

    /// The smallest scrollable container or scroll view whose frame contains `point` and that
    /// can scroll toward the edge `point` is near (ties: lowest id): a nested scroller at its
    /// end, or one the point is not near the edge of, hands the scrolling on to the one around
    /// it, as native nested scroll views do (A1). A column of a board at its end, or one the
    /// point is near the side of, hands it to the board, which scrolls across it (issue 37).
    /// O(k) in scrollable containers, without allocating.
    private func scrollableContainer(at point: Point) -> ContainerID? {
        guard !layout.autoScroll.metrics.isEmpty else { return nil }  // Nothing scrolls.
        var best: ContainerID?
        var bestArea = Double.infinity
        for container in layout.autoScroll.metrics.keys {
            guard let frame = scrollViewport(of: container), frame.contains(point),
                  canScroll(container, at: point) else { continue }
            let area = frame.width * frame.height
            if area < bestArea || (area == bestArea && container < (best ?? container)) {
                best = container
                bestArea = area
            }
        }
        return best
    }

    /// Whether a drag at `point` is in an edge band of `container` with content left to scroll
    /// toward that edge.
    private func canScroll(_ container: ContainerID, at point: Point) -> Bool {
        let speed = autoScrollSpeed(at: point, in: container)
        guard speed != 0, let metrics = layout.autoScroll.metrics[container],
              let frame = scrollViewport(of: container),
              let axis = scrollAxis(of: container) else { return false }
        let visible = axis != .horizontal ? frame.height : frame.width
        return speed < 0 ? metrics.offset > 0 : metrics.offset < metrics.contentLength - visible
    }

    /// The visible frame of the part of `container` that scrolls: the viewport its host
    /// reported (``Event/scrollViewport(_:of:)``), else the container's frame. The edge bands are
    /// measured from it (A1). O(1).
    public func scrollViewport(of container: ContainerID) -> Rect? {
        layout.autoScroll.viewports[container] ?? layout.containerFrames[container]
    }

    /// The axis `container` scrolls along: its policy's, or the scroll view's. O(1).
    private func scrollAxis(of container: ContainerID) -> ContainerPolicy.Axis? {
        workspace.containers[container]?.policy.axis ?? layout.autoScroll.scrollViews[container]
    }

    /// Where the drag of `pointer` is, if it is dragging items, text (S6) or content from
    /// another app (S1): auto-scroll and spring loading follow every kind of drag. O(1).
    func dragLocation(of pointer: PointerID) -> Point? {
        sessions.drag(of: pointer)?.location
    }
}
