import DragKit
import DragKitTesting
import Testing

/// Space or Enter on a focused item that is selected picks up the whole selection, as a press on
/// it does (S7, S8, issue 34), whatever made the selection; so does a host's pick-up command
/// naming just the focused item (the web host sends the focused item with the key).
@Suite("S7, S8: the keyboard picks up the selection the focused item belongs to")
struct KeyboardPickUpSelectionTests {
    @Test("S7, S8: Space on a selected item picks up the selection, in list order")
    func spaceBringsTheSelection() throws {
        var list = try ListFixture(count: 6)
        let items = list.items
        list.simulator.send(.setSelection([items[0], items[2], items[4]], in: list.container))
        list.simulator.key(.space, target: items[2])
        #expect(list.simulator.engine.feedback(for: .keyboard)?.items == [items[0], items[2], items[4]])
        #expect(list.simulator.announcements.last?.hasPrefix("Picked up 3 items from List.") == true)
    }

    @Test("S7, S8: a selection made item by item (Ctrl+Space, Ctrl-click) is picked up whole by Enter")
    func enterBringsASelectionMadeItemByItem() throws {
        var list = try ListFixture(count: 6)
        let items = list.items
        list.simulator.send(.select([items[3]]))
        list.simulator.send(.select([items[1]]))
        list.simulator.key(.enter, target: items[3])
        #expect(list.simulator.engine.feedback(for: .keyboard)?.items == [items[1], items[3]])
    }

    @Test("S7, S8: the pick-up command with the focused, selected item brings its selection; an unselected item comes alone")
    func pickUpCommand() throws {
        var list = try ListFixture(count: 6)
        let items = list.items
        list.simulator.send(.setSelection([items[1], items[2]], in: list.container))
        list.simulator.pickUp([items[2]])
        #expect(list.simulator.engine.feedback(for: .keyboard)?.items == [items[1], items[2]])
        list.simulator.cancelKeyboardDrag()
        list.simulator.pickUp([items[5]])
        #expect(list.simulator.engine.feedback(for: .keyboard)?.items == [items[5]])
    }

    @Test("S7, S8, S10: the selection picked up with Space moves together, and undo puts each item back at its own index")
    func selectionMovesAndUndoes() throws {
        var list = try ListFixture(count: 6)
        let items = list.items
        list.simulator.send(.setSelection([items[0], items[2], items[4]], in: list.container))
        list.simulator.key(.space, target: items[0])
        list.simulator.key(.end)
        list.simulator.key(.space)
        #expect(list.simulator.order(of: list.container) == [items[1], items[3], items[5], items[0], items[2], items[4]])
        list.simulator.undo()
        #expect(list.simulator.order(of: list.container) == items)
        #expect(list.simulator.commits.last?.indices == [0, 2, 4])
    }
}
