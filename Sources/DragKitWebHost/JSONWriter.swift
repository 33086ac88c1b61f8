/// A minimal JSON writer that appends UTF-8 bytes to a buffer.
///
/// Embedded Swift has no `Codable`, and the bridge only ever writes small, flat documents, so a
/// writer with explicit calls is both smaller and faster. The caller is responsible for
/// well-formedness (matching `begin`/`end` calls); a comma is inserted automatically between
/// values of one container.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// For each open container, whether it already holds a value.
    private var hasValue: [Bool] = []

    public init() {
        bytes.reserveCapacity(1024)
    }

    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        hasValue.removeAll(keepingCapacity: true)
    }

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); hasValue.append(false) }
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); _ = hasValue.popLast() }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); hasValue.append(false) }
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); _ = hasValue.popLast() }

    /// Writes `"name":`; the next value belongs to it.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if !hasValue.isEmpty { hasValue[hasValue.count - 1] = false }
    }

    public mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
            case 10: bytes.append(contentsOf: [92, 110])
            case 13: bytes.append(contentsOf: [92, 114])
            case 9: bytes.append(contentsOf: [92, 116])
            case 0..<32:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func staticString(_ value: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func integer(_ value: Int64) {
        separate()
        if value == 0 { bytes.append(UInt8(ascii: "0")); return }
        var magnitude = value.magnitude
        var digits: [UInt8] = []
        while magnitude > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: digits.reversed())
    }

    public mutating func integer(_ value: Int) { integer(Int64(value)) }
    public mutating func integer(_ value: UInt32) { integer(Int64(value)) }

    /// Writes a number with up to two decimals (enough for CSS pixels); non-finite values as 0.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { integer(0); return }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9.0e15 else { integer(0); return }
        let scaled = Int64(hundredths)
        let whole = scaled / 100
        let fraction = (scaled % 100).magnitude
        if scaled < 0 && whole == 0 { separate(); bytes.append(UInt8(ascii: "-")); bytes.append(UInt8(ascii: "0")) }
        else { integer(whole) }
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    public mutating func bool(_ value: Bool) {
        separate()
        if value { bytes.append(contentsOf: [116, 114, 117, 101]) } else { bytes.append(contentsOf: [102, 97, 108, 115, 101]) }
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: [110, 117, 108, 108])
    }

    /// The document as a string (for tests and native hosts).
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    private mutating func separate() {
        guard let last = hasValue.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) }
        hasValue[hasValue.count - 1] = true
    }
}
