// The spring-loading machine (S13): the controls every drag shares, and one drag's pause over one.

/// A drag's pause over one spring-loaded control. It is part of the drag's session
/// (``DragExtras``), so it ends when the drag does (issue 23):
///
/// ```
/// (none) ──enters a control──► dwelling ──flash──► flashed ──finish──► done
///              dwelling, flashed ──moved beyond the tolerance──► restart (dwelling)
/// ```
struct SpringHover: Equatable, Sendable {
    private(set) var control: SpringID
    /// Where the current dwell began; moving further than the tolerance from here restarts it.
    private(set) var anchor: Point
    /// When the current dwell began.
    private(set) var since: Timestamp
    private(set) var flashed: Bool
    /// Activated (or backed out of with Escape) during this hover: it will not activate again
    /// until the pointer leaves the control and comes back.
    private(set) var isDone: Bool

    /// A dwell over `control` starting at `location`, at `now`. O(1).
    init(over control: SpringID, at location: Point, now: Timestamp) {
        self.control = control
        anchor = location
        since = now
        flashed = false
        isDone = false
    }

    /// A deliberate move within the control: the pause starts again from `location` (AppKit). O(1).
    mutating func restart(at location: Point, now: Timestamp) {
        anchor = location
        since = now
        flashed = false
    }

    /// The control flashed to say it is about to open. O(1).
    mutating func flash() {
        flashed = true
    }

    /// The control activated, or Escape backed out of the dwell: no activation until the pointer
    /// leaves it and comes back. O(1).
    mutating func finish() {
        isDone = true
    }
}

/// The spring-loaded controls, shared by every drag and kept in the engine's ``Layout``. Each
/// drag's pause over one is its own (``SpringHover``, in its session).
struct SpringLoadingState: Equatable, Sendable {
    private(set) var controls: [SpringID: SpringLoadedControl] = [:]

    /// Registers `control`, or replaces the one with its id. O(1).
    mutating func declare(_ control: SpringLoadedControl) {
        controls[control.id] = control
    }

    /// Forgets the control `id`. O(1).
    mutating func remove(_ id: SpringID) {
        controls[id] = nil
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
