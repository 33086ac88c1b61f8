import DragKit
import DragKitEditing
import DragKitTesting
import Testing
@testable import DragKitWords

@Suite("Menu commands through the drop pipeline (S7, S5)")
struct MenuCommandTests {
    /// `transfer` with the id of `other`, to compare everything but the id.
    static func sameButID(_ transfer: Transfer, as other: Transfer) -> Transfer {
        var copy = transfer
        copy.id = other.id
        return copy
    }

    /// The content steps of the most recent input.
    static func lastSteps(_ sim: DragSimulator) -> [ContentStep] {
        steps(in: sim.lastActions)
    }

    /// Every content step in `actions`, in order.
    static func steps(in actions: [Action]) -> [ContentStep] {
        var result: [ContentStep] = []
        for action in actions {
            if case .applyChange(.items(let steps)) = action { result += steps }
        }
        return result
    }

    @Test("S7/S5: cut and paste is a move, producing the same Transfer and steps as dragging")
    func cutPasteIsMove() throws {
        var board = Pasteboard()
        let policy = ContainerPolicy(crossContainerOperation: .move)
        var (dragged, inbox, archive) = try Scene.twoLists(archivePolicy: policy)
        dragged.drag(dragged.center(of: inbox[1]), to: dragged.point(in: archive[0], fraction: 0.9))
        let viaDrag = try #require(dragged.commits.last)
        let dragSteps = Self.steps(in: dragged.log)

        var (sim, _, _) = try Scene.twoLists(archivePolicy: policy)
        let before = sim.snapshot
        sim.edit(.cut([inbox[1]]), &board)
        #expect(sim.snapshot == before)  // Cut changes nothing by itself.
        #expect(board.isCut)
        #expect(sim.announcements.last == "Cut Eggs from Inbox. Paste to move it.")
        sim.edit(.paste(into: Scene.archive, at: 1), &board)
        let viaMenu = try #require(sim.commits.last)
        #expect(viaMenu.operation == .move)
        #expect(Self.sameButID(viaMenu, as: viaDrag) == viaDrag)
        #expect(Self.lastSteps(sim) == dragSteps)
        #expect(sim.snapshot == dragged.snapshot)
        #expect(board.items.isEmpty)  // A cut pastes once.
        #expect(sim.announcements.last == "Moved Eggs to Archive, position 2 of 3.")
        #expect(sim.mirrorIsInStep)

        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.redoActionName == "Redo Move")
    }

    @Test("S7/S5: copy and paste is a copy, the same Transfer as dragging; it can be pasted again")
    func copyPasteIsCopy() throws {
        var board = Pasteboard()
        var (dragged, inbox, archive) = try Scene.twoLists()
        dragged.drag(dragged.center(of: inbox[2]), to: dragged.point(in: archive[1], fraction: 0.9))
        let viaDrag = try #require(dragged.commits.last)

        var (sim, _, _) = try Scene.twoLists()
        let before = sim.snapshot
        sim.edit(.copy([inbox[2]]), &board)
        #expect(sim.announcements.last == "Copied Bread from Inbox.")
        #expect(sim.snapshot == before)
        sim.edit(.paste(into: Scene.archive), &board)
        let viaMenu = try #require(sim.commits.last)
        #expect(viaMenu.operation == .copy)
        #expect(Self.sameButID(viaMenu, as: viaDrag) == viaDrag)
        #expect(sim.snapshot == dragged.snapshot)
        #expect(sim.undoActionName == "Undo Copy")

        sim.edit(.paste(into: Scene.inbox, at: 0), &board)
        #expect(sim.labels(of: Scene.inbox) == ["Bread", "Milk", "Eggs", "Bread", "Butter"])
        #expect(sim.engine.undoDepth == 2)
        sim.undo()
        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.engine.workspace.items.count == 6)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7/S2: Move to… does what a drag would (a move where drags move, a copy where they copy), and is undoable")
    func moveTo() throws {
        var board = Pasteboard()
        // Where drags copy (Archive's default, S2), Move to… copies: the source keeps its item.
        var (copied, items, _) = try Scene.twoLists()
        var (copiedByMenu, _, _) = try Scene.twoLists()
        copied.drag(copied.center(of: items[3]), to: copied.point(in: items[0], fraction: 0.1).offset(400, 0))
        copiedByMenu.edit(.move([items[3]], to: Scene.archive, at: 0), &board)
        let copyByDrag = try #require(copied.commits.last)
        #expect(copyByDrag.operation == .copy)
        #expect(Self.sameButID(try #require(copiedByMenu.commits.last), as: copyByDrag) == copyByDrag)
        #expect(copiedByMenu.snapshot == copied.snapshot)

        let movePolicy = ContainerPolicy(crossContainerOperation: .move)
        var (dragged, inbox, archive) = try Scene.twoLists(archivePolicy: movePolicy)
        dragged.drag(dragged.center(of: inbox[3]), to: dragged.point(in: archive[0], fraction: 0.1))
        let viaDrag = try #require(dragged.commits.last)

        var (sim, _, _) = try Scene.twoLists(archivePolicy: movePolicy)
        let before = sim.snapshot
        sim.edit(.move([inbox[3]], to: Scene.archive, at: 0), &board)
        let viaMenu = try #require(sim.commits.last)
        #expect(Self.sameButID(viaMenu, as: viaDrag) == viaDrag)
        #expect(sim.snapshot == dragged.snapshot)
        #expect(sim.announcements.last == "Moved Butter to Archive, position 1 of 3.")
        sim.undo()
        #expect(sim.snapshot == before)
        sim.redo()
        #expect(sim.snapshot == dragged.snapshot)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: Move to… within a list reorders, and moving to where it is changes nothing")
    func moveToWithinList() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists()
        sim.edit(.move([inbox[0]], to: Scene.inbox, at: 0), &board)
        #expect(sim.commits.isEmpty)
        #expect(sim.announcements.last == "Milk is already there, in Inbox.")
        sim.edit(.move([inbox[0], inbox[1]], to: Scene.inbox), &board)
        #expect(sim.order(of: Scene.inbox) == [inbox[2], inbox[3], inbox[0], inbox[1]])
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("S5: paste honours what the destination accepts")
    func pasteHonoursAcceptance() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptedTypes: [.image]), inboxType: .plainText)
        let before = sim.snapshot
        sim.edit(.copy([inbox[0]]), &board)
        sim.edit(.paste(into: Scene.archive), &board)
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.announcementRecords.last.map { EnglishAction(.announce($0)) } == .announce("Archive can't take Milk.", .assertive))
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("S7: commands with nothing to act on, or out of range, change nothing and say why")
    func refusals() throws {
        var board = Pasteboard()
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        sim.edit(.paste(into: Scene.archive), &board)
        #expect(sim.announcements.last == "Nothing to paste.")
        sim.edit(.copy([inbox[0], archive[0]]), &board)
        #expect(sim.announcements.last == "Can't copy: choose items from one list.")
        sim.edit(.move([inbox[0]], to: Scene.archive, at: 7), &board)
        #expect(sim.announcements.last == "Can't copy to position 8 of Archive.")  // Archive copies (S2)
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
    }

    @Test("S5: content that can't be dragged out can be copied but not cut or moved")
    func lockedSource() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists(inboxPolicy: ContainerPolicy(allowsDragging: false))
        let before = sim.snapshot
        sim.edit(.cut([inbox[0]]), &board)
        #expect(sim.announcements.last == "Can't cut from Inbox.")
        #expect(board.items.isEmpty)
        sim.edit(.move([inbox[0]], to: Scene.archive), &board)
        #expect(sim.announcements.last == "Can't move items out of Inbox.")
        #expect(sim.snapshot == before)
        sim.edit(.copy([inbox[0]]), &board)
        sim.edit(.paste(into: Scene.archive), &board)
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk"])
    }

    @Test("S7: a cut of an undone copy has nothing left to paste")
    func cutOfDeletedCopy() throws {
        var board = Pasteboard()
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.edit(.copy([inbox[0]]), &board)
        sim.edit(.paste(into: Scene.archive), &board)
        let copy = try #require(sim.commits.last?.copies.first)
        sim.edit(.cut([copy]), &board)
        sim.undo()
        sim.edit(.paste(into: Scene.inbox), &board)
        #expect(sim.announcements.last == "Nothing to paste: the items are gone.")
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.order(of: Scene.inbox) == inbox)
    }
}

