/// The content of a text container (`note`, `field`, `mailbody`): styled runs
/// and a version that grows by one with every committed text drop.
///
/// JSON: `{"runs":[TextRun],"version":3}`.
public struct TextDocument: Sendable, Hashable, Codable {
    public var runs: [TextRun]
    public var version: Int

    public init(runs: [TextRun], version: Int) {
        self.runs = runs
        self.version = version
    }

    /// Largest amount of text one document may hold, in UTF-8 bytes (64 KiB).
    public static let maximumTextBytes = 64 * 1024
    /// Largest number of runs one document may hold.
    public static let maximumRunCount = 10_000

    /// The document without styles.
    public var plainText: String {
        runs.map(\.text).joined()
    }
}
