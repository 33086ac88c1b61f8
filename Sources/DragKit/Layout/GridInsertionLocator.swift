/// Insertion in a wrapping grid, in reading order (F6, S1): the row under the pointer, then the
/// nearest cell of that row; before it or after it by which half of it the pointer is over, or
/// (``cell(at:)``) that cell itself, for a move within the grid.
///
/// Rows are found from the measured frames in list order: an item whose centre lies below the
/// bottom of the row so far starts a new row, so any number of rows and columns works, rows may
/// differ in length (a partial last row) and cells in size. Within a row the cells run left to
/// right, or right to left. An item without a frame joins the row being built and takes the
/// place of the measured cell before it (the row's leading edge if there is none).
///
/// Building is O(n). A query binary-searches the boundaries between rows, then the cells'
/// midpoints within the row: O(log n).
struct GridInsertionLocator: Equatable, Sendable {
    /// Where each row starts in the full list, ascending; the last row ends at `frames.count`.
    private var rowStarts: [Int] = []
    /// Each row's top and bottom (the union of its measured cells; the container's for a row
    /// with none).
    private var rowTops: [Double] = []
    private var rowBottoms: [Double] = []
    /// The y at which row i + 1 takes over from row i: the middle of the gap between them.
    private var boundaries: [Double] = []
    /// Per item, its cell's midpoint along the row's reading direction (x, or −x right to left),
    /// non-decreasing within each row.
    private var keys: [Double] = []
    private let frames: [Rect?]
    private let isRightToLeft: Bool
    private let containerFrame: Rect

    init(frames: [Rect?], containerFrame: Rect, isRightToLeft: Bool) {
        self.frames = frames
        self.isRightToLeft = isRightToLeft
        self.containerFrame = containerFrame
        keys.reserveCapacity(frames.count)
        let leading = isRightToLeft ? -containerFrame.maxX : containerFrame.minX
        var rowIsMeasured = false
        for (index, frame) in frames.enumerated() {
            guard let frame else {
                if rowStarts.isEmpty { startRow(at: index, top: containerFrame.minY, bottom: containerFrame.maxY) }
                keys.append(keys.count > rowStarts[rowStarts.count - 1] ? keys[keys.count - 1] : leading)
                continue
            }
            let key = isRightToLeft ? -frame.midX : frame.midX
            let last = rowStarts.count - 1
            if rowStarts.isEmpty || (rowIsMeasured && frame.midY > rowBottoms[last]) {
                startRow(at: index, top: frame.minY, bottom: frame.maxY)
                keys.append(key)
            } else {
                if rowIsMeasured {
                    rowTops[last] = min(rowTops[last], frame.minY)
                    rowBottoms[last] = max(rowBottoms[last], frame.maxY)
                } else {
                    rowTops[last] = frame.minY
                    rowBottoms[last] = frame.maxY
                }
                let previous = keys.count > rowStarts[last] ? keys[keys.count - 1] : leading
                keys.append(max(previous, key))
            }
            rowIsMeasured = true
        }
        for row in rowStarts.indices.dropFirst() {
            let boundary = (rowBottoms[row - 1] + rowTops[row]) / 2
            boundaries.append(max(boundary, boundaries.last ?? boundary))
        }
    }

    private mutating func startRow(at index: Int, top: Double, bottom: Double) {
        rowStarts.append(index)
        rowTops.append(top)
        rowBottoms.append(bottom)
    }

    /// The row under `y`: the one whose band (between the boundaries around it) holds it. O(log r).
    private func row(atY y: Double) -> Int {
        upperBound(boundaries, y, in: 0..<boundaries.count)
    }

    /// The row holding `index` (the last row for the end of the list). O(log r).
    private func row(holding index: Int) -> Int {
        var low = 0
        var high = rowStarts.count
        while low < high {
            let middle = (low + high) / 2
            if rowStarts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    private func rowEnd(_ row: Int) -> Int {
        row + 1 < rowStarts.count ? rowStarts[row + 1] : frames.count
    }

    func index(at point: Point) -> Int {
        guard !rowStarts.isEmpty else { return 0 }
        let row = row(atY: point.y)
        return upperBound(keys, isRightToLeft ? -point.x : point.x, in: rowStarts[row]..<rowEnd(row))
    }

    /// The cell under `point`: the nearest cell of the row under it, in reading order, whichever
    /// part of the cell the point is over (0 for an empty grid). A move within its own grid fills
    /// this cell, its own slot being closed meanwhile (F6, S2). O(log n).
    func cell(at point: Point) -> Int {
        guard !rowStarts.isEmpty else { return 0 }
        let row = row(atY: point.y)
        let start = rowStarts[row]
        let end = rowEnd(row)
        guard end > start else { return start }
        let x = isRightToLeft ? -point.x : point.x
        let after = upperBound(keys, x, in: start..<end)  // the first cell whose middle is past x
        if after == start { return start }
        if after == end { return end - 1 }
        // Between the middles of two neighbouring cells: the nearer one.
        return x - keys[after - 1] <= keys[after] - x ? after - 1 : after
    }

    func markerFrame(before index: Int, near point: Point?, thickness: Double) -> Rect {
        guard !rowStarts.isEmpty, index >= 0, index <= frames.count else {
            let x = isRightToLeft ? containerFrame.maxX : containerFrame.minX
            return Rect(x: x - thickness / 2, y: containerFrame.minY, width: thickness, height: containerFrame.height)
        }
        var row = row(holding: index)
        // The end of a row and the start of the next are one index: draw it where the pointer is.
        if let point, row > 0, rowStarts[row] == index, self.row(atY: point.y) == row - 1 { row -= 1 }
        let start = rowStarts[row]
        let end = rowEnd(row)
        let previous = index > start ? frames[index - 1] : nil
        let next = index < end ? frames[index] : nil
        let x = rowGap(previous: previous, next: next, rowStart: isRightToLeft ? containerFrame.maxX : containerFrame.minX,
                       isRightToLeft: isRightToLeft)
        return Rect(x: x - thickness / 2, y: rowTops[row], width: thickness, height: rowBottoms[row] - rowTops[row])
    }
}
