@testable import DragKit
import Testing

@Suite("Transfer ledger: one entry per transfer, loading then committing (S10, S14, F7, F9, P1)")
struct TransferLedgerTests {
    static func transfer(_ id: TransferID) -> Transfer {
        Transfer(id: id, operation: .copy, items: [10], source: 1, destination: 2, index: 0, copies: [20])
    }

    static func itemLoad(_ id: TransferID) -> PendingLoad {
        PendingLoad(
            transfer: transfer(id), progress: TransferProgress(itemTotals: [100]), subject: .item("Milk"),
            payload: .items(PendingLoad.ItemDrop(snapshots: [], anchor: nil)))
    }

    static func textLoad(_ id: TransferID) -> PendingLoad {
        var text = Transfer(id: id, operation: .copy, items: [10], source: 1, destination: 3, index: 0, copies: [])
        text.representations = [.plainText]
        return PendingLoad(transfer: text, progress: TransferProgress(itemTotals: [0]), subject: .item("Milk"), payload: .text)
    }

    @Test("S14, F9: a loading drop moves on to committing under the same id, and its stage says so")
    func loadingThenCommitting() {
        var ledger = TransferLedger()
        ledger.record(.loading(Self.itemLoad(1)), for: 1)
        #expect(ledger.stage(of: 1) == .loading)
        #expect(ledger.loads.map { $0.id } == [1])
        ledger.record(.committing(PendingTransfer(transfer: Self.transfer(1), placements: [])), for: 1)
        #expect(ledger.stage(of: 1) == .committing)
        #expect(ledger.loads.isEmpty && ledger.commits.map { $0.id } == [1])
    }

    @Test("F7, F9, P1: a failure is looked up once and says how to take the transfer back, whatever its kind")
    func failures() {
        var ledger = TransferLedger()
        ledger.record(.loading(Self.itemLoad(1)), for: 1)
        ledger.record(.loading(Self.textLoad(2)), for: 2)
        ledger.record(.committing(PendingTransfer(transfer: Self.transfer(3), placements: [])), for: 3)
        guard case .failLoad(let load) = ledger.failed(1) else { Issue.record("not an item load"); return }
        #expect(load.transfer.id == 1 && !load.isText)
        guard case .failLoad(let text) = ledger.failed(2) else { Issue.record("not a text load"); return }
        #expect(text.transfer.destination == 3 && text.isText)
        guard case .rollBack(let pending) = ledger.failed(3) else { Issue.record("not a commit"); return }
        #expect(pending.id == 3)
        guard case .ignore = ledger.failed(3) else { Issue.record("reported twice"); return }
        #expect(ledger.isEmpty)
    }

    @Test("S10, S14: success forgets a commit but not a load; cancelling stops a load but not a commit")
    func successAndCancel() {
        var ledger = TransferLedger()
        ledger.record(.loading(Self.itemLoad(1)), for: 1)
        ledger.record(.committing(PendingTransfer(transfer: Self.transfer(2), placements: [])), for: 2)
        guard case .forget = ledger.succeeded(1) else { Issue.record("wrong action"); return }
        #expect(ledger.stage(of: 1) == .loading)
        guard case .ignore = ledger.cancelled(2) else { Issue.record("a commit can't be stopped"); return }
        #expect(ledger.stage(of: 2) == .committing)
        guard case .forget = ledger.succeeded(2) else { Issue.record("wrong action"); return }
        #expect(ledger.stage(of: 2) == nil)
        guard case .stopLoad(let load) = ledger.cancelled(1) else { Issue.record("not stopped"); return }
        #expect(load.transfer.id == 1 && ledger.isEmpty)
    }

    @Test("S6, S10, F7 (issue 23): item and text commits are one entry shape: listed together, taken back alike")
    func oneCommitShape() {
        var ledger = TransferLedger()
        let text = TextTransfer(
            id: 2, operation: .move, source: 3, sourceRange: TextRange(0, 4), destination: 3,
            insertedRange: TextRange(6, 10), text: StyledText("word", style: TextStyle()))
        let undo = PendingTransfer.TextUndo(container: 3, edits: [], selection: TextRange(0, 4))
        ledger.record(.committing(PendingTransfer(transfer: Self.transfer(1), placements: [])), for: 1)
        ledger.record(.committing(PendingTransfer(text: text, undo: [undo], role: .undo)), for: 2)
        #expect(ledger.commits.map { $0.id } == [1, 2])
        #expect(ledger.commits.map { $0.commit.operation } == [.copy, .move])
        guard case .rollBack(let pending) = ledger.failed(2) else { Issue.record("not a commit"); return }
        #expect(pending.commit == .text(text) && pending.textUndo == [undo] && pending.role == .undo)
        guard case .forget = ledger.succeeded(1) else { Issue.record("wrong action"); return }
        #expect(ledger.isEmpty)
    }

    static func externalLoad(_ id: TransferID) -> PendingLoad {
        var drop = Transfer(id: id, operation: .copy, items: [], source: 0, destination: 2, index: 0, copies: [])
        drop.representations = [.plainText]
        return PendingLoad(
            transfer: drop, progress: TransferProgress(completedBytes: 0, totalBytes: 0), subject: .item("Note"),
            payload: .external(count: 1))
    }

    @Test("S14, F9: a load starts under its transfer id, and its progress changes only while it loads")
    func startLoadingAndProgress() {
        var ledger = TransferLedger()
        ledger.startLoading(Self.itemLoad(1))
        #expect(ledger.stage(of: 1) == .loading && ledger.load(1) == Self.itemLoad(1))
        var progress = TransferProgress(itemTotals: [100])
        progress.completedBytes = 40
        progress.items[0].completedBytes = 40
        ledger.updateProgress(progress, of: 1)
        #expect(ledger.load(1)?.progress == progress)
        #expect(ledger.load(1)?.transfer == Self.transfer(1))
        ledger.record(.committing(PendingTransfer(transfer: Self.transfer(2), placements: [])), for: 2)
        let before = ledger
        ledger.updateProgress(progress, of: 2)  // committing: not a load
        ledger.updateProgress(progress, of: 3)  // unknown
        #expect(ledger == before)
    }

    @Test("S14, P1, S1: a load's data coming in takes it out of the ledger once; another app's drop stays for the host")
    func finishLoading() {
        var ledger = TransferLedger()
        ledger.startLoading(Self.itemLoad(1))
        ledger.startLoading(Self.textLoad(2))
        ledger.startLoading(Self.externalLoad(3))
        #expect(ledger.finishLoading(1) == Self.itemLoad(1))
        #expect(ledger.finishLoading(1) == nil)
        #expect(ledger.finishLoading(2)?.isText == true)
        #expect(ledger.finishLoading(3) == nil)
        #expect(ledger.stage(of: 3) == .loading)
        guard case .finishExternal(let drop) = ledger.succeeded(3) else { Issue.record("not another app's drop"); return }
        #expect(drop.id == 3 && ledger.isEmpty)
    }
}
