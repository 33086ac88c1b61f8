// The language of the host contract's schema (issue 36): what a record on the wire is made of.
// `HostContract` states the contract in it; `dragkit-generate` writes from it the Swift encoder
// the web host compiles into the wasm, the JavaScript decoder the web package loads and the
// action types of `dragkit.d.ts`. Nothing here is compiled into the wasm.

/// How one value travels: little-endian fields, no padding, no names (the schema has them).
public indirect enum WireType: Sendable, Equatable {
    /// A signed 32-bit integer (indices, offsets, counts). Swift `Int`, clamped.
    case int
    /// An unsigned 32-bit integer: an engine id (pointer, container, item, transfer, task) or a
    /// colour. Swift `UInt32`.
    case id
    /// A 64-bit float: coordinates, fractions, times in milliseconds, byte counts.
    case double
    /// One byte, 0 or 1.
    case bool
    /// A byte count (u32) and that many bytes of UTF-8.
    case string
    /// A byte count (u32) and that many bytes, passed through unread: an announcement's
    /// ``Utterance`` for the words module (issue 36). Swift `[UInt8]`; JavaScript an array of
    /// numbers (a copy: the wasm's output buffer is reused by the next call).
    case bytes
    /// One byte: the index of a value in the named table of ``WireSchema/names``.
    case name(String)
    /// Four doubles, `[x, y, width, height]` in JavaScript.
    case rect
    /// Two signed 32-bit integers, `[lower, upper]` in JavaScript.
    case range
    /// The engine's item ids: a count (u32) and that many u32.
    case items
    /// A count (u32) and that many values.
    case list(WireType)
    /// A record of ``WireSchema/records`` by name, inline.
    case record(String)
    /// One byte naming a case of the union ``WireSchema/unions`` by name, then that case's record.
    case union(String)
    /// One byte, 0 or 1, then the value when 1. Absent, the key is `null` or left out.
    case optional(WireType, absent: Absence)
    /// Nothing on the wire: the decoder writes `value` (a JSON literal) under the key.
    case constant(String)

    /// What an absent optional value becomes in JavaScript.
    public enum Absence: Sendable, Equatable {
        /// The key is there, with `null`.
        case null
        /// The key is left out.
        case omitted
    }
}

/// One field of a record: the key JavaScript reads it under (also the Swift label) and its type.
public struct WireField: Sendable {
    public var key: String
    public var type: WireType

    public init(_ key: String, _ type: WireType) {
        self.key = key
        self.type = type
    }

    /// A constant field: `"key": "value"` in JavaScript, nothing on the wire.
    public static func constant(_ key: String, _ value: String) -> WireField {
        WireField(key, .constant("'\(value)'"))
    }

    /// A constant `null` field.
    public static func null(_ key: String) -> WireField {
        WireField(key, .constant("null"))
    }
}

/// A record: its fields in wire order, decoded as an object (keys) or an array (a tuple).
public struct WireRecord: Sendable {
    /// Its Swift name: the case of a union, or the type `Wire<Name>` of a free record.
    public var name: String
    public var fields: [WireField]
    /// Decoded as an array of its fields' values rather than an object.
    public var isTuple: Bool

    public init(_ name: String, tuple: Bool = false, _ fields: [WireField]) {
        self.name = name
        self.fields = fields
        self.isTuple = tuple
    }

    /// The fields that travel (constants don't).
    public var carried: [WireField] {
        fields.filter { if case .constant = $0.type { return false } else { return true } }
    }
}

/// A closed set of records, told apart by one tag byte (a case's index).
public struct WireUnion: Sendable {
    public var name: String
    public var cases: [WireRecord]

    public init(_ name: String, _ cases: [WireRecord]) {
        self.name = name
        self.cases = cases
    }
}

/// A table of names a one-byte field stands for.
public struct WireNames: Sendable {
    public var name: String
    /// The JavaScript strings, in index order.
    public var values: [String]

    public init(_ name: String, _ values: [String]) {
        self.name = name
        self.values = values
    }

    /// `not-allowed` → `notAllowed`: the Swift case for a value.
    public static func swiftCase(_ value: String) -> String {
        var result = ""
        var upper = false
        for character in value {
            if character == "-" || character == "_" { upper = true; continue }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result
    }
}

/// The whole contract: name tables, free records, unions, and the answers a call leaves (the
/// output starts with the answer's tag byte, so a reader needs no other context).
public struct WireSchema: Sendable {
    public var names: [WireNames]
    public var records: [WireRecord]
    public var unions: [WireUnion]
    /// What a call leaves in the output: one case per kind of answer.
    public var answers: WireUnion

    public func names(_ name: String) -> WireNames? { names.first { $0.name == name } }
    public func record(_ name: String) -> WireRecord? { records.first { $0.name == name } }
    public func union(_ name: String) -> WireUnion? { unions.first { $0.name == name } }
}
