import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Leftovers of copies cut off by a crash are cleaned up whatever their age; a copy under way
/// (its file locked), other programs' files and real files are left alone (S2, F9, issues 26, 34).
@Suite struct UnfinishedCopiesTests {
    /// Sets a file's modification time to `seconds` since 1970.
    static func age(_ path: String, to seconds: Int) {
        var times = [timeval(tv_sec: seconds, tv_usec: 0), timeval(tv_sec: seconds, tv_usec: 0)]
        _ = utimes(path, &times)
    }

    /// A `kill -9` a second into a copy leaves a fresh `.part` file: removed at the next start,
    /// not an hour later (issue 34). Only the app's own pattern goes.
    @Test func removesTheAppsOwnLeftoversWhateverTheirAge() throws {
        let temporary = TemporaryFolder()
        Self.age(temporary.file(".old.png.dragkit.part"), to: 1_000_000)
        temporary.file(".fresh.png.dragkit.part")
        temporary.file(".other-program.png.part")
        temporary.file("visible.dragkit.part")
        temporary.file(".hidden")
        temporary.folder(".folder.dragkit.part")
        temporary.file("notes.txt")
        let removed = try temporary.model().removeUnfinishedCopies(in: "")
        #expect(removed == [".fresh.png.dragkit.part", ".old.png.dragkit.part"])
        #expect(temporary.tree() == [".folder.dragkit.part", ".hidden", ".other-program.png.part", "notes.txt",
                                     "visible.dragkit.part"])
    }

    /// A copy under way holds its `.part` file locked: a second start of the app on the same
    /// folder leaves it alone, and the copy completes.
    @Test func leavesACopyUnderWayAlone() throws {
        let temporary = TemporaryFolder()
        let folder = try temporary.model()
        var cleaned: [String] = []
        let name = try folder.importData([UInt8](repeating: 7, count: 1000), suggestedName: "big.bin", into: "")
        #expect(name == "big.bin")
        // The same again, cleaning while the bytes are being written (the progress callback).
        let source = URL(fileURLWithPath: temporary.path + "/big.bin")
        var partsSeen: [String] = []
        let copied = try folder.importFile(at: source, into: "") { _, _ in
            guard cleaned.isEmpty else { return }
            partsSeen = temporary.tree().filter { $0.hasSuffix(".dragkit.part") }
            if let removed = try? folder.removeUnfinishedCopies(in: "") { cleaned = removed + ["(ran)"] }
        }
        #expect(partsSeen == [".big.bin.dragkit.part"])
        #expect(cleaned == ["(ran)"])
        #expect(copied == "big 2.bin")
        #expect(temporary.bytes("big 2.bin")?.count == 1000)
        #expect(!temporary.tree().contains { $0.hasSuffix(".part") })
    }

    @Test func refusesWhatIsNotAWritableFolder() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Locked")
        #expect(chmod(temporary.path + "/Locked", 0o555) == 0)
        #expect(throws: FolderError.readOnly("Locked")) { try temporary.model().removeUnfinishedCopies(in: "Locked") }
        #expect(throws: FolderError.unsafeName("..")) { try temporary.model().removeUnfinishedCopies(in: "..") }
    }
}
