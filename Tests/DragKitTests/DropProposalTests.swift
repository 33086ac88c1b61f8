import DragKit
import DragKitTesting
import Testing

/// A destination answers each hover with a proposal: an operation and which of the dragged items
/// it takes (S2–S4, F5, F6, F8). These drive the answer through ``DragEngine/setDropProposer(_:for:)``.
@Suite("Destination proposals (S2–S4, F5, F6, F8)")
struct DropProposalTests {
    @Test("F5: a destination that takes only one of two items shows a badge of 1, and only that item goes")
    func narrowsItems() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        sim.engine.setDropProposer({ context, _ in
            DropProposal(operation: context.suggested.operation, items: Array(context.suggested.items.prefix(1)))
        }, for: Scene.archive)
        sim.press(at: sim.center(of: inbox[0]))
        sim.move(to: Point(x: 450, y: 70))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.acceptedItems == [inbox[0]])
        #expect(feedback.badge == Badge(count: 1, symbol: .copy))
        sim.release(at: Point(x: 450, y: 70))
        let commit = try #require(sim.commits.last)
        #expect(commit.items == [inbox[0]])
        #expect(sim.order(of: Scene.inbox) == inbox)  // the copy left the source alone (S2)
        #expect(sim.order(of: Scene.archive).count == 3)
    }

    @Test("S3/F8: a destination can answer copy where the default would move; the cursor shows copy")
    func overridesOperation() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropProposer({ context, _ in
            DropProposal(operation: .copy, items: context.suggested.items)
        }, for: Scene.inbox)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.order(of: Scene.inbox).count == 5)
        #expect(sim.log.contains(.setCursor(1, .copy)))
    }

    @Test("F6: forbidden shows not-allowed with no mark; cancel is like no destination at all")
    func refusals() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropProposer({ _, _ in DropProposal(operation: .forbidden, items: []) }, for: Scene.archive)
        sim.press(at: sim.center(of: inbox[0]))
        sim.move(to: Point(x: 450, y: 20))
        var feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil && feedback.cursor == .notAllowed && feedback.operation == .forbidden)

        sim.engine.setDropProposer({ _, _ in DropProposal(operation: .cancel, items: []) }, for: Scene.archive)
        sim.move(to: Point(x: 452, y: 22))
        feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil && feedback.cursor == .grabbing && feedback.operation == .cancel)
        sim.release(at: Point(x: 452, y: 22))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.archive).count == 2)
    }

    @Test("S2: a proposer can't widen what the destination's types accept")
    func cannotWiden() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptedTypes: [.image]))
        sim.engine.setDropProposer({ context, _ in DropProposal(operation: .copy, items: context.items) }, for: Scene.archive)
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 450, y: 20))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.archive).count == 2)
    }

    @Test("S7: a keyboard drag asks the same proposer: Tab skips a list that refuses")
    func keyboardAsksToo() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropProposer({ _, _ in DropProposal(operation: .forbidden, items: []) }, for: Scene.archive)
        sim.pickUp([inbox[0]])
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == Scene.inbox)
        #expect(sim.announcements.contains { $0.contains("No other place can take Milk") })
    }
}
