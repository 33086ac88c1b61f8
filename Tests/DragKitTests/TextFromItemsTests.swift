import DragKit
import DragKitTesting
import Testing

@Suite("P1 Items dropped into text views give their text")
struct TextFromItemsTests {
    typealias S = TextScene
    static let clipID: ItemID = 50

    /// The text scene with a bare clipping (type only, as a host registers a stored one) at the
    /// end of the list.
    static func scene(commitsSucceed: Bool = true) throws -> DragSimulator {
        var sim = try S.make(commitsSucceed: commitsSucceed)
        try sim.addItem(Item(id: clipID, type: .textClipping, label: "Trip idea"), to: S.list)
        return sim
    }

    @Test("P1, F6, F8: a clipping over a note shows the text caret cue and the copy cursor")
    func hoverCue() throws {
        var sim = try Self.scene()
        let start = sim.center(of: Self.clipID)
        sim.press(at: start)
        sim.move(to: start.offset(0, 6))
        sim.move(to: sim.point(inText: S.noteB, caret: 5))
        let feedback = try #require(sim.engine.feedback(for: 1))
        let cue = try #require(feedback.destination)
        #expect(cue.container == S.noteB && cue.textOffset == 5 && cue.insertionIndex == 5 && cue.isHighlighted)
        #expect(cue.markerFrame == Rect(x: 449, y: 0, width: 2, height: 20))
        #expect(feedback.operation == .copy && feedback.cursor == .copy)
        #expect(feedback.badge == Badge(count: 1, symbol: .copy))
        #expect(feedback.acceptedItems == [Self.clipID])
        #expect(sim.announcements.last == "Over Note B, at character 6. Drop to copy its text.")
    }

    @Test("P1, F6: an item with no text representation is still refused by a text view (not allowed)")
    func plainItemRefused() throws {
        var sim = try Self.scene()
        let milk = sim.order(of: S.list)[0]
        let start = sim.center(of: milk)
        sim.press(at: start)
        sim.move(to: start.offset(0, 6))
        sim.move(to: sim.point(inText: S.noteB, caret: 2))
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        #expect(sim.lastCursor() == .notAllowed)
        sim.release(at: sim.point(inText: S.noteB, caret: 2))
        #expect(sim.text(S.noteB) == S.noteBText)
        #expect(sim.loadRequests.isEmpty && sim.textCommits.isEmpty)
    }

