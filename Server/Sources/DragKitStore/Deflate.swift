/// A zlib stream (RFC 1950) of one deflate block (RFC 1951) with the fixed Huffman codes and
/// LZ77 matches found through a hash of 3-byte prefixes: what ``PNGEncoder`` puts in `IDAT`.
///
/// Not the smallest possible stream (no dynamic Huffman tables), but a real, standard one that
/// every inflater reads; the flat areas and smooth gradients of the showcase's pictures shrink
/// to a few percent of their size once filtered. O(n · ``maximumChainLength``) time, O(n) memory.
enum Deflate {
    static let windowSize = 32_768
    static let maximumMatch = 258
    static let maximumChainLength = 16

    static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// `data` as a zlib stream: header `78 01`, one final fixed-Huffman block, Adler-32.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, count: 1)  // BFINAL
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        compress(data, into: &writer)
        writer.writeSymbol(256)
        writer.flush()
        let adler = Checksums.adler32(data)
        writer.bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    private static func compress(_ data: [UInt8], into writer: inout BitWriter) {
        let hashSize = 1 << 15
        var head = [Int](repeating: -1, count: hashSize)
        var previous = [Int](repeating: -1, count: data.count)
        func hash(_ at: Int) -> Int {
            (Int(data[at]) << 10 ^ Int(data[at + 1]) << 5 ^ Int(data[at + 2])) & (hashSize - 1)
        }
        func insert(_ at: Int) {
            guard at + 2 < data.count else { return }
            let key = hash(at)
            previous[at] = head[key]
            head[key] = at
        }
        var position = 0
        while position < data.count {
            var bestLength = 0, bestDistance = 0
            if position + 2 < data.count {
                var candidate = head[hash(position)]
                var chain = 0
                let limit = min(maximumMatch, data.count - position)
                while candidate >= 0, position - candidate <= windowSize, chain < maximumChainLength {
                    var length = 0
                    while length < limit, data[candidate + length] == data[position + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - candidate
                        if length == limit { break }
                    }
                    candidate = previous[candidate]
                    chain += 1
                }
            }
            if bestLength >= 3 {
                writer.writeLength(bestLength)
                writer.writeDistance(bestDistance)
                for offset in 0..<bestLength { insert(position + offset) }
                position += bestLength
            } else {
                writer.writeSymbol(Int(data[position]))
                insert(position)
                position += 1
            }
        }
    }

    /// Bits packed least significant first, as deflate stores them.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count = 0

        /// The low `count` bits of `value`, least significant first.
        mutating func write(_ value: Int, count bits: Int) {
            buffer |= UInt32(value) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code: most significant bit first.
        mutating func writeCode(_ code: Int, length: Int) {
            var reversed = 0
            for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// A literal/length symbol (0...287) in the fixed code.
        mutating func writeSymbol(_ symbol: Int) {
            switch symbol {
            case 0...143: writeCode(0x30 + symbol, length: 8)
            case 144...255: writeCode(0x190 + symbol - 144, length: 9)
            case 256...279: writeCode(symbol - 256, length: 7)
            default: writeCode(0xC0 + symbol - 280, length: 8)
            }
        }

        mutating func writeLength(_ length: Int) {
            var code = Deflate.lengthBases.count - 1
            while Deflate.lengthBases[code] > length { code -= 1 }
            writeSymbol(257 + code)
            write(length - Deflate.lengthBases[code], count: Deflate.lengthExtraBits[code])
        }

        mutating func writeDistance(_ distance: Int) {
            var code = Deflate.distanceBases.count - 1
            while Deflate.distanceBases[code] > distance { code -= 1 }
            writeCode(code, length: 5)
            write(distance - Deflate.distanceBases[code], count: Deflate.distanceExtraBits[code])
        }

        /// Pads the last byte with zero bits.
        mutating func flush() {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            buffer = 0
            count = 0
        }
    }
}
