/// A uniform grid that answers "which rectangles may contain this point" without scanning them
/// all, so hit testing stays sub-linear in the number of destinations.
///
/// Each rectangle is filed under every cell it overlaps, with its key; a query looks at one cell.
/// With cells about the size of a typical destination, a query touches a handful of candidates
/// whatever the total count.
struct SpatialGrid<Key: Hashable & Sendable>: Equatable, Sendable {
    /// A filed rectangle and its key: a query checks the rectangle without looking it up.
    struct Entry: Equatable, Sendable {
        var key: Key
        var rect: Rect
    }

    private let cellSize: Double
    private var cells: [CellKey: [Entry]] = [:]
    /// Bound on the cells one rectangle may occupy; larger rectangles are kept in `oversized`
    /// and checked on every query (there are few of them: whole-window backgrounds and the like).
    private let maximumCellsPerEntry = 256
    private var oversized: [Entry] = []

    init(cellSize: Double = 128) {
        self.cellSize = cellSize
    }

    /// Files `key` under the cells that `rect` overlaps. O(cells covered).
    mutating func insert(_ key: Key, _ rect: Rect) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let columns = cell(rect.minX)...cell(rect.maxX)
        let rows = cell(rect.minY)...cell(rect.maxY)
        // Compared by division: the product of two axes of up to 2,000,001 cells each does not
        // fit a 32-bit Int (wasm32), where multiplying would trap.
        if columns.count > maximumCellsPerEntry || rows.count > maximumCellsPerEntry / columns.count {
            oversized.append(Entry(key: key, rect: rect))
            return
        }
        for column in columns {
            for row in rows {
                cells[CellKey(column: column, row: row), default: []].append(Entry(key: key, rect: rect))
            }
        }
    }

    /// Calls `body` with each entry whose rectangle may contain `point` (a superset; callers
    /// check the rectangles): those of the point's cell, then the oversized ones. Allocates nothing, and hashes nothing when no rectangle is
    /// filed in cells. O(candidates).
    func forEachCandidate(at point: Point, _ body: (Entry) -> Void) {
        guard point.x.isFinite, point.y.isFinite else { return }
        if !cells.isEmpty, let found = cells[CellKey(column: cell(point.x), row: cell(point.y))] {
            for entry in found { body(entry) }
        }
        for entry in oversized { body(entry) }
    }

    private func cell(_ coordinate: Double) -> Int32 {
        let value = (coordinate / cellSize).rounded(.down)
        return Int32(max(min(value, 1_000_000), -1_000_000))
    }

    private struct CellKey: Hashable, Sendable {
        var column: Int32
        var row: Int32

        /// The hash the cell dictionary files this key under: both coordinates as one word,
        /// mixed with the table's seed by SplitMix64's finaliser, like ``Identifier``'s,
        /// instead of a SipHash pass (about 150 instructions a hit test, F2; issue 23).
        /// Consistent with the synthesised `==`. O(1).
        func _rawHashValue(seed: Int) -> Int {
            let word = UInt64(UInt32(bitPattern: column)) << 32 | UInt64(UInt32(bitPattern: row))
            var z = word &+ UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: z ^ (z >> 31))
        }
    }
}
