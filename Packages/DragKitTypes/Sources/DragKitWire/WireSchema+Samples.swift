// Seeded random answers of the schema (issue 36): every case of every union, with values that
// reach the edges of each type (empty and long lists, absent and present optionals, strings
// with quotes, line breaks, control characters and characters of several scalars). The web
// package's test reads each with the generated JavaScript decoder and compares it with what
// `json(of:)` reads, so the two sides generated from one schema are checked against each other.

extension WireSchema {
    /// `count` answers or more (at least one per case of every union), each as its bytes and
    /// the JSON `json(of:)` reads from them (nil if it refused them: a defect of the reader or of
    /// this writer), drawn from `seed`. Doubles are quarters, so the JSON's two decimals hold
    /// them exactly. O(count).
    public func samples(count: Int, seed: UInt64) -> [(bytes: [UInt8], json: String?)] {
        var writer = WireSampleWriter(schema: self, seed: seed)
        var result: [(bytes: [UInt8], json: String?)] = []
        // Every case of every union, each in an answer of its own that holds it first.
        for (tag, answer) in answers.cases.enumerated() {
            guard let field = answer.carried.first else { continue }
            let forced = writer.unionsIn(field.type)
            for union in forced {
                for index in union.cases.indices {
                    writer.force = (union.name, index)
                    writer.begin(tag)
                    writer.value(field.type)
                    result.append((writer.bytes, json(of: writer.bytes)))
                }
            }
            writer.force = nil
        }
        while result.count < count {
            let tag = writer.random(answers.cases.count)
            guard let field = answers.cases[tag].carried.first else { continue }
            writer.begin(tag)
            writer.value(field.type)
            result.append((writer.bytes, json(of: writer.bytes)))
        }
        return result
    }
}

/// Writes random values of a schema's types (SplitMix64, so a seed always gives the same bytes).
struct WireSampleWriter {
    let schema: WireSchema
    var state: UInt64
    var bytes: [UInt8] = []
    /// A union case every value of that union takes until cleared (to reach each case).
    var force: (union: String, index: Int)?

    init(schema: WireSchema, seed: UInt64) {
        self.schema = schema
        self.state = seed
    }

    static let strings = [
        "", "Milk", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "\u{1}control",
        "é", "👩‍👩‍👧", "🇯🇵", "이동", "移動を取り消す", "public.plain-text",
    ]

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func random(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func begin(_ tag: Int) {
        bytes = [UInt8(tag)]
    }

    mutating func word(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func double() {
        let value = Double(Int(truncatingIfNeeded: next() % 4_000_001) - 2_000_000) / 4
        let bits = value.bitPattern
        word(UInt32(truncatingIfNeeded: bits))
        word(UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// The unions a value of `type` holds, nearest first.
    func unionsIn(_ type: WireType) -> [WireUnion] {
        switch type {
        case .list(let element), .optional(let element, _): return unionsIn(element)
        case .union(let name):
            guard let union = schema.union(name) else { return [] }
            return [union] + union.cases.flatMap { $0.carried.flatMap { unionsIn($0.type) } }
        case .record(let name):
            return schema.record(name)?.carried.flatMap { unionsIn($0.type) } ?? []
        default: return []
        }
    }

    mutating func value(_ type: WireType) {
        switch type {
        case .int: word(UInt32(bitPattern: Int32(truncatingIfNeeded: random(2_000_001) - 1_000_000)))
        case .id: word(random(4) == 0 ? UInt32.max : UInt32(truncatingIfNeeded: next()))
        case .double: double()
        case .bool: bytes.append(UInt8(random(2)))
        case .string:
            let text = Self.strings[random(Self.strings.count)]
            word(UInt32(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        case .bytes:
            let count = random(9)
            word(UInt32(count))
            for _ in 0..<count { bytes.append(UInt8(random(256))) }
        case .name(let table): bytes.append(UInt8(random(schema.names(table)?.values.count ?? 1)))
        case .rect: for _ in 0..<4 { double() }
        case .range: for _ in 0..<2 { value(.int) }
        case .items: value(.list(.id))
        case .list(let element):
            let count = force == nil ? random(4) : 1 + random(3)  // a forced case is always there
            word(UInt32(count))
            for _ in 0..<count { value(element) }
        case .record(let name):
            if let record = schema.record(name) { fields(of: record) }
        case .union(let name):
            guard let union = schema.union(name) else { return }
            var index = random(union.cases.count)
            if let force {
                if force.union == name {
                    index = force.index
                } else {
                    // On the way to a forced union inside: a case that holds it.
                    let holding = union.cases.indices.filter { union.cases[$0].carried.contains { unionsIn($0.type).contains { $0.name == force.union } } }
                    if !holding.isEmpty { index = holding[random(holding.count)] }
                }
            }
            bytes.append(UInt8(index))
            fields(of: union.cases[index])
        case .optional(let wrapped, _):
            let present = random(2) == 1
            bytes.append(present ? 1 : 0)
            if present { value(wrapped) }
        case .constant:
            break
        }
    }

    mutating func fields(of record: WireRecord) {
        for field in record.fields { value(field.type) }
    }
}
