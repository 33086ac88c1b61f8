import DragKit

/// A simulator holding two lists side by side, a source and a destination, laid out and
/// measured: the scene of most move and copy tests (S1–S3, F3–F7).
///
/// ```
///  x: 0         300   400        700
///     ┌ source ─┐      ┌ destination ┐
///   0 │ Milk    │      │ Apples      │
///  40 │ Eggs    │      │ Pears       │
///  80 │ Bread   │      │             │
/// 120 │ Butter  │      └─────────────┘
///     └─────────┘
/// ```
/// With the default labels this is the scene the package's own tests use. ``gap`` lies between
/// the lists, in no container; ``nowhere`` is far from everything.
///
/// ```swift
/// var desk = try TwoListWorkspace()
/// desk.simulator.drag(desk.simulator.center(of: desk.sourceItems[0]),
///                     to: desk.simulator.center(of: desk.destinationItems[0]))
/// ```
public struct TwoListWorkspace: Sendable {
    /// The simulator that holds both lists.
    public var simulator: DragSimulator
    /// The left list (container 1 by default).
    public let source: ContainerID
    /// The right list (container 2 by default).
    public let destination: ContainerID
    /// The source's items, in their starting order.
    public let sourceItems: [ItemID]
    /// The destination's items, in their starting order.
    public let destinationItems: [ItemID]

    /// A point between the two lists, in no container.
    public static let gap = Point(x: 350, y: 50)
    /// A point far from everything.
    public static let nowhere = Point(x: 5000, y: 5000)

    /// Builds both lists: the source at x 0, the destination at x 400, rows of 40 points,
    /// each 300 wide. O(items).
    public init(
        source: ContainerID = 1, sourceLabel: String = "Inbox",
        sourceItems: [String] = ["Milk", "Eggs", "Bread", "Butter"],
        sourcePolicy: ContainerPolicy = ContainerPolicy(), sourceType: TypeIdentifier = .item,
        destination: ContainerID = 2, destinationLabel: String = "Archive",
        destinationItems: [String] = ["Apples", "Pears"],
        destinationPolicy: ContainerPolicy = ContainerPolicy(), destinationType: TypeIdentifier = .item,
        configuration: DragConfiguration = DragConfiguration()
    ) throws(WorkspaceError) {
        var simulator = DragSimulator(configuration: configuration)
        self.sourceItems = try simulator.addList(
            source, sourceLabel, policy: sourcePolicy, items: sourceItems, type: sourceType)
        self.destinationItems = try simulator.addList(
            destination, destinationLabel, policy: destinationPolicy, items: destinationItems,
            type: destinationType, origin: Point(x: 400, y: 0))
        self.simulator = simulator
        self.source = source
        self.destination = destination
    }
}
