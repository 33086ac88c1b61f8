import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Listing a real folder, the Drop Box, and paths that must stay inside the root (issue 26).
@Suite struct DesktopFolderTests {
    @Test func rootMustBeAnExistingFolder() throws {
        let temporary = TemporaryFolder()
        let file = temporary.file("plain.txt")
        #expect(throws: FolderError.notAFolder(file)) { try DesktopFolder(root: URL(fileURLWithPath: file)) }
        let missing = temporary.path + "/missing"
        #expect(throws: FolderError.notFound(missing)) { try DesktopFolder(root: URL(fileURLWithPath: missing)) }
        #expect(try DesktopFolder(root: temporary.url).root == temporary.url)
    }

    @Test func listsFoldersFirstThenNamesAsPeopleSortThem() throws {
        let temporary = TemporaryFolder()
        temporary.file("file 10.txt", "0123456789")
        temporary.file("file 9.txt", "abc")
        temporary.file("Apple.txt")
        temporary.folder("Zeta")
        temporary.folder("alpha")
        temporary.file(".hidden")
        temporary.file(".copy.png.part")
        temporary.file("stray.part")
        let entries = try temporary.model().entries(in: "")
        #expect(entries.map(\.name) == ["alpha", "Zeta", "Apple.txt", "file 9.txt", "file 10.txt"])
        #expect(entries.map(\.isFolder) == [true, true, false, false, false])
        #expect(entries.first { $0.name == "file 10.txt" }?.size == 10)
        #expect(entries.first { $0.name == "alpha" }?.size == 0)
    }

    @Test func listsASubfolderAndRefusesWhatIsNotOne() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        temporary.file("notes.txt")
        let folder = try temporary.model()
        #expect(try folder.entries(in: "Projects").map(\.name) == ["Plan.txt"])
        #expect(try folder.entries(in: "Projects/").map(\.name) == ["Plan.txt"])
        #expect(throws: FolderError.notAFolder("notes.txt")) { try folder.entries(in: "notes.txt") }
        #expect(throws: FolderError.notFound("Gone")) { try folder.entries(in: "Gone") }
        #expect(throws: FolderError.unsafeName("..")) { try folder.entries(in: "..") }
        #expect(throws: FolderError.unsafeName("/etc")) { try folder.entries(in: "/etc") }
    }

    /// A link that leads outside the root is refused wherever a path is taken (issue 26).
    @Test func symlinkLeadingOutsideTheRootIsRefused() throws {
        let outside = TemporaryFolder()
        outside.file("secret.txt", "secret")
        let temporary = TemporaryFolder()
        temporary.folder("Projects")
        #expect(symlink(outside.path, temporary.path + "/Escape") == 0)
        #expect(symlink(outside.path + "/secret.txt", temporary.path + "/secret-link.txt") == 0)
        let folder = try temporary.model()
        #expect(throws: FolderError.unsafeName("Escape")) { try folder.entries(in: "Escape") }
        #expect(throws: FolderError.unsafeName("Escape")) { try folder.move("Projects", into: "Escape") }
        #expect(throws: FolderError.unsafeName("Escape/secret.txt")) { try folder.move("Escape/secret.txt", into: "") }
        #expect(throws: FolderError.unsafeName("secret-link.txt")) { try folder.move("secret-link.txt", into: "Projects") }
        #expect(throws: FolderError.unsafeName("secret-link.txt")) { try folder.checkedFileURL("secret-link.txt") }
        let source = temporary.file("in.txt")
        #expect(throws: FolderError.unsafeName("Escape")) {
            try folder.importFile(at: URL(fileURLWithPath: source), into: "Escape") { _, _ in }
        }
        #expect(outside.tree() == ["secret.txt"])
        #expect(temporary.exists("Projects") && temporary.exists("secret-link.txt"))
    }

    @Test func symlinkStayingInsideTheRootIsFollowed() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        #expect(symlink(temporary.path + "/Projects", temporary.path + "/Shortcut") == 0)
        let folder = try temporary.model()
        #expect(try folder.entries(in: "Shortcut").map(\.name) == ["Plan.txt"])
        #expect(try folder.entries(in: "").first { $0.name == "Shortcut" }?.isFolder == true)
    }

    /// The write-only Drop Box is told apart so a drop into it asks first (S11).
    @Test func dropBoxIsDetected() throws {
        let temporary = TemporaryFolder()
        temporary.folder("Drop Box")
        temporary.folder("Projects")
        temporary.folder("Locked")
        temporary.file("notes.txt")
        #expect(chmod(temporary.path + "/Drop Box", 0o733) == 0)
        #expect(chmod(temporary.path + "/Locked", 0o311) == 0)
        let folder = try temporary.model()
        #expect(folder.isDropBox("Drop Box"))
        #expect(folder.isDropBox("Locked"))
        #expect(!folder.isDropBox("Projects"))
        #expect(!folder.isDropBox(""))
        #expect(!folder.isDropBox("notes.txt"))
        #expect(!folder.isDropBox("../tmp"))
        #expect(!folder.isDropBox("missing"))
    }

    @Test func fileURLJoinsTheRoot() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        let folder = try temporary.model()
        #expect(folder.fileURL("Projects/Plan.txt").path == temporary.path + "/Projects/Plan.txt")
        #expect(folder.fileURL("") == temporary.url)
        #expect(try folder.checkedFileURL("Projects/Plan.txt").lastPathComponent == "Plan.txt")
        #expect(throws: FolderError.notFound("Projects/None.txt")) { try folder.checkedFileURL("Projects/None.txt") }
    }

    /// A dropped file's URL maps back into the folder only if it is inside.
    @Test func urlsInsideTheFolderMapBack() throws {
        let temporary = TemporaryFolder()
        temporary.file("Projects/Plan.txt")
        let outside = TemporaryFolder()
        outside.file("x.txt")
        let folder = try temporary.model()
        #expect(folder.relativePath(of: temporary.url.appendingPathComponent("Projects/Plan.txt")) == "Projects/Plan.txt")
        #expect(folder.relativePath(of: temporary.url) == "")
        #expect(folder.relativePath(of: outside.url.appendingPathComponent("x.txt")) == nil)
        #expect(folder.relativePath(of: temporary.url.appendingPathComponent("missing.txt")) == nil)
        #expect(folder.relativePath(of: temporary.url.appendingPathComponent("Projects/../../x")) == nil)
    }
}
