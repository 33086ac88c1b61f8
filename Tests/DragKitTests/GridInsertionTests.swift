@testable import DragKit
import DragKitTesting
import Testing

/// Insertion in wrapping grids (F6, S1, S2): the drop follows the pointer in both axes, before or
/// after the nearest cell of the row under it, in reading order, left to right or right to left.
@Suite("Grids: insertion in reading order")
struct GridInsertionTests {
    /// Frames of `count` cells of 60×60 with 10 pt spacing, `columns` per row, from (10, 10).
    static func cells(_ count: Int, columns: Int, rightToLeft: Bool = false, width: Double = 1000) -> [Rect] {
        (0..<count).map { index in
            let column = Double(index % columns)
            let y = 10 + Double(index / columns) * 70
            let x = rightToLeft ? width - 70 - column * 70 : 10 + column * 70
            return Rect(x: x, y: y, width: 60, height: 60)
        }
    }

    static func locator(_ frames: [Rect?], rightToLeft: Bool = false, axis: ContainerPolicy.Axis = .grid) -> InsertionLocator {
        let items = frames.indices.map { ItemID(UInt32($0 + 1)) }
        var byItem: [ItemID: Rect] = [:]
        for (item, frame) in zip(items, frames) { byItem[item] = frame }
        return InsertionLocator(
            items: items, frames: byItem, containerFrame: Rect(x: 0, y: 0, width: 1000, height: 1000), axis: axis,
            direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The oracle, from the geometry alone: over the leading half of cell i the drop goes before
    /// it (i), over its trailing half after it (i + 1).
    static func expectedIndex(over cell: Int, leadingHalf: Bool) -> Int {
        leadingHalf ? cell : cell + 1
    }

    /// Every cell of grids of several shapes, both halves, both directions.
    @Test("F6: 1×n, n×1, 3×4 with a partial last row, left to right and right to left: the index follows the pointer into every cell",
          arguments: [(7, 7), (5, 1), (10, 4), (12, 4), (9, 3), (1, 1)])
    func everyCell(count: Int, columns: Int) {
        for rightToLeft in [false, true] {
            let frames = Self.cells(count, columns: columns, rightToLeft: rightToLeft)
            let locator = Self.locator(frames, rightToLeft: rightToLeft)
            for (cell, frame) in frames.enumerated() {
                let leftQuarter = Point(x: frame.minX + 10, y: frame.midY + 17)
                let rightQuarter = Point(x: frame.maxX - 10, y: frame.minY + 5)
                #expect(locator.index(at: leftQuarter) == Self.expectedIndex(over: cell, leadingHalf: !rightToLeft),
                        "cell \(cell) of \(count)×\(columns), rtl \(rightToLeft), left half")
                #expect(locator.index(at: rightQuarter) == Self.expectedIndex(over: cell, leadingHalf: rightToLeft),
                        "cell \(cell) of \(count)×\(columns), rtl \(rightToLeft), right half")
            }
        }
    }

    @Test("F6: past a row's last cell the drop goes at that row's end; past the partial last row, at the end")
    func rowEnds() {
        let frames = Self.cells(10, columns: 4)  // rows 0–3, 4–7, 8–9
        let locator = Self.locator(frames)
        #expect(locator.index(at: Point(x: 900, y: 40)) == 4)
        #expect(locator.index(at: Point(x: 900, y: 110)) == 8)
        #expect(locator.index(at: Point(x: 900, y: 180)) == 10)
        #expect(locator.index(at: Point(x: 300, y: 180)) == 10)  // right of cell 9 in the partial row
        #expect(locator.index(at: Point(x: 2, y: 110)) == 4)     // before the first cell of row 2
        #expect(locator.index(at: Point(x: 30, y: 900)) == 8)    // below the grid: the last row
        #expect(locator.index(at: Point(x: 30, y: -50)) == 0)    // above it: the first row
        // In the gap between rows the nearer row wins.
        #expect(locator.index(at: Point(x: 45, y: 72)) == 1)
        #expect(locator.index(at: Point(x: 45, y: 78)) == 5)
    }

