import DragKit
import DragKitTesting
import Testing

@Suite("P1 Text becomes a clipping file on item containers")
struct ClippingTests {
    typealias S = TextScene

    /// The end of the scene's list (below Milk) and its top (above Milk).
    static let listEnd = Point(x: 50, y: 500)
    static let listTop = Point(x: 50, y: 405)

    func created(_ sim: DragSimulator) -> [CreatedItem] {
        sim.commits.flatMap { $0.created }
    }

    @Test("P1, F6, F8: text over a list that takes everything shows an insertion point and the copy cursor")
    func hoverCue() throws {
        var sim = try S.make(listAccepts: [])
        let start = sim.point(inText: S.noteA, character: 8)
        sim.press(at: start)
        sim.move(to: start.offset(0, 6))
        sim.move(to: Self.listTop)
        let feedback = try #require(sim.engine.feedback(for: 1, carrying: .text))
        let cue = try #require(feedback.destination)
        #expect(cue.container == S.list && cue.insertionIndex == 0 && cue.isHighlighted && cue.textOffset == nil)
        #expect(feedback.operation == .copy)
        #expect(feedback.cursor == .copy && sim.lastCursor() == .copy)
        #expect(feedback.badge == Badge(count: 1, symbol: .copy))
        #expect(sim.destinationMarks().last == cue)
        sim.move(to: Self.listEnd)
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.destination?.insertionIndex == 1)
        #expect(sim.announcements.contains("Over List. Drop to copy."))
    }

    @Test("P1: dropping text on a list makes a clipping item there; the text stays, unselected (A5)")
    func dropMakesClipping() throws {
        var sim = try S.make(listAccepts: [])
        let milk = sim.order(of: S.list)[0]
        sim.dragText(from: S.noteA, character: 8, to: Self.listTop)
        let order = sim.order(of: S.list)
        #expect(order.count == 2 && order[1] == milk)
        let clip = try #require(sim.engine.workspace.items[order[0]])
        #expect(clip.type == .textClipping && clip.label == "wörld")
        #expect(clip.id != milk)
        // The engine offers the clipping's text, so it can be dropped into a note later.
        #expect(clip.representations.map { $0.type } == [.textClipping, .plainText])
        // S2: a copy; the text is unchanged, its selection goes (A5), the clipping is selected.
        #expect(sim.text(S.noteA) == S.noteAText)
        #expect(sim.selection(S.noteA) == TextRange(caretAt: 11))
        #expect(sim.engine.selection.contains(clip.id, in: S.list))
        #expect(sim.logContains { if case .applyChange(.items(let steps)) = $0 {
            steps == [.create(clip.id, type: .textClipping, label: "wörld"), .insert(clip.id, into: S.list, at: 0)]
        } else { false } })
        let commit = try #require(sim.commits.last)
        #expect(commit.operation == .copy && commit.items.isEmpty && commit.copies.isEmpty)
        #expect(commit.source == S.noteA && commit.destination == S.list && commit.index == 0 && commit.indices == [0])
        #expect(commit.created == [CreatedItem(id: clip.id, type: .textClipping, label: "wörld", text: "wörld")])
        #expect(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty)
        #expect(sim.textMirrorIsInStep)
        #expect(sim.announcements.last == "Made a clipping “wörld” in List, position 1 of 2.")
        #expect(sim.previewEndings == [.settle(onto: [])])
        #expect(sim.undoActionName == "Undo Make Clipping")
    }

    @Test("P1: a clipping's title is the text's first words, at most 40 characters, with an ellipsis")
    func titles() throws {
        let engine = DragEngine()
        #expect(engine.clippingTitle("Buy oat milk") == "Buy oat milk")
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let title = engine.clippingTitle(long)
        #expect(title == "The quick brown fox jumps over the lazy…")
        #expect(title.count <= 40)
        #expect(engine.clippingTitle("  line one\nline two ") == "line one line two")
        #expect(engine.clippingTitle(String(repeating: "👩‍👩‍👧", count: 50)).count == 40)
        #expect(engine.clippingTitle(" \n ") == "Clipping")
    }

    @Test("P1, F6, F8: a list that takes only other types refuses text (not allowed) and nothing changes")
    func refusedByTypedList() throws {
        var sim = try S.make(listAccepts: [.image])
        sim.dragText(from: S.noteA, character: 8, to: Self.listEnd)
        #expect(sim.cursors().contains(.notAllowed))
        #expect(sim.labels(of: S.list) == ["Milk"])
        #expect(sim.commits.isEmpty && sim.textCommits.isEmpty)
        #expect(sim.announcements.contains("List can't take text."))
        guard case .flyBack? = sim.previewEndings.last else {
            Issue.record("expected a fly-back, got \(sim.previewEndings)")
            return
        }
    }

    @Test("P1: a list accepting public.text takes clippings (they conform to public.plain-text)")
    func textListAccepts() throws {
        var sim = try S.make(listAccepts: [.text])
        sim.dragText(from: S.noteA, character: 8, to: Self.listEnd)
        #expect(sim.labels(of: S.list) == ["Milk", "wörld"])
        #expect(DragEngine().workspace.types.conforms(.textClipping, to: .plainText))
    }

    @Test("F7: a clipping whose commit fails is removed again and the text's selection comes back")
    func failureRemoves() throws {
        var sim = try S.make(commitsSucceed: false, listAccepts: [])
        sim.dragText(from: S.noteA, character: 8, to: Self.listEnd)
        let transfer = try #require(sim.uncommitted.first)
        let clip = try #require(transfer.created.first)
        sim.fail(transfer.id, reason: "the disk is full")
        #expect(sim.engine.workspace.items[clip.id] == nil)
        #expect(sim.labels(of: S.list) == ["Milk"])
        #expect(sim.selection(S.noteA) == TextRange(6, 11))
        #expect(sim.text(S.noteA) == S.noteAText)
        #expect(sim.mirror.matches(sim.engine.workspace) && sim.textMirrorIsInStep)
        #expect(sim.failures == ["Couldn't make a clipping “wörld” in List: the disk is full. The clipping was removed; the text is unchanged."])
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("S10: undoing a clipping removes it and restores the text's selection; redo brings it back")
    func undoRedo() throws {
        var sim = try S.make(listAccepts: [])
        sim.dragText(from: S.noteA, character: 8, to: Self.listEnd)
        let clip = try #require(created(sim).first)
        #expect(sim.engine.canUndo)
        sim.undo()
        #expect(sim.labels(of: S.list) == ["Milk"])
        #expect(sim.selection(S.noteA) == TextRange(6, 11))
        let undone = try #require(sim.commits.last)
        #expect(undone.operation == .delete && undone.items == [clip.id] && undone.destination == S.list)
        #expect(sim.announcements.last == "Undid: removed the clipping “wörld” from List.")
        #expect(sim.redoActionName == "Redo Make Clipping")
        #expect(sim.mirror.matches(sim.engine.workspace) && sim.textMirrorIsInStep)
        sim.redo()
        #expect(sim.order(of: S.list).last == clip.id)
        #expect(sim.labels(of: S.list) == ["Milk", "wörld"])
        #expect(sim.selection(S.noteA) == TextRange(caretAt: 11))
        let redone = try #require(sim.commits.last)
        #expect(redone.operation == .copy && redone.created == [clip] && redone.index == 1 && redone.indices == [1])
        #expect(sim.lastActions.contains { if case .applyChange(.items(let steps)) = $0 {
            steps.first == .create(clip.id, type: .textClipping, label: "wörld")
        } else { false } })
        #expect(sim.announcements.last == "Redid: made a clipping “wörld” in List, position 2 of 2.")
        #expect(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty && sim.textMirrorIsInStep)
    }

    @Test("S10, F7: a failed commit of an undone clipping brings the clipping back")
    func failedUndoRevives() throws {
        var sim = try S.make(listAccepts: [])
        sim.dragText(from: S.noteA, character: 8, to: Self.listEnd)
        let clip = try #require(created(sim).first)
        sim.commitsSucceedAutomatically = false
        sim.undo()
        let undo = try #require(sim.uncommitted.last)
        sim.fail(undo.id, reason: "offline")
        #expect(sim.order(of: S.list).last == clip.id)
        #expect(sim.engine.workspace.items[clip.id]?.type == .textClipping)
        #expect(sim.selection(S.noteA) == TextRange(caretAt: 11))
        #expect(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty && sim.textMirrorIsInStep)
        #expect(sim.undoActionName == "Undo Make Clipping")
    }
}
