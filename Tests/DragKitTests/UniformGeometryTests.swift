import DragKit
import DragKitTesting
import Testing

/// Containers that describe their items' geometry instead of measuring them (F6, A1, S7).
private enum Described {
    static let list: ContainerID = 1
    static let other: ContainerID = 2

    /// A vertical list of `count` rows of 40 points in a 300 × 400 frame, described, not
    /// measured: no item frame is ever reported. Scrollable over all its rows.
    static func list(count: Int) throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        try sim.engine.addContainer(Container(id: list, label: "Rows", policy: ContainerPolicy(crossContainerOperation: .move)))
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 400), of: list))
        var items: [ItemID] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let item = ItemID(UInt32(index + 1))
            try sim.engine.insert(Item(id: item, label: "Row \(index)"), into: list)
            items.append(item)
        }
        sim.engine.setUniformGeometry(.list(extent: 40), for: list)
        let length = try #require(sim.engine.describedContentLength(of: list))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: length), of: list))
        return (sim, items)
    }
}

@Suite("F6, A1, S7 Described geometry")
struct UniformGeometryTests {
    @Test("F6: a described list needs no item frames: press, drag and drop land by index")
    func dragInDescribedList() throws {
        var (sim, items) = try Described.list(count: 10_000)
        #expect(sim.engine.layout.itemFrames.isEmpty)
        #expect(sim.engine.describedContentLength(of: Described.list) == 400_000)
        #expect(sim.engine.frame(of: items[5]) == Rect(x: 0, y: 200, width: 300, height: 40))
        sim.drag(sim.center(of: items[5]), to: Point(x: 150, y: 100))
        #expect(sim.order(of: Described.list)[3] == items[5])
    }

