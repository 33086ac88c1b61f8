import DragKit

/// The web host's output: the answer of the last call as little-endian records (issue 36).
///
/// The records' layout is the host contract's (`Packages/DragKitTypes/Sources/DragKitWire/
/// HostContract.swift`); `Wire+Generated.swift` holds the typed `put`s and answers generated from
/// it, and the page reads the bytes with the decoder generated from the same schema
/// (`Web/dragkit/dragkit-wire.js`). This type has only the primitives: a value is its bytes,
/// with no names, separators or escaping, so writing costs O(bytes) and nothing else.
public struct WireWriter: Sendable {
    /// The bytes written since the last ``reset()``.
    public private(set) var bytes: [UInt8] = []

    public init() {
        bytes.reserveCapacity(1024)
    }

    /// Empties the output (keeping its storage). O(1).
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// One byte.
    public mutating func put(_ value: UInt8) { bytes.append(value) }

    /// One byte, 0 or 1.
    public mutating func put(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Four bytes, little-endian.
    public mutating func put(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    /// A signed 32-bit integer (clamped), four bytes little-endian.
    public mutating func put(_ value: Int) {
        put(UInt32(bitPattern: Int32(clamping: value)))
    }

    /// An IEEE 754 double, eight bytes little-endian.
    public mutating func put(_ value: Double) {
        let bits = value.bitPattern
        put(UInt32(truncatingIfNeeded: bits))
        put(UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// The UTF-8 byte count (u32), then the bytes.
    public mutating func put(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            put(UInt32(truncatingIfNeeded: utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// The byte count (u32), then the bytes as they are (a `bytes` field: an ``Utterance``).
    public mutating func put(_ value: [UInt8]) {
        put(UInt32(truncatingIfNeeded: value.count))
        bytes.append(contentsOf: value)
    }

    /// `x, y, width, height` as doubles.
    public mutating func put(_ rect: Rect) {
        put(rect.minX); put(rect.minY); put(rect.width); put(rect.height)
    }

    /// `lower, upper` character offsets.
    public mutating func put(_ range: TextRange) {
        put(range.lowerBound); put(range.upperBound)
    }

    /// Item ids: their count, then each.
    public mutating func put(_ items: [ItemID]) {
        count(items.count)
        for item in items { put(item.rawValue) }
    }

    /// A list's length (u32), before its values.
    public mutating func count(_ count: Int) {
        put(UInt32(truncatingIfNeeded: count))
    }
}
