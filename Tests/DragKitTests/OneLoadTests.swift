import DragKit
import DragKitTesting
import Testing

/// One load (issue 23): a drop that waits for its data, items into a list or text into a text
/// view, is one ledger entry with one path; only what is inserted differs (S14, F9, F7, P1).
@Suite("One load: item and text drops wait for their data, fail and stop alike (S14, F9, F7, P1; issue 23)")
struct OneLoadTests {
    typealias S = TextScene
    static let clipA: ItemID = 50
    static let clipB: ItemID = 51

    /// The text scene with two clippings (type only) at the end of the list.
    static func scene() throws -> DragSimulator {
        var sim = try S.make()
        try sim.addItem(Item(id: clipA, type: .textClipping, label: "Trip idea"), to: S.list)
        try sim.addItem(Item(id: clipB, type: .textClipping, label: "Packing"), to: S.list)
        return sim
    }

    /// Drops the clipping `item` on Note B at `caret` and returns its transfer.
    static func dropIntoText(_ sim: inout DragSimulator, _ item: ItemID = clipA, caret: Int = 4) throws -> TransferID {
        sim.drag(sim.center(of: item), to: sim.point(inText: S.noteB, caret: caret))
        return try #require(sim.loadRequests.last?.transfer)
    }

    /// Drops the 300 KB photo on the rich scene's document and returns the sim and its transfer.
    static func dropItems() throws -> (sim: DragSimulator, transfer: TransferID) {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(crossContainerOperation: .move),
            items: [RichScene.file(100, "Photo", bytes: 300_000)])
        sim.drop(100, below: intro)
        return (sim, try #require(sim.loadRequests.first?.transfer))
    }

    @Test("P1, F9: the texts of several items dropped on a text view arrive in one report and are inserted together")
    func severalItemsOneReport() throws {
        var sim = try Self.scene()
        sim.send(.setSelection([Self.clipA, Self.clipB], in: S.list))
        let transfer = try Self.dropIntoText(&sim)
        #expect(sim.loadRequests.map { $0.item } == [Self.clipA, Self.clipB])
        #expect(sim.loadRequests.allSatisfy { $0.transfer == transfer })
        // The host reports once, when all of the drop's data is in: the items' texts joined
        // by line breaks, in drop order (as the web bridge does).
        sim.finishLoading(transfer, .text("Lisbon\nPorto"))
        #expect(sim.placeholders.isEmpty)
        #expect(sim.plain(S.noteB) == "DearLisbon\nPorto Bob,")
        #expect(sim.selection(S.noteB) == TextRange(4, 16))
        let commit = try #require(sim.textCommits.last)
        #expect(commit.id == transfer && commit.sourceItems == [Self.clipA, Self.clipB])
        #expect(sim.textMirrorIsInStep)
    }

    @Test("F9, P1: a text drop's load shows its progress like an item drop's, only forward and within the total")
    func textLoadProgress() throws {
        var sim = try S.make()
        try sim.addItem(Item(id: 60, type: .textClipping, label: "Essay", provider: ItemProvider([
            Representation(type: .textClipping, byteCount: 2_000),
        ])), to: S.list)
        let transfer = try Self.dropIntoText(&sim, 60)
        sim.reportProgress(transfer, completedBytes: 500)
        sim.reportProgress(transfer, completedBytes: 100)  // backwards: ignored
        sim.reportProgress(transfer, completedBytes: 9_000)  // clamped to the total
        #expect(sim.progressReports(transfer).map { $0.completedBytes }.suffix(2) == [500, 2_000])
        #expect(sim.progressReports(transfer).allSatisfy { $0.totalBytes == 2_000 })
        #expect(sim.engine.loadingTransfers.map { $0.progress.completedBytes } == [2_000])
    }

