import Foundation
import Testing
@testable import DragKitDesktopFiles

/// The sample folder made on first start (issue 26), with valid PNGs and the Drop Box (S11).
@Suite struct SampleFolderTests {
    /// CRC-32 (ISO 3309, as PNG uses it).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test(arguments: SamplePNG.all.map(\.name))
    func samplePNGsAreValid(_ name: String) throws {
        let png = try #require(SamplePNG.all.first { $0.name == name }?.bytes)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR first: 13 bytes, 8×8, bit depth 8, colour type 2 (RGB), no interlace.
        #expect(Self.bigEndian(png, 8) == 13)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Self.bigEndian(png, 16) == 8 && Self.bigEndian(png, 20) == 8)
        #expect(Array(png[24..<29]) == [8, 2, 0, 0, 0])
        // Every chunk's CRC is right, and the last chunk is IEND.
        var offset = 8
        var types: [String] = []
        while offset + 12 <= png.count {
            let length = Int(Self.bigEndian(png, offset))
            let end = offset + 8 + length
            try #require(end + 4 <= png.count)
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            #expect(Self.crc32(png[offset + 4..<end]) == Self.bigEndian(png, end))
            offset = end + 4
        }
        #expect(offset == png.count)
        #expect(types == ["IHDR", "IDAT", "IEND"])
    }

    @Test func prepareSampleCreatesTheFolder() throws {
        let temporary = TemporaryFolder()
        let root = temporary.url.appendingPathComponent("home/DragKit")
        try DesktopFolder.prepareSample(at: root)
        let folder = try DesktopFolder(root: root)
        #expect(try folder.entries(in: "").map(\.name) == ["Drop Box", "Photos", "Projects", "notes.txt"])
        #expect(try folder.entries(in: "Projects").map(\.name) == ["Plan.txt"])
        #expect(try folder.entries(in: "Photos").map(\.name) == ["forest.png", "sea.png", "sunset.png"])
        #expect(temporary.bytes("home/DragKit/Photos/sea.png") == SamplePNG.sea)
        var info = stat()
        #expect(stat(root.path + "/Drop Box", &info) == 0 && info.st_mode & 0o777 == 0o733)
        #expect(folder.isDropBox("Drop Box"))
        #expect(!temporary.tree().contains { $0.hasSuffix(".part") })
    }

    @Test func prepareSampleKeepsWhatIsThere() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt", "mine")
        try DesktopFolder.prepareSample(at: temporary.url)
        #expect(temporary.bytes("notes.txt") == Array("mine".utf8))
        try DesktopFolder.prepareSample(at: temporary.url)
        #expect(temporary.exists("Photos/sunset.png"))
    }

    @Test func prepareSampleRefusesAFileInTheWay() throws {
        let temporary = TemporaryFolder()
        temporary.file("Photos", "not a folder")
        #expect(throws: FolderError.notAFolder("Photos")) { try DesktopFolder.prepareSample(at: temporary.url) }
    }
}
