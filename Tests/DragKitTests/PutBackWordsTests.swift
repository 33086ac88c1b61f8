import DragKit
import DragKitTesting
import Testing

/// Putting an item back where it was is never announced as a move (S2, S7, issue 34): in a
/// container that places by the drop point (a calendar's day), the engine can't see whether a
/// drop that keeps the order changed the place, so it says the drop once the host has answered.
@Suite("S2, S7: a put-back is said as one, not as \"Moved…, position 1 of 2\"")
struct PutBackWordsTests {
    static func day() throws -> ListFixture {
        var policy = ContainerPolicy()
        policy.placesByDropPoint = true
        var list = try ListFixture(count: 2, label: "Thursday", policy: policy)
        list.simulator.commitsSucceedAutomatically = false
        return list
    }

    @Test("S2, S7: an event put back on its own place: the host stores nothing, and it is said as dropped where it was")
    func putBackUnchanged() throws {
        var list = try Self.day()
        list.simulator.lift(list.items[0], to: list.center(of: 0).offset(0, 2))
        list.simulator.release(at: list.center(of: 0).offset(0, 2))
        let transfer = try #require(list.simulator.commits.last)
        #expect(!list.simulator.announcements.contains { $0.hasPrefix("Moved") })
        list.simulator.unchanged(transfer.id)
        #expect(list.simulator.announcements.last == "Dropped Item 1 where it was, in Thursday.")
        #expect(!list.simulator.announcements.contains { $0.hasPrefix("Moved") })
        #expect(list.simulator.engine.undoDepth == 0)
    }

    @Test("S2, S7: the same drop at another time of the day, which the host stores: said as moved once stored")
    func sameOrderNewPlace() throws {
        var list = try Self.day()
        list.simulator.lift(list.items[0], to: list.center(of: 0).offset(0, 2))
        list.simulator.release(at: list.center(of: 0).offset(0, 2))
        let transfer = try #require(list.simulator.commits.last)
        list.simulator.succeed(transfer.id)
        #expect(list.simulator.announcements.last == "Moved Item 1 to Thursday, position 1 of 2.")
    }

    @Test("S7, F7: a drop that changes the order is said as moved once stored, as every drop is (issue 36)")
    func reorderSaidOnceStored() throws {
        var list = try Self.day()
        list.simulator.drag(list.center(of: 0), to: list.point(below: 1))
        let transfer = try #require(list.simulator.commits.last)
        #expect(list.simulator.announcements.last != "Moved Item 1 to Thursday, position 2 of 2.")
        #expect(list.simulator.engine.wordsWaiting(for: transfer.id).map(\.english) == ["Moved Item 1 to Thursday, position 2 of 2."])
        list.simulator.succeed(transfer.id)
        #expect(list.simulator.announcements.last == "Moved Item 1 to Thursday, position 2 of 2.")
    }
}
