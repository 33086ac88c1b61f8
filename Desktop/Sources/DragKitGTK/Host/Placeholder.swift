/// A row standing where a slow drop will land until its data is in (F9): what the engine's
/// `insertPlaceholder` asked for, with the progress `showProgress` last reported.
public struct Placeholder: Equatable, Sendable {
    /// The container key the drop lands in (`"files"`, `"photos"`, `"reminders/…"`).
    public var container: String
    /// Where among the container's items the placeholder stands.
    public var index: Int
    /// What it shows: the items' labels ("big.bin"), one row for the drop.
    public var label: String
    /// The share done, from 0 to 1.
    public var fraction: Double
}
