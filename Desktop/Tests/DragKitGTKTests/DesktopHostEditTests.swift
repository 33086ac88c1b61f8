import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// Cut, Copy and Paste in the desktop host (S5, S7, S10): the same pipeline as a drop.

@MainActor
@Suite struct DesktopHostEditTests {
    @Test func cutThenPasteMovesAFileOnDiskAndUndoMovesItBack() throws {  // S7, S3, S10
        let bench = try Bench()
        let inode = try bench.inode("notes.txt")
        bench.host.cut(at: "files/notes.txt")
        bench.host.open(folder: "Projects")
        bench.host.paste(at: "files/Projects/Plan.txt")
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
        #expect(!bench.files().contains("notes.txt"))
        #expect(try bench.inode("Projects/notes.txt") == inode, "a Cut and Paste is a rename, not a copy")
        bench.host.undo()
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
    }

    @Test func copyThenPastePutsACopyAfterTheFocusedReminder() throws {  // S7, S2
        let bench = try Bench()
        bench.host.copy(at: "reminders/today/r1")
        let workBefore = bench.host.items(in: "reminders/work")
        bench.host.paste(at: "reminders/work/" + (workBefore.first ?? ""))
        let work = bench.host.items(in: "reminders/work")
        #expect(work.count == workBefore.count + 1)
        #expect(work.first == workBefore.first, "pasted after the focused reminder, not before it")
        #expect(bench.host.items(in: "reminders/today") == ["r1", "r2", "r3"], "a copy leaves the original")
    }

    @Test func copyTakesTheSelectionWhenTheFocusedRowIsPartOfIt() throws {  // S8, S7
        let bench = try Bench()
        bench.host.select(["reminders/today/r1", "reminders/today/r3"], in: "reminders/today")
        bench.host.cut(at: "reminders/today/r3")
        bench.host.paste(at: "reminders/work")
        #expect(bench.host.items(in: "reminders/today") == ["r2"])
        #expect(Array(bench.host.items(in: "reminders/work").suffix(2)) == ["r1", "r3"])
    }

    @Test func pastingAReminderIntoFilesIsRefusedWithAMessage() throws {  // A2, F7
        let bench = try Bench()
        let before = bench.files()
        let shown = bench.host.items(in: "files")
        bench.host.copy(at: "reminders/today/r1")
        let said = bench.host.announcements.count + bench.host.failures.count
        bench.host.paste(at: "files/notes.txt")
        #expect(bench.files() == before)
        #expect(bench.host.items(in: "files") == shown)
        let words = Array(bench.host.announcements + bench.host.failures).joined(separator: " | ")
        #expect(bench.host.announcements.count + bench.host.failures.count > said, "the refusal is said: \(words)")
        #expect(words.contains("Files"), "the refusal names where: \(words)")
    }
}

@MainActor
@Suite struct DesktopHostSelectionTests {
    @Test func droppedRemindersAreSelectedAtTheirDestinationAndNotAtTheSource() throws {  // A5
        let bench = try Bench()
        bench.host.select(["reminders/today/r1"], in: "reminders/today")
        bench.drag(from: bench.center("reminders/today/r1"), to: bench.center("reminders/work/w1"))
        #expect(bench.host.selection(in: "reminders/work") == ["reminders/work/r1"])
        #expect(bench.host.selection(in: "reminders/today").isEmpty)
    }
}

@MainActor
@Suite struct DesktopHostMoveToTests {
    @Test func moveToOffersTheOtherListsAndMovesThereUndoably() throws {  // S7, S3, S10
        let bench = try Bench()
        let choices = bench.host.moveChoices(at: "reminders/today/r2")
        let work = try #require(choices.first { $0.container == "reminders/work" })
        #expect(!work.copies, "a reminder moves between lists, as a drag does (S3)")
        #expect(!choices.contains { $0.container == "files" }, "Files takes no reminders (A2)")
        bench.host.move(at: "reminders/today/r2", to: "reminders/work")
        #expect(bench.host.items(in: "reminders/today") == ["r1", "r3"])
        #expect(bench.host.items(in: "reminders/work").contains("r2"))
        bench.host.undo()
        #expect(bench.host.items(in: "reminders/today") == ["r1", "r2", "r3"])
    }

    @Test func moveToReachesAFolderThatIsNotOnScreenAndRenamesTheFile() throws {  // S7, S3
        let bench = try Bench()
        let inode = try bench.inode("notes.txt")
        let projects = try #require(bench.host.moveChoices(at: "files/notes.txt").first { $0.container == "files/Projects" })
        #expect(projects.title == "Projects" && !projects.copies)
        bench.host.move(at: "files/notes.txt", to: "files/Projects")
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"])
        #expect(try bench.inode("Projects/notes.txt") == inode)
    }
}
