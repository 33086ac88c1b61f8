import DragKit
import DragKitTesting
import Testing

/// Note B hands items it has no text from to its attachments strip (a message body attaching a
/// photo, as Mail does); Note A has no strip.
@Suite("P1, A2 Text views hand non-text items to their attachments")
struct AttachmentContainerTests {
    typealias S = TextScene
    static let strip: ContainerID = 30
    static let photo: ItemID = 70
    static let clip: ItemID = 71

    static func scene() throws -> (DragSimulator, existing: ItemID) {
        var sim = try S.make()
        let existing = try sim.addList(
            strip, "Note B attachments", policy: ContainerPolicy(acceptedTypes: [.image]), items: ["Map"],
            type: .png, origin: Point(x: 400, y: 300))
        sim.engine.setAttachmentContainer(strip, for: S.noteB)
        try sim.addItem(Item(id: photo, type: .png, label: "Beach"), to: S.list)
        try sim.addItem(Item(id: clip, type: .textClipping, label: "Trip idea"), to: S.list)
        return (sim, existing[0])
    }

    @Test("A photo dropped on a note's text goes to the end of its attachments; the text is unchanged")
    func photoGoesToAttachments() throws {
        var (sim, existing) = try Self.scene()
        let start = sim.center(of: Self.photo)
        sim.press(at: start)
        sim.move(to: start.offset(0, 6))
        sim.move(to: sim.point(inText: S.noteB, caret: 3))
        let feedback = try #require(sim.engine.feedback(for: 1))
        let cue = try #require(feedback.destination)
        #expect(cue.container == Self.strip && cue.insertionIndex == 1 && cue.textOffset == nil && cue.isHighlighted)
        #expect(feedback.operation.isAccepted && feedback.acceptedItems == [Self.photo])
        #expect(sim.announcements.last?.hasPrefix("Over Note B attachments") == true)
        sim.release(at: sim.point(inText: S.noteB, caret: 3))
        let order = sim.order(of: Self.strip)
        #expect(order.count == 2 && order[0] == existing)
        #expect(sim.text(S.noteB) == S.noteBText, "the note's text is unchanged")
        #expect(sim.loadRequests.isEmpty && sim.textCommits.isEmpty)
        #expect(sim.commits.last?.destination == Self.strip)
        #expect(sim.mirrorIsInStep)
    }

    @Test("An item with text still goes into the text, at the caret (P1)")
    func textItemStillInsertsText() throws {
        var (sim, _) = try Self.scene()
        sim.drag(sim.center(of: Self.clip), to: sim.point(inText: S.noteB, caret: 4))
        let request = try #require(sim.loadRequests.first)
        sim.finishLoading(request.transfer, .text("Lisbon"))
        #expect(sim.plain(S.noteB) == "DearLisbon Bob,")
        #expect(sim.order(of: Self.strip).count == 1)
    }

    @Test("Without an attachments container, or once it is unset, a photo is refused by the text")
    func noAttachmentsRefuses() throws {
        var (sim, _) = try Self.scene()
        sim.drag(sim.center(of: Self.photo), to: sim.point(inText: S.noteA, caret: 2))
        #expect(sim.commits.isEmpty && sim.text(S.noteA) == S.noteAText)
        sim.engine.setAttachmentContainer(nil, for: S.noteB)
        let start = sim.center(of: Self.photo)
        sim.press(at: start)
        sim.move(to: start.offset(0, 6))
        sim.move(to: sim.point(inText: S.noteB, caret: 3))
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        sim.release(at: sim.point(inText: S.noteB, caret: 3))
        #expect(sim.commits.isEmpty && sim.order(of: Self.strip).count == 1)
    }
}
