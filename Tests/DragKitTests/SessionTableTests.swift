@testable import DragKit
import Testing

@Suite("Session table: one session per pointer, changed by named transitions (F1, F2, S8, S9)")
struct SessionTableTests {
    private func pending(_ pointer: PointerID, item: ItemID = 10) -> PendingDrag {
        PendingDrag(pointer: pointer, device: .mouse, item: item, source: 1, origin: Point(x: 0, y: 0),
                    location: Point(x: 0, y: 0), modifiers: [], deadline: nil)
    }

    private func drag(_ pointer: PointerID, items: [ItemID]) -> ActiveDrag {
        .fixture(pointer, items: items)
    }

    @Test("F1: a press is pending, then dragging once promoted, and gone once ended")
    func pendingToDraggingToEnded() {
        var table = SessionTable()
        #expect(table.phase(of: 1) == nil)
        table.beginPending(pending(1))
        #expect(table.phase(of: 1) == .pending)
        #expect(table.drag(of: 1) == nil)
        #expect(table.hasPressOrDrag)
        table.promote(drag(1, items: [10]))
        #expect(table.phase(of: 1) == .dragging)
        #expect(table.drag(of: 1)?.items == [10])
        #expect(table.isDragging(10))
        let ended = table.end(1)
        #expect(ended == .dragging(drag(1, items: [10])))
        #expect(table.phase(of: 1) == nil)
        #expect(!table.isDragging(10))
        #expect(table == SessionTable())
    }

    @Test("F1: a touch that scrolls is panning, which is neither a press nor a drag")
    func panningIsNotAPressOrDrag() {
        var table = SessionTable()
        table.beginPending(pending(3))
        table.pan(Panning(pointer: 3, container: 1, location: Point(x: 0, y: 40)))
        #expect(table.phase(of: 3) == .panning)
        #expect(!table.hasPressOrDrag)
        #expect(table.draggingPointers.isEmpty)
    }

    @Test("S9: sessions of several pointers are independent and listed in ascending order")
    func severalPointers() {
        var table = SessionTable()
        table.promote(drag(5, items: [10, 11]))
        table.beginPending(pending(2, item: 12))
        table.promote(drag(3, items: [13]))
        #expect(table.pointers == [2, 3, 5])
        #expect(table.draggingPointers == [3, 5])
        #expect(table.draggedItems == [10, 11, 13])
        var moved = drag(3, items: [13])
        moved.location = Point(x: 50, y: 50)
        table.update(moved)
        #expect(table.drag(of: 3)?.location == Point(x: 50, y: 50))
        #expect(table.drag(of: 5)?.items == [10, 11])
        #expect(table.end(9) == nil)
        table.removeAll()
        #expect(table.pointers.isEmpty)
    }
}
