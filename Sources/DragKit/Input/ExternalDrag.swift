/// A drag from another app (or another window) that entered the app's window (S1, P1): only
/// its types are known while it is in progress (a browser's protected mode); its data is read
/// by the host at the drop (``Action/receiveExternalDrop(_:into:at:types:)``).
public struct ExternalDrag: Hashable, Sendable {
    /// The pointer that carries it. Its later ``PointerEvent`` `.moved` and `.up` events drive
    /// the drag, as for a pointer drag.
    public var pointer: PointerID
    /// The content's types, richest first, as the platform lists them (`public.plain-text`,
    /// `public.html`, `public.png`, `public.file-url`, …).
    public var types: [TypeIdentifier]
    /// How many items the drag carries; 0 when the platform doesn't say.
    public var count: Int
    /// Where the pointer entered, in the host's coordinate space.
    public var location: Point
    public var modifiers: Modifiers
    public var timestamp: Timestamp

    public init(
        pointer: PointerID, types: [TypeIdentifier], count: Int = 0, location: Point,
        modifiers: Modifiers = [], timestamp: Timestamp
    ) {
        self.pointer = pointer
        self.types = types
        self.count = max(count, 0)
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
