import DragKit
import DragKitTesting
import Testing

/// S1: a source and a destination may be the same container, two containers of one app (the two
/// sides of a split view), or two different apps. Each case reaches a drop through the public API.
@Suite("S1 Where drag and drop happens")
struct WhereTests {
    @Test("S1: source and destination can be the same container (a reorder lands in place)")
    func sameContainer() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        let commit = try #require(sim.commits.last)
        #expect(commit.source == Scene.inbox && commit.destination == Scene.inbox)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[0], inbox[3]])
    }

    @Test("S1: the two sides of a split view are two containers of one app")
    func splitView() throws {
        var sim = DragSimulator()
        // A window split down the middle: a note list on the left, a mail draft's attachments on
        // the right, touching edge to edge as split-view panes do.
        let notes = try sim.addList(10, "Notes", items: ["Trip plan", "Packing list"], width: 400)
        let attachments = try sim.addList(11, "Attachments", items: ["Ticket"], origin: Point(x: 400, y: 0), width: 400)
        sim.drag(sim.center(of: notes[1]), to: sim.point(in: attachments[0], fraction: 0.9))
        let commit = try #require(sim.commits.last)
        #expect(commit.source == 10 && commit.destination == 11)
        #expect(commit.operation == .copy)  // S2: another container of the app copies
        #expect(sim.labels(of: 11) == ["Ticket", "Packing list"])
        #expect(sim.labels(of: 10) == ["Trip plan", "Packing list"])
        #expect(sim.mirror.matches(sim.engine.workspace))
    }

    @Test("S1: content from another app can be dropped, and always copies (S2, S3)")
    func otherApp() {
        // A destination that moves drops from its own app's containers still copies what
        // arrives from another app: the result least likely to lose data.
        let moving = ContainerPolicy(crossContainerOperation: .move)
        #expect(OperationRules.operation(from: .container(1), to: 2, policy: moving, modifiers: []) == .move)
        #expect(OperationRules.operation(from: .otherApp, to: 2, policy: moving, modifiers: []) == .copy)
        #expect(OperationRules.operation(from: .otherApp, to: 2, policy: ContainerPolicy(), modifiers: [.option]) == .copy)
    }
}
