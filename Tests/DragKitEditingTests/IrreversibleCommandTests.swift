import DragKit
import DragKitEditing
import DragKitTesting
import Testing

// Menu commands into containers whose drops cannot be undone ask first, as drops do (S11, S7;
// moved from DragKitTests/IrreversibleDropTests.swift with the editing layer, issue 23).

@Suite("Irreversible commands: paste asks first as a drop does (S11, S7)")
struct IrreversibleCommandTests {
    /// A write-only drop box: asks before a drop (S11), as in DragKitTests/IrreversibleDropTests.swift.
    static let dropBox = ContainerPolicy(crossContainerOperation: .move, dropsAreUndoable: false, confirmation: .before)

    @Test("S11: a paste into a drop box asks first, like a drop")
    func pasteAsksFirst() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: Self.dropBox)
        let before = sim.snapshot
        sim.edit(.copy([inbox[2]]), &board)
        sim.edit(.paste(into: Scene.archive), &board)
        #expect(sim.snapshot == before)
        let question = try #require(sim.confirmationRequests.first)
        #expect(question.message.english == "Copy Bread into Archive? This can't be undone.")
        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Bread"])
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("S11: items gone while the drop box asked: confirming reports it and changes nothing")
    func itemsGoneBeforeConfirm() throws {
        var board = Pasteboard()
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.dropBox)
        sim.edit(.copy([inbox[0]]), &board)
        sim.edit(.paste(into: Scene.inbox), &board)
        let copy = try #require(sim.commits.last?.copies.first)
        sim.drag(sim.center(of: copy), to: sim.point(in: archive[0], fraction: 0.9))
        let question = try #require(sim.confirmationRequests.first)
        sim.undo()  // The copy goes away while the question is open.
        let before = sim.snapshot
        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(sim.snapshot == before)
        #expect(sim.failures.last == "Couldn't drop into Archive: the content changed while asking.")
        #expect(sim.lastActions.contains(.endPreview(1, .evaporate)))
    }
}
