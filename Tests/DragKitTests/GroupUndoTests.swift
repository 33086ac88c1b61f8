import DragKit
import DragKitTesting
import Testing

/// A scattered selection moved and undone comes back item by item to its own indices, and redo
/// reproduces the exact result, through chains of undos and redos, by pointer and keyboard,
/// within a list and between lists (S8, S10, issue 34); changes elsewhere never refuse an entry
/// as "changed since".
@Suite("S8, S10: group moves undo to each item's own index and redo exactly")
struct GroupUndoTests {
    /// Two lists: Inbox with six items, Archive with two.
    static func scene() throws -> (sim: DragSimulator, inbox: [ItemID], archive: [ItemID]) {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: ["A", "B", "C", "D", "E", "F"])
        let archive = try sim.addList(2, "Archive", policy: ContainerPolicy(crossContainerOperation: .move),
                                      items: ["X", "Y"], origin: Point(x: 400, y: 0))
        return (sim, inbox, archive)
    }

    @Test("S8, S10: items 1, 3, 5 dragged to the end of their list; undo, redo, undo, redo are exact")
    func scatteredToTheEndWithinAList() throws {
        var (sim, inbox, _) = try Self.scene()
        sim.send(.setSelection([inbox[0], inbox[2], inbox[4]], in: 1))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[5], fraction: 0.9))
        let after = [inbox[1], inbox[3], inbox[5], inbox[0], inbox[2], inbox[4]]
        #expect(sim.order(of: 1) == after)
        for _ in 0..<3 {
            sim.undo()
            #expect(sim.order(of: 1) == inbox)
            #expect(sim.commits.last?.indices == [0, 2, 4])
            #expect(sim.announcements.last == "Undid: moved 3 items back to Inbox.")
            sim.redo()
            #expect(sim.order(of: 1) == after)
        }
        #expect(!sim.announcements.contains { $0.contains("changed since") })
    }

    @Test("S8, S10: items 1, 3, 5 moved into another list; undo puts each back at 0, 2, 4; redo reproduces it")
    func scatteredIntoAnotherList() throws {
        var (sim, inbox, archive) = try Self.scene()
        sim.send(.setSelection([inbox[0], inbox[2], inbox[4]], in: 1))
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.order(of: 2) == [archive[0], archive[1], inbox[0], inbox[2], inbox[4]])
        sim.undo()
        #expect(sim.order(of: 1) == inbox)
        #expect(sim.order(of: 2) == archive)
        let undo = try #require(sim.commits.last)
        #expect(undo.indices == [0, 2, 4] && undo.destination == 1 && undo.source == 2)
        sim.redo()
        #expect(sim.order(of: 2) == [archive[0], archive[1], inbox[0], inbox[2], inbox[4]])
        sim.undo()
        #expect(sim.order(of: 1) == inbox)
    }

    @Test("S7, S8, S10: the same with the keyboard: Space on a selected item, End, Space; undo is exact")
    func scatteredByKeyboard() throws {
        var (sim, inbox, _) = try Self.scene()
        sim.send(.setSelection([inbox[1], inbox[3], inbox[5]], in: 1))
        sim.key(.space, target: inbox[3])
        sim.key(.home)
        sim.key(.space)
        #expect(sim.order(of: 1) == [inbox[1], inbox[3], inbox[5], inbox[0], inbox[2], inbox[4]])
        sim.undo()
        #expect(sim.order(of: 1) == inbox)
        #expect(sim.commits.last?.indices == [1, 3, 5])
    }

    @Test("S10: a chain of three group moves undone and redone in full, twice, ends exactly where it was")
    func chains() throws {
        var (sim, inbox, archive) = try Self.scene()
        var states: [[ContainerID: [ItemID]]] = [sim.snapshot]
        sim.send(.setSelection([inbox[0], inbox[2]], in: 1))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        states.append(sim.snapshot)
        sim.send(.setSelection([inbox[1], inbox[5]], in: 1))
        sim.drag(sim.center(of: inbox[5]), to: sim.point(in: inbox[3], fraction: 0.1))
        states.append(sim.snapshot)
        sim.send(.setSelection([archive[1], inbox[2]].filter { sim.engine.workspace.container(of: $0) == 2 }, in: 2))
        sim.drag(sim.center(of: archive[1]), to: sim.point(in: inbox[4], fraction: 0.9))
        states.append(sim.snapshot)
        for _ in 0..<2 {
            for state in states.dropLast().reversed() {
                sim.undo()
                #expect(sim.snapshot == state)
            }
            for state in states.dropFirst() {
                sim.redo()
                #expect(sim.snapshot == state)
            }
        }
        #expect(!sim.announcements.contains { $0.contains("changed since") })
    }

    @Test("S10: a change in another window to a list no entry touched refuses nothing; one to a touched list refuses only that entry, saying so")
    func changesElsewhere() throws {
        var (sim, inbox, archive) = try Self.scene()
        try sim.addList(3, "Today", items: ["T"], origin: Point(x: 800, y: 0))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[1], fraction: 0.9))  // entry 1: Inbox → Archive
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[4], fraction: 0.9))  // entry 2: within Inbox
        // Another window adds to Today: no entry is touched.
        try sim.engine.insert(Item(id: 500, label: "New"), into: 3, at: 0)
        sim.relayoutAll()
        sim.undo()
        #expect(sim.announcements.last?.hasPrefix("Undid:") == true)
        sim.redo()
        // Another window adds to Inbox: both entries touch Inbox; the top one is refused and says so.
        try sim.engine.insert(Item(id: 501, label: "Newer"), into: 1, at: 0)
        sim.relayoutAll()
        sim.undo()
        #expect(sim.announcements.last == "Can't undo Move: the content has changed since.")
        #expect(sim.order(of: 1).first == 501)
    }
}
