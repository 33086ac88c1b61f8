import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// DesktopHost without a display (issue 26): what the GTK window would do, driven through the
// host's own entry points with a recording surface and a manual clock.

@MainActor
@Suite struct DesktopHostTests {
    @Test func aFileDraggedOntoAFolderRowMovesOnDisk() throws {  // S3, F6 ("drop into")
        let bench = try Bench()
        // The folder row's middle band means "into Projects".
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"))
        #expect(bench.files().contains("notes.txt") == false)
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
        #expect(bench.host.items(in: "files").contains("notes.txt") == false)
        #expect(bench.host.items(in: "files/Projects").contains("notes.txt"))
        #expect(bench.host.announcements.last?.contains("Projects") == true)
    }

    @Test func undoMovesTheFileBack() throws {  // S10
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"))
        bench.host.undo()
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
        bench.host.redo()
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
    }

    @Test func anOptionDragCopiesAndUndoTakesTheCopyBack() throws {  // S4, S10
        let bench = try Bench()
        let from = bench.center("files/notes.txt"), to = bench.center("files/Projects/")
        bench.time += 30
        bench.host.pointer(.down, at: from, time: bench.time, modifiers: [.option])
        for index in 1 ... 10 {
            bench.time += 30
            let t = Double(index) / 10
            bench.host.pointer(.moved, at: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t),
                               time: bench.time, modifiers: [.option])
        }
        bench.time += 30
        bench.host.pointer(.up, at: to, time: bench.time, modifiers: [.option])
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
        bench.host.undo()
        #expect(bench.files(in: "Projects") == ["Plan.txt"], "\(bench.host.announcements) \(bench.host.failures)")
        #expect(bench.files().contains("notes.txt"))
    }

    @Test func aCancelledDragChangesNothing() throws {  // F7
        let bench = try Bench()
        let before = bench.files()
        let shown = bench.host.items(in: "files")
        // Over a reminders list, which refuses files (not over a folder: Escape there first backs out of the
        // spring-loading pause, S13), then Escape.
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("reminders/today/r2"), release: false)
        #expect(bench.host.isDraggingMouse)
        bench.host.key(.escape, time: bench.time + 10)
        #expect(!bench.host.isDraggingMouse)
        #expect(bench.files() == before)
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
        #expect(bench.host.items(in: "files") == shown)
    }

    @Test func aFileThatVanishedMidDragIsReportedAndNothingChanges() throws {  // F7
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        try FileManager.default.removeItem(at: bench.root.appendingPathComponent("notes.txt"))
        bench.step(.up, bench.center("files/Projects/"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
        // The engine took the move back, and the folder listed again shows the file is gone:
        // no row stands for it (issue 34).
        #expect(bench.host.items(in: "files").contains("notes.txt") == false)
        #expect(bench.host.items(in: "files/Projects").contains("notes.txt") == false)
        #expect(bench.host.failures.last?.isEmpty == false)
    }

    @Test func aHostileNameFromAnotherAppIsRefusedWithAMessage() throws {  // F7, A2
        let bench = try Bench()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dragkit-gtk-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let hidden = directory.appendingPathComponent(".profile")
        try Data("x".utf8).write(to: hidden)
        let point = bench.center("files/notes.txt")
        bench.host.externalEntered(mimeTypes: ["text/uri-list"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        bench.host.externalData(transfer, mime: mime, bytes: Array((hidden.absoluteString + "\r\n").utf8))
        #expect(!bench.files().contains(".profile"))
        #expect(bench.host.failures.last?.contains(".profile") == true)
        #expect(bench.host.pendingTransfers == 0)
    }

    @Test func idsMapBackToEngineIDs() throws {
        let bench = try Bench()
        for key in ["files/notes.txt", "files/Projects/", "reminders/today/r2", "photos/sea.png"] {
            let id = try #require(bench.host.itemID(key))
            #expect(bench.host.key(of: id) == key)
        }
        #expect(bench.host.itemID("files/missing.txt") == nil)
        #expect(bench.host.itemID("nowhere") == nil)
        #expect(bench.host.shownContainers == ["files", "reminders/today", "reminders/work", "photos"])
        #expect(bench.host.items(in: "files") == ["Drop Box/", "Photos/", "Projects/", "notes.txt"])
    }

    @Test func aDragHeldOverAFolderSpringsItOpen() throws {  // S13, issue 37
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        #expect(!bench.surface.ticks.isEmpty)
        bench.clockBox.now += 600
        bench.host.tick()
        bench.clockBox.now += 600
        bench.host.tick()
        // The folder row opens in place in the tree; the pane still shows the root.
        #expect(bench.host.openFolder == "")
        #expect(bench.host.expandedRows == ["files/Projects/"])
        #expect(bench.host.shownContainers.prefix(2) == ["files", "files/Projects"])
        #expect(bench.host.announcements.contains("Opened Projects."))
        // Dropped inside the opened folder: the file moves there, and the row stays open.
        bench.host.measure()
        bench.step(.moved, bench.center("files/Projects/Plan.txt"))
        bench.step(.up, bench.center("files/Projects/Plan.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
        #expect(bench.host.openFolder == "")
        #expect(bench.host.expandedRows == ["files/Projects/"])
    }

    @Test func severalRemindersMoveInOneStoreCall() throws {  // S8
        let bench = try Bench()
        bench.host.select(["reminders/today/r1", "reminders/today/r3"], in: "reminders/today")
        bench.drag(from: bench.center("reminders/today/r1"), to: bench.center("reminders/work/w1"))
        #expect(bench.reminders.moves.count == 1)
        #expect(bench.reminders.moves.first?.ids == ["r1", "r3"])
        #expect(bench.reminders.moves.first?.to == "work")
        #expect(bench.host.items(in: "reminders/today") == ["r2"])
        #expect(Set(bench.host.items(in: "reminders/work")) == ["w1", "r1", "r3"])
    }

    @Test func aDropBoxAsksFirst() throws {  // S11
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Drop Box/"))
        let (id, message) = try #require(bench.surface.confirmations.first)
        #expect(message.contains("Drop Box"))
        #expect(bench.files().contains("notes.txt"))  // nothing moved before the answer
        bench.host.answerConfirmation(id, accepted: false)
        #expect(bench.files().contains("notes.txt"))
    }

    @Test func textFromAnotherAppOnFilesIsRefusedWithAMessage() throws {  // A2, F7
        let bench = try Bench()
        let point = bench.center("files/notes.txt")
        bench.host.externalEntered(mimeTypes: ["text/plain"], at: point, time: 2_000)
        #expect(!bench.host.externalDropIsAccepted)
        #expect(bench.host.externalDropped(at: point, time: 2_100) == nil)
        #expect(bench.host.failures.last?.contains("Files takes files") == true)
    }

    @Test func textFromAnotherAppBecomesAReminder() throws {  // S1, S2
        let bench = try Bench()
        let point = bench.center("reminders/work/w1")
        bench.host.externalEntered(mimeTypes: ["text/plain;charset=utf-8"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        #expect(mime.hasPrefix("text/plain"))
        bench.host.externalData(transfer, mime: mime, bytes: Array("Call Sam".utf8))
        #expect(bench.host.items(in: "reminders/work").contains("new-Call Sam"))
        #expect(bench.host.pendingTransfers == 0)
    }

    @Test func aFileDroppedFromAnotherAppIsCopied() throws {  // S2, P1
        let bench = try Bench()
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("dragkit-gtk-in-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: source)
        let point = bench.center("files/notes.txt")
        bench.host.externalEntered(mimeTypes: ["text/uri-list"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        #expect(mime == "text/uri-list")
        bench.host.externalData(transfer, mime: mime, bytes: Array((source.absoluteString + "\r\n").utf8))
        #expect(bench.files().contains(source.lastPathComponent))
        #expect(FileManager.default.fileExists(atPath: source.path))  // copied, not moved
    }

    @Test func anImageFromAnotherAppLandsInPhotosUnderItsName() throws {  // S2, F6 grids
        let bench = try Bench()
        let png = try [UInt8](Data(contentsOf: bench.root.appendingPathComponent("Photos/sea.png")))
        let point = bench.center("photos/sea.png")
        bench.host.externalEntered(mimeTypes: ["image/png", "text/plain"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        #expect(mime == "image/png")  // the richest type Photos takes, and only it (A2)
        bench.host.externalData(transfer, mime: mime, bytes: png)
        #expect(bench.host.items(in: "photos").contains("Dropped image.png"))
        #expect(bench.files(in: "Photos").contains("Dropped image.png"))
    }

    @Test func filesFromAnotherAppAreCopiedOffTheMainThreadWithProgress() throws {  // F9, S2
        let bench = try Bench()
        let background = ManualBackground()
        bench.host.background = background
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("dragkit-gtk-big-\(UUID().uuidString).bin")
        try Data(repeating: 7, count: 3 << 20).write(to: source)
        let point = bench.center("files/notes.txt")
        bench.host.externalEntered(mimeTypes: ["text/uri-list"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        bench.host.externalData(transfer, mime: mime, bytes: Array((source.absoluteString + "\r\n").utf8))
        // The drop is pending while the copy runs; nothing is shown as copied yet.
        #expect(bench.host.pendingTransfers > 0)
        #expect(!bench.host.items(in: "files").contains(source.lastPathComponent))
        // A placeholder stands where the file will land, in Files, until it is in (F9).
        let placeholder = try #require(bench.host.placeholders.values.first)
        #expect(placeholder.container == "files" && placeholder.label.contains(source.lastPathComponent))
        background.drain()
        #expect(bench.host.placeholders.isEmpty)
        #expect(bench.surface.progress.last?.1 == 1.0, "the bar reached the end: \(bench.surface.progress)")
        #expect(bench.host.pendingTransfers == 0)
        #expect(bench.host.items(in: "files").contains(source.lastPathComponent))
        #expect(bench.files().contains(source.lastPathComponent))
        #expect(bench.surface.statuses.last?.hasSuffix("100%") == true)
    }

    @Test func aFileLeavesAsTheFileItselfThenItsName() throws {  // P1, S12
        let bench = try Bench()
        let representations = bench.host.representations(of: ["files/notes.txt"])
        #expect(representations.map(\.mime).first == "text/uri-list")
        let uri = String(decoding: representations[0].bytes, as: UTF8.self)
        #expect(uri == bench.root.appendingPathComponent("notes.txt").absoluteString + "\r\n")
        #expect(representations.contains { $0.mime == "text/plain" && $0.bytes == Array("notes.txt".utf8) })
        let reminder = bench.host.representations(of: ["reminders/today/r1"])
        #expect(reminder.map(\.mime) == ["text/plain;charset=utf-8", "text/plain"])  // no .ics writer here
        #expect(reminder.last?.bytes == Array("Milk".utf8))
        let photo = bench.host.representations(of: ["photos/sea.png"])
        #expect(photo.map(\.mime).prefix(2) == ["text/uri-list", "image/png"])
    }

    @Test func theSnapshotIsJSONInTheContractsShape() throws {
        let bench = try Bench()
        let text = bench.host.snapshotJSON(frames: bench.surface.measure(), window: Rect(x: 1, y: 2, width: 3, height: 4))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["ready"] as? Bool == true)
        let containers = try #require(object["containers"] as? [[String: Any]])
        #expect(containers.first?["id"] as? String == "files")
        #expect((containers.first?["items"] as? [String])?.contains("notes.txt") == true)
        let frames = try #require(object["frames"] as? [String: [Double]])
        #expect(frames["files/notes.txt"]?.count == 4)
        #expect(object["window"] as? [Double] == [1, 2, 3, 4])
        #expect(object["openFolder"] as? String == "files")
        #expect(object["pendingTransfers"] as? Int == 0)
    }
}
