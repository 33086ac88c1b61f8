import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Moves within the folder are one atomic rename (S3), refused cleanly (issue 26), and undone (S10).
@Suite struct MoveTests {
    @Test func moveIsARenameKeepingTheInode() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt", "hello")
        temporary.folder("Projects")
        let inode = temporary.inode("notes.txt")
        let move = try temporary.model().move("notes.txt", into: "Projects")
        #expect(move == FileMove(from: "notes.txt", to: "Projects/notes.txt"))
        #expect(!temporary.exists("notes.txt"))
        #expect(temporary.inode("Projects/notes.txt") == inode)
        #expect(temporary.bytes("Projects/notes.txt") == Array("hello".utf8))
    }

    @Test func movesAFolderWithItsContentAndOutOfASubfolder() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        temporary.folder("Archive")
        let folder = try temporary.model()
        #expect(try folder.move("Projects", into: "Archive/") == FileMove(from: "Projects", to: "Archive/Projects"))
        #expect(temporary.exists("Archive/Projects/Plan.txt"))
        #expect(try folder.move("Archive/Projects/Plan.txt", into: "") == FileMove(from: "Archive/Projects/Plan.txt", to: "Plan.txt"))
        #expect(temporary.exists("Plan.txt"))
    }

    @Test func clashIsRefusedAndNothingChanges() throws {
        let temporary = TemporaryFolder()
        temporary.file("a.txt", "outer")
        temporary.file("Projects/a.txt", "inner")
        let before = temporary.tree()
        let error = #expect(throws: FolderError.nameTaken("Projects/a.txt")) {
            try temporary.model().move("a.txt", into: "Projects")
        }
        #expect(error?.message == "“a.txt” can't be placed in “Projects”: an item with that name is already there.")
        #expect(temporary.tree() == before)
        #expect(temporary.bytes("a.txt") == Array("outer".utf8))
        #expect(temporary.bytes("Projects/a.txt") == Array("inner".utf8))
    }

    @Test func folderIntoItselfOrItsSubfolderIsRefused() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Projects/Old/Older")
        let folder = try temporary.model()
        let before = temporary.tree()
        #expect(throws: FolderError.intoItself("Projects")) { try folder.move("Projects", into: "Projects") }
        #expect(throws: FolderError.intoItself("Projects")) { try folder.move("Projects", into: "Projects/Old/Older") }
        #expect(temporary.tree() == before)
    }

    @Test func missingSourceAndMissingDestinationAreRefused() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt")
        temporary.folder("Projects")
        let folder = try temporary.model()
        #expect(throws: FolderError.notFound("gone.txt")) { try folder.move("gone.txt", into: "Projects") }
        #expect(throws: FolderError.notFound("Gone/gone.txt")) { try folder.move("Gone/gone.txt", into: "Projects") }
        #expect(throws: FolderError.notFound("Elsewhere")) { try folder.move("notes.txt", into: "Elsewhere") }
        #expect(throws: FolderError.notAFolder("notes.txt")) { try folder.move("Projects", into: "notes.txt") }
        #expect(temporary.exists("notes.txt"))
    }

    /// A file that vanishes mid-drag: the drop is refused with a message and nothing changes.
    @Test func fileVanishingBeforeTheDropIsRefused() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt")
        temporary.folder("Projects")
        let folder = try temporary.model()
        #expect(unlink(temporary.path + "/notes.txt") == 0)
        let error = #expect(throws: FolderError.notFound("notes.txt")) { try folder.move("notes.txt", into: "Projects") }
        #expect(error?.message == "“notes.txt” isn't there any more.")
        #expect(temporary.tree() == ["Projects"])
    }

    @Test(arguments: ["../x", "a/../b", "/etc/passwd", "a\0b", ".", String(repeating: "n", count: 256)])
    func hostileSourcePathsAreRefused(_ path: String) throws {
        let temporary = TemporaryFolder()
        temporary.folder("Projects")
        #expect(throws: FolderError.unsafeName(path)) { try temporary.model().move(path, into: "Projects") }
    }

    @Test(arguments: ["..", "../..", "/tmp", "Projects/../.."])
    func hostileDestinationPathsAreRefused(_ path: String) throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt")
        temporary.folder("Projects")
        #expect(throws: FolderError.unsafeName(path)) { try temporary.model().move("notes.txt", into: path) }
        #expect(temporary.exists("notes.txt"))
    }

    @Test func readOnlyFoldersAreRefused() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt")
        temporary.file("Locked/inside.txt")
        temporary.folder("Projects")
        #expect(chmod(temporary.path + "/Locked", 0o555) == 0)
        let folder = try temporary.model()
        let error = #expect(throws: FolderError.readOnly("Locked")) { try folder.move("notes.txt", into: "Locked") }
        #expect(error?.message.contains("read-only") == true)
        #expect(throws: FolderError.readOnly("Locked")) { try folder.move("Locked/inside.txt", into: "Projects") }
        #expect(temporary.exists("notes.txt") && temporary.exists("Locked/inside.txt"))
    }

    @Test func moveIntoTheSameFolderChangesNothing() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        let move = try temporary.model().move("Projects/Plan.txt", into: "Projects")
        #expect(move.from == move.to)
        #expect(temporary.exists("Projects/Plan.txt"))
    }

    /// Undo moves the file back (S10); redo is the reversed move.
    @Test func undoRestoresAndRedoRepeats() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt", "hello")
        temporary.folder("Projects")
        let inode = temporary.inode("notes.txt")
        let folder = try temporary.model()
        let move = try folder.move("notes.txt", into: "Projects")
        try folder.undo(move)
        #expect(temporary.tree() == ["Projects", "notes.txt"])
        #expect(temporary.inode("notes.txt") == inode)
        try folder.undo(move.reversed)
        #expect(temporary.tree() == ["Projects", "Projects/notes.txt"])
    }

    @Test func undoIsRefusedWhenTheOriginalPlaceIsTaken() throws {
        let temporary = TemporaryFolder()
        temporary.file("notes.txt", "first")
        temporary.folder("Projects")
        let folder = try temporary.model()
        let move = try folder.move("notes.txt", into: "Projects")
        temporary.file("notes.txt", "second")
        #expect(throws: FolderError.nameTaken("notes.txt")) { try folder.undo(move) }
        #expect(temporary.bytes("notes.txt") == Array("second".utf8))
        #expect(temporary.bytes("Projects/notes.txt") == Array("first".utf8))
    }

    @Test func undoIsRefusedWhenTheItemOrItsFolderIsGone() throws {
        let temporary = TemporaryFolder()
        temporary.file("Old/notes.txt")
        temporary.folder("Projects")
        let folder = try temporary.model()
        let move = try folder.move("Old/notes.txt", into: "Projects")
        #expect(rmdir(temporary.path + "/Old") == 0)
        #expect(throws: FolderError.notFound("Old")) { try folder.undo(move) }
        #expect(throws: FolderError.notFound("Projects/other.txt")) {
            try folder.undo(FileMove(from: "other.txt", to: "Projects/other.txt"))
        }
        #expect(temporary.exists("Projects/notes.txt"))
    }
}
