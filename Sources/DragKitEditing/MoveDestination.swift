import DragKit

/// A place "Move to…" can put items (S7), with what putting them there does (S2, S3).
public struct MoveDestination: Hashable, Sendable {
    public var container: ContainerID
    /// `DropOperation.move` or `DropOperation.copy`: what a drag there would do.
    public var operation: DropOperation
    /// How many of the items it takes (F5).
    public var itemCount: Int
    /// How deep it sits in an outline (issue 37): 0 for an outline's top level and for every
    /// other list, one more per folder row above it; a menu indents it by this.
    public var level: Int

    public init(container: ContainerID, operation: DropOperation, itemCount: Int, level: Int = 0) {
        self.container = container
        self.operation = operation
        self.itemCount = itemCount
        self.level = level
    }
}
