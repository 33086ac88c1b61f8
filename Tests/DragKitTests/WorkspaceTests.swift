import DragKit
import DragKitTesting
import Testing

@Suite("Workspace: the content model")
struct WorkspaceTests {
    /// Inbox (1) holding items 1, 2, 3 and an empty Archive (2).
    func makeWorkspace() throws -> Workspace {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "Inbox"))
        try workspace.addContainer(Container(id: 2, label: "Archive"))
        for id: UInt32 in 1...3 {
            try workspace.insert(Item(id: ItemID(id), label: "Item \(id)"), into: 1)
        }
        return workspace
    }

    func list(_ workspace: Workspace, _ container: ContainerID) -> [ItemID] {
        workspace.containers[container]?.items ?? []
    }

    @Test("Registration keeps containers in order and items where they were put")
    func registration() throws {
        var workspace = try makeWorkspace()
        try workspace.insert(Item(id: 9, label: "First"), into: 1, at: 0)
        #expect(workspace.containerOrder == [1, 2])
        #expect(list(workspace, 1) == [9, 1, 2, 3])
        #expect(workspace.container(of: 2) == 1)
        #expect(workspace.index(of: 3) == 3)
        #expect(workspace.count(of: 1) == 4)
        #expect(workspace.count(of: 7) == 0)
        #expect(workspace.container(of: 42) == nil)
        #expect(workspace.index(of: 42) == nil)
    }

    @Test("A container added with items starts empty: items are registered one by one")
    func containerStartsEmpty() throws {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "Inbox"))
        #expect(workspace.containers[1]?.items == [])
    }

    @Test("Invalid registrations throw and change nothing")
    func invalidRegistrationsThrow() throws {
        var workspace = try makeWorkspace()
        let generation = workspace.generation
        #expect(throws: WorkspaceError.duplicateContainer(1)) {
            try workspace.addContainer(Container(id: 1, label: "Again"))
        }
        #expect(throws: WorkspaceError.duplicateItem(2)) {
            try workspace.insert(Item(id: 2, label: "Again"), into: 2)
        }
        #expect(throws: WorkspaceError.unknownContainer(5)) {
            try workspace.insert(Item(id: 20, label: "Lost"), into: 5)
        }
        #expect(throws: WorkspaceError.indexOutOfRange(4, count: 3)) {
            try workspace.insert(Item(id: 21, label: "Far"), into: 1, at: 4)
        }
        #expect(throws: WorkspaceError.indexOutOfRange(-1, count: 3)) {
            try workspace.insert(Item(id: 22, label: "Before"), into: 1, at: -1)
        }
        #expect(throws: WorkspaceError.unknownItem(30)) {
            try workspace.remove(30)
        }
        #expect(workspace.generation == generation)
        #expect(list(workspace, 1) == [1, 2, 3])
        #expect(workspace.items.count == 3)
        #expect(workspace.containers[1]?.label == "Inbox")
    }

    @Test("S2: a move takes items out, then inserts at the index of the list without them")
    func moveSemantics() throws {
        var workspace = try makeWorkspace()
        let steps = try workspace.move([1], to: 1, at: 2)
        #expect(list(workspace, 1) == [2, 3, 1])
        #expect(steps == [.remove(1), .insert(1, into: 1, at: 2)])

        let across = try workspace.move([2, 3], to: 2, at: 0)
        #expect(list(workspace, 1) == [1])
        #expect(list(workspace, 2) == [2, 3])
        #expect(across == [.remove(2), .remove(3), .insert(2, into: 2, at: 0), .insert(3, into: 2, at: 1)])
        #expect(workspace.container(of: 3) == 2)
    }

    @Test("Invalid moves throw and change nothing")
    func invalidMovesThrow() throws {
        var workspace = try makeWorkspace()
        let generation = workspace.generation
        #expect(throws: WorkspaceError.indexOutOfRange(3, count: 2)) {
            _ = try workspace.move([1], to: 1, at: 3)  // 2 items remain once 1 is out
        }
        #expect(throws: WorkspaceError.unknownContainer(9)) { _ = try workspace.move([1], to: 9, at: 0) }
        #expect(throws: WorkspaceError.unknownItem(8)) { _ = try workspace.move([1, 8], to: 2, at: 0) }
        #expect(throws: WorkspaceError.indexOutOfRange(1, count: 0)) { _ = try workspace.duplicate([1], to: 2, at: 1) }
        #expect(throws: WorkspaceError.unknownItem(8)) { _ = try workspace.duplicate([1, 8], to: 2, at: 0) }
        #expect(workspace.generation == generation)
        #expect(list(workspace, 1) == [1, 2, 3])
        #expect(list(workspace, 2) == [])
    }

    @Test("S2: a copy gets a fresh id and keeps the original's type and label")
    func duplicateSemantics() throws {
        var workspace = try makeWorkspace()
        try workspace.insert(Item(id: 50, type: .png, label: "Photo"), into: 2)
        let (steps, copies) = try workspace.duplicate([50, 1], to: 1, at: 1)
        #expect(copies.count == 2)
        #expect(Set(copies).isDisjoint(with: [1, 2, 3, 50]))
        #expect(list(workspace, 1) == [1, copies[0], copies[1], 2, 3])
        #expect(list(workspace, 2) == [50])
        #expect(workspace.items[copies[0]]?.type == .png)
        #expect(workspace.items[copies[0]]?.label == "Photo")
        #expect(workspace.items[copies[1]]?.label == "Item 1")
        #expect(steps == [
            .duplicate(50, as: copies[0]), .insert(copies[0], into: 1, at: 1),
            .duplicate(1, as: copies[1]), .insert(copies[1], into: 1, at: 2),
        ])
    }

    @Test("Fresh ids never collide with registered ones, including ones added later")
    func freshIDs() throws {
        var workspace = try makeWorkspace()
        let first = workspace.makeItemID()
        #expect(workspace.items[first] == nil)
        try workspace.insert(Item(id: ItemID(first.rawValue + 1), label: "Taken"), into: 2)
        let second = workspace.makeItemID()
        #expect(second != first)
        #expect(workspace.items[second] == nil)
        #expect(second.rawValue > first.rawValue + 1)
    }

    @Test("F7: restore puts items back at their recorded places and clamps out-of-range indices")
    func restoreSemantics() throws {
        var workspace = try makeWorkspace()
        let placements = workspace.placements(of: [1, 3])
        #expect(placements == [ItemPlacement(item: 1, container: 1, index: 0), ItemPlacement(item: 3, container: 1, index: 2)])
        _ = try workspace.move([1, 3], to: 2, at: 0)
        #expect(list(workspace, 1) == [2])
        let steps = workspace.restore(placements)
        #expect(list(workspace, 1) == [1, 2, 3])
        #expect(list(workspace, 2) == [])
        #expect(steps == [.remove(1), .remove(3), .insert(1, into: 1, at: 0), .insert(3, into: 1, at: 2)])

        let clamped = workspace.restore([ItemPlacement(item: 2, container: 2, index: 40)])
        #expect(clamped == [.remove(2), .insert(2, into: 2, at: 0)])
        // Unknown items and containers are skipped.
        #expect(workspace.restore([ItemPlacement(item: 77, container: 1, index: 0)]) == [])
    }

    @Test("Removing an item takes it out of its container for good")
    func removeItem() throws {
        var workspace = try makeWorkspace()
        let removed = try workspace.remove(2)
        #expect(removed.label == "Item 2")
        #expect(list(workspace, 1) == [1, 3])
        #expect(workspace.container(of: 2) == nil)
        #expect(workspace.items[2] == nil)
    }

    @Test("Every change advances the generation")
    func generationAdvances() throws {
        var workspace = try makeWorkspace()
        var last = workspace.generation
        _ = try workspace.move([1], to: 2, at: 0)
        #expect(workspace.generation > last)
        last = workspace.generation
        _ = try workspace.duplicate([1], to: 1, at: 0)
        #expect(workspace.generation > last)
        last = workspace.generation
        try workspace.remove(3)
        #expect(workspace.generation > last)
        last = workspace.generation
        workspace.removeAll()
        #expect(workspace.generation > last)
        #expect(workspace.containers.isEmpty && workspace.items.isEmpty && workspace.containerOrder.isEmpty)
    }

    @Test("F6: a container accepts an item only if it takes drops and the item's type")
    func acceptance() throws {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "Any"))
        try workspace.addContainer(Container(id: 2, label: "Images", policy: ContainerPolicy(acceptedTypes: [.image])))
        try workspace.addContainer(Container(id: 3, label: "Closed", policy: ContainerPolicy(acceptsDrops: false)))
        try workspace.insert(Item(id: 1, type: .png, label: "Photo"), into: 1)
        try workspace.insert(Item(id: 2, type: .plainText, label: "Note"), into: 1)
        #expect(workspace.accepts(1, 1) && workspace.accepts(1, 2))
        #expect(workspace.accepts(2, 1))
        #expect(!workspace.accepts(2, 2))
        #expect(!workspace.accepts(3, 1) && !workspace.accepts(3, 2))
        #expect(!workspace.accepts(9, 1))
        #expect(!workspace.accepts(1, 99))
    }

    @Test("The engine's removeAll forgets content, layout, sessions and pending transfers")
    func engineRemoveAll() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        sim.lift(inbox[1], to: Scene.gap)
        #expect(!sim.engine.uncommittedCommits.isEmpty)
        sim.engine.removeAll()
        #expect(sim.engine.workspace.items.isEmpty)
        #expect(sim.engine.layout.containerFrames.isEmpty)
        #expect(sim.engine.draggingPointers.isEmpty)
        #expect(sim.engine.uncommittedCommits.isEmpty)
        #expect(sim.engine.handle(.pointer(PointerEvent(
            pointer: 1, device: .mouse, phase: .up, location: Scene.gap, timestamp: sim.clock.now))) == [])
    }

    @Test("ContentMirror: the steps of a move and a copy reproduce the engine's lists")
    func mirrorFollowsSteps() throws {
        var workspace = try makeWorkspace()
        var mirror = ContentMirror(of: workspace)
        try mirror.apply(try workspace.move([3], to: 2, at: 0))
        try mirror.apply(try workspace.duplicate([1], to: 2, at: 1).steps)
        #expect(mirror.matches(workspace))
        #expect(mirror.lists[2]?.count == 2)
    }

    @Test("ContentMirror: steps a host could not apply are reported")
    func mirrorRejectsBadSteps() throws {
        let workspace = try makeWorkspace()
        var mirror = ContentMirror(of: workspace)
        #expect(throws: MirrorError.notDetached(1)) { try mirror.apply([.insert(1, into: 2, at: 0)]) }
        #expect(throws: MirrorError.notPresent(99)) { try mirror.apply([.remove(99)]) }
        #expect(throws: MirrorError.badIndex(5, 2)) { try mirror.apply([.remove(1), .insert(1, into: 2, at: 5)]) }
        #expect(!mirror.matches(workspace))  // item 1 is left detached
    }
}
