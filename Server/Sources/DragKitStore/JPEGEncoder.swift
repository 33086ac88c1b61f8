import Foundation

/// Encodes a ``RasterImage`` as a baseline JPEG (ITU T.81, JFIF): YCbCr without chroma
/// subsampling, 8×8 forward DCT, the standard quantisation tables scaled to ``quality``, and
/// the standard Huffman tables of Annex K.3. O(width·height).
enum JPEGEncoder {
    /// Quality as libjpeg counts it (1...100).
    static let quality = 90

    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]
    static let luminanceBase: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    static let chrominanceBase: [Int] = [
        17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
    ] + [Int](repeating: 99, count: 32)

    /// A Huffman table as a JPEG `DHT` segment states it: code counts per length 1...16, values.
    struct HuffmanSpec {
        let counts: [UInt8]
        let values: [UInt8]

        /// Code and length of each value (canonical codes, T.81 Annex C).
        var codes: [Int: (code: Int, length: Int)] {
            var result: [Int: (code: Int, length: Int)] = [:]
            var code = 0, index = 0
            for (offset, count) in counts.enumerated() {
                for _ in 0..<Int(count) {
                    result[Int(values[index])] = (code, offset + 1)
                    code += 1
                    index += 1
                }
                code <<= 1
            }
            return result
        }
    }

    static let dcLuminance = HuffmanSpec(counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], values: Array(0...11))
    static let dcChrominance = HuffmanSpec(counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], values: Array(0...11))
    static let acLuminance = HuffmanSpec(
        counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D],
        values: [
            0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
            0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0,
            0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
            0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
            0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
            0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
            0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
            0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5,
            0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
            0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
            0xF9, 0xFA,
        ]
    )
    static let acChrominance = HuffmanSpec(
        counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
        values: [
            0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
            0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0,
            0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
            0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
            0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
            0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
            0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
            0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
            0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
            0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
            0xF9, 0xFA,
        ]
    )

    /// `base` scaled to ``quality`` as libjpeg does, each entry in 1...255 (natural order).
    static func scaled(_ base: [Int]) -> [Int] {
        let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
        return base.map { max(1, min(255, ($0 * scale + 50) / 100)) }
    }

    /// cos((2x+1)uπ/16) · C(u) / 2 for x, u in 0..<8: one dimension of the DCT.
    static let cosines: [Double] = (0..<64).map { index in
        let x = Double(index / 8), u = Double(index % 8)
        let c = index % 8 == 0 ? 1 / 2.0.squareRoot() : 1
        return c / 2 * cos((2 * x + 1) * u * Double.pi / 16)
    }

    static func encode(_ image: RasterImage) -> [UInt8] {
        let luminanceTable = scaled(luminanceBase)
        let chrominanceTable = scaled(chrominanceBase)
        var out: [UInt8] = [0xFF, 0xD8]
        // APP0 JFIF 1.01, no density, no thumbnail.
        out += [0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        for (id, table) in [(0, luminanceTable), (1, chrominanceTable)] {
            out += [0xFF, 0xDB, 0, 67, UInt8(id)]
            out += zigzag.map { UInt8(table[$0]) }
        }
        // SOF0: baseline, 8-bit, three components, no subsampling.
        out += [0xFF, 0xC0, 0, 17, 8, UInt8(image.height >> 8), UInt8(image.height & 0xFF), UInt8(image.width >> 8), UInt8(image.width & 0xFF), 3]
        out += [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        let specs: [(UInt8, HuffmanSpec)] = [(0x00, dcLuminance), (0x10, acLuminance), (0x01, dcChrominance), (0x11, acChrominance)]
        let length = 2 + specs.reduce(0) { $0 + 17 + $1.1.values.count }
        out += [0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF)]
        for (classAndID, spec) in specs { out += [classAndID] + spec.counts + spec.values }
        out += [0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]
        out += entropyCoded(image, tables: [luminanceTable, chrominanceTable, chrominanceTable])
        out += [0xFF, 0xD9]
        return out
    }

    /// The scan's entropy-coded data, byte-stuffed, padded with 1 bits.
    private static func entropyCoded(_ image: RasterImage, tables: [[Int]]) -> [UInt8] {
        let dcCodes = [dcLuminance.codes, dcChrominance.codes, dcChrominance.codes]
        let acCodes = [acLuminance.codes, acChrominance.codes, acChrominance.codes]
        var writer = JPEGBitWriter()
        var predictions = [0, 0, 0]
        var block = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
        for blockY in stride(from: 0, to: image.height, by: 8) {
            for blockX in stride(from: 0, to: image.width, by: 8) {
                for index in 0..<64 {
                    // Edge blocks repeat the last row and column.
                    let x = min(blockX + index % 8, image.width - 1), y = min(blockY + index / 8, image.height - 1)
                    let color = image.color(x: x, y: y)
                    let r = Double(color.red), g = Double(color.green), b = Double(color.blue)
                    block[0][index] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                    block[1][index] = -0.168736 * r - 0.331264 * g + 0.5 * b
                    block[2][index] = 0.5 * r - 0.418688 * g - 0.081312 * b
                }
                for component in 0..<3 {
                    let coefficients = quantised(transform(block[component]), table: tables[component])
                    let difference = coefficients[0] - predictions[component]
                    predictions[component] = coefficients[0]
                    writer.writeValue(difference, codes: dcCodes[component], run: 0, isDC: true)
                    var run = 0
                    for position in 1..<64 {
                        let value = coefficients[zigzag[position]]
                        if value == 0 {
                            run += 1
                            continue
                        }
                        while run > 15 {
                            writer.writeSymbol(0xF0, codes: acCodes[component])
                            run -= 16
                        }
                        writer.writeValue(value, codes: acCodes[component], run: run, isDC: false)
                        run = 0
                    }
                    if run > 0 { writer.writeSymbol(0x00, codes: acCodes[component]) }
                }
            }
        }
        writer.flush()
        return writer.bytes
    }

    /// The 2-D DCT-II of an 8×8 block (natural order), separably. O(8³).
    static func transform(_ samples: [Double]) -> [Double] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += samples[y * 8 + x] * cosines[x * 8 + u] }
                rows[y * 8 + u] = sum
            }
        }
        var result = [Double](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[y * 8 + v] }
                result[v * 8 + u] = sum
            }
        }
        return result
    }

    static func quantised(_ coefficients: [Double], table: [Int]) -> [Int] {
        (0..<64).map { Int((coefficients[$0] / Double(table[$0])).rounded()) }
    }

    /// Bits packed most significant first, with `FF 00` stuffing.
    struct JPEGBitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count = 0

        mutating func write(_ value: Int, count bits: Int) {
            guard bits > 0 else { return }
            buffer = buffer << UInt32(bits) | UInt32(value & ((1 << bits) - 1))
            count += bits
            while count >= 8 {
                let byte = UInt8((buffer >> UInt32(count - 8)) & 0xFF)
                bytes.append(byte)
                if byte == 0xFF { bytes.append(0) }
                count -= 8
            }
            buffer &= (1 << UInt32(count)) &- 1
        }

        mutating func writeSymbol(_ symbol: Int, codes: [Int: (code: Int, length: Int)]) {
            // The standard tables code every symbol a baseline scan can need.
            guard let entry = codes[symbol] else { return }
            write(entry.code, count: entry.length)
        }

        /// A coefficient: its category symbol (with the zero run for AC), then its bits.
        mutating func writeValue(_ value: Int, codes: [Int: (code: Int, length: Int)], run: Int, isDC: Bool) {
            var magnitude = abs(value), category = 0
            while magnitude > 0 { category += 1; magnitude >>= 1 }
            writeSymbol(isDC ? category : run << 4 | category, codes: codes)
            write(value < 0 ? value + (1 << category) - 1 : value, count: category)
        }

        mutating func flush() {
            if count > 0 { write((1 << (8 - count)) - 1, count: 8 - count) }
        }
    }
}
