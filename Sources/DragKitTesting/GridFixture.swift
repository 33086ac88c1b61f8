import DragKit

/// A simulator holding one wrapping grid of `count` items (F6), laid out and measured as a
/// host lays out a photo album: `columns` cells a row, in reading order.
///
/// Cell `i` sits in row `i / columns`, column `i % columns` (mirrored when the policy's
/// layout direction is right to left), with ``spacing`` around every cell.
///
/// ```swift
/// var grid = try GridFixture(count: 9, columns: 3)
/// grid.simulator.drag(grid.center(of: 0), to: grid.center(of: 4))
/// ```
public struct GridFixture: Sendable {
    /// The simulator that holds the grid.
    public var simulator: DragSimulator
    /// The grid's container.
    public let container: ContainerID
    /// The grid's items, in their starting order.
    public let items: [ItemID]
    /// Cells a row.
    public let columns: Int
    /// Each cell's size.
    public let cellSize: Size
    /// The gap around cells.
    public let spacing: Double

    /// Builds the grid. O(count).
    public init(
        count: Int, columns: Int, container: ContainerID = 1, label: String = "Grid",
        policy: ContainerPolicy = ContainerPolicy(), type: TypeIdentifier = .item,
        cellSize: Size = Size(width: 60, height: 60), spacing: Double = 10, origin: Point = .zero,
        configuration: DragConfiguration = DragConfiguration()
    ) throws(WorkspaceError) {
        var simulator = DragSimulator(configuration: configuration)
        items = try simulator.addGrid(
            container, label, policy: policy, items: (0..<max(count, 0)).map { "Cell \($0 + 1)" }, type: type,
            columns: columns, cellSize: cellSize, spacing: spacing, origin: origin)
        self.simulator = simulator
        self.container = container
        self.columns = max(columns, 1)
        self.cellSize = cellSize
        self.spacing = spacing
    }

    /// The centre of the item that starts at `index` (where it is now).
    public func center(of index: Int) -> Point {
        simulator.center(of: items[index])
    }

    /// The frame of cell `index` as the grid is laid out now, or `nil` outside the grid.
    public func cellFrame(_ index: Int) -> Rect? {
        simulator.cellFrame(index, in: container)
    }
}