@Suite("Undo and menu commands article example")
struct UndoArticleExampleTests {
    @Test("S7/S10: the DocC example runs as written")
    func articleExample() throws {
        var editor = EditingEngine()
        try editor.engine.addContainer(Container(id: 1, label: "Inbox"))
        try editor.engine.addContainer(Container(id: 2, label: "Archive"))
        try editor.engine.insert(Item(id: 10, label: "Milk"), into: 1)

        var actions = editor.handle(.cut([10]))
        #expect(actions.inEnglish == [.announce("Cut Milk from Inbox. Paste to move it.")])
        actions = editor.handle(.paste(into: 2))
        var expected = Transfer(id: 1, operation: .move, items: [10], source: 1, destination: 2, index: 0, copies: [])
        expected.representations = [.item]  // A2: the representation the destination takes
        #expect(actions.contains(.commit(.items(expected))))
        _ = editor.handle(.core(.transferSucceeded(1)))
        #expect(editor.engine.undoKind.map { EnglishAnnouncer().menuTitle(.undo, $0) } == "Undo Move")
        actions = editor.handle(.core(.undo))
        #expect(editor.engine.workspace.containers[1]?.items == [10])
        #expect(actions.contains(.commit(.items(Transfer(id: 2, operation: .move, items: [10], source: 2, destination: 1, index: 0, copies: [])))))
    }
}
