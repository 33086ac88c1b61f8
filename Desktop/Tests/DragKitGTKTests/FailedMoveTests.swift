import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// A move the disk refuses is never announced as done (issue 34, F7): the words say the refusal
// and why, the dragged rows are shown normally again, and the disk and the panes are as they were
// (or as another program left them).

@MainActor
@Suite struct FailedMoveTests {
    /// What a screen reader heard last and the status line shows: the last announcement.
    static func lastWords(_ bench: Bench) -> String { bench.host.announcements.last ?? "" }

    @Test func aMoveIntoAReadOnlyFolderIsAnnouncedAsRefused() throws {
        let bench = try Bench()
        let projects = bench.root.appendingPathComponent("Projects").path
        #expect(chmod(projects, 0o555) == 0)
        defer { _ = chmod(projects, 0o755) }
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"))
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
        #expect(bench.host.items(in: "files").contains("notes.txt"))
        #expect(!Self.lastWords(bench).hasPrefix("Moved"), "\(bench.host.announcements)")
        #expect(Self.lastWords(bench).contains("read-only"), "\(bench.host.announcements)")
        #expect(bench.host.announcements.allSatisfy { !$0.hasPrefix("Moved") })
        #expect(bench.surface.lifted.isEmpty, "still dimmed: \(bench.surface.lifted)")
        #expect(bench.surface.shown.last == Self.lastWords(bench))
    }

    @Test func aFileDeletedMidDragIsAnnouncedAsGoneAndItsRowGoes() throws {
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("notes.txt"))
        bench.step(.up, bench.center("files/Projects/"))
        #expect(bench.host.announcements.allSatisfy { !$0.hasPrefix("Moved") }, "\(bench.host.announcements)")
        #expect(Self.lastWords(bench).contains("notes.txt"), "\(bench.host.announcements)")
        #expect(bench.surface.lifted.isEmpty, "still dimmed: \(bench.surface.lifted)")
        #expect(bench.host.items(in: "files") == bench.listed())
        #expect(bench.host.items(in: "files/Projects") == ["Plan.txt"])
    }

    @Test func oneOfTwoSelectedFilesVanishingRefusesBothAndSaysSo() throws {
        let bench = try Bench()
        try Data("to do".utf8).write(to: bench.root.appendingPathComponent("todo.md"))
        bench.host.folderChanged("")
        bench.surface.host?.measure()
        bench.host.select(["files/notes.txt", "files/todo.md"], in: "files")
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("todo.md"))
        bench.step(.up, bench.center("files/Projects/"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"], "the one still there moved back: nothing half done")
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.host.announcements.allSatisfy { !$0.hasPrefix("Moved") }, "\(bench.host.announcements)")
        #expect(bench.surface.lifted.isEmpty, "still dimmed: \(bench.surface.lifted)")
        #expect(bench.host.items(in: "files") == bench.listed())
    }
}
