import DragKit
import DragKitDesktopFiles
import Foundation
import Testing
@testable import DragKitGTK

// A reorder is kept (issue 34, S3, S10): a folder keeps the order people drag its items into,
// on disk, so the drop stays where the gap showed — after a restart too — and undo and redo
// write the order back. Photos is a grid of its folder: the same, by halves of a cell (F6).

@MainActor
@Suite struct ReorderTests {
    /// A point `fraction` of the way down the row `key` (its top quarter and bottom quarter are
    /// "between"; a folder row's middle is "into", S13).
    static func point(_ bench: Bench, _ key: String, y fraction: Double) -> Point {
        let frame = bench.surface.measure()[key] ?? Rect(x: -1, y: -1, width: 0, height: 0)
        return Point(x: frame.midX, y: frame.minY + frame.height * fraction)
    }

    @Test func aFileDraggedAboveTheFirstRowStaysThereAfterARestartAndUndoes() throws {
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: Self.point(bench, "files/Drop Box/", y: 0.1))
        let arranged = ["notes.txt", "Drop Box/", "Photos/", "Projects/"]
        #expect(bench.host.items(in: "files") == arranged)
        #expect(bench.host.announcements.last?.contains("position 1 of 4") == true, "\(bench.host.announcements)")
        #expect(bench.order() == ["notes.txt", "Drop Box", "Photos", "Projects"])
        // A restart lists what was kept.
        let again = DesktopHost(folder: try sampleModel(at: bench.root), store: nil, monotonic: { 0 })
        #expect(again.items(in: "files") == arranged)
        bench.host.undo()
        #expect(bench.host.items(in: "files") == ["Drop Box/", "Photos/", "Projects/", "notes.txt"])
        #expect(bench.order() == nil, "the usual order again: the folder holds no order file")
        #expect(!bench.host.announcements.contains("Nothing to undo."))
        bench.host.redo()
        #expect(bench.host.items(in: "files") == arranged)
        #expect(bench.order() == ["notes.txt", "Drop Box", "Photos", "Projects"])
    }

    @Test func aReorderInAReadOnlyFolderIsRefusedWithTheReason() throws {
        let bench = try Bench()
        #expect(chmod(bench.root.path, 0o555) == 0)
        defer { _ = chmod(bench.root.path, 0o755) }
        bench.drag(from: bench.center("files/notes.txt"), to: Self.point(bench, "files/Drop Box/", y: 0.1))
        #expect(bench.host.items(in: "files") == ["Drop Box/", "Photos/", "Projects/", "notes.txt"])
        #expect(bench.host.announcements.last?.contains("read-only") == true, "\(bench.host.announcements)")
        #expect(bench.host.announcements.allSatisfy { !$0.hasPrefix("Moved") })
        #expect(bench.order() == nil)
    }

    @Test func aFileDroppedIntoAFolderRowIsAnnouncedAtItsRealPlaceThere() throws {
        let bench = try Bench()
        bench.drag(from: bench.center("files/notes.txt"), to: bench.center("files/Projects/"))
        // Projects holds Plan.txt: the file lands at its end, position 2 of 2, and stays there.
        #expect(bench.host.items(in: "files/Projects") == ["Plan.txt", "notes.txt"])
        #expect(bench.host.announcements.last?.contains("position 2 of 2") == true, "\(bench.host.announcements)")
        #expect(bench.listed("Projects") == ["Plan.txt", "notes.txt"])
    }

    @Test func aPhotoLandsWhereTheMarkShowsByHalvesOfACell() throws {
        for (fraction, expected) in [(0.25, ["sea.png", "forest.png", "sunset.png"]),
                                     (0.75, ["sea.png", "sunset.png", "forest.png"])] {
            let bench = try Bench()
            #expect(bench.host.items(in: "photos") == ["forest.png", "sea.png", "sunset.png"])
            let frames = bench.surface.measure()
            let sunset = try #require(frames["photos/sunset.png"])
            let target = Point(x: sunset.minX + sunset.width * fraction, y: sunset.midY)
            bench.drag(from: bench.center("photos/forest.png"), to: target, release: false)
            #expect(bench.surface.lifted == ["photos/forest.png"], "the dragged photo is dimmed like rows")
            let cue = try #require(bench.host.engine.feedback(for: DesktopHost.mouse)?.destination)
            let mark = cue.markerFrame.midX
            bench.step(.up, target)
            #expect(bench.host.items(in: "photos") == expected, "over \(fraction) of sunset")
            // The mark stood between the two cells the photo landed between (as they stood).
            let landed = expected.firstIndex(of: "forest.png") ?? 0
            let before = frames["photos/" + expected[landed - 1]]
            #expect(before.map { abs(mark - $0.maxX) <= 10 } == true, "mark at \(mark), after \(String(describing: before))")
            #expect(bench.listed("Photos").filter { $0.hasSuffix(".png") } == expected)
            #expect(bench.surface.lifted.isEmpty)
        }
    }

    @Test func twoViewsOfOneFolderFollowEachOther() throws {
        let bench = try Bench()
        bench.host.open(folder: "Photos")
        bench.host.measure()
        let sunset = try #require(bench.surface.measure()["photos/sunset.png"])
        bench.drag(from: bench.center("photos/forest.png"), to: Point(x: sunset.maxX - 5, y: sunset.midY))
        #expect(bench.host.items(in: "photos") == ["sea.png", "sunset.png", "forest.png"])
        #expect(bench.host.items(in: "files/Photos") == ["sea.png", "sunset.png", "forest.png"])
    }
}

/// The app's folder model over an existing folder.
func sampleModel(at root: URL) throws -> DesktopFolderModel {
    DesktopFolderModel(folder: try DesktopFolder(root: root))
}
