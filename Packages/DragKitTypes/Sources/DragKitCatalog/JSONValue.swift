import DragKitTypes

/// A JSON document as read by ``JSONReader``: what a catalogue is made of.
///
/// Numbers are whole (`Int64`): a catalogue only counts bytes and points, and Embedded Swift
/// has no floating-point parser to lean on. Objects keep their members in document order.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The name of the value's kind, for messages ("a string", "an object").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .integer: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
