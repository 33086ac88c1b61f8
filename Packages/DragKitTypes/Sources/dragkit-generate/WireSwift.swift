// Writes the Swift side of the host contract: the types the web host builds its answers from and
// the encoder that puts them into its output as little-endian records (issue 36).
import DragKitWire

extension WireSchema {
    /// `run` → `WireRun`: the Swift (and TypeScript) name of a record, union or name table.
    static func typeName(_ name: String) -> String {
        "Wire" + name.prefix(1).uppercased() + name.dropFirst()
    }

    func swiftType(_ type: WireType) -> String {
        switch type {
        case .int: return "Int"
        case .id: return "UInt32"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .bytes: return "[UInt8]"
        case .name(let table): return Self.typeName(table)
        case .rect: return "Rect"
        case .range: return "TextRange"
        case .items: return "[ItemID]"
        case .list(let element): return "[\(swiftType(element))]"
        case .record(let name), .union(let name): return Self.typeName(name)
        case .optional(let wrapped, _): return swiftType(wrapped) + "?"
        case .constant: return "Never"
        }
    }

    /// The statements that put `value` (a Swift expression of `type`) into `self`.
    func swiftPut(_ value: String, _ type: WireType, indent: String) -> [String] {
        switch type {
        case .constant: return []
        case .name: return [indent + "put(\(value).rawValue)"]
        case .list(let element):
            return [indent + "count(\(value).count)", indent + "for element in \(value) {"]
                + swiftPut("element", element, indent: indent + "    ") + [indent + "}"]
        case .optional(let wrapped, _):
            return [indent + "if let value = \(value) {", indent + "    put(true)"]
                + swiftPut("value", wrapped, indent: indent + "    ")
                + [indent + "} else {", indent + "    put(false)", indent + "}"]
        default: return [indent + "put(\(value))"]
        }
    }

    func swiftNames(_ table: WireNames) -> [String] {
        ["/// `\(table.name)`: one byte on the wire, the index of its JavaScript string.",
         "public enum \(Self.typeName(table.name)): UInt8, Sendable {"]
            + table.values.map { "    /// `'\($0)'`\n    case \(WireNames.swiftCase($0))" }
            + ["}", ""]
    }

    func swiftRecord(_ record: WireRecord) -> [String] {
        let name = Self.typeName(record.name)
        let fields = record.carried
        var lines = ["public struct \(name): Sendable {"]
        lines += fields.map { "    public var \($0.key): \(swiftType($0.type))" }
        let parameters = fields.map { "\($0.key): \(swiftType($0.type))" }.joined(separator: ", ")
        lines += ["", "    public init(\(parameters)) {"]
        lines += fields.map { "        self.\($0.key) = \($0.key)" }
        lines += ["    }", "}", "", "extension WireWriter {",
                  "    /// Puts a `\(record.name)` record: its fields in order, nothing else.",
                  "    public mutating func put(_ record: \(name)) {"]
        for field in fields { lines += swiftPut("record.\(field.key)", field.type, indent: "        ") }
        lines += ["    }", "}", ""]
        return lines
    }

    /// `put` + `Action` + `Mark`: the writer of one case of a union.
    static func caseWriter(_ union: WireUnion, _ record: WireRecord) -> String {
        "put" + union.name.prefix(1).uppercased() + union.name.dropFirst() + record.name.prefix(1).uppercased() + record.name.dropFirst()
    }

    func swiftUnion(_ union: WireUnion) -> [String] {
        let name = Self.typeName(union.name)
        var lines = ["public enum \(name): Sendable {"]
        for record in union.cases {
            let fields = record.carried
            let payload = fields.isEmpty ? "" : "(" + fields.map { "\($0.key): \(swiftType($0.type))" }.joined(separator: ", ") + ")"
            lines.append("    case \(record.name)\(payload)")
        }
        lines += ["}", "", "extension WireWriter {"]
        // One writer per case, straight from its fields: a host writes a case without making
        // the union's value first (the wasm's action encoder does, for size).
        for (tag, record) in union.cases.enumerated() {
            let fields = record.carried
            let parameters = fields.map { "\($0.key): \(swiftType($0.type))" }.joined(separator: ", ")
            lines += ["    /// Puts the `\(record.name)` case of `\(union.name)`: its tag byte, then its fields.",
                      "    public mutating func \(Self.caseWriter(union, record))(\(parameters)) {",
                      "        put(UInt8(\(tag)))"]
            for field in fields { lines += swiftPut(field.key, field.type, indent: "        ") }
            lines += ["    }", ""]
        }
        lines += ["    /// Puts a `\(union.name)`: its case's tag byte, then the case's fields.",
                  "    public mutating func put(_ value: \(name)) {", "        switch value {"]
        for record in union.cases {
            let fields = record.carried
            let bindings = fields.isEmpty ? "" : "(" + fields.map { "let \($0.key)" }.joined(separator: ", ") + ")"
            let arguments = fields.map { "\($0.key): \($0.key)" }.joined(separator: ", ")
            lines.append("        case .\(record.name)\(bindings):")
            lines.append("            \(Self.caseWriter(union, record))(\(arguments))")
        }
        lines += ["        }", "    }", "}", ""]
        return lines
    }

    func swiftAnswers() -> [String] {
        var lines = ["extension WireWriter {"]
        for (tag, record) in answers.cases.enumerated() {
            guard let field = record.carried.first else { continue }
            let title = record.name.prefix(1).uppercased() + record.name.dropFirst()
            if case .list(let element) = field.type {
                lines += ["    /// Starts the output afresh as a `\(record.name)` answer of `count` values; put each next.",
                          "    public mutating func begin\(title)(count: Int) {",
                          "        reset()", "        put(UInt8(\(tag)))", "        self.count(count)", "    }", "",
                          "    /// The output afresh as the `\(record.name)` answer `values`.",
                          "    public mutating func answer\(title)(_ values: [\(swiftType(element))]) {",
                          "        begin\(title)(count: values.count)",
                          "        for value in values { put(value) }", "    }", ""]
            } else {
                lines += ["    /// The output afresh as the `\(record.name)` answer `value`.",
                          "    public mutating func answer\(title)(_ value: \(swiftType(field.type))) {",
                          "        reset()", "        put(UInt8(\(tag)))", "        put(value)", "    }", ""]
            }
        }
        lines += ["}", ""]
        return lines
    }

    /// The whole Swift file.
    func swiftSource() -> String {
        var lines = [
            "// Generated by Scripts/generate.sh from Packages/DragKitTypes/Sources/DragKitWire/HostContract.swift:",
            "// do not edit. The web host's answers and actions as the records the page's decoder",
            "// (Web/dragkit/dragkit-wire.js, generated from the same schema) reads.",
            "import DragKit",
            "",
        ]
        for table in names { lines += swiftNames(table) }
        for record in records { lines += swiftRecord(record) }
        for union in unions { lines += swiftUnion(union) }
        lines += swiftAnswers()
        return lines.joined(separator: "\n")
    }
}
