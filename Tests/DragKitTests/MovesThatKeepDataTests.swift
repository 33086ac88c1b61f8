import DragKit
import DragKitTesting
import Testing

// Moves that must not lose data (S2, S3, S11, S7, A5, P1): app boundaries copy, drops go *into*
// items that stand for containers, and the source lets go of its selection. "Move to…" and
// Paste, the editing layer's, are in DragKitEditingTests/MoveToKeepsDataTests.swift (issue 23).

@Suite("Moves that keep data: app boundaries, drop into, selection (S2, S3, S7, S11, A5)")
struct MovesThatKeepDataTests {
    @Test("S2/S3: a drag into another app copies, even where the destination's own drops move")
    func dragBetweenAppsCopies() throws {
        var (sim, inbox, archive) = try Scene.twoApps()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter"])  // the source keeps it
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk"])
        // Within one app, the destination's override still applies (S3).
        sim.engine.setApp(Scene.filesApp, for: Scene.inbox)
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.commits.last?.operation == .move)
        #expect(sim.engine.origin(of: Scene.inbox, into: Scene.archive) == .container(Scene.inbox))
    }

    @Test("A5: after a drag to another list the source no longer shows the moved items selected")
    func sourceLetsGoOfItsSelection() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        _ = sim.engine.handle(.setSelection([inbox[1], inbox[2]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        let selections = sim.lastActions.compactMap { action -> (ContainerID, [ItemID])? in
            if case .setSelection(let container, let items) = action { (container, items) } else { nil }
        }
        #expect(selections.contains { $0.0 == Scene.inbox && $0.1.isEmpty })
        #expect(selections.contains { $0.0 == Scene.archive && $0.1 == [inbox[1], inbox[2]] })
        #expect(sim.engine.selectedItems(in: Scene.inbox).isEmpty)
    }
}

@Suite("Drop into an item versus insert between items (S1, F6, S7)")
struct DropIntoTests {
    @Test("F6, S1: drop into: over the middle of a folder row the file goes into the folder; the row is the cue")
    func middleOfRowFilesInto() throws {
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        sim.press(at: sim.center(of: home[2]))
        sim.move(to: sim.center(of: home[2]).offset(0, -10))
        sim.move(to: sim.center(of: home[0]))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == 2)
        #expect(cue.intoItem == home[0])
        #expect(cue.markerFrame == sim.engine.layout.itemFrames[home[0]])
        sim.release(at: sim.center(of: home[0]))
        #expect(sim.labels(of: 1) == ["Documents", "Budget"])
        #expect(sim.labels(of: 2) == ["Lease", "CV"])
        #expect(sim.commits.last?.operation == .move)
    }

    @Test("F6, S2: insert between: over the edges of a folder row the file is reordered next to it")
    func edgesOfRowInsertBetween() throws {
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        sim.drag(sim.center(of: home[2]), to: sim.point(in: home[0], fraction: 0.1))
        #expect(sim.labels(of: 1) == ["CV", "Documents", "Budget"])
        #expect(sim.labels(of: 2) == ["Lease"])
        var (other, home2, _, _) = try Scene.homeAndDocuments()
        other.drag(other.center(of: home2[2]), to: other.point(in: home2[0], fraction: 0.9))
        #expect(other.labels(of: 1) == ["Documents", "CV", "Budget"])
    }

    @Test("F6, S1: drop into: a sidebar folder (in a list that takes no drops) takes the file over its whole row")
    func sidebarFolderIsADestination() throws {
        var (sim, home, _, shortcut) = try Scene.homeAndDocuments(sidebar: true)
        let row = try #require(shortcut)
        sim.drag(sim.center(of: home[1]), to: sim.point(in: row, fraction: 0.1))
        #expect(sim.labels(of: 2) == ["Lease", "Budget"])
        #expect(sim.labels(of: 3) == ["Documents"])
    }

    @Test("S7: a keyboard drag reaches a subfolder that is not on screen, marked on its folder row")
    func keyboardReachesSubfolder() throws {
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        sim.perform { $0.handle(.pickUp(.items([home[1]]))) }
        sim.key(.tab)
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == 2)
        #expect(cue.intoItem == home[0])
        sim.key(.space)
        #expect(sim.labels(of: 2) == ["Lease", "Budget"])
    }
}
