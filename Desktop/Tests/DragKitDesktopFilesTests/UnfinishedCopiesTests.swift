import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Leftovers of copies cut off by a crash are cleaned up, fresh ones and real files left alone
/// (S2, F9, issue 26).
@Suite struct UnfinishedCopiesTests {
    /// Sets a file's modification time to `seconds` since 1970.
    static func age(_ path: String, to seconds: Int) {
        var times = [timeval(tv_sec: seconds, tv_usec: 0), timeval(tv_sec: seconds, tv_usec: 0)]
        _ = utimes(path, &times)
    }

    @Test func removesOnlyOldHiddenPartFiles() throws {
        let temporary = TemporaryFolder()
        Self.age(temporary.file(".old.png.part"), to: 1_000_000)
        temporary.file(".fresh.png.part")
        Self.age(temporary.file("visible.part"), to: 1_000_000)
        Self.age(temporary.file(".hidden"), to: 1_000_000)
        temporary.folder(".folder.part")
        Self.age(temporary.path + "/.folder.part", to: 1_000_000)
        temporary.file("notes.txt")
        let folder = try temporary.model()
        let now = Date(timeIntervalSince1970: 1_000_000 + 7200)
        let removed = try folder.removeUnfinishedCopies(in: "", now: now)
        #expect(removed == [".old.png.part"])
        #expect(temporary.tree() == [".folder.part", ".fresh.png.part", ".hidden", "notes.txt", "visible.part"])
    }

    @Test func refusesWhatIsNotAWritableFolder() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Locked")
        #expect(chmod(temporary.path + "/Locked", 0o555) == 0)
        #expect(throws: FolderError.readOnly("Locked")) { try temporary.model().removeUnfinishedCopies(in: "Locked") }
        #expect(throws: FolderError.unsafeName("..")) { try temporary.model().removeUnfinishedCopies(in: "..") }
    }
}
