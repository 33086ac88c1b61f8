import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Drops from other apps copy in (S2) through a `.part` file with progress (F9); nothing is ever
/// half-written, on success or failure (issue 26).
@Suite struct ImportTests {
    /// Bytes with a pattern, so a copy that misplaces a chunk is caught.
    static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) } }

    static func noPartFiles(_ temporary: TemporaryFolder) -> Bool {
        !temporary.tree().contains { $0.hasSuffix(".part") }
    }

    @Test func copiesExactlyTheBytesWithProgressReachingTheTotal() throws {
        let source = TemporaryFolder()
        let bytes = Self.pattern(DesktopFolder.importChunkSize * 3 + 1234)
        _ = FileManager.default.createFile(atPath: source.path + "/big.bin", contents: Data(bytes))
        let temporary = TemporaryFolder()
        temporary.folder("Projects")
        var reports: [(Int64, Int64)] = []
        let path = try temporary.model().importFile(at: source.url.appendingPathComponent("big.bin"), into: "Projects") {
            reports.append(($0, $1))
        }
        #expect(path == "Projects/big.bin")
        #expect(temporary.bytes("Projects/big.bin") == bytes)
        #expect(source.bytes("big.bin") == bytes)
        #expect(reports.first.map { $0 == (0, Int64(bytes.count)) } == true)
        #expect(reports.last.map { $0 == (Int64(bytes.count), Int64(bytes.count)) } == true)
        #expect(reports.count >= 5)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.0 <= $1.0 })
        #expect(Self.noPartFiles(temporary))
    }

    @Test func clashGetsTheNextFreeName() throws {
        let source = TemporaryFolder()
        source.file("photo.png", "new")
        let temporary = TemporaryFolder()
        temporary.file("photo.png", "old")
        temporary.file("photo 2.png", "older")
        let folder = try temporary.model()
        let path = try folder.importFile(at: source.url.appendingPathComponent("photo.png"), into: "") { _, _ in }
        #expect(path == "photo 3.png")
        #expect(temporary.bytes("photo.png") == Array("old".utf8))
        #expect(temporary.bytes("photo 3.png") == Array("new".utf8))
        #expect(try folder.importData(Array("data".utf8), suggestedName: "photo.png", into: "") == "photo 4.png")
    }

    @Test func emptyFileIsCopied() throws {
        let source = TemporaryFolder()
        source.file("empty.txt", "")
        let temporary = TemporaryFolder()
        var last: (Int64, Int64)?
        let path = try temporary.model().importFile(at: source.url.appendingPathComponent("empty.txt"), into: "") { last = ($0, $1) }
        #expect(path == "empty.txt" && temporary.bytes("empty.txt") == [])
        #expect(last.map { $0 == (0, 0) } == true)
    }

    @Test func readOnlyDestinationIsRefusedAndLeavesNoPart() throws {
        let source = TemporaryFolder()
        source.file("a.txt")
        let temporary = TemporaryFolder()
        temporary.folder("Locked")
        #expect(chmod(temporary.path + "/Locked", 0o555) == 0)
        let folder = try temporary.model()
        #expect(throws: FolderError.readOnly("Locked")) {
            try folder.importFile(at: source.url.appendingPathComponent("a.txt"), into: "Locked") { _, _ in }
        }
        #expect(throws: FolderError.readOnly("Locked")) { try folder.importData([1, 2], suggestedName: "b.bin", into: "Locked") }
        #expect(temporary.tree() == ["Locked"])
    }

    @Test func missingSourceIsRefused() throws {
        let source = TemporaryFolder()
        let temporary = TemporaryFolder()
        #expect(throws: FolderError.notFound("gone.txt")) {
            try temporary.model().importFile(at: source.url.appendingPathComponent("gone.txt"), into: "") { _, _ in }
        }
        #expect(temporary.tree() == [])
    }

    /// A source that disappears (is cut short) during the copy: refused, and the `.part` is gone.
    @Test func sourceCutShortMidCopyLeavesNoPart() throws {
        let source = TemporaryFolder()
        let bytes = Self.pattern(DesktopFolder.importChunkSize * 4)
        let sourcePath = source.path + "/going.bin"
        _ = FileManager.default.createFile(atPath: sourcePath, contents: Data(bytes))
        let temporary = TemporaryFolder()
        var sawPart = false
        #expect(throws: FolderError.unreadable("going.bin")) {
            try temporary.model().importFile(at: URL(fileURLWithPath: sourcePath), into: "") { done, _ in
                guard done > 0 else { return }
                sawPart = sawPart || temporary.tree().contains(".going.bin.dragkit.part")
                _ = truncate(sourcePath, 0)
                _ = unlink(sourcePath)
            }
        }
        #expect(sawPart)
        #expect(temporary.tree() == [])
    }

    /// A source that grows past the limit during the copy is refused too.
    @Test func sourceGrowingPastTheLimitLeavesNoPart() throws {
        let source = TemporaryFolder()
        let sourcePath = source.path + "/growing.bin"
        _ = FileManager.default.createFile(atPath: sourcePath, contents: Data(Self.pattern(DesktopFolder.importChunkSize)))
        let temporary = TemporaryFolder()
        let limit = Int64(DesktopFolder.importChunkSize + 10)
        #expect(throws: FolderError.tooLarge("growing.bin", limit: limit)) {
            try temporary.model(limit: limit).importFile(at: URL(fileURLWithPath: sourcePath), into: "") { done, _ in
                guard done > 0 else { return }
                let descriptor = open(sourcePath, O_WRONLY | O_APPEND)
                let more = Self.pattern(DesktopFolder.importChunkSize)
                _ = more.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                _ = close(descriptor)
            }
        }
        #expect(temporary.tree() == [])
    }

    @Test func tooLargeSourceIsRefusedBeforeCopying() throws {
        let source = TemporaryFolder()
        source.file("big.txt", String(repeating: "x", count: 101))
        let temporary = TemporaryFolder()
        let folder = try temporary.model(limit: 100)
        let error = #expect(throws: FolderError.tooLarge("big.txt", limit: 100)) {
            try folder.importFile(at: source.url.appendingPathComponent("big.txt"), into: "") { _, _ in }
        }
        #expect(error?.message == "“big.txt” is too large to copy: the limit is 100 bytes.")
        #expect(throws: FolderError.tooLarge("d.bin", limit: 100)) {
            try folder.importData([UInt8](repeating: 1, count: 101), suggestedName: "d.bin", into: "")
        }
        #expect(temporary.tree() == [])
        #expect(FolderError.tooLarge("x", limit: DesktopFolder.defaultMaximumImportSize).message.hasSuffix("512 MiB."))
    }

    @Test func foldersDevicesAndLinkLoopsAreRefused() throws {
        let source = TemporaryFolder()
        source.folder("Folder")
        #expect(symlink(source.path + "/loop-b", source.path + "/loop-a") == 0)
        #expect(symlink(source.path + "/loop-a", source.path + "/loop-b") == 0)
        #expect(mkfifo(source.path + "/pipe", 0o644) == 0)
        let temporary = TemporaryFolder()
        let folder = try temporary.model()
        for name in ["Folder", "loop-a", "pipe"] {
            #expect(throws: FolderError.unreadable(name)) {
                try folder.importFile(at: source.url.appendingPathComponent(name), into: "") { _, _ in }
            }
        }
        #expect(throws: FolderError.unreadable("null")) {
            try folder.importFile(at: URL(fileURLWithPath: "/dev/null"), into: "") { _, _ in }
        }
        #expect(temporary.tree() == [])
    }

    @Test(arguments: ["../x", "a/b", "a\0b", ".", "..", "", ".hidden", String(repeating: "x", count: 256)])
    func hostileSuggestedNamesAreRefused(_ name: String) throws {
        let temporary = TemporaryFolder()
        #expect(throws: FolderError.unsafeName(name)) {
            try temporary.model().importData(Array("x".utf8), suggestedName: name, into: "")
        }
        #expect(temporary.tree() == [])
    }

    @Test func dataIsWrittenExactly() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Photos")
        let png = SamplePNG.sea
        let path = try temporary.model().importData(png, suggestedName: "dropped.png", into: "Photos")
        #expect(path == "Photos/dropped.png")
        #expect(temporary.bytes("Photos/dropped.png") == png)
        #expect(Self.noPartFiles(temporary))
    }

    /// A drop into the Drop Box (after the host asked, S11) is written like any other.
    @Test func importIntoTheDropBoxWorks() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Drop Box")
        #expect(chmod(temporary.path + "/Drop Box", 0o733) == 0)
        let folder = try temporary.model()
        #expect(try folder.importData([7], suggestedName: "gift.bin", into: "Drop Box") == "Drop Box/gift.bin")
        #expect(temporary.bytes("Drop Box/gift.bin") == [7])
    }

    @Test func importRefusesAURLThatIsNotAFile() throws {
        let temporary = TemporaryFolder()
        let web = try #require(URL(string: "https://example.com/photo.png"))
        #expect(throws: FolderError.unreadable("photo.png")) {
            try temporary.model().importFile(at: web, into: "") { _, _ in }
        }
    }

    /// A name at the 255-byte limit still gets a `.part` file and, on a clash, a free name that fits.
    @Test func longestNamesStillWork() throws {
        let temporary = TemporaryFolder()
        let name = String(repeating: "n", count: 251) + ".txt"
        let folder = try temporary.model()
        #expect(try folder.importData([1], suggestedName: name, into: "") == name)
        let second = try folder.importData([2], suggestedName: name, into: "")
        #expect(second == String(repeating: "n", count: 249) + " 2.txt")
        #expect(temporary.bytes(name) == [1] && temporary.bytes(second) == [2])
        #expect(Self.noPartFiles(temporary))
    }
}