    @Test("F6: the marker is a bar between the two cells of the row the drop lands in; at a row's end after its last cell")
    func markerBetweenCells() {
        let frames = Self.cells(10, columns: 4)
        let locator = Self.locator(frames)
        let between5and6 = Point(x: frames[6].minX + 5, y: frames[6].midY)
        #expect(locator.index(at: between5and6) == 6)
        let marker = locator.markerFrame(before: 6, near: between5and6)
        #expect(marker.midX == (frames[5].maxX + frames[6].minX) / 2)
        #expect(marker.minY == frames[6].minY && marker.height == frames[6].height)
        #expect(marker.width < 5)
        // Index 8 from the end of row 2 (after cell 7) and from the start of row 3 (before cell 8).
        let endOfRow2 = Point(x: 900, y: frames[7].midY)
        #expect(locator.index(at: endOfRow2) == 8)
        let atEnd = locator.markerFrame(before: 8, near: endOfRow2)
        #expect(atEnd.midX == frames[7].maxX && atEnd.minY == frames[7].minY)
        let startOfRow3 = Point(x: frames[8].minX + 5, y: frames[8].midY)
        let atStart = locator.markerFrame(before: 8, near: startOfRow3)
        #expect(atStart.midX == frames[8].minX && atStart.minY == frames[8].minY)
        // Past the partial last row: after its last cell, in that row.
        let end = locator.markerFrame(before: 10, near: Point(x: 900, y: frames[9].midY))
        #expect(end.midX == frames[9].maxX && end.minY == frames[9].minY)
    }

    @Test("F6: right to left, the marker between two cells sits in their gap, and a row's end is its left edge")
    func markerRightToLeft() {
        let frames = Self.cells(6, columns: 3, rightToLeft: true)
        let locator = Self.locator(frames, rightToLeft: true)
        #expect(frames[1].maxX < frames[0].minX)
        let marker = locator.markerFrame(before: 1, near: Point(x: frames[0].minX - 5, y: frames[0].midY))
        #expect(marker.midX == (frames[0].minX + frames[1].maxX) / 2)
        let end = locator.markerFrame(before: 3, near: Point(x: 5, y: frames[2].midY))
        #expect(end.midX == frames[2].minX && end.minY == frames[2].minY)
    }

    @Test("F6: unmeasured items keep the order: they go with the measured cell before them, indices never go back")
    func unmeasured() {
        var frames: [Rect?] = Self.cells(10, columns: 4)
        frames[0] = nil
        frames[5] = nil
        frames[9] = nil
        let locator = Self.locator(frames)
        // Over the leading half of cell 1, the unmeasured item 0 stays before the drop.
        #expect(locator.index(at: Point(x: 85, y: 40)) == 1)
        // Item 5 is unmeasured: after cell 4 comes item 5 then cell 6.
        #expect(locator.index(at: Point(x: 30, y: 110)) == 4)
        #expect(locator.index(at: Point(x: 85, y: 110)) == 6)
        #expect(locator.index(at: Point(x: 170, y: 110)) == 6)
        #expect(locator.index(at: Point(x: 200, y: 110)) == 7)
        #expect(locator.index(at: Point(x: 900, y: 180)) == 10)
        // Reading order: scanning the grid row by row, left to right, the index never decreases.
        var last = 0
        for y in stride(from: 0.0, through: 140, by: 70) {
            for x in stride(from: 0.0, through: 400, by: 7) {
                let index = locator.index(at: Point(x: x, y: y + 30))
                #expect(index >= last)
                last = index
            }
        }
        // Nothing measured: a drop goes at the end, the marker at the container's leading edge.
        let blank = Self.locator([nil, nil, nil])
        #expect(blank.index(at: Point(x: 500, y: 500)) == 3)
        #expect(blank.markerFrame(before: 0).minX < 1)
        #expect(Self.locator([]).index(at: Point(x: 5, y: 5)) == 0)
    }

    @Test("F6: a single row and a vertical list locate as before")
    func linearUnchanged() {
        let row = Self.cells(6, columns: 6)
        let asGrid = Self.locator(row)
        let asRow = Self.locator(row, axis: .horizontal)
        for x in stride(from: 0.0, through: 500, by: 3) {
            let point = Point(x: x, y: 40)
            #expect(asGrid.index(at: point) == asRow.index(at: point))
        }
        let column = Self.cells(5, columns: 1)
        let list = Self.locator(column, axis: .vertical)
        #expect(list.index(at: Point(x: 40, y: 20)) == 0)
        #expect(list.index(at: Point(x: 40, y: 60)) == 1)
        #expect(list.markerFrame(before: 1).height == 2)
        let rtlRow = Self.locator(Self.cells(4, columns: 4, rightToLeft: true), rightToLeft: true, axis: .horizontal)
        #expect(rtlRow.index(at: Point(x: 995, y: 40)) == 0)
        #expect(rtlRow.index(at: Point(x: 5, y: 40)) == 4)
    }

