// The spring-loading machine (S13): the controls and each drag's pause over them.

/// A drag's pause over one spring-loaded control.
struct SpringHover: Equatable, Sendable {
    var control: SpringID
    /// Where the current dwell began; moving further than the tolerance from here restarts it.
    var anchor: Point
    /// When the current dwell began.
    var since: Timestamp
    var flashed: Bool
    /// Activated (or backed out of with Escape) during this hover: it will not activate again
    /// until the pointer leaves the control and comes back.
    var isDone: Bool
}

/// The spring-loaded controls and each drag's hover over them.
struct SpringLoadingState: Equatable, Sendable {
    var controls: [SpringID: SpringLoadedControl] = [:]
    var hovers: [PointerID: SpringHover] = [:]

    /// Forgets the hovers of pointers that no longer drag (`hasEnded` says which), so a drag
    /// that ended activates nothing (S13). O(h log h) for h hovers.
    mutating func forgetHovers(where hasEnded: (PointerID) -> Bool) {
        for pointer in hovers.keys.sorted() where hasEnded(pointer) {
            hovers[pointer] = nil
        }
    }

    /// The smallest control whose frame contains `point` (ties: the lowest id). O(s) in the
    /// number of controls, with no sorting and no allocation (it runs on every move of a drag
    /// while the page has controls); O(1) when there are none.
    func control(at point: Point) -> SpringLoadedControl? {
        guard !controls.isEmpty else { return nil }
        var best: SpringLoadedControl?
        var bestArea = Double.infinity
        for control in controls.values where control.frame.contains(point) {
            let area = control.frame.width * control.frame.height
            if let current = best, area > bestArea || (area == bestArea && current.id < control.id) { continue }
            best = control
            bestArea = area
        }
        return best
    }
}
