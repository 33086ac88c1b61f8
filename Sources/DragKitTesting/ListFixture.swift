import DragKit

/// A simulator holding one vertical list of `count` items, laid out and measured: the
/// smallest scene a test of reordering needs.
///
/// Items are labelled "Item 1" … "Item n" and stacked as rows of ``rowHeight`` from
/// ``origin``, so row `i` spans `origin.y + i·rowHeight ..< origin.y + (i+1)·rowHeight`.
///
/// ```swift
/// var list = try ListFixture(count: 5)
/// list.simulator.drag(list.center(of: 0), to: list.point(below: 3))
/// #expect(list.simulator.order(of: list.container) == [list.items[1], list.items[2], list.items[3], list.items[0], list.items[4]])
/// ```
public struct ListFixture: Sendable {
    /// The simulator that holds the list; drive it and read it as any ``DragSimulator``.
    public var simulator: DragSimulator
    /// The list's container.
    public let container: ContainerID
    /// The list's items, in their starting order.
    public let items: [ItemID]
    /// Where the list's first row starts.
    public let origin: Point
    /// Each row's height.
    public let rowHeight: Double

    /// Builds the list. O(count).
    public init(
        count: Int, container: ContainerID = 1, label: String = "List", policy: ContainerPolicy = ContainerPolicy(),
        type: TypeIdentifier = .item, origin: Point = .zero, width: Double = 300, rowHeight: Double = 40,
        configuration: DragConfiguration = DragConfiguration()
    ) throws(WorkspaceError) {
        var simulator = DragSimulator(configuration: configuration)
        items = try simulator.addList(
            container, label, policy: policy, items: (0..<max(count, 0)).map { "Item \($0 + 1)" }, type: type,
            origin: origin, width: width, rowHeight: rowHeight)
        self.simulator = simulator
        self.container = container
        self.origin = origin
        self.rowHeight = rowHeight
    }

    /// The centre of the item that starts at `index` (where it is now).
    public func center(of index: Int) -> Point {
        simulator.center(of: items[index])
    }

    /// A point in the lower part of the item that starts at `index`: dropping there places
    /// the dragged items after it.
    public func point(below index: Int) -> Point {
        simulator.point(in: items[index], fraction: 0.9)
    }

    /// A point in the upper part of the item that starts at `index`: dropping there places
    /// the dragged items before it.
    public func point(above index: Int) -> Point {
        simulator.point(in: items[index], fraction: 0.1)
    }
}
