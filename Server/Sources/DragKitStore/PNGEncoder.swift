/// Encodes a ``RasterImage`` as a PNG file (ISO 15948): signature, `IHDR` (8-bit RGB),
/// one `IDAT` of the rows with the Sub filter compressed by ``Deflate``, `IEND`; every
/// chunk with its CRC-32. O(width·height).
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(_ image: RasterImage) -> [UInt8] {
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
        let stride = image.width * 3
        var filtered = [UInt8]()
        filtered.reserveCapacity((stride + 1) * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<image.height {
                filtered.append(1)  // Sub: each byte minus the same channel of the pixel to its left
                let start = row * stride
                for column in 0..<stride {
                    let left = column >= 3 ? pixels[start + column - 3] : 0
                    filtered.append(pixels[start + column] &- left)
                }
            }
        }
        return signature + chunk("IHDR", header) + chunk("IDAT", Deflate.zlib(filtered)) + chunk("IEND", [])
    }

    /// Length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let crc = Checksums.crc32(data, continuing: Checksums.crc32(typeBytes))
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
