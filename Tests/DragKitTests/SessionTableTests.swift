@testable import DragKit
import Testing

@Suite("Session table: one session per pointer, changed by named transitions (F1, F2, S8, S9)")
struct SessionTableTests {
    private func pending(_ pointer: PointerID, item: ItemID = 10) -> PendingDrag {
        PendingDrag(pointer: pointer, device: .mouse, source: 1, origin: Point(x: 0, y: 0),
                    location: Point(x: 0, y: 0), modifiers: [], deadline: nil, pressed: .item(item, index: nil))
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
        moved.move(to: Point(x: 50, y: 50), modifiers: [])
        table.update(moved)
        #expect(table.drag(of: 3)?.location == Point(x: 50, y: 50))
        #expect(table.drag(of: 5)?.items == [10, 11])
        #expect(table.end(9) == nil)
    }
}

@Suite("Session table: text drags are sessions with a text payload (S6, S9, issue 23)")
struct TextSessionTableTests {
    private func textDrag(_ pointer: PointerID, source: ContainerID, _ range: TextRange) -> ActiveDrag {
        ActiveDrag.fixture(pointer, source: source, payload: .text(DraggedText(
            range: range, content: StyledText(String(repeating: "a", count: range.count), style: TextStyle()))))
    }

    @Test("S6: a press on text and its drag carry the payload; item sessions don't")
    func carriesText() {
        var table = SessionTable()
        table.beginPending(PendingDrag(
            pointer: 1, device: .mouse, source: 11, origin: .zero, location: .zero, modifiers: [], deadline: nil,
            pressed: .text(DraggedText(range: TextRange(2, 4), content: StyledText("ab", style: TextStyle())))))
        table.promote(.fixture(2, items: [10]))
        #expect(table.carriesText(1) && !table.carriesText(2) && !table.carriesText(3))
        #expect(table.phase(of: 1) == .pending && table.hasPressOrDrag)
        table.promote(textDrag(1, source: 11, TextRange(2, 4)))
        #expect(table.carriesText(1) && table.draggingPointers == [1, 2])
        #expect(table.isDragging(10) && table.draggedItems == [10])  // text adds no items
    }

    @Test("S9: text overlapping another drag's text in the same view is taken; elsewhere it is free")
    func overlappingText() {
        var table = SessionTable()
        table.promote(textDrag(1, source: 11, TextRange(6, 11)))
        #expect(table.isDraggingText(in: 11, overlapping: TextRange(10, 12), except: 2))
        #expect(table.isDraggingText(in: 11, overlapping: TextRange(0, 7), except: .keyboard))
        #expect(!table.isDraggingText(in: 11, overlapping: TextRange(11, 14), except: 2))  // touches, no overlap
        #expect(!table.isDraggingText(in: 11, overlapping: TextRange(0, 6), except: 2))
        #expect(!table.isDraggingText(in: 12, overlapping: TextRange(6, 11), except: 2))  // another view
        #expect(!table.isDraggingText(in: 11, overlapping: TextRange(6, 11), except: 1))  // its own drag
    }
}
