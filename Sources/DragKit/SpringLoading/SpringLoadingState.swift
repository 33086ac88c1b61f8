// The spring-loading machine (S13): the controls every drag shares, and one drag's pause over one.

/// A drag's pause over the spring-loaded controls (S13). It is part of the drag's session
/// (``DragExtras``), so it ends when the drag does (issue 23). Each phase carries only what it
/// needs, and every change is a named transition, as swift-nio writes its state machines:
///
/// ```
/// away ──enter──► dwelling ──flash──► flashed ──open──► spent
///                 dwelling ─────────────open──────────► spent
///                 dwelling, flashed ──backOut (Escape)──► spent
///                 dwelling, flashed ──restart (moved beyond the tolerance)──► dwelling
/// any ──enter (another control)──► dwelling       any ──leave──► away
/// ```
enum SpringHover: Equatable, Sendable {
    /// Over no control.
    case away
    /// Pausing over a control, not yet flashed.
    case dwelling(SpringID, Dwell)
    /// Pausing over a control that flashed to say it is about to open.
    case flashed(SpringID, Dwell)
    /// Opened, or backed out of with Escape, during this hover: it will not open again until
    /// the pointer leaves the control and comes back.
    case spent(SpringID)

    /// Where and when the current pause over a control began.
    struct Dwell: Equatable, Sendable {
        /// Where the pause began; moving further than the tolerance from here restarts it.
        var anchor: Point
        /// When the pause began.
        var since: Timestamp
    }

    // MARK: Reading

    /// The control the pointer is over, paused or spent; `nil` when away. O(1).
    var control: SpringID? {
        switch self {
        case .away: return nil
        case .dwelling(let control, _), .flashed(let control, _), .spent(let control): return control
        }
    }

    /// The control being paused over and its pause, if the hover may still open it. O(1).
    var pause: (control: SpringID, dwell: Dwell)? {
        switch self {
        case .dwelling(let control, let dwell), .flashed(let control, let dwell): return (control, dwell)
        case .away, .spent: return nil
        }
    }

    /// Whether the control being paused over has flashed. O(1).
    var hasFlashed: Bool {
        if case .flashed = self { return true }
        return false
    }

    // MARK: Transitions

    /// The pointer entered `control` at `location`, at `now`: a pause starts. O(1).
    mutating func enter(_ control: SpringID, at location: Point, now: Timestamp) {
        self = .dwelling(control, Dwell(anchor: location, since: now))
    }

    /// A deliberate move within the control: the pause starts again from `location`, unflashed
    /// (AppKit). Nothing happens away or once spent. O(1).
    mutating func restart(at location: Point, now: Timestamp) {
        guard let control = pause?.control else { return }
        self = .dwelling(control, Dwell(anchor: location, since: now))
    }

    /// The control flashed to say it is about to open. Only a dwelling pause flashes. O(1).
    mutating func flash() {
        guard case .dwelling(let control, let dwell) = self else { return }
        self = .flashed(control, dwell)
    }

    /// The control opened (a completed pause, a force press or Space). O(1).
    mutating func open() {
        guard let control = pause?.control else { return }
        self = .spent(control)
    }

    /// Escape backed out of the pause: the control does not open until the pointer leaves it
    /// and comes back (AppKit). O(1).
    mutating func backOut() {
        guard let control = pause?.control else { return }
        self = .spent(control)
    }

    /// The pointer left the control, or the control went away: no pause. O(1).
    mutating func leave() {
        self = .away
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
