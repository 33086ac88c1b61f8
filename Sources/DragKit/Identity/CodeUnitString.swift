/// A `String` kept in the engine's state (a container's label, a policy's field names) that
/// compares and hashes by its UTF-8 code units (``CodeUnits``), so the state's synthesised
/// `==` needs no Unicode normalisation: two spellings of a label are two states, which is what
/// a state machine's equality is for. The public properties stay `String`s. O(n) to compare.
struct CodeUnitString: Hashable, Sendable {
    var value: String

    init(_ value: String) {
        self.value = value
    }

    static func == (lhs: CodeUnitString, rhs: CodeUnitString) -> Bool {
        CodeUnits.equal(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        CodeUnits.hash(value, into: &hasher)
    }
}

/// A list of strings kept in the engine's state, compared and hashed element by element by
/// code units (``CodeUnitString``). O(total length) to compare.
struct CodeUnitStrings: Hashable, Sendable {
    var values: [String]

    init(_ values: [String] = []) {
        self.values = values
    }

    static func == (lhs: CodeUnitStrings, rhs: CodeUnitStrings) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        for index in lhs.values.indices where !CodeUnits.equal(lhs.values[index], rhs.values[index]) { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values.count)
        for value in values { CodeUnits.hash(value, into: &hasher) }
    }
}