    // MARK: Whole drops through the engine

    /// Drags the item at `from` of grid 1 to `point` and releases it there.
    static func drop(_ sim: inout DragSimulator, from: Int, at point: Point) {
        let item = sim.order(of: 1)[from]
        sim.drag(sim.center(of: item), to: point)
    }

    @Test("F6, S2: a move within a 3×4 grid lands in the cell under the pointer, over its leading or trailing third, rows 1-3 and the partial last row",
          arguments: [false, true])
    func dropsIntoRows(rightToLeft: Bool) throws {
        var policy = ContainerPolicy()
        policy.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let labels = (0..<10).map { "Icon \($0)" }
        // (from, to the cell): forwards in row 1, into rows 2 and 3 (the partial last row), and
        // back into row 1 from row 3. Its own slot closed, the item lands in the cell aimed at.
        let cases: [(from: Int, cell: Int)] = [(0, 2), (0, 5), (2, 7), (1, 9), (3, 8), (8, 1), (9, 4)]
        for (from, cell) in cases {
            for trailing in [false, true] {
                var sim = DragSimulator()
                let ids = try sim.addGrid(1, "Home", policy: policy, items: labels, columns: 4)
                let frame = try #require(sim.cellFrame(cell, in: 1))
                let third = frame.width / 3
                let trailingX = rightToLeft ? frame.minX + third - 4 : frame.maxX - third + 4
                let leadingX = rightToLeft ? frame.maxX - third + 4 : frame.minX + third - 4
                let point = Point(x: trailing ? trailingX : leadingX, y: frame.midY + 12)
                let item = ids[from]
                sim.press(at: sim.center(of: item))
                sim.advance(by: .milliseconds(16))
                sim.move(to: Point(x: sim.center(of: item).x, y: sim.center(of: item).y + 6))
                sim.advance(by: .milliseconds(16))
                sim.move(to: point)
                let cue = try #require(sim.engine.feedback(for: 1)?.destination)
                #expect(cue.insertionIndex == cell, "from \(from) over cell \(cell), trailing \(trailing)")
                // The marker is a vertical bar at the aimed cell's leading edge, in its row.
                #expect(cue.markerFrame.minY == frame.minY && cue.markerFrame.height == frame.height)
                let edge = rightToLeft ? frame.maxX : frame.minX
                #expect(abs(cue.markerFrame.midX - edge) <= 5, "marker at \(cue.markerFrame.midX), cell edge \(edge)")
                sim.release(at: point)
                var expected = Array(0..<10).filter { $0 != from }
                expected.insert(from, at: cell)
                #expect(sim.order(of: 1) == expected.map { ids[$0] }, "from \(from) to cell \(cell), trailing \(trailing)")
                #expect(sim.mirror.lists[1] == expected.map { ids[$0] })
                #expect(!sim.announcements.contains { $0.contains("where it was") })
            }
        }
    }