    @Test("S14, F9, P1: a loading drop of either kind is listed as loading, with its destination, until it lands")
    func listedWhileLoading() throws {
        var (items, itemTransfer) = try Self.dropItems()
        #expect(items.engine.loadingTransfers.map { $0.transfer.id } == [itemTransfer])
        var text = try Self.scene()
        let textTransfer = try Self.dropIntoText(&text)
        let listed = try #require(text.engine.loadingTransfers.first)
        #expect(text.engine.loadingTransfers.count == 1)
        #expect(listed.transfer.id == textTransfer && listed.transfer.destination == S.noteB)
        #expect(listed.transfer.items == [Self.clipA] && listed.transfer.operation == .copy)
        items.finishLoading(itemTransfer)
        text.finishLoading(textTransfer, .text("Lisbon"))
        #expect(items.engine.loadingTransfers.isEmpty && text.engine.loadingTransfers.isEmpty)
    }

    @Test("F7, F9, P1: a failed load of either kind ends alike: placeholder gone, said assertively, nothing changed or recorded")
    func failedLoadsEndAlike() throws {
        var (items, itemTransfer) = try Self.dropItems()
        let itemsBefore = items.snapshot
        var text = try Self.scene()
        let textTransfer = try Self.dropIntoText(&text)
        items.fail(itemTransfer, reason: "offline")
        text.fail(textTransfer, reason: "offline")
        for (sim, transfer) in [(items, itemTransfer), (text, textTransfer)] {
            #expect(sim.lastActions.first == .removePlaceholder(transfer))
            #expect(sim.placeholders.isEmpty && sim.engine.loadingTransfers.isEmpty)
            #expect(sim.failures.count == 1 && sim.commits.isEmpty && sim.engine.undoDepth == 0)
            let failure = try #require(sim.lastActions.last)
            guard case .announce(let said) = failure else { Issue.record("not announced"); continue }
            #expect(said.politeness == .assertive)
        }
        #expect(items.snapshot == itemsBefore && items.mirrorIsInStep)
        #expect(text.text(S.noteB) == S.noteBText && text.textCommits.isEmpty)
        // Reports after the failure are ignored.
        items.finishLoading(itemTransfer)
        text.finishLoading(textTransfer, .text("late"))
        #expect(items.lastActions.isEmpty && text.lastActions.isEmpty)
        #expect(items.snapshot == itemsBefore && text.text(S.noteB) == S.noteBText)
        // The text view takes drops again (S10): it is no longer waiting for text.
        let again = try Self.dropIntoText(&text, Self.clipB)
        #expect(again != textTransfer && text.engine.loadingTransfers.count == 1)
    }

    @Test("S14, F9, P1: a cancelled load of either kind ends alike: placeholder gone, source and destination intact")
    func cancelledLoadsEndAlike() throws {
        var (items, itemTransfer) = try Self.dropItems()
        let itemsBefore = items.snapshot
        var text = try Self.scene()
        let textTransfer = try Self.dropIntoText(&text)
        items.cancelLoading(itemTransfer)
        text.cancelLoading(textTransfer)
        for (sim, transfer) in [(items, itemTransfer), (text, textTransfer)] {
            #expect(sim.lastActions.first == .removePlaceholder(transfer))
            #expect(sim.lastActions.count == 2)
            #expect(sim.placeholders.isEmpty && sim.engine.loadingTransfers.isEmpty)
            #expect(sim.failures.isEmpty && sim.commits.isEmpty && sim.engine.undoDepth == 0)
        }
        #expect(items.snapshot == itemsBefore)
        #expect(text.text(S.noteB) == S.noteBText && text.order(of: S.list).contains(Self.clipA))
        // Cancelling twice does nothing.
        items.cancelLoading(itemTransfer)
        text.cancelLoading(textTransfer)
        #expect(items.lastActions.isEmpty && text.lastActions.isEmpty)
        let again = try Self.dropIntoText(&text, Self.clipB)
        #expect(again != textTransfer && text.engine.loadingTransfers.count == 1)
    }
}
