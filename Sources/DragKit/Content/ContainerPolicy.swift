/// How a container takes part in drag and drop.
public struct ContainerPolicy: Hashable, Sendable {
    /// The direction its items are laid out in, which decides how a drop location maps to an
    /// insertion index (F6).
    public enum Axis: UInt8, Hashable, Sendable {
        /// One column, top to bottom (lists, stacks).
        case vertical = 0
        /// One row in reading order (a dock, a strip that does not wrap).
        case horizontal = 1
        /// Rows that wrap, each in reading order, rows top to bottom (icon grids, photo
        /// libraries): a drop lands before or after the nearest cell of the row under the
        /// pointer; a move within the grid fills the cell under the pointer. The rows are found from the measured frames, so any number of rows and
        /// columns works, and a last row may be partial. Scrolls vertically (A1).
        case grid = 2
    }

    /// The reading order of a row: which way ``Axis/horizontal`` rows and ``Axis/grid`` rows run.
    public enum LayoutDirection: UInt8, Hashable, Sendable {
        /// Leading edge on the left (English, most scripts).
        case leftToRight = 0
        /// Leading edge on the right (Arabic, Hebrew): the first item is the rightmost.
        case rightToLeft = 1
    }

    /// What a drop from another container of the app does. ``DropOperation/copy`` by default
    /// (S2); a container whose users expect a move (reminder lists) sets ``DropOperation/move``
    /// (S3); one that places references sets ``DropOperation/link`` (F8's link cursor). Only
    /// `.copy`, `.move` and `.link` are meaningful here.
    public var crossContainerOperation: DropOperation
    /// The types it accepts; empty accepts every type.
    public var acceptedTypes: [TypeIdentifier]
    /// Whether it accepts drops at all.
    public var acceptsDrops: Bool
    /// Whether its items can be dragged out.
    public var allowsDragging: Bool
    public var axis: Axis
    /// Which way its rows run; ignored by ``Axis/vertical``. Left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The size of what a drop here produces, when it differs from the drag image (a photo at
    /// its default size in a document). While a drag is over this container, the drag image
    /// takes this size (F3). `nil` keeps the drag image as it is.
    public var dropPreviewSize: Size?
    /// What a drop on it does: take the content (the default), throw it away (a trash: F8's
    /// disappearing-item cursor), or start a task such as printing (F10). See ``DropRole``.
    public var role: DropRole = .content
    /// The parts of the content it needs, when it takes only a portion (A3): a recipients field
    /// asks a contact for `["name", "email"]`. Empty takes the whole representation. A drop
    /// naming fields loads them from the host at the drop (``Action/loadRepresentation(_:item:type:fields:)``).
    public var requestedFields: [String] {
        get { storedRequestedFields.values }
        set { storedRequestedFields = CodeUnitStrings(newValue) }
    }
    /// ``requestedFields``, compared by code units (``CodeUnitStrings``).
    var storedRequestedFields = CodeUnitStrings()
    /// Whether where a dropped item lands depends on more than its index (S2, F6): a calendar
    /// day places an event at the time under the pointer. A move within such a container is
    /// committed even when the index stays the same (the host stores the new place); elsewhere
    /// that drop changes nothing. `false` by default.
    public var placesByDropPoint = false
    /// Whether the host leaves the cells of items lifted within this ``Axis/grid`` in place
    /// (dimmed) while they are dragged, as a desktop icon view does, instead of closing them
    /// (the default, F6). Then a move within the grid is placed like any other drop: before or
    /// after the cell under the pointer by which half of it the pointer is over, and the marker
    /// is the bar between the two cells it lands between. Ignored by lists. `false` by default.
    public var keepsLiftedCells = false
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
        dropPreviewSize: Size? = nil,
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
        self.dropPreviewSize = dropPreviewSize
    }
}