    @Test("F6, S2, S7: a keyboard move within a grid marks the leading edge of the cell it lands in, at every step")
    func keyboardMarkerInGrid() throws {
        var sim = DragSimulator()
        let labels = (0..<10).map { "Icon \($0)" }
        let ids = try sim.addGrid(1, "Home", items: labels, columns: 4)
        sim.pickUp([ids[1]])
        for step in 0..<6 {
            sim.key(.arrowRight)
            let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination,
                                   "step \(step)")
            let cell = try #require(sim.cellFrame(cue.insertionIndex, in: 1), "step \(step)")
            // The bar stands at the leading edge of the cell the icon will fill, in that cell's row.
            #expect(abs(cue.markerFrame.midX - cell.minX) <= 5, "step \(step): marker \(cue.markerFrame.midX), cell \(cell.minX)")
            #expect(cue.markerFrame.minY == cell.minY, "step \(step)")
        }
        let landing = try #require(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex)
        sim.key(.space)
        #expect(sim.order(of: 1).firstIndex(of: ids[1]) == landing)
    }

    @Test("F6, S2: two icons lifted from a grid land from the cell under the pointer; past the last cells, at the end")
    func groupMoveFillsTheCell() throws {
        var sim = DragSimulator()
        let ids = try sim.addGrid(1, "Home", items: (0..<10).map { "Icon \($0)" }, columns: 4)
        sim.send(.setSelection([ids[0], ids[1]], in: 1))
        let frame = try #require(sim.cellFrame(6, in: 1))
        sim.drag(sim.center(of: ids[0]), to: Point(x: frame.minX + 6, y: frame.midY))
        #expect(sim.order(of: 1) == [2, 3, 4, 5, 6, 7, 0, 1, 8, 9].map { ids[$0] })
        var again = DragSimulator()
        let more = try again.addGrid(1, "Home", items: (0..<10).map { "Icon \($0)" }, columns: 4)
        again.send(.setSelection([more[0], more[1]], in: 1))
        let last = try #require(again.cellFrame(9, in: 1))
        again.drag(again.center(of: more[0]), to: Point(x: last.maxX - 4, y: last.midY))
        #expect(again.order(of: 1) == [2, 3, 4, 5, 6, 7, 8, 9, 0, 1].map { more[$0] })
    }

    @Test("F6: the cell under a point is the nearest cell of the row under it, measured or described")
    func cellUnderThePoint() throws {
        let frames = Self.cells(10, columns: 4)
        let measured = Self.locator(frames)
        let rtl = Self.locator(Self.cells(10, columns: 4, rightToLeft: true), rightToLeft: true)
        let rtlFrames = Self.cells(10, columns: 4, rightToLeft: true)
        for (index, frame) in frames.enumerated() {
            for x in [frame.minX + 2, frame.midX, frame.maxX - 2] {
                #expect(measured.cell(at: Point(x: x, y: frame.midY)) == index)
            }
            #expect(rtl.cell(at: Point(x: rtlFrames[index].minX + 2, y: rtlFrames[index].midY)) == index)
        }
        #expect(measured.cell(at: Point(x: 900, y: 180)) == 9)   // right of the partial last row
        #expect(measured.cell(at: Point(x: -40, y: 110)) == 4)   // before row 2
        #expect(measured.cell(at: Point(x: 30, y: 900)) == 8)    // below the grid: the last row
        #expect(Self.locator(frames, axis: .vertical).cell(at: Point(x: 30, y: 30)) == nil)
        let described = InsertionLocator(uniform: UniformPlacement(
            geometry: UniformGeometry(origin: Point(x: 10, y: 10), itemSize: Size(width: 60, height: 60),
                                      spacing: Size(width: 10, height: 10), columns: 4),
            count: 10, axis: .grid, isRightToLeft: false, visible: Size(width: 1000, height: 1000)))
        for (index, frame) in frames.enumerated() {
            for x in [frame.minX + 2, frame.midX, frame.maxX - 2] {
                #expect(described.cell(at: Point(x: x, y: frame.midY)) == index)
            }
        }
        #expect(described.cell(at: Point(x: 900, y: 180)) == 9)
    }

    @Test("S2, F6: released over either half of its own cell, an item stays where it was")
    func ownCellIsNoOp() throws {
        for trailing in [false, true] {
            var sim = DragSimulator()
            let ids = try sim.addGrid(1, "Photos", items: (0..<8).map { "Photo \($0)" }, columns: 3)
            let frame = try #require(sim.cellFrame(4, in: 1))
            sim.drag(frame.center, to: Point(x: trailing ? frame.maxX - 6 : frame.minX + 6, y: frame.midY))
            #expect(sim.order(of: 1) == ids)
            #expect(sim.announcements.last?.contains("where it was") == true)
        }
    }

    @Test("A1: a grid auto-scrolls down its rows")
    func gridScrollsVertically() throws {
        var sim = DragSimulator()
        _ = try sim.addGrid(1, "Photos", items: (0..<40).map { "Photo \($0)" }, columns: 4)
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 290, height: 300), of: 1))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 710), of: 1))
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 100, y: 295), in: 1) > 0)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 285, y: 150), in: 1) == 0)
    }
}

extension GridInsertionTests {
    @Test("F6: the guide's example: Maps dropped after the first cell of row 2 lands there")
    func guideExample() throws {
        var sim = DragSimulator()
        let icons = try sim.addGrid(1, "Home", items: ["Maps", "Mail", "Notes", "Music", "Photos"], columns: 4)
        let target = try #require(sim.cellFrame(4, in: 1))
        sim.drag(sim.center(of: icons[0]), to: Point(x: target.maxX - 5, y: target.midY))
        #expect(sim.labels(of: 1) == ["Mail", "Notes", "Music", "Photos", "Maps"])
    }
}
