import DragKit
import DragKitEditing
import DragKitTesting
import Testing

// "Move to…" does what a drag would, and Paste lands where asked (S2, S3, S7, S11; moved from
// DragKitTests/MovesThatKeepDataTests.swift with the editing layer, issue 23).

@Suite("Move to… and Paste keep data as drags do (S2, S3, S7, S11)")
struct MoveToKeepsDataTests {
    @Test("S2/S7: drag, keyboard drag and Move to… agree: into another app all three copy")
    func threeWaysAgreeAcrossApps() throws {
        var board = Pasteboard()
        var (dragged, inbox, archive) = try Scene.twoApps()
        dragged.drag(dragged.center(of: inbox[0]), to: dragged.point(in: archive[1], fraction: 0.9))

        var (keyed, _, _) = try Scene.twoApps()
        keyed.perform { $0.handle(.pickUp(.items([inbox[0]]))) }
        keyed.key(.tab)
        keyed.key(.arrowDown)
        keyed.key(.arrowDown)
        keyed.key(.space)

        var (menu, _, _) = try Scene.twoApps()
        #expect(menu.engine.moveDestinations(for: [inbox[0]]) == [MoveDestination(container: Scene.archive, operation: .copy, itemCount: 1)])
        menu.edit(.move([inbox[0]], to: Scene.archive), &board)

        for sim in [dragged, keyed, menu] {
            #expect(sim.commits.last?.operation == .copy)
            #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter"])
            #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk"])
        }
        #expect(archive.count == 2)
    }

    @Test("S3/S7: Move to… a container that copies (a recipients field, a shared album) keeps the source's item")
    func moveToCopiesWhereDragCopies() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists()  // Archive copies (the default, S2)
        sim.edit(.move([inbox[0]], to: Scene.archive), &board)
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk"])
        #expect(sim.announcements.last?.hasPrefix("Copied Milk") == true)
    }

    @Test("S11/S7: Move to… a write-only drop box asks first, and copies (the file is not lost)")
    func moveToDropBoxAsksAndCopies() throws {
        var board = Pasteboard()
        let dropBox = ContainerPolicy(allowsDragging: false, dropsAreUndoable: false, confirmation: .before)
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: dropBox)
        sim.edit(.move([inbox[1]], to: Scene.archive), &board)
        let question = try #require(sim.confirmationRequests.last)
        #expect(question.message.english.hasPrefix("Copy Eggs into Archive?"))
        #expect(sim.commits.isEmpty)
        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("S11/S7: Move to… a shared album that posts copies and offers Cancel after, out of the undo history")
    func moveToAlbumOffersCancel() throws {
        var board = Pasteboard()
        let album = ContainerPolicy(axis: .horizontal, dropsAreUndoable: false, confirmation: .cancelStepAfter)
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: album)
        sim.edit(.move([inbox[2]], to: Scene.archive), &board)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Bread"])
        let question = try #require(sim.confirmationRequests.last)
        #expect(question.style == .cancelStepAfter)
        #expect(sim.engine.undoDepth == 0)
        sim.perform { $0.handle(.decline(question.id)) }
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears"])
    }

    @Test("S7: Move to… a list whose drops move, moves (and a locked source still refuses)")
    func moveToMovesWhereDragMoves() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.edit(.move([inbox[0], inbox[2]], to: Scene.archive, at: 0), &board)
        #expect(sim.commits.last?.operation == .move)
        #expect(sim.labels(of: Scene.inbox) == ["Eggs", "Butter"])
        #expect(sim.labels(of: Scene.archive) == ["Milk", "Bread", "Apples", "Pears"])
    }

    @Test("S7: Paste after an item, after a Cut from the same list, lands right after it, not one slot further")
    func pasteAfterCountsWithoutTheCut() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists()
        sim.edit(.cut([inbox[0]]), &board)
        // Milk was cut; paste it after Eggs: Eggs, Milk, Bread, Butter.
        sim.edit(.pasteAfter(inbox[1], into: Scene.inbox), &board)
        #expect(sim.labels(of: Scene.inbox) == ["Eggs", "Milk", "Bread", "Butter"])
        sim.undo()
        sim.edit(.copy([inbox[3]]), &board)
        sim.edit(.pasteAfter(inbox[0], into: Scene.inbox), &board)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Butter", "Eggs", "Bread", "Butter"])
    }

    @Test("S7: Move to… and Cut/Paste reach a subfolder that is not on screen")
    func menuReachesSubfolder() throws {
        var board = Pasteboard()
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        #expect(sim.engine.moveDestinations(for: [home[2]]).map(\.container) == [2])
        sim.edit(.move([home[2]], to: 2), &board)
        #expect(sim.labels(of: 2) == ["Lease", "CV"])
        sim.edit(.cut([home[1]]), &board)
        sim.edit(.pasteAfter(nil, into: 2), &board)
        #expect(sim.labels(of: 2) == ["Budget", "Lease", "CV"])
        #expect(sim.labels(of: 1) == ["Documents"])
    }

    @Test("F6, F7, S7: Move to… never offers a folder its own folder or one inside it; asked anyway, it refuses with the reason (issue 34)")
    func folderNeverIntoItself() throws {
        var board = Pasteboard()
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        // Documents ▸ Sub: a subfolder of the folder being moved.
        try sim.addList(3, "Sub", policy: ContainerPolicy(crossContainerOperation: .move), items: ["Notes"],
                        origin: Point(x: -1e7, y: -1e7))
        try sim.addItem(Item(id: 90, label: "Sub"), to: 2)
        sim.engine.setOpenedContainer(3, for: 90)
        let offered = sim.engine.moveDestinations(for: [home[0]]).map(\.container)
        #expect(!offered.contains(2) && !offered.contains(3))
        #expect(sim.engine.moveDestinations(for: [home[1]]).map(\.container) == [2, 3])
        sim.edit(.move([home[0]], to: 3), &board)
        #expect(sim.labels(of: 1) == ["Documents", "Budget", "CV"])
        #expect(sim.labels(of: 3) == ["Notes"])
        #expect(sim.announcements.last == "Documents can't go into Sub: a folder can't go into itself or a folder inside it.")
    }
}
