import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// The panes follow what other programs do to the folder (issue 34): the window's folder monitor
// calls `folderChanged`, and the engine's content is listed again — new files appear where the
// folder's order puts them, deleted ones go, and no row is left standing for a file that is gone.

@MainActor
@Suite struct FolderWatchTests {
    @Test func aFileMadeByAnotherProgramAppearsAndCanBeDragged() throws {
        let bench = try Bench()
        try Data("new".utf8).write(to: bench.root.appendingPathComponent("arrived.txt"))
        bench.host.folderChanged("")
        #expect(bench.host.items(in: "files") == bench.listed())
        #expect(bench.host.items(in: "files").contains("arrived.txt"))
        bench.host.measure()
        bench.drag(from: bench.center("files/arrived.txt"), to: bench.center("files/Projects/"))
        #expect(bench.files(in: "Projects") == ["arrived.txt", "Plan.txt"].sorted())
        #expect(bench.host.items(in: "files/Projects").contains("arrived.txt"))
    }

    @Test func aFileDeletedByAnotherProgramGoes() throws {
        let bench = try Bench()
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("notes.txt"))
        bench.host.folderChanged("")
        #expect(bench.host.items(in: "files") == ["Drop Box/", "Photos/", "Projects/"])
        #expect(bench.host.itemID("files/notes.txt") == nil)
    }

    @Test func photosFollowTheirFolder() throws {
        let bench = try Bench()
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("Photos/sea.png"))
        try Data("not an image".utf8).write(to: bench.root.appendingPathComponent("Photos/readme.txt"))
        try FileManager.default.copyItem(at: bench.root.appendingPathComponent("Photos/forest.png"),
                                         to: bench.root.appendingPathComponent("Photos/glade.png"))
        bench.host.folderChanged("Photos")
        #expect(bench.host.items(in: "photos") == ["forest.png", "glade.png", "sunset.png"])
    }

    @Test func aFileDeletedWhileDraggedEndsTheDragWithoutAGhost() throws {
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("notes.txt"))
        bench.host.folderChanged("")  // the monitor saw it go while the drag went on
        bench.step(.moved, bench.center("files/Projects/"))
        bench.step(.up, bench.center("files/Projects/"))
        #expect(bench.host.items(in: "files") == bench.listed())
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
        #expect(bench.host.announcements.allSatisfy { !$0.hasPrefix("Moved") }, "\(bench.host.announcements)")
        #expect(bench.surface.lifted.isEmpty, "still dimmed: \(bench.surface.lifted)")
        #expect(!bench.host.isDraggingMouse)
        // Said as what happened, not as an empty drop ("can't take 0 items").
        #expect(bench.host.failures.last?.contains("another program removed it") == true, "\(bench.host.failures)")
        #expect(bench.host.announcements.allSatisfy { !$0.contains("0 items") }, "\(bench.host.announcements)")
    }
}
