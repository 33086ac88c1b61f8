@testable import DragKit
import Testing
@testable import DragKitWords

@Suite("Undo history: the undo and redo stacks as a machine of their own (S10)")
struct UndoHistoryTests {
    private func record(_ id: UInt32, kind: UndoKind = .move, busy: Bool = false) -> UndoRecord {
        UndoRecord(
            id: TransferID(id), kind: kind, operation: .move, items: [10], source: 1, destination: 2,
            index: 0, copies: [], placements: [], before: HistorySnapshot(orders: []),
            after: HistorySnapshot(orders: []), busy: busy ? TransferID(id) : nil)
    }

    @Test("S10: a pushed change is undone next, then redone next, with menu names")
    func undoThenRedo() {
        var history = UndoHistory()
        #expect(history.nextUndo == nil && history.undoKind == nil)
        history.push(record(1, kind: .copy))
        history.push(record(2))
        #expect(history.undoKind.map { EnglishAnnouncer().menuTitle(.undo, $0) } == "Undo Move")
        let undone = history.takeUndo()
        #expect(undone?.id == 2)
        if let undone { history.pushUndone(undone) }
        #expect(history.redoKind.map { EnglishAnnouncer().menuTitle(.redo, $0) } == "Redo Move")
        #expect(history.undoKind.map { EnglishAnnouncer().menuTitle(.undo, $0) } == "Undo Copy")
        let redone = history.takeRedo()
        if let redone { history.pushRedone(redone) }
        #expect(history.undoStack.map(\.id) == [1, 2])
        #expect(history.redoStack.isEmpty)
    }

    @Test("S10: a new change clears the redo stack; the limit forgets the oldest changes")
    func clearRedoAndLimit() {
        var history = UndoHistory()
        history.pushUndone(record(9))
        history.clearRedo()
        #expect(history.nextRedo == nil)
        history.setLimit(0)
        #expect(history.limit == 1)
        history.setLimit(2)
        for id in 1...4 { history.push(record(UInt32(id))) }
        #expect(history.undoStack.map(\.id) == [3, 4])
    }

    @Test("S10: a stored step frees its record; a failed undo goes back on the undo stack")
    func transferOutcomes() {
        var history = UndoHistory()
        history.push(record(1, busy: true))
        history.markStored(1)
        #expect(history.nextUndo?.busy == nil)
        // Undo in flight as transfer 5, then the host fails to store it.
        if var undone = history.takeUndo() {
            undone.busy = 5
            history.pushUndone(undone)
        }
        history.stepFailed(5, role: .undo)
        #expect(history.undoStack.map(\.id) == [1])
        #expect(history.nextUndo?.busy == nil)
        #expect(history.redoStack.isEmpty)
        // A failed first change leaves the history altogether.
        history.push(record(2, busy: true))
        history.stepFailed(2, role: .change)
        #expect(history.undoStack.map(\.id) == [1])
    }
}
