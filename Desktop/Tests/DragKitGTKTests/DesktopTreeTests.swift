import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// The Files pane as a tree (issue 37) without a display: the shown folder is an engine outline,
// subfolders are folder rows that open in place, by their expander (or Right and Left) and under
// a resting drag (S13), and a drop at a deeper level moves the file on disk, undone by undo (S10).

@MainActor
@Suite struct DesktopTreeTests {
    /// A bench whose Projects folder holds a subfolder, Drafts (empty), as its second level.
    func nestedBench() throws -> Bench {
        let bench = try Bench()
        try FileManager.default.createDirectory(at: bench.root.appendingPathComponent("Projects/Drafts"),
                                                withIntermediateDirectories: true)
        bench.host.folderChanged("Projects")
        bench.host.measure()
        return bench
    }

    @Test func theFilesPaneIsAnOutlineOfCollapsedFolderRows() throws {
        let bench = try Bench()
        let files = try #require(bench.host.containerID("files"))
        #expect(bench.host.engine.outline(of: files)?.indentation == DesktopHost.indentation)
        let rows = bench.host.filesRows
        #expect(rows.map(\.key) == bench.host.items(in: "files").map { "files/" + $0 })
        #expect(rows.allSatisfy { $0.depth == 0 && !$0.isExpanded })
        #expect(rows.first { $0.key == "files/Projects/" }?.canExpand == true)
        #expect(rows.first { $0.key == "files/notes.txt" }?.canExpand == false)
        // A write-only drop box can't be listed: no expander.
        #expect(rows.first { $0.key == "files/Drop Box/" }?.canExpand == false)
        #expect(!bench.host.setExpanded("files/Drop Box/", true))
    }

    @Test func theExpanderShowsTheFoldersRowsIndentedAndReportsTheirFrames() throws {
        let bench = try nestedBench()
        #expect(bench.host.setExpanded("files/Projects/", true))
        let projects = try #require(bench.host.itemID("files/Projects/"))
        #expect(bench.host.engine.isExpanded(projects))
        let rows = bench.host.filesRows
        let index = try #require(rows.firstIndex { $0.key == "files/Projects/" })
        #expect(rows[index + 1].key == "files/Projects/Drafts/" && rows[index + 1].depth == 1)
        #expect(rows[index + 2].key == "files/Projects/Plan.txt" && rows[index + 2].depth == 1)
        // The engine has every shown row's frame at its indented place, and the level's frame.
        let plan = try #require(bench.host.itemID("files/Projects/Plan.txt"))
        #expect(bench.host.engine.frame(of: plan)?.minX == 15 + DesktopHost.indentation)
        let level = try #require(bench.host.containerID("files/Projects"))
        #expect(bench.host.engine.levelDepth(of: level) == 1)
        // Drafts opens a container of its own (listed when Projects opened): it takes drops.
        let drafts = try #require(bench.host.itemID("files/Projects/Drafts/"))
        #expect(bench.host.engine.openedContainer(of: drafts) != nil)
        #expect(bench.host.expandedRows == ["files/Projects/"])
        // Collapsed again: its rows are gone, and so is the level.
        #expect(bench.host.setExpanded("files/Projects/", false))
        #expect(!bench.host.filesRows.contains { $0.key == "files/Projects/Plan.txt" })
        #expect(!bench.host.shownContainers.contains("files/Projects"))
        #expect(!bench.host.engine.isExpanded(projects))
    }

    @Test func aDropBetweenRowsOfAnOpenFolderMovesTheFileIntoItOnDisk() throws {  // S3, S10
        let bench = try Bench()
        bench.host.setExpanded("files/Projects/", true)
        let plan = try #require(bench.surface.measure()["files/Projects/Plan.txt"])
        // Just above Plan.txt's lower edge: after Plan.txt, at its level (Projects).
        bench.drag(from: bench.center("files/notes.txt"), to: Point(x: plan.midX, y: plan.maxY - 2))
        #expect(bench.files(in: "Projects") == ["Plan.txt", "notes.txt"], "\(bench.host.announcements)")
        #expect(!bench.files().contains("notes.txt"))
        #expect(bench.host.filesRows.first { $0.key == "files/Projects/notes.txt" }?.depth == 1)
        bench.host.undo()
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects") == ["Plan.txt"])
    }

