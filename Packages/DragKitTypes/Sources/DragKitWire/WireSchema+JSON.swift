// Reads an answer's bytes by the schema, as the page's generated decoder does, and writes it as
// JSON text: for native tests and hosts that look at what the wasm would hand the page (issue 36).

extension WireSchema {
    /// The answer in `bytes` as compact JSON (keys in schema order, numbers with at most two
    /// decimals), `[]` for no bytes, or nil when the bytes are not a whole answer of this schema.
    /// O(bytes).
    public func json(of bytes: [UInt8]) -> String? {
        if bytes.isEmpty { return "[]" }
        var reader = WireJSONReader(schema: self, bytes: bytes)
        guard let tag = reader.byte(), Int(tag) < answers.cases.count,
              let field = answers.cases[Int(tag)].carried.first,
              reader.value(field.type), reader.offset == bytes.count else { return nil }
        return reader.text
    }
}

/// A cursor over an answer's bytes that writes what it reads as JSON.
struct WireJSONReader {
    let schema: WireSchema
    let bytes: [UInt8]
    var offset = 0
    var text = ""

    init(schema: WireSchema, bytes: [UInt8]) {
        self.schema = schema
        self.bytes = bytes
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func word() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
        offset += 4
        return value
    }

    mutating func double() -> Double? {
        guard let low = word(), let high = word() else { return nil }
        return Double(bitPattern: UInt64(high) << 32 | UInt64(low))
    }

    mutating func number(_ value: Double) {
        guard value.isFinite else { text += "0"; return }
        let hundredths = (value * 100).rounded()
        if hundredths == (hundredths / 100).rounded() * 100, abs(hundredths) < 9e15 {
            text += String(Int64(hundredths / 100))
        } else {
            text += String(hundredths / 100)
        }
    }

    mutating func string() -> Bool {
        guard let count = word(), offset + Int(count) <= bytes.count else { return false }
        let value = String(decoding: bytes[offset..<offset + Int(count)], as: UTF8.self)
        offset += Int(count)
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 32:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
        return true
    }

    /// Reads one value of `type` and writes it; false when the bytes end or don't fit.
    mutating func value(_ type: WireType) -> Bool {
        switch type {
        case .int:
            guard let value = word() else { return false }
            text += String(Int32(bitPattern: value))
        case .id:
            guard let value = word() else { return false }
            text += String(value)
        case .double:
            guard let value = double() else { return false }
            number(value)
        case .bool:
            guard let value = byte(), value <= 1 else { return false }
            text += value == 1 ? "true" : "false"
        case .string:
            return string()
        case .bytes:
            guard let count = word() else { return false }
            return sequence(count: Int(count)) { reader in
                guard let value = reader.byte() else { return false }
                reader.text += String(value)
                return true
            }
        case .name(let table):
            guard let values = schema.names(table)?.values, let index = byte(), Int(index) < values.count else { return false }
            text += "\"" + values[Int(index)] + "\""
        case .rect:
            return sequence(count: 4) { $0.value(.double) }
        case .range:
            return sequence(count: 2) { $0.value(.int) }
        case .items:
            return value(.list(.id))
        case .list(let element):
            guard let count = word() else { return false }
            return sequence(count: Int(count)) { $0.value(element) }
        case .record(let name):
            guard let record = schema.record(name) else { return false }
            return self.record(record)
        case .union(let name):
            guard let union = schema.union(name), let tag = byte(), Int(tag) < union.cases.count else { return false }
            return record(union.cases[Int(tag)])
        case .optional(let wrapped, _):
            guard let present = byte(), present <= 1 else { return false }
            if present == 1 { return value(wrapped) }
            text += "null"
        case .constant(let literal):
            text += literal.hasPrefix("'") ? "\"" + literal.dropFirst().dropLast() + "\"" : literal
        }
        return true
    }

    mutating func sequence(count: Int, _ element: (inout WireJSONReader) -> Bool) -> Bool {
        guard count <= bytes.count - offset + 1 else { return false }  // a count no bytes could hold
        text += "["
        for index in 0..<count {
            if index > 0 { text += "," }
            guard element(&self) else { return false }
        }
        text += "]"
        return true
    }

    mutating func record(_ record: WireRecord) -> Bool {
        if record.isTuple {
            text += "["
            for (index, field) in record.fields.enumerated() {
                if index > 0 { text += "," }
                guard value(field.type) else { return false }
            }
            text += "]"
            return true
        }
        text += "{"
        var first = true
        for field in record.fields {
            if case .optional(let wrapped, .omitted) = field.type {
                guard let present = byte(), present <= 1 else { return false }
                guard present == 1 else { continue }
                key(field.key, &first)
                guard value(wrapped) else { return false }
                continue
            }
            key(field.key, &first)
            guard value(field.type) else { return false }
        }
        text += "}"
        return true
    }

    mutating func key(_ name: String, _ first: inout Bool) {
        if !first { text += "," }
        first = false
        text += "\"" + name + "\":"
    }
}
