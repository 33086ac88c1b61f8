/// CRC-32, the hash an imported image's stand-in hue is taken from.
enum Checksums {
    /// The CRC-32 table (polynomial 0xEDB88320, as PNG and zlib use).
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// CRC-32 of `bytes` (ISO 3309, PNG chunks), continuing from `crc` (0 to start). O(n).
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        var value = ~crc
        for byte in bytes { value = crcTable[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }
}
