import DragKit
import DragKitTesting
import Testing

@Suite("S10 Undo and redo of text drops")
struct TextUndoTests {
    typealias S = TextScene

    @Test("S10: undoing a move within a note restores text and selection exactly; redo moves it again")
    func undoRedoMoveWithinNote() throws {
        var sim = try S.make()
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteA, caret: 18))
        let moved = try #require(sim.text(S.noteA))
        let movedSelection = sim.selection(S.noteA)
        #expect(sim.undoActionName == "Undo Move Text")
        #expect(sim.engine.undoDepth == 1 && sim.engine.canUndo)
        sim.undo()
        #expect(sim.text(S.noteA) == S.noteAText)
        #expect(sim.selection(S.noteA) == TextRange(6, 11))
        let undo = try #require(sim.textCommits.last)
        #expect(undo.operation == .move && undo.source == S.noteA && undo.destination == S.noteA)
        #expect(undo.sourceRange == TextRange(13, 18) && undo.insertedRange == TextRange(6, 11))
        #expect(sim.announcements.last == "Undid: moved “wörld” back to Note A, at character 7.")
        #expect(sim.redoActionName == "Redo Move Text")
        #expect(sim.engine.undoDepth == 0 && sim.engine.redoDepth == 1)
        #expect(sim.textMirrorIsInStep)
        sim.redo()
        #expect(sim.text(S.noteA) == moved)
        #expect(sim.selection(S.noteA) == movedSelection)
        #expect(sim.textCommits.last?.operation == .move)
        #expect(sim.engine.undoDepth == 1 && sim.engine.redoDepth == 0)
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S10, A5: undoing a copy to another note removes it and restores both selections")
    func undoCopyToOtherNote() throws {
        var sim = try S.make(selection: TextRange(6, 18))
        sim.dragText(from: S.noteA, character: 7, to: sim.point(inText: S.noteB, caret: 4))
        #expect(sim.undoActionName == "Undo Copy Text")
        sim.undo()
        #expect(sim.text(S.noteA) == S.noteAText && sim.text(S.noteB) == S.noteBText)
        #expect(sim.selection(S.noteA) == TextRange(6, 18) && sim.selection(S.noteB) == nil)
        let undo = try #require(sim.textCommits.last)
        #expect(undo.operation == .delete && undo.destination == S.noteB && undo.sourceRange == TextRange(4, 16))
        #expect(sim.textMirrorIsInStep)
        sim.redo()
        #expect(sim.plain(S.noteB) == "Dearwörld 👩‍👩‍👧 café Bob,")
        #expect(sim.selection(S.noteB) == TextRange(4, 16) && sim.selection(S.noteA) == TextRange(caretAt: 18))
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S10: undo of a text drop is refused while its commit is pending")
    func refusedWhilePending() throws {
        var sim = try S.make(commitsSucceed: false)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 0))
        #expect(!sim.engine.canUndo)
        sim.undo()
        #expect(sim.announcements.last == "Can't undo Copy Text yet: it is still being saved.")
        #expect(sim.plain(S.noteB) == "wörldDear Bob,")
        let transfer = try #require(sim.uncommittedText.first)
        sim.succeed(transfer.id)
        #expect(sim.engine.canUndo)
    }

    @Test("S10: undo acts only if the text is exactly as the drop left it")
    func refusedWhenTextChanged() throws {
        var sim = try S.make()
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 0))
        sim.engine.setText(StyledText("Typed over", style: S.regular), selection: nil, for: S.noteB)
        sim.undo()
        #expect(sim.announcements.last == "Can't undo Copy Text: the content has changed since.")
        #expect(sim.plain(S.noteB) == "Typed over")
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("S10, P1: inserted item text is undone and redone")
    func undoItemText() throws {
        var sim = try S.make()
        try sim.addItem(Item(id: 50, type: .textClipping, label: "Trip idea"), to: S.list)
        sim.drag(sim.center(of: 50), to: sim.point(inText: S.noteB, caret: 9))
        let request = try #require(sim.loadRequests.first)
        sim.finishLoading(request.transfer, .text(" Lisbon"))
        #expect(sim.plain(S.noteB) == "Dear Bob, Lisbon")
        sim.undo()
        #expect(sim.text(S.noteB) == S.noteBText && sim.selection(S.noteB) == nil)
        #expect(sim.textCommits.last?.operation == .delete)
        #expect(sim.textCommits.last?.sourceItems == [50])
        sim.redo()
        #expect(sim.plain(S.noteB) == "Dear Bob, Lisbon" && sim.selection(S.noteB) == TextRange(9, 16))
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S10, F7: a failed undo commit puts the text back as the drop left it, undoable again")
    func failedUndoCommit() throws {
        var sim = try S.make()
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 0))
        let after = sim.text(S.noteB)
        sim.commitsSucceedAutomatically = false
        sim.undo()
        #expect(sim.text(S.noteB) == S.noteBText)
        let undo = try #require(sim.uncommittedText.last)
        sim.fail(undo.id, reason: "offline")
        #expect(sim.text(S.noteB) == after && sim.selection(S.noteB) == TextRange(0, 5))
        #expect(sim.failures.last == "Couldn't undo: offline. The change stays as it was.")
        #expect(sim.undoActionName == "Undo Copy Text" && sim.engine.redoDepth == 0)
        #expect(sim.textMirrorIsInStep)
        sim.commitsSucceedAutomatically = true
        sim.undo()
        #expect(sim.text(S.noteB) == S.noteBText)
    }

    @Test("S10, F7: while a note has a text commit pending, a second drop into it is refused, so the first can fail exactly")
    func secondDropWaitsForFirst() throws {
        var sim = try S.make(commitsSucceed: false)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 0))
        let first = try #require(sim.uncommittedText.first)
        sim.select(TextRange(0, 5), in: S.noteA)
        sim.dragText(from: S.noteA, character: 2, to: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.cursors().contains(.notAllowed))
        #expect(sim.uncommittedText.count == 1)
        #expect(sim.announcements.contains("Note B can't take text."))
        sim.fail(first.id, reason: "offline")
        #expect(sim.text(S.noteB) == S.noteBText)
        #expect(sim.text(S.noteA) == S.noteAText)
        // Once the host reported, the note takes drops again.
        sim.commitsSucceedAutomatically = true
        sim.select(TextRange(0, 5), in: S.noteA)
        sim.dragText(from: S.noteA, character: 2, to: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.plain(S.noteB) == "Dear Bob,Hello")
    }

    @Test("S10: an item drop and a text drop share one history, undone newest first")
    func mixedHistory() throws {
        var sim = try S.make(listAccepts: [])
        sim.dragText(from: S.noteA, character: 8, to: Point(x: 50, y: 500))
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 0))
        #expect(sim.engine.undoDepth == 1)  // the copy needs a selection: the second drag found none
        sim.select(TextRange(0, 5), in: S.noteA)
        sim.dragText(from: S.noteA, character: 2, to: sim.point(inText: S.noteB, caret: 0))
        #expect(sim.engine.undoDepth == 2 && sim.undoActionName == "Undo Copy Text")
        sim.undo()
        #expect(sim.text(S.noteB) == S.noteBText)
        #expect(sim.undoActionName == "Undo Make Clipping")
        sim.undo()
        #expect(sim.labels(of: S.list) == ["Milk"])
        #expect(sim.engine.redoDepth == 2)
    }
}
