/// An enumeration whose cases a host names outside Swift (a JavaScript page, the wire): each
/// case's ``name`` is stated once, by the type, and read back by ``init(name:)``, so no host
/// keeps a table of its own (issue 36). ``UndoKind`` and ``Announcement/Command`` are named so.
public protocol NamedCase: CaseIterable {
    /// The case's name, ASCII (`"move"`, `"makeClipping"`, `"undo"`).
    var name: String { get }
}

extension NamedCase {
    /// The case whose ``name`` is the UTF-8 `bytes`, or `nil` for any other bytes (compared byte
    /// for byte: no Unicode tables are needed). O(cases × name length).
    public init?(name bytes: some Collection<UInt8>) {
        guard let named = Self.allCases.first(where: { $0.name.utf8.elementsEqual(bytes) }) else { return nil }
        self = named
    }
}
