/// How a container takes part in drag and drop.
public struct ContainerPolicy: Hashable, Sendable {
    /// The direction its items are laid out in, which decides how a drop location maps to an
    /// insertion index.
    public enum Axis: UInt8, Hashable, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// What a drop from another container of the app does. ``DropOperation/copy`` by default
    /// (S2); a container whose users expect a move (reminder lists) sets ``DropOperation/move``
    /// (S3). Only `.copy` and `.move` are meaningful here.
    public var crossContainerOperation: DropOperation
    /// The types it accepts; empty accepts every type.
    public var acceptedTypes: [TypeIdentifier]
    /// Whether it accepts drops at all.
    public var acceptsDrops: Bool
    /// Whether its items can be dragged out.
    public var allowsDragging: Bool
    public var axis: Axis
    /// Whether drops (and pastes, and "Move to…") into it can be undone (S10). A container whose
    /// drops cannot be taken back (a write-only drop box, a shared album that posts) sets `false`;
    /// such drops never enter the undo history and are confirmed as ``confirmation`` says (S11).
    public var dropsAreUndoable: Bool
    /// How a drop that cannot be undone is confirmed (S11); ignored while ``dropsAreUndoable``.
    public var confirmation: DropConfirmation

    public init(
        crossContainerOperation: DropOperation = .copy,
        acceptedTypes: [TypeIdentifier] = [],
        acceptsDrops: Bool = true,
        allowsDragging: Bool = true,
        axis: Axis = .vertical,
        dropsAreUndoable: Bool = true,
        confirmation: DropConfirmation = .before
    ) {
        self.dropsAreUndoable = dropsAreUndoable
        self.confirmation = confirmation
        self.crossContainerOperation = crossContainerOperation
        self.acceptedTypes = acceptedTypes
        self.acceptsDrops = acceptsDrops
        self.allowsDragging = allowsDragging
        self.axis = axis
    }
}
