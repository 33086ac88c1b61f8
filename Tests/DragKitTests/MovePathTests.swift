@testable import DragKit
import Testing

/// The pieces a pointer move relies on to avoid lookups and copies (F2): drags changed where the
/// session table stores them, the keyboard's session known without a lookup (S7), and a hit test
/// that reads frames from its grid.
@Suite("Move path: drags changed in place, hit tests without lookups (F2, S7, S9)")
struct MovePathTests {
    private func drag(_ pointer: PointerID, items: [ItemID]) -> ActiveDrag {
        .fixture(pointer, items: items)
    }

    @Test("F2, S9: a drag taken from its slot and put back is stored changed, and other pointers keep theirs")
    func takeAndPutBack() throws {
        var table = SessionTable()
        table.promote(drag(1, items: [10]))
        table.promote(drag(2, items: [11]))
        let slot = try #require(table.slot(of: 1))
        let isExternal = table.isExternal(at: slot)
        #expect(!isExternal)
        let found = table.takeDrag(at: slot)
        var taken = try #require(found)
        #expect(taken == drag(1, items: [10]))
        taken.location = Point(x: 30, y: 40)
        table.putBack(taken, at: slot)
        #expect(table.drag(of: 1)?.location == Point(x: 30, y: 40))
        #expect(table.drag(of: 2) == drag(2, items: [11]))
        #expect(table.pointers == [1, 2])
        #expect(table.slot(of: 3) == nil)
    }

    @Test("F1: a pending press has a slot but no drag to take, and stays as it was")
    func pendingIsNotTaken() throws {
        var table = SessionTable()
        table.beginPending(PendingDrag(pointer: 4, device: .mouse, item: 10, source: 1, origin: Point(x: 0, y: 0),
                                       location: Point(x: 0, y: 0), modifiers: [], deadline: nil))
        let before = table
        let slot = try #require(table.slot(of: 4))
        let taken = table.takeDrag(at: slot)
        #expect(taken == nil)
        #expect(table == before)
        #expect(table.phase(of: 4) == .pending)
    }

    @Test("S1: another app's drag is seen through its slot")
    func externalThroughSlot() throws {
        var table = SessionTable()
        table.beginExternal(ExternalSession(
            pointer: 5, types: [], count: 1, location: Point(x: 0, y: 0), modifiers: [],
            feedback: DragFeedback(pointer: 5, items: [], source: 0, previewFrame: Rect(x: 0, y: 0, width: 1, height: 1),
                                   destination: nil, operation: .cancel, cursor: .automatic, badge: nil)))
        let slot = try #require(table.slot(of: 5))
        let isExternal = table.isExternal(at: slot)
        #expect(isExternal)
        let taken = table.takeDrag(at: slot)
        #expect(taken == nil)
        #expect(table.external(of: 5) != nil)
    }

    @Test("S7: the table knows whether the keyboard has a session, through every transition")
    func keyboardSessionFlag() {
        var table = SessionTable()
        #expect(!table.hasKeyboardSession)
        table.promote(drag(1, items: [10]))
        #expect(!table.hasKeyboardSession)
        table.promote(drag(.keyboard, items: [11]))
        #expect(table.hasKeyboardSession)
        table.update(drag(.keyboard, items: [11]))
        #expect(table.hasKeyboardSession)
        table.end(1)
        #expect(table.hasKeyboardSession)
        table.end(.keyboard)
        #expect(!table.hasKeyboardSession)
        table.promote(drag(.keyboard, items: [11]))
        table.removeAll()
        #expect(!table.hasKeyboardSession)
    }

    @Test("F2: the hit test takes the smallest eligible frame under the point, ties to the lowest id")
    func hitTestSmallestEligible() {
        var layout = Layout()
        layout.setFrame(Rect(x: 0, y: 0, width: 1_000, height: 100_000), forContainer: 1)  // oversized
        layout.setFrame(Rect(x: 0, y: 0, width: 200, height: 200), forContainer: 2)
        layout.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), forContainer: 3)
        layout.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), forContainer: 4)
        layout.prepareForHitTesting(order: [1, 2, 3, 4])
        #expect(layout.container(at: Point(x: 50, y: 50), where: { _ in true }) == 3)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { $0 != 3 }) == 4)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { $0 == 1 || $0 == 2 }) == 2)
        #expect(layout.container(at: Point(x: 150, y: 150), where: { _ in true }) == 2)
        #expect(layout.container(at: Point(x: 500, y: 50_000), where: { _ in true }) == 1)
        #expect(layout.container(at: Point(x: 500, y: 50_000), where: { $0 != 1 }) == nil)
        // A moved frame is seen once the grid is rebuilt.
        layout.setFrame(Rect(x: 300, y: 300, width: 100, height: 100), forContainer: 3)
        layout.prepareForHitTesting(order: [1, 2, 3, 4])
        #expect(layout.container(at: Point(x: 350, y: 350), where: { _ in true }) == 3)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { _ in true }) == 4)
    }
}