    @Test("A4, P1, issue 34: a whole note dropped into a note's title line: its first line joins the title, the lines after take the body's style")
    func linesAfterTheFirstTakeTheNextLinesStyle() throws {
        var sim = try Self.scene()
        let heading = TextStyle(fontFamily: "Georgia", size: 22, weight: 700)
        let note: ContainerID = 15
        try sim.addText(note, "Note C", text: StyledText(runs: [TextRun("Plan\n", style: heading), TextRun("Pack", style: S.regular)]),
                        origin: Point(x: 800, y: 0))
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: note, caret: 2))
        let request = try #require(sim.loadRequests.first)
        sim.finishLoading(request.transfer, .text("Trip\nFly on Friday\nHotel"))
        #expect(sim.plain(note) == "PlTrip\nFly on Friday\nHotelan\nPack")
        #expect(sim.text(note)?.runs == [
            TextRun("PlTrip\n", style: heading), TextRun("Fly on Friday\nHotel", style: S.regular),
            TextRun("an\n", style: heading), TextRun("Pack", style: S.regular),
        ])
        // On the last line, every line takes that line's style (no line follows it).
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: note, caret: 33))
        let second = try #require(sim.loadRequests.last)
        sim.finishLoading(second.transfer, .text("A\nB"))
        #expect(sim.plain(note).hasSuffix("PackA\nB") && sim.text(note)?.runs.last == TextRun("PackA\nB", style: S.regular))
        #expect(sim.textMirrorIsInStep)
    }

    @Test("P1, A4, A5: a dropped clipping's text is loaded, then inserted in the note's style and selected")
    func dropLoadsAndInserts() throws {
        var sim = try Self.scene()
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: S.noteB, caret: 4))
        // Nothing changes until the text is in; the engine asks for the negotiated type (A2).
        #expect(sim.text(S.noteB) == S.noteBText)
        let request = try #require(sim.loadRequests.first)
        #expect(sim.loadRequests.count == 1)
        #expect(request.item == Self.clipID && request.type == .textClipping && request.fields.isEmpty)
        #expect(sim.engine.loadingTransfers.map { $0.transfer.id } == [request.transfer])
        // F9: a placeholder marks the caret offset while the text loads.
        #expect(sim.placeholders.count == 1)
        #expect(sim.placeholders[request.transfer]?.container == S.noteB && sim.placeholders[request.transfer]?.index == 4)
        #expect(sim.placeholders[request.transfer]?.label == "Trip idea")
        #expect(sim.announcements.last == "Dropped Trip idea on Note B, at character 5. Loading its text…")
        sim.finishLoading(request.transfer, .text("Lisbon in May"))
        #expect(sim.placeholders.isEmpty)
        #expect(sim.plain(S.noteB) == "DearLisbon in May Bob,")
        #expect(sim.text(S.noteB)?.runs == [TextRun("DearLisbon in May Bob,", style: S.regular)])
        #expect(sim.selection(S.noteB) == TextRange(4, 17))
        let commit = try #require(sim.textCommits.last)
        #expect(commit.id == request.transfer && commit.operation == .copy)
        #expect(commit.source == S.list && commit.sourceItems == [Self.clipID] && commit.destination == S.noteB)
        #expect(commit.insertedRange == TextRange(4, 17) && commit.text == StyledText("Lisbon in May", style: S.regular))
        // Always a copy: the clipping stays in the list.
        #expect(sim.order(of: S.list).contains(Self.clipID))
        #expect(sim.textMirrorIsInStep)
        #expect(sim.announcements.last == "Inserted the text of Trip idea in Note B, at character 5.")
        #expect(sim.undoActionName == "Undo Insert Text")
    }

    @Test("A4, A2: an item offering plain text among richer types is loaded as plain text into a field")
    func richestTextRepresentation() throws {
        var sim = try S.make()
        try sim.addItem(Item(id: 60, type: .contact, label: "Ada", provider: ItemProvider([
            Representation(type: .contact), Representation(type: .png), Representation(type: .plainText),
        ])), to: S.list)
        sim.drag(sim.center(of: 60), to: sim.point(inText: S.field, caret: 4))
        let request = try #require(sim.loadRequests.first)
        #expect(request.type == .plainText)
        sim.finishLoading(request.transfer, .text("Ada Lovelace"))
        #expect(sim.text(S.field)?.runs == [TextRun("To: Ada Lovelace", style: S.fieldStyle)])
    }

    @Test("P1: acceptedItemTypes decides which items a text view takes")
    func acceptedItemTypesSettable() throws {
        var sim = DragSimulator()
        try sim.addText(S.noteA, "Note A", text: S.noteBText, acceptedItemTypes: [])
        try sim.addList(S.list, "List", items: [], origin: Point(x: 0, y: 400))
        try sim.addItem(Item(id: 50, type: .textClipping, label: "Trip idea"), to: S.list)
        #expect(sim.engine.textDocument(S.noteA)?.acceptedItemTypes == [])
        sim.drag(sim.center(of: 50), to: sim.point(inText: S.noteA, caret: 2))
        #expect(sim.cursors().contains(.notAllowed))
        #expect(sim.loadRequests.isEmpty)
    }

    @Test("F7: cancelling or failing before the text arrives leaves the note untouched, with a message")
    func cancelAndFailBeforeLoading() throws {
        var sim = try Self.scene()
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: S.noteB, caret: 4))
        let first = try #require(sim.loadRequests.last?.transfer)
        sim.cancelLoading(first)
        #expect(sim.announcements.last == "Stopped loading the text of Trip idea. Note B is unchanged.")
        #expect(sim.engine.loadingTransfers.isEmpty && sim.placeholders.isEmpty)
        sim.finishLoading(first, .text("late"))  // ignored
        #expect(sim.text(S.noteB) == S.noteBText)
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: S.noteB, caret: 4))
        let second = try #require(sim.loadRequests.last?.transfer)
        #expect(second != first)
        sim.fail(second, reason: "the server is unreachable")
        #expect(sim.failures == ["Couldn't insert the text of Trip idea into Note B: the server is unreachable. Note B is unchanged."])
        #expect(sim.text(S.noteB) == S.noteBText && sim.textCommits.isEmpty)
        #expect(sim.engine.undoDepth == 0 && sim.placeholders.isEmpty)
    }

    @Test("F7, S10: a failed commit of the inserted text takes it back exactly")
    func failedCommitRollsBack() throws {
        var sim = try Self.scene(commitsSucceed: false)
        sim.drag(sim.center(of: Self.clipID), to: sim.point(inText: S.noteB, caret: 9))
        let request = try #require(sim.loadRequests.first)
        sim.finishLoading(request.transfer, .text("Lisbon"))
        #expect(sim.plain(S.noteB) == "Dear Bob,Lisbon")
        sim.fail(request.transfer, reason: "offline")
        #expect(sim.text(S.noteB) == S.noteBText && sim.selection(S.noteB) == nil)
        #expect(sim.textMirrorIsInStep)
        #expect(sim.failures.last == "Couldn't insert the text of Trip idea into Note B: offline. The text was removed; Note B is as it was.")
        #expect(sim.engine.undoDepth == 0)
    }

    @Test("P1: text dragged to a list becomes a clipping that drops back into another note as text")
    func roundTrip() throws {
        var sim = try S.make(listAccepts: [])
        sim.dragText(from: S.noteA, character: 8, to: Point(x: 50, y: 500))
        let clip = try #require(sim.commits.last?.created.first)
        sim.drag(sim.center(of: clip.id), to: sim.point(inText: S.noteB, caret: 9))
        let request = try #require(sim.loadRequests.last)
        #expect(request.item == clip.id && request.type == .textClipping)
        sim.finishLoading(request.transfer, .text(clip.text))
        #expect(sim.plain(S.noteB) == "Dear Bob,wörld")
        #expect(sim.labels(of: S.list) == ["Milk", "wörld"])
    }
}
