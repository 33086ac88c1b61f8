// The language of the calls into the engine (issue 36: events in, from the same contract as the
// answers out). A call is one WebAssembly export: numbers travel as its arguments, strings as
// UTF-8 in the engine's scratch buffer (the export takes their byte lengths), id and number lists
// in its numbers buffer (the export takes the count). `HostCalls.swift` states the calls;
// `dragkit-generate` writes from it the exports the wasm compiles, the `HostCalls` protocol the
// web host conforms to (so a call the host does not take fails its native build) and the page's
// typed methods (`dragkit-calls.js`), so that no part of the page names an export.

/// How one argument of a call travels.
public enum WireArgument: Sendable, Equatable {
    /// An unsigned 32-bit integer: an id, a bit set, a colour. Swift `UInt32`.
    case id
    /// A signed 32-bit integer: an index, an offset, a count. Swift `Int32`.
    case int
    /// A 64-bit float: coordinates, times in milliseconds, byte counts, fractions.
    case double
    /// 0 or 1 as a u32; the page passes a boolean. Swift `Bool`.
    case bool
    /// UTF-8 in the scratch buffer, after the call's earlier strings; the export takes its byte
    /// length. Swift `String` (any bytes the page leaves there read as what exists, never a trap).
    case string
    /// As `string`, or absent: the page passes `null`/`undefined`, the export takes -1. Swift
    /// `String?`.
    case optionalString
    /// Item ids as float64s in the numbers buffer; the export takes the count. Swift `[UInt32]`
    /// (values that are not ids are skipped). At most one list per call.
    case ids
    /// Float64s in the numbers buffer; the export takes the count. Swift `[Double]`.
    case numbers
}

/// One parameter: written as in a Swift declaration, `"name"`, `"label name"` or `"_ name"`.
public struct WireParameter: Sendable {
    /// The Swift argument label (nil: none).
    public var label: String?
    /// The parameter's name, in Swift and in the page's method.
    public var name: String
    public var type: WireArgument

    public init(_ declaration: String, _ type: WireArgument) {
        let words = declaration.split(separator: " ").map(String.init)
        if words.count == 2 {
            label = words[0] == "_" ? nil : words[0]
            name = words[1]
        } else {
            label = declaration
            name = declaration
        }
        self.type = type
    }
}

/// What a call returns (besides any answer it leaves in the output).
public enum WireResult: Sendable, Equatable {
    case none
    /// A status: 0, or an error code with a `refusal` answer in the output.
    case int
    case double
}

/// One call into the engine: the export `dk_<name>`, the page's method (`name` in camel case) and
/// the web host's method it forwards to.
public struct WireCall: Sendable {
    /// `container_frame`: the export is `dk_container_frame`, the page's method `containerFrame`.
    public var name: String
    /// The web host's method, with the parameters' labels.
    public var method: String
    public var parameters: [WireParameter]
    public var result: WireResult
    /// Only in the full engine (text views), not in the items-only build.
    public var textOnly: Bool
    /// One line for the doc comments of the generated export and method.
    public var summary: String

    /// A call without arguments.
    public init(_ name: String, _ method: String, returns result: WireResult = .none, _ summary: String) {
        self.init(name, method, [], returns: result, summary)
    }

    public init(
        _ name: String, _ method: String, _ parameters: [WireParameter], returns result: WireResult = .none,
        textOnly: Bool = false, _ summary: String
    ) {
        self.name = name
        self.method = method
        self.parameters = parameters
        self.result = result
        self.textOnly = textOnly
        self.summary = summary
    }

    /// `dk_container_frame`.
    public var export: String { "dk_" + name }

    /// `containerFrame`.
    public var methodName: String {
        var result = ""
        var upper = false
        for character in name {
            if character == "_" { upper = true; continue }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result
    }
}
