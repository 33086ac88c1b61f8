import Testing

@testable import DragKitStore

/// Big-endian 32-bit integer at `offset`.
func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
}

/// The chunks of a PNG file as (type, data, stored CRC); fails the test on a broken layout.
func pngChunks(_ bytes: [UInt8]) -> [(String, [UInt8], UInt32)] {
    var chunks: [(String, [UInt8], UInt32)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bigEndian32(bytes, offset)
        guard offset + 12 + length <= bytes.count else { break }
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
        let crc = UInt32(bigEndian32(bytes, offset + 8 + length))
        chunks.append((type, data, crc))
        offset += 12 + length
    }
    #expect(offset == bytes.count, "the chunks fill the file exactly")
    return chunks
}

/// The JPEG markers in order (segments skipped by their lengths, the scan by its stuffing).
func jpegMarkers(_ bytes: [UInt8]) -> [(UInt8, [UInt8])] {
    var markers: [(UInt8, [UInt8])] = []
    var offset = 0
    while offset + 1 < bytes.count {
        guard bytes[offset] == 0xFF else { break }
        let marker = bytes[offset + 1]
        if marker == 0xD8 || marker == 0xD9 {
            markers.append((marker, []))
            offset += 2
            continue
        }
        let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        markers.append((marker, Array(bytes[(offset + 4)..<min(bytes.count, offset + 2 + length)])))
        offset += 2 + length
        if marker == 0xDA {
            // Entropy-coded data: runs to the next marker that is not a stuffed FF 00.
            while offset + 1 < bytes.count, !(bytes[offset] == 0xFF && bytes[offset + 1] != 0) { offset += 1 }
        }
    }
    return markers
}

@Suite("Image encodings (S12, P1)")
struct ImageEncodingTests {
    @Test("S12: checksums match their published check values")
    func checksums() {
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test("S12, P1: a photo's PNG is a real PNG: signature, IHDR with its size, valid CRCs, zlib IDAT, IEND")
    func photoPNG() async throws {
        try await withTemporaryStore { store, _ in
            let png = try await store.representation(ofItem: "photos-library-2", type: "public.png")
            #expect(png.contentType == "image/png")
            #expect(Array(png.body.prefix(8)) == PNGEncoder.signature)
            let chunks = pngChunks(png.body)
            #expect(chunks.map(\.0) == ["IHDR", "IDAT", "IEND"])
            for (type, data, crc) in chunks {
                #expect(Checksums.crc32(data, continuing: Checksums.crc32(Array(type.utf8))) == crc, "CRC of \(type)")
            }
            let header = chunks[0].1
            // Poppies is 3024 × 4032: portrait, drawn 640 wide.
            #expect(bigEndian32(header, 0) == 640 && bigEndian32(header, 4) == 853)
            #expect(Array(header[8...]) == [8, 2, 0, 0, 0])
            let idat = chunks[1].1
            #expect(idat[0] == 0x78 && (Int(idat[0]) << 8 | Int(idat[1])) % 31 == 0, "a zlib header")
            // A smooth picture compresses: far below its 640 × 853 × 3 raw bytes.
            #expect(png.body.count < 640 * 853 * 3 / 4)
            let jpeg = try await store.representation(ofItem: "charts-gallery-1", type: "public.png")
            #expect(bigEndian32(pngChunks(jpeg.body)[0].1, 0) == 320)
        }
    }

    @Test("S12, P1: a photo's JPEG is a real baseline JPEG: SOI, JFIF, DQT, SOF0 with its size, DHT, SOS, EOI")
    func photoJPEG() async throws {
        try await withTemporaryStore { store, _ in
            let jpeg = try await store.representation(ofItem: "photos-library-1", type: "public.jpeg")
            #expect(jpeg.contentType == "image/jpeg")
            let markers = jpegMarkers(jpeg.body)
            #expect(markers.map(\.0) == [0xD8, 0xE0, 0xDB, 0xDB, 0xC0, 0xC4, 0xDA, 0xD9])
            #expect(Array(jpeg.body.suffix(2)) == [0xFF, 0xD9])
            let frame = markers[4].1
            // Lake at dawn is 4032 × 3024: drawn 640 × 480; 8-bit, three components.
            #expect(frame[0] == 8 && (Int(frame[1]) << 8 | Int(frame[2])) == 480 && (Int(frame[3]) << 8 | Int(frame[4])) == 640)
            #expect(frame[5] == 3)
            #expect(jpeg.body.count > 2_000 && jpeg.body.count < 200_000)
        }
    }

    @Test("S12: the same picture gives the same bytes (deterministic encodings)")
    func deterministic() {
        let payload: JSONValue = ["hue": 120, "width": 400, "height": 300]
        #expect(PNGEncoder.encode(.photo(payload: payload)) == PNGEncoder.encode(.photo(payload: payload)))
        #expect(JPEGEncoder.encode(.chart(payload: ["values": [1, 2]])) == JPEGEncoder.encode(.chart(payload: ["values": [1, 2]])))
    }
}
