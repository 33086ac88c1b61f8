import Foundation
import Testing
@testable import DragKitDesktopFiles

/// A folder keeps the order people dragged its items into (issue 34: a reorder is kept, S3,
/// S10), in a hidden file of its own; without one, folders first, then by name.
@Suite struct FolderOrderTests {
    @Test func aKeptOrderIsListedAndSurvivesANewModel() throws {
        let temporary = TemporaryFolder()
        temporary.file("a.txt")
        temporary.file("b.txt")
        temporary.folder("Sub")
        try temporary.model().setOrder(["b.txt", "Sub", "a.txt"], in: "")
        #expect(try temporary.model().entries(in: "").map(\.name) == ["b.txt", "Sub", "a.txt"])
        #expect(temporary.tree().contains(FolderOrder.fileName))
        #expect(!temporary.tree().contains { $0.hasSuffix(".part") })
    }

    @Test func newItemsFollowTheKeptOrderAndGoneOnesAreIgnored() throws {
        let temporary = TemporaryFolder()
        temporary.file("a.txt")
        temporary.file("b.txt")
        temporary.file("c.txt")
        let folder = try temporary.model()
        try folder.setOrder(["c.txt", "a.txt", "b.txt"], in: "")
        temporary.file("0-new.txt")  // made by another program
        _ = unlink(temporary.path + "/a.txt")
        #expect(try folder.entries(in: "").map(\.name) == ["c.txt", "b.txt", "0-new.txt"])
    }

    @Test func theUsualOrderRemovesTheFile() throws {
        let temporary = TemporaryFolder()
        temporary.file("a.txt")
        temporary.file("b.txt")
        let folder = try temporary.model()
        try folder.setOrder(["b.txt", "a.txt"], in: "")
        #expect(temporary.exists(FolderOrder.fileName))
        try folder.setOrder(["a.txt", "b.txt"], in: "")  // undo
        #expect(!temporary.exists(FolderOrder.fileName))
        #expect(temporary.tree() == ["a.txt", "b.txt"])
    }

    @Test func aReadOnlyFolderRefusesToKeepAnOrder() throws {
        let temporary = TemporaryFolder()
        temporary.file("Locked/a.txt")
        temporary.file("Locked/b.txt")
        #expect(chmod(temporary.path + "/Locked", 0o555) == 0)
        #expect(throws: FolderError.readOnly("Locked")) { try temporary.model().setOrder(["b.txt", "a.txt"], in: "Locked") }
        #expect(try temporary.model().entries(in: "Locked").map(\.name) == ["a.txt", "b.txt"])
    }

    @Test func aViewOfPartOfAFolderRearrangesOnlyItsPart() {
        #expect(FolderOrder.merged(["a", "x", "b", "c"], arranging: ["c", "a", "b"]) == ["c", "x", "a", "b"])
        #expect(FolderOrder.merged(["a", "b"], arranging: ["b", "gone", "a"]) == ["b", "a"])
    }
}
