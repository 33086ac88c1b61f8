import DragKit
import DragKitTesting
import Testing

/// A destination answers each hover with a proposal: an operation and which of the dragged items
/// it takes (S2–S4, F5, F6, F8). These drive the answer through declarative rules,
/// ``DragEngine/setDropRules(_:for:)``.
@Suite("Destination proposals (S2–S4, F5, F6, F8)")
struct DropProposalTests {
    @Test("F5: a destination that takes only one of two items shows a badge of 1, and only that item goes")
    func narrowsItems() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        sim.engine.setDropRules([DropRule(.atMost(1))], for: Scene.archive)
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
        sim.engine.setDropRules([DropRule(.operation(.copy))], for: Scene.inbox)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.order(of: Scene.inbox).count == 5)
        #expect(sim.log.contains(.setCursor(1, .copy)))
    }

    @Test("F6: forbidden shows not-allowed with no mark; cancel is like no destination at all")
    func refusals() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropRules([DropRule(.operation(.forbidden))], for: Scene.archive)
        sim.press(at: sim.center(of: inbox[0]))
        sim.move(to: Point(x: 450, y: 20))
        var feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil && feedback.cursor == .notAllowed && feedback.operation == .forbidden)

        sim.engine.setDropRules([DropRule(.operation(.cancel))], for: Scene.archive)
        sim.move(to: Point(x: 452, y: 22))
        feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil && feedback.cursor == .grabbing && feedback.operation == .cancel)
        sim.release(at: Point(x: 452, y: 22))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.archive).count == 2)
    }

    @Test("S2: a rule can't widen what the destination's types accept")
    func cannotWiden() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptedTypes: [.image]))
        sim.engine.setDropRules([DropRule(.operation(.copy))], for: Scene.archive)
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 450, y: 20))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.archive).count == 2)
    }

    @Test("S7: a keyboard drag follows the same rules: Tab skips a list that refuses")
    func keyboardAsksToo() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropRules([DropRule(.operation(.forbidden))], for: Scene.archive)
        sim.pickUp([inbox[0]])
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == Scene.inbox)
        #expect(sim.announcements.contains { $0.contains("No other place can take Milk") })
    }

    @Test("S3, S4: a rule applies only where its condition holds: copy from other lists, and while Shift is held")
    func conditions() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setDropRules([DropRule(.fromOtherContainers, .operation(.copy))], for: Scene.inbox)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        #expect(sim.commits.last?.operation == .move)  // from itself: the default move (S4)
        sim.engine.setDropRules([DropRule(.holding(.shift), .operation(.link))], for: Scene.inbox)
        sim.press(at: sim.center(of: inbox[0]))
        sim.move(to: sim.point(in: inbox[2], fraction: 0.9), modifiers: .shift)
        #expect(sim.engine.feedback(for: 1)?.operation == .link)
        sim.move(to: sim.point(in: inbox[2], fraction: 0.8))
        #expect(sim.engine.feedback(for: 1)?.operation == .move)
        sim.release(at: sim.point(in: inbox[2], fraction: 0.8))
    }

    @Test("S2–S4: engine state with drop rules is a value: the same rules compare equal, other rules don't")
    func rulesAreCompared() throws {
        var (one, _, _) = try Scene.twoLists()
        var (two, _, _) = try Scene.twoLists()
        one.engine.setDropRules([DropRule(.atMost(1))], for: Scene.archive)
        two.engine.setDropRules([DropRule(.atMost(1))], for: Scene.archive)
        #expect(one.engine == two.engine)
        two.engine.setDropRules([DropRule(.atMost(2))], for: Scene.archive)
        #expect(one.engine != two.engine)
        two.engine.setDropRules([], for: Scene.archive)
        one.engine.setDropRules([], for: Scene.archive)
        #expect(one.engine == two.engine)
    }
}
