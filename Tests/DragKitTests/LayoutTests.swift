import DragKit
import DragKitTesting
import Testing

@Suite("Layout: hit testing and insertion points")
struct LayoutTests {
    // MARK: Hit testing through the engine

    /// Holds an item from a small source list (far away, at y 10 000) over `point` and returns
    /// the container under it.
    func hovered(_ sim: inout DragSimulator, at point: Point, item: ItemID) -> ContainerID? {
        if sim.engine.phase(of: 1) != .dragging { sim.lift(item, to: point) } else { sim.move(to: point) }
        return sim.engine.feedback(for: 1)?.hoveredContainer
    }

    func makeSource(_ sim: inout DragSimulator) throws -> ItemID {
        try sim.addList(999, "Source", items: ["Dragged"], origin: Point(x: 0, y: 10_000))[0]
    }

    @Test("F6: nested containers: the innermost container under the pointer wins")
    func nestedInnermost() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(1, "Window", items: [], origin: .zero, width: 1000, height: 1000)
        try sim.addList(2, "Sidebar", items: [], origin: Point(x: 0, y: 0), width: 250, height: 1000)
        try sim.addList(3, "Folder", items: [], origin: Point(x: 20, y: 300), width: 200, height: 100)
        try sim.addList(4, "Content", items: [], origin: Point(x: 300, y: 100), width: 600, height: 800)
        #expect(hovered(&sim, at: Point(x: 50, y: 350), item: item) == 3)
        #expect(hovered(&sim, at: Point(x: 50, y: 500), item: item) == 2)
        #expect(hovered(&sim, at: Point(x: 500, y: 500), item: item) == 4)
        #expect(hovered(&sim, at: Point(x: 950, y: 950), item: item) == 1)
        #expect(hovered(&sim, at: Point(x: 1500, y: 500), item: item) == nil)
    }

    @Test("F6: nesting is decided by geometry, not by registration order")
    func nestingIndependentOfOrder() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(1, "Inner", items: [], origin: Point(x: 100, y: 100), width: 100, height: 100)
        try sim.addList(2, "Outer", items: [], origin: .zero, width: 500, height: 500)
        #expect(hovered(&sim, at: Point(x: 150, y: 150), item: item) == 1)
        #expect(hovered(&sim, at: Point(x: 50, y: 50), item: item) == 2)
    }

    @Test("F6: of two identical overlapping frames, the lower id wins, every time")
    func tieBreak() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(7, "Seven", items: [], origin: .zero, width: 300, height: 300)
        try sim.addList(3, "Three", items: [], origin: .zero, width: 300, height: 300)
        #expect(hovered(&sim, at: Point(x: 10, y: 10), item: item) == 3)
        #expect(hovered(&sim, at: Point(x: 290, y: 290), item: item) == 3)
    }

    @Test("Frames include their top-left edges and exclude their bottom-right edges")
    func edges() throws {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!Rect(x: 0, y: 0, width: -5, height: 5).contains(Point(x: -1, y: 1)))
        #expect(rect.intersects(Rect(x: 39, y: 59, width: 10, height: 10)))
        #expect(!rect.intersects(Rect(x: 40, y: 20, width: 10, height: 10)))
        #expect(rect.scaled(by: 2) == Rect(x: -5, y: 0, width: 60, height: 80))

        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(1, "Left", items: [], origin: .zero, width: 100, height: 100)
        try sim.addList(2, "Right", items: [], origin: Point(x: 100, y: 0), width: 100, height: 100)
        #expect(hovered(&sim, at: Point(x: 99.5, y: 50), item: item) == 1)
        #expect(hovered(&sim, at: Point(x: 100, y: 50), item: item) == 2)
    }

    @Test("F6: hit testing finds the right container among many, across grid cells")
    func manyContainers() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        // A 20 × 20 grid of 90-point tiles with 10-point gutters (400 containers).
        for row in 0..<20 {
            for column in 0..<20 {
                let id = ContainerID(UInt32(1 + row * 20 + column))
                try sim.engine.addContainer(Container(id: id, label: "Tile \(id.rawValue)"))
                _ = sim.engine.handle(.containerFrame(Rect(x: Double(column) * 100, y: Double(row) * 100, width: 90, height: 90), of: id))
            }
        }
        sim.lift(item, to: Point(x: 45, y: 45))
        for row in stride(from: 0, to: 20, by: 3) {
            for column in stride(from: 0, to: 20, by: 3) {
                sim.move(to: Point(x: Double(column) * 100 + 45, y: Double(row) * 100 + 45))
                #expect(sim.engine.feedback(for: 1)?.hoveredContainer == ContainerID(UInt32(1 + row * 20 + column)))
                sim.move(to: Point(x: Double(column) * 100 + 95, y: Double(row) * 100 + 45))  // a gutter
                #expect(sim.engine.feedback(for: 1)?.hoveredContainer == nil)
            }
        }
    }

    @Test("F6: a container far larger than a grid cell, and one at negative coordinates, are still found")
    func oversizedAndNegative() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(1, "Canvas", items: [], origin: Point(x: -5000, y: -5000), width: 20_000, height: 14_000)
        try sim.addList(2, "Palette", items: [], origin: Point(x: -700, y: -300), width: 200, height: 200)
        #expect(hovered(&sim, at: Point(x: 8000, y: 8000), item: item) == 1)
        #expect(hovered(&sim, at: Point(x: -4999, y: -4999), item: item) == 1)
        #expect(hovered(&sim, at: Point(x: -600, y: -200), item: item) == 2)
        #expect(hovered(&sim, at: Point(x: -600, y: 200), item: item) == 1)
    }

    @Test("F6: moving a container's frame moves its hit area")
    func framesUpdate() throws {
        var sim = DragSimulator()
        let item = try makeSource(&sim)
        try sim.addList(1, "Panel", items: [], origin: .zero, width: 100, height: 100)
        #expect(hovered(&sim, at: Point(x: 50, y: 50), item: item) == 1)
        _ = sim.engine.handle(.containerFrame(Rect(x: 600, y: 0, width: 100, height: 100), of: 1))
        _ = sim.engine.handle(.layoutDidChange)
        #expect(sim.engine.feedback(for: 1)?.hoveredContainer == nil)
        #expect(hovered(&sim, at: Point(x: 650, y: 50), item: item) == 1)
    }

    @Test("F1: a press hit-tests the item under the pointer in the innermost container")
    func pressFindsItem() throws {
        var sim = DragSimulator()
        try sim.addList(1, "Outer", items: ["O1", "O2"], origin: .zero, width: 600, height: 600)
        let inner = try sim.addList(2, "Inner", items: ["I1", "I2", "I3"], origin: Point(x: 100, y: 200), width: 200)
        sim.press(at: Point(x: 150, y: 285))  // within I3 (280..320)
        sim.move(to: Point(x: 150, y: 400))
        #expect(sim.engine.feedback(for: 1)?.items == [inner[2]])
    }

    // MARK: Insertion index

    func rows(_ count: Int, height: Double = 40, top: Double = 0) -> (items: [ItemID], frames: [ItemID: Rect]) {
        var items: [ItemID] = []
        var frames: [ItemID: Rect] = [:]
        for index in 0..<count {
            let id = ItemID(UInt32(index + 1))
            items.append(id)
            frames[id] = Rect(x: 0, y: top + Double(index) * height, width: 100, height: height)
        }
        return (items, frames)
    }

    @Test("F6: the insertion index is the gap nearest the pointer: before an item's midpoint inserts before it")
    func verticalIndex() {
        let (items, frames) = rows(5)
        let locator = InsertionLocator(
            items: items, frames: frames, containerFrame: Rect(x: 0, y: 0, width: 100, height: 400), axis: .vertical)
        #expect(locator.index(at: Point(x: 50, y: -10)) == 0)
        #expect(locator.index(at: Point(x: 50, y: 0)) == 0)
        #expect(locator.index(at: Point(x: 50, y: 19.9)) == 0)
        #expect(locator.index(at: Point(x: 50, y: 20)) == 1)
        #expect(locator.index(at: Point(x: 50, y: 59)) == 1)
        #expect(locator.index(at: Point(x: 50, y: 61)) == 2)
        #expect(locator.index(at: Point(x: 50, y: 179)) == 4)
        #expect(locator.index(at: Point(x: 50, y: 181)) == 5)
        #expect(locator.index(at: Point(x: 50, y: 390)) == 5)
        // The cross axis doesn't matter.
        #expect(locator.index(at: Point(x: -900, y: 61)) == 2)
    }

    @Test("F6: the binary search agrees with a linear scan for every position in a long, uneven list")
    func binarySearchMatchesLinearScan() {
        var items: [ItemID] = []
        var frames: [ItemID: Rect] = [:]
        var y = 0.0
        var midpoints: [Double] = []
        for index in 0..<257 {
            let id = ItemID(UInt32(index + 1))
            let height = Double(10 + (index * 37) % 50)
            items.append(id)
            frames[id] = Rect(x: 0, y: y, width: 100, height: height)
            midpoints.append(y + height / 2)
            y += height
        }
        let locator = InsertionLocator(
            items: items, frames: frames, containerFrame: Rect(x: 0, y: 0, width: 100, height: y), axis: .vertical)
        for probe in stride(from: -5.0, through: y + 5, by: 1.5) {
            let expected = midpoints.count(where: { $0 <= probe })
            #expect(locator.index(at: Point(x: 10, y: probe)) == expected)
        }
    }

    @Test("F6: an empty list inserts at 0, with the marker at its top edge")
    func emptyList() {
        let locator = InsertionLocator(
            items: [], frames: [:], containerFrame: Rect(x: 10, y: 20, width: 100, height: 200), axis: .vertical)
        #expect(locator.index(at: Point(x: 50, y: 150)) == 0)
        #expect(locator.markerFrame(before: 0) == Rect(x: 10, y: 19, width: 100, height: 2))
    }

    @Test("F6: items not yet measured don't break the search")
    func unmeasuredItems() {
        var (items, frames) = rows(4)
        frames[items[1]] = nil
        let locator = InsertionLocator(
            items: items, frames: frames, containerFrame: Rect(x: 0, y: 0, width: 100, height: 200), axis: .vertical)
        // Item 2's boundary falls back to item 1's.
        #expect(locator.index(at: Point(x: 50, y: 10)) == 0)
        #expect(locator.index(at: Point(x: 50, y: 30)) == 2)
        #expect(locator.index(at: Point(x: 50, y: 110)) == 3)
        #expect(locator.index(at: Point(x: 50, y: 150)) == 4)
    }

    @Test("F6: marker frames sit between neighbours, at the ends, with the requested thickness")
    func markerFrames() {
        let (items, frames) = rows(3, top: 100)
        let locator = InsertionLocator(
            items: items, frames: frames, containerFrame: Rect(x: 0, y: 90, width: 100, height: 300), axis: .vertical)
        #expect(locator.markerFrame(before: 0) == Rect(x: 0, y: 99, width: 100, height: 2))
        #expect(locator.markerFrame(before: 1) == Rect(x: 0, y: 139, width: 100, height: 2))
        #expect(locator.markerFrame(before: 3) == Rect(x: 0, y: 219, width: 100, height: 2))
        #expect(locator.markerFrame(before: 2, thickness: 4) == Rect(x: 0, y: 178, width: 100, height: 4))
    }

    @Test("F6: a horizontal container searches along x and draws vertical markers")
    func horizontalAxis() {
        var items: [ItemID] = []
        var frames: [ItemID: Rect] = [:]
        for index in 0..<4 {
            let id = ItemID(UInt32(index + 1))
            items.append(id)
            frames[id] = Rect(x: Double(index) * 80, y: 0, width: 80, height: 60)
        }
        let locator = InsertionLocator(
            items: items, frames: frames, containerFrame: Rect(x: 0, y: 0, width: 400, height: 60), axis: .horizontal)
        #expect(locator.index(at: Point(x: 10, y: 500)) == 0)
        #expect(locator.index(at: Point(x: 50, y: 30)) == 1)
        #expect(locator.index(at: Point(x: 130, y: 30)) == 2)
        #expect(locator.index(at: Point(x: 390, y: 30)) == 4)
        #expect(locator.markerFrame(before: 2) == Rect(x: 159, y: 0, width: 2, height: 60))
        #expect(locator.markerFrame(before: 4) == Rect(x: 319, y: 0, width: 2, height: 60))
    }

    @Test("F6: a drag over a horizontal container uses the x coordinate for its insertion point")
    func horizontalThroughEngine() throws {
        var sim = DragSimulator()
        let source = try sim.addList(1, "Inbox", items: ["Milk"], origin: .zero)
        try sim.engine.addContainer(Container(id: 2, label: "Shelf", policy: ContainerPolicy(axis: .horizontal)))
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 300, width: 400, height: 80), of: 2))
        for (index, label) in ["A", "B", "C"].enumerated() {
            let id = ItemID(UInt32(100 + index))
            try sim.engine.insert(Item(id: id, label: label), into: 2)
            _ = sim.engine.handle(.itemFrame(Rect(x: Double(index) * 100, y: 300, width: 100, height: 80), of: id))
        }
        sim.lift(source[0], to: Point(x: 160, y: 310))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 2)
        #expect(sim.engine.feedback(for: 1)?.destination?.markerFrame == Rect(x: 199, y: 300, width: 2, height: 80))
        sim.move(to: Point(x: 20, y: 370))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 0)
        sim.release(at: Point(x: 20, y: 370))
        let copy = try #require(sim.commits.first?.copies.first)
        #expect(sim.engine.workspace.containers[2]?.items == [copy, 100, 101, 102])
    }
}