    @Test("A1, F6: a described list of 100,000 rows scrolled by one offset: index, marker and drop")
    func scrolledDescribedList() throws {
        var (sim, items) = try Described.list(count: 100_000)
        sim.send(.scrollOffset(40_000, of: Described.list))
        #expect(sim.engine.frame(of: items[1001]) == Rect(x: 0, y: 40, width: 300, height: 40))
        sim.press(1, at: Point(x: 150, y: 60))  // row 1001
        sim.move(1, to: Point(x: 150, y: 200))  // content y 40,200: after row 1004
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.insertionIndex == 1004)  // row 1001 moves, so it is not counted
        #expect(cue.markerFrame == Rect(x: 0, y: 199, width: 300, height: 2))
        sim.release(1, at: Point(x: 150, y: 200))
        #expect(sim.order(of: Described.list)[1004] == items[1001])
        #expect(sim.engine.layout.itemFrames.isEmpty)
    }

    @Test("S7: a keyboard drag reaches the far end of a described 100,000-row list and reveals it there")
    func keyboardAcrossDescribedList() throws {
        var (sim, items) = try Described.list(count: 100_000)
        sim.pickUp([items[0]])
        sim.moveKeyboardDrag(to: DropPoint.ID(container: Described.list, index: 99_999))
        let reveals = sim.lastActions.compactMap { action -> Rect? in
            if case .revealDropPoint(_, _, let frame) = action { return frame }
            return nil
        }
        #expect(reveals == [Rect(x: 0, y: 3_999_999, width: 300, height: 2)])
        // The host scrolls it into view and reports the one number; the marker follows.
        sim.send(.scrollOffset(3_999_700, of: Described.list))
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.markerFrame == Rect(x: 0, y: 299, width: 300, height: 2))
        sim.send(.dropKeyboardDrag)
        #expect(sim.order(of: Described.list).last == items[0])
    }

    @Test("A1: a drag at the bottom edge auto-scrolls a described list and the drop lands where the content is")
    func autoScrollDescribedList() throws {
        var (sim, items) = try Described.list(count: 10_000)
        sim.press(1, at: sim.center(of: items[0]))
        sim.move(1, to: Point(x: 150, y: 380))
        sim.advance(by: .milliseconds(600))
        let offset = try #require(sim.engine.scrollMetrics(of: Described.list)?.offset)
        #expect(offset > 0)
        let expected = Int(((380 + offset - 20) / 40).rounded(.down))  // + 1 for the row, − 1 for row 0
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == expected)
        sim.release(1, at: Point(x: 150, y: 380))
        #expect(sim.order(of: Described.list)[expected] == items[0])
    }

    @Test("F6: a described list answers like the same list measured", arguments: [0.0, 7])
    func listMatchesMeasured(spacing: Double) throws {
        try expectSameAnswers(axis: .vertical, direction: .leftToRight) { sim, id, count in
            try sim.engine.addContainer(Container(id: id, label: "L", policy: ContainerPolicy()))
            _ = sim.engine.handle(.containerFrame(Rect(x: 20, y: 30, width: 300, height: 600), of: id))
            var items: [ItemID] = []
            for index in 0..<count {
                let item = ItemID(UInt32(index + 1))
                try sim.engine.insert(Item(id: item, label: "\(index)"), into: id)
                _ = sim.engine.handle(.itemFrame(Rect(x: 25, y: 35 + Double(index) * (30 + spacing), width: 290, height: 30), of: item))
                items.append(item)
            }
            return (items, UniformGeometry(origin: Point(x: 5, y: 5), itemSize: Size(width: 290, height: 30),
                                           spacing: Size(width: 0, height: spacing)))
        }
    }

    @Test("F6: a described grid answers like the same grid measured", arguments: [ContainerPolicy.LayoutDirection.leftToRight, .rightToLeft])
    func gridMatchesMeasured(direction: ContainerPolicy.LayoutDirection) throws {
        try expectSameAnswers(axis: .grid, direction: direction) { sim, id, count in
            var policy = ContainerPolicy()
            policy.layoutDirection = direction
            let items = try sim.addGrid(id, "G", policy: policy, items: (0..<count).map { "\($0)" }, columns: 4,
                                        cellSize: Size(width: 50, height: 40), spacing: 10, origin: Point(x: 20, y: 30))
            return (items, .grid(cell: Size(width: 50, height: 40), columns: 4, spacing: Size(width: 10, height: 10),
                                 origin: Point(x: 10, y: 10)))
        }
    }

    /// Builds a container twice, measured and then described (by `build`'s geometry), and
    /// expects the same insertion index and marker for a drag at each of a sweep of points.
    private func expectSameAnswers(
        axis: ContainerPolicy.Axis, direction: ContainerPolicy.LayoutDirection,
        build: (inout DragSimulator, ContainerID, Int) throws -> ([ItemID], UniformGeometry)
    ) throws {
        for count in [1, 2, 7, 8, 13] {
            var sim = DragSimulator()
            let (items, geometry) = try build(&sim, 1, count)
            try sim.engine.addContainer(Container(id: 2, label: "Source"))
            _ = sim.engine.handle(.containerFrame(Rect(x: 600, y: 0, width: 100, height: 100), of: 2))
            try sim.engine.insert(Item(id: 999, label: "Dragged"), into: 2)
            _ = sim.engine.handle(.itemFrame(Rect(x: 600, y: 0, width: 100, height: 40), of: 999))
            let frame = try #require(sim.engine.layout.containerFrames[1])
            var points: [Point] = []
            for y in stride(from: frame.minY, to: frame.maxY, by: 7) {
                for x in stride(from: frame.minX, to: frame.maxX, by: 13) { points.append(Point(x: x, y: y)) }
            }
            func answers(_ sim: inout DragSimulator) -> [DestinationCue?] {
                sim.press(1, at: Point(x: 650, y: 20))
                sim.move(1, to: Point(x: 650, y: 60))
                var cues: [DestinationCue?] = []
                for point in points {
                    sim.move(1, to: point)
                    cues.append(sim.engine.feedback(for: 1)?.destination)
                }
                sim.cancelPointer(1)
                return cues
            }
            let measured = answers(&sim)
            let measuredFrames = items.map { sim.engine.frame(of: $0) }
            sim.engine.setUniformGeometry(geometry, for: 1)
            #expect(items.map { sim.engine.frame(of: $0) } == measuredFrames, "\(axis) \(count)")
            let described = answers(&sim)
            for (index, pair) in zip(measured, described).enumerated() where pair.0 != pair.1 {
                Issue.record("\(axis) \(direction) \(count) items at \(points[index]): measured \(String(describing: pair.0)), described \(String(describing: pair.1))")
                break
            }
        }
    }
}
