import DragKit
import DragKitTesting  // SplitMix64: every run times the same pointer locations and drop indices.

/// Geometry shared by the fixtures.
enum Geometry {
    static let rowHeight = 40.0
    static let listWidth = 300.0
    /// List B (the copy destination) sits to the right of list A.
    static let listBX = 400.0
    /// Grid cells: 100×100 containers on a 120-point pitch, two 40-point rows each.
    static let cellSize = 100.0
    static let cellPitch = 120.0
    /// Wrapping grids: ten 40×40 cells a row on a 48-point pitch.
    static let gridColumns = 10
    static let gridPitch = 48.0
}

let listA: ContainerID = 1
let listB: ContainerID = 2

/// Two vertical lists of `n` rows each, laid out and measured: A at x = 0, B at x = 400.
/// Items of A are 1...n, items of B are n+1...2n; row i of a list is at y = 40·i.
func makeLists(_ n: Int) -> DragEngine {
    var engine = DragEngine()
    do {
        try engine.addContainer(Container(id: listA, label: "A"))
        try engine.addContainer(Container(id: listB, label: "B"))
        for (container, x, first) in [(listA, 0.0, 1), (listB, Geometry.listBX, n + 1)] {
            _ = engine.handle(.containerFrame(Rect(x: x, y: 0, width: Geometry.listWidth, height: Double(n) * Geometry.rowHeight), of: container))
            for index in 0..<n {
                let id = ItemID(UInt32(first + index))
                try engine.insert(Item(id: id, label: "Row \(index)"), into: container)
                _ = engine.handle(.itemFrame(listRowFrame(x: x, index: index), of: id))
            }
        }
    } catch {
        fatalError("fixture: \(error)")
    }
    return engine
}

/// Two vertical lists of `n` rows each like ``makeLists(_:)``, but list A describes its rows
/// (``UniformGeometry``, 40-point rows) instead of measuring them: no item frame is reported for
/// it. A is scrollable (its frame shows 1,000 points of the content).
func makeDescribedLists(_ n: Int) -> DragEngine {
    var engine = DragEngine()
    do {
        try engine.addContainer(Container(id: listA, label: "A"))
        try engine.addContainer(Container(id: listB, label: "B"))
        _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: Geometry.listWidth, height: 1_000), of: listA))
        _ = engine.handle(.containerFrame(Rect(x: Geometry.listBX, y: 0, width: Geometry.listWidth, height: Double(n) * Geometry.rowHeight), of: listB))
        for index in 0..<n {
            try engine.insert(Item(id: ItemID(UInt32(1 + index)), label: "Row \(index)"), into: listA)
            let id = ItemID(UInt32(n + 1 + index))
            try engine.insert(Item(id: id, label: "Row \(index)"), into: listB)
            _ = engine.handle(.itemFrame(listRowFrame(x: Geometry.listBX, index: index), of: id))
        }
        engine.setUniformGeometry(.list(extent: Geometry.rowHeight), for: listA)
        _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: Double(n) * Geometry.rowHeight), of: listA))
    } catch {
        fatalError("fixture: \(error)")
    }
    return engine
}

func listRowFrame(x: Double, index: Int, dy: Double = 0) -> Rect {
    Rect(x: x, y: Double(index) * Geometry.rowHeight + dy, width: Geometry.listWidth, height: Geometry.rowHeight)
}

/// The centre of row `index` of list A.
func listAPoint(_ index: Int) -> Point {
    Point(x: Geometry.listWidth / 2, y: Double(index) * Geometry.rowHeight + Geometry.rowHeight / 2)
}

/// `n` small containers (destinations) in a square grid, two rows each. Container c (1-based)
/// holds items 2c-1 and 2c.
struct GridShape {
    let count: Int
    let columns: Int

    init(_ count: Int) {
        self.count = count
        var columns = 1
        while columns * columns < count { columns += 1 }
        self.columns = columns
    }

