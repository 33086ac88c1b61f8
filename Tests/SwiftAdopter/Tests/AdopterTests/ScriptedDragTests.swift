// An adopter's test (issue 35): a scripted drag through DragKitTesting's public API, from a
// package outside the repository that depends on DragKit by path. S2 (a move within a list),
// S3 (a move between lists), S7 (a keyboard drag), S10 (undo restores exactly).
import DragKit
import DragKitEditing
import DragKitTesting
import Testing

@Test func aMouseDragReordersAListAndUndoPutsItBack() throws {
    var sim = DragSimulator()
    let inbox = try sim.addList(1, "Inbox", items: ["Milk", "Eggs", "Tea"])
    sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
    #expect(sim.labels(of: 1) == ["Eggs", "Tea", "Milk"])      // S2
    #expect(sim.mirror.matches(sim.engine.workspace))            // the actions alone kept the host in step
    sim.undo()
    #expect(sim.labels(of: 1) == ["Milk", "Eggs", "Tea"])      // S10
    #expect(sim.mirror.matches(sim.engine.workspace))
}

@Test func aDragBetweenListsMovesWhereTheDestinationSaysMove() throws {
    var sim = DragSimulator()
    let inbox = try sim.addList(1, "Inbox", items: ["Milk", "Eggs"])
    let done = try sim.addList(2, "Done", policy: ContainerPolicy(crossContainerOperation: .move),
                               items: ["Tea"], origin: Point(x: 400, y: 0))
    sim.drag(sim.center(of: inbox[1]), to: sim.point(in: done[0], fraction: 0.9))
    #expect(sim.labels(of: 1) == ["Milk"])                    // S3: moved, not copied
    #expect(sim.labels(of: 2) == ["Tea", "Eggs"])
    #expect(sim.mirror.matches(sim.engine.workspace))
}

@Test func aKeyboardDragMovesAnItemDownOnePlace() throws {
    var sim = DragSimulator()
    let inbox = try sim.addList(1, "Inbox", items: ["Milk", "Eggs", "Tea"])
    sim.pickUp([inbox[0]])                                    // S7: Space on the focused item
    sim.key(.arrowDown)                                       // the drop point: after Eggs
    sim.key(.space)
    #expect(sim.labels(of: 1) == ["Eggs", "Milk", "Tea"])
    #expect(sim.mirror.matches(sim.engine.workspace))
}
