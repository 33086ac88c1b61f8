@testable import DragKit
import Testing

@Suite("Selection: per-container selections and background windows as a machine of their own (S8, A5, P2)")
struct SelectionMachineTests {
    @Test("S8: items are added to and removed from one container's selection only")
    func addAndRemove() {
        var selection = Selection()
        selection.add(10, in: 1)
        selection.add(11, in: 1)
        selection.add(20, in: 2)
        #expect(selection.items(in: 1) == [10, 11])
        #expect(selection.contains(20, in: 2) && !selection.contains(20, in: 1))
        selection.remove(10, from: 1)
        selection.remove(99, from: 3)  // Nothing there: nothing changes.
        #expect(selection.items(in: 1) == [11])
        #expect(selection.items(in: 3).isEmpty)
    }

    @Test("A5: replacing a container's selection makes it exactly the given items")
    func replace() {
        var selection = Selection()
        selection.add(10, in: 1)
        selection.replace([12, 13], in: 1)
        #expect(selection.items(in: 1) == [12, 13])
        selection.replace([], in: 1)
        #expect(selection.items(in: 1).isEmpty)
        #expect(!selection.contains(12, in: 1))
    }

    @Test("P2: containers are active unless marked as in a background window")
    func windows() {
        var selection = Selection()
        #expect(selection.isActive(1))
        selection.setActive(false, for: 1)
        #expect(!selection.isActive(1) && selection.isActive(2))
        selection.setActive(true, for: 1)
        #expect(selection.isActive(1))
        #expect(selection == Selection())
    }
}