    func frame(ofContainerAt index: Int, dy: Double = 0) -> Rect {
        Rect(
            x: Double(index % columns) * Geometry.cellPitch, y: Double(index / columns) * Geometry.cellPitch + dy,
            width: Geometry.cellSize, height: Geometry.cellSize)
    }

    func frame(ofItem row: Int, inContainerAt index: Int, dy: Double = 0) -> Rect {
        let container = frame(ofContainerAt: index, dy: dy)
        return Rect(x: container.minX, y: container.minY + 10 + Double(row) * 40, width: container.width, height: 40)
    }

    /// A random point inside a random container, away from its edges.
    func randomPoint(_ rng: inout SplitMix64) -> Point {
        let frame = frame(ofContainerAt: rng.below(count))
        return Point(x: frame.minX + 5 + Double(rng.below(90)), y: frame.minY + 5 + Double(rng.below(90)))
    }
}

func makeGrid(_ shape: GridShape) -> DragEngine {
    var engine = DragEngine()
    do {
        for index in 0..<shape.count {
            let container = ContainerID(UInt32(index + 1))
            try engine.addContainer(Container(id: container, label: "Cell \(index)"))
            _ = engine.handle(.containerFrame(shape.frame(ofContainerAt: index), of: container))
            for row in 0..<2 {
                let item = ItemID(UInt32(2 * index + row + 1))
                try engine.insert(Item(id: item, label: "Card \(index).\(row)"), into: container)
                _ = engine.handle(.itemFrame(shape.frame(ofItem: row, inContainerAt: index), of: item))
            }
        }
    } catch {
        fatalError("fixture: \(error)")
    }
    return engine
}

// MARK: - Input helpers

let mainPointer: PointerID = 1

func pointer(_ phase: PointerEvent.Phase, _ location: Point, at ms: Int64, target: ItemID? = nil) -> Event {
    .pointer(PointerEvent(
        pointer: mainPointer, device: .mouse, phase: phase, location: location,
        timestamp: Timestamp(milliseconds: ms), target: target))
}

/// Presses at `location` and moves past the activation distance: the item under it lifts.
func liftAt(_ engine: inout DragEngine, _ location: Point, time: inout Int64, target: ItemID? = nil) -> Int {
    time += 1
    var count = engine.handle(pointer(.down, location, at: time, target: target)).count
    time += 1
    count += engine.handle(pointer(.moved, location + Point(x: 0, y: 5), at: time)).count
    return count
}

/// The transfer a drop asked the host to commit, if any.
func committedTransfer(_ actions: [Action]) -> TransferID? {
    for action in actions {
        if case .commit(let transfer) = action { return transfer.id }
    }
    return nil
}

/// One wrapping grid (`ContainerPolicy.Axis.grid`) of `n` 40×40 cells, ten to a row on a
/// 48-point pitch, laid out and measured: the icon grid and photo library shape (F6).
func makeWrappingGrid(_ n: Int) -> DragEngine {
    var engine = DragEngine()
    do {
        try engine.addContainer(Container(id: listA, label: "Grid", policy: ContainerPolicy(axis: .grid)))
        let rows = (n + Geometry.gridColumns - 1) / Geometry.gridColumns
        _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: Double(Geometry.gridColumns) * Geometry.gridPitch,
                 height: Double(rows) * Geometry.gridPitch), of: listA))
        for index in 0..<n {
            let id = ItemID(UInt32(index + 1))
            try engine.insert(Item(id: id, label: "Cell \(index)"), into: listA)
            _ = engine.handle(.itemFrame(wrappingGridCellFrame(index), of: id))
        }
    } catch {
        fatalError("fixture: \(error)")
    }
    return engine
}

func wrappingGridCellFrame(_ index: Int) -> Rect {
    let row = index / Geometry.gridColumns, column = index % Geometry.gridColumns
    return Rect(x: Double(column) * Geometry.gridPitch, y: Double(row) * Geometry.gridPitch, width: 40, height: 40)
}
