/// A drag's spring loading in outlines (issue 37, S13): its rest on a collapsed row that can hold
/// children, which opens the row when it lasts the spring-loading delay, and the rows it opened
/// that way, which close again when the drag leaves them or ends anywhere but inside them (as
/// Finder's list view opens and closes folders under a held drag). Part of the drag's session
/// (``DragExtras``), so it ends with the drag. Every change is a named transition:
///
/// ```
/// no rest ──rest(on: row)──► resting(row) ──open──► no rest, row in opened
/// resting(row) ──rest(on: another row or none)──► resting(another) or no rest
/// resting(row) ──rest(on: row, moved beyond the tolerance)──► resting(row) again, from now
/// opened ──close(row)──► opened without row
/// ```
struct OutlineSpring: Equatable, Sendable {
    /// Where and since when a drag rests on a collapsed row.
    struct Rest: Equatable, Sendable {
        var row: ItemID
        /// Where the rest began; moving further than the tolerance from here starts it again.
        var anchor: Point
        var since: Timestamp
    }

    /// The collapsed row the drag rests on; `nil` over none.
    private(set) var rest: Rest?
    /// The rows this drag opened, in the order it opened them (outer rows first).
    private(set) var opened: [ItemID] = []

    /// The drag is over `row` (a collapsed row it would drop into; `nil` for none) at `location`
    /// at `now`. Returns whether a rest began, so the caller schedules the tick that opens the row.
    /// O(1).
    mutating func rest(on row: ItemID?, at location: Point, now: Timestamp, tolerance: Double) -> Bool {
        guard let row else {
            rest = nil
            return false
        }
        if let current = rest, current.row == row, current.anchor.distance(to: location) <= tolerance { return false }
        rest = Rest(row: row, anchor: location, since: now)
        return true
    }

    /// The row whose rest has lasted `delay` by `now`, if any. O(1).
    func due(at now: Timestamp, delay: TimeSpan) -> ItemID? {
        guard let rest, now >= rest.since + delay else { return nil }
        return rest.row
    }

    /// `row` opened for this drag: the rest is over. O(1).
    mutating func open(_ row: ItemID) {
        rest = nil
        opened.append(row)
    }

    /// `row`, opened by this drag, closed again. O(k) in the rows opened.
    mutating func close(_ row: ItemID) {
        opened.removeAll { $0 == row }
    }
}