    @Test func aRestingDragOpensTwoLevelsAndTheDropLandsInTheInnerFolder() throws {  // S13, S10
        let bench = try nestedBench()
        let inode = try FileManager.default.attributesOfItem(atPath: bench.root.appendingPathComponent("notes.txt").path)[.systemFileNumber]
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"), release: false)
        bench.clockBox.now += 600
        bench.host.tick()
        #expect(bench.host.expandedRows == ["files/Projects/"])
        bench.host.measure()  // the window measures once the opened rows are laid out
        bench.step(.moved, bench.center("files/Projects/Drafts/"))
        bench.clockBox.now += 600
        bench.host.tick()
        #expect(bench.host.expandedRows == ["files/Projects/", "files/Projects/Drafts/"])
        bench.host.measure()
        bench.step(.up, bench.center("files/Projects/Drafts/"))
        #expect(bench.files(in: "Projects/Drafts") == ["notes.txt"], "\(bench.host.announcements) \(bench.host.failures)")
        #expect(!bench.files().contains("notes.txt"))
        let moved = try FileManager.default.attributesOfItem(atPath: bench.root.appendingPathComponent("Projects/Drafts/notes.txt").path)
        #expect(moved[.systemFileNumber] as? Int == inode as? Int)  // one rename (S3)
        #expect(bench.host.items(in: "files/Projects/Drafts") == ["notes.txt"])
        // Undo moves it back on disk, and closes the rows the drag opened (S10).
        bench.host.undo()
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects/Drafts").isEmpty)
        #expect(bench.host.items(in: "files").contains("notes.txt"))
        #expect(bench.host.expandedRows.isEmpty)
        bench.host.redo()
        #expect(bench.files(in: "Projects/Drafts") == ["notes.txt"])
    }

    @Test func aTreeHasOneSelectionInOneLevelAndWhatShowsSelectedIsWhatMoves() throws {  // S8, S10, issue 37
        let bench = try nestedBench()
        bench.host.setExpanded("files/Projects/", true)
        bench.host.measure()
        // A click on notes.txt leaves nothing selected inside Projects.
        bench.host.select(["files/Projects/Plan.txt"], in: "files/Projects")
        bench.host.select(["files/notes.txt"], in: "files")
        #expect(bench.host.selection(in: "files/Projects").isEmpty)
        #expect(bench.host.selection(acrossTreeOf: "files/Projects") == ["files/notes.txt"])
        // Selecting in Projects clears the top level: notes.txt no longer shows selected.
        bench.host.select(["files/Projects/Plan.txt"], in: "files/Projects")
        #expect(bench.host.selection(acrossTreeOf: "files") == ["files/Projects/Plan.txt"])
        // Pressing notes.txt drags it alone; over Drafts' middle it goes into it, on disk.
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/Drafts/"))
        #expect(bench.files(in: "Projects/Drafts") == ["notes.txt"], "\(bench.host.announcements) \(bench.host.failures)")
        #expect(bench.files(in: "Projects").contains("Plan.txt"))
        #expect(bench.host.selection(acrossTreeOf: "files") == ["files/Projects/Drafts/notes.txt"])
        // Undo puts it back (S10).
        bench.host.undo()
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects/Drafts").isEmpty)
    }

    @Test func filesSelectedInTwoLevelsMoveIntoAFolderTogetherAndOneUndoPutsEachBack() throws {  // S8, S10, issue 37
        let bench = try nestedBench()
        bench.host.setExpanded("files/Projects/", true)
        bench.host.measure()
        // One selection over two levels: Plan.txt inside Projects and notes.txt at the top.
        bench.host.select(["files/Projects/Plan.txt", "files/notes.txt"], in: "files")
        #expect(bench.host.selection(acrossTreeOf: "files") == ["files/Projects/Plan.txt", "files/notes.txt"])
        // Dropped into Drafts: one rename per level they leave, and the rows the disk shows are
        // those the engine shows (the folders are listed once both are stored, not between).
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/Drafts/"))
        #expect(bench.files(in: "Projects/Drafts").sorted() == ["Plan.txt", "notes.txt"], "\(bench.host.failures)")
        #expect(!bench.files().contains("notes.txt") && !bench.files(in: "Projects").contains("Plan.txt"))
        #expect(bench.host.failures.isEmpty)
        bench.host.undo()
        #expect(bench.host.failures.isEmpty, "\(bench.host.failures)")
        #expect(bench.files().contains("notes.txt"))
        #expect(bench.files(in: "Projects").contains("Plan.txt"))
        #expect(bench.files(in: "Projects/Drafts").isEmpty)
    }

    @Test func theSnapshotListsTheOpenLevelsAndTheRowsDepths() throws {
        let bench = try nestedBench()
        bench.host.setExpanded("files/Projects/", true)
        let json = bench.host.snapshotJSON(frames: bench.surface.measure(), window: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["expanded"] as? [String] == ["files/Projects/"])
        let depths = try #require(object["depths"] as? [String: Int])
        #expect(depths["files/Projects/Plan.txt"] == 1 && depths["files/notes.txt"] == 0)
        let containers = try #require(object["containers"] as? [[String: Any]])
        #expect(containers.contains { $0["id"] as? String == "files/Projects" })
        let frames = try #require(object["frames"] as? [String: Any])
        #expect(frames["files/Projects/Plan.txt"] != nil)
    }
}
