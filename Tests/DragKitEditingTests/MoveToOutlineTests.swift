import DragKit
import DragKitEditing
import DragKitTesting
import Testing

/// "Move to…" in an outline (issue 37, S7): the outline's levels follow its top level in the
/// tree's order, collapsed folders too, each with how deep it is, so the menu lists the tree
/// indented; a folder is never offered as a place for itself or a folder inside it (F7).
@Suite("Issue 37, S7: Move to… lists an outline as a tree")
struct MoveToOutlineTests {
    /// Files: Projects ▾ [Plan, Drafts ▸ [Old]], Budget, Archive ▾ [], Later ▸ []; beside it
    /// Inbox [Milk], declared before Later's level (so registration order is not the tree's).
    static func scene() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var sim = DragSimulator()
        let built = try sim.addOutline(1, "Files", rows: [
            .folder("Projects", [.leaf("Plan"), .folder("Drafts", expanded: false, [.leaf("Old")])]),
            .leaf("Budget"),
            .folder("Archive"),
        ])
        try sim.addList(2, "Inbox", policy: ContainerPolicy(crossContainerOperation: .move), items: ["Milk"],
                        origin: Point(x: 600, y: 0))
        let later = ItemID(90)
        try sim.engine.addContainer(Container(id: 150, label: "Later", policy: ContainerPolicy(crossContainerOperation: .move)))
        try sim.addItem(Item(id: later, label: "Later"), to: 1)
        sim.engine.setOpenedContainer(150, for: later)
        var folders = built.folders
        folders["Later"] = 150
        return (sim, built.items, folders)
    }

    @Test("S7: Milk can go to Files, Projects (level 1), Drafts (level 2, collapsed), Archive and Later (level 1), in the tree's order")
    func treeOrder() throws {
        let (sim, _, folders) = try Self.scene()
        let milk = sim.order(of: 2)[0]
        let offered = sim.engine.moveDestinations(for: [milk]).map { ($0.container, $0.level) }
        let expected: [(ContainerID, Int)] = [
            (1, 0), (try #require(folders["Projects"]), 1), (try #require(folders["Drafts"]), 2),
            (try #require(folders["Archive"]), 1), (150, 1),
        ]
        #expect(offered.map(\.0) == expected.map(\.0))
        #expect(offered.map(\.1) == expected.map(\.1))
    }

    @Test("F7: Projects is offered neither its own level nor Drafts inside it; Old goes anywhere but its own level")
    func neverIntoItself() throws {
        let (sim, items, folders) = try Self.scene()
        let projects = try #require(items["Projects"]), old = try #require(items["Old"])
        let forProjects = sim.engine.moveDestinations(for: [projects]).map(\.container)
        #expect(!forProjects.contains(try #require(folders["Projects"])))
        #expect(!forProjects.contains(try #require(folders["Drafts"])))
        #expect(forProjects.contains(try #require(folders["Archive"])) && forProjects.contains(2))
        let forOld = sim.engine.moveDestinations(for: [old]).map(\.container)
        #expect(forOld == [1, try #require(folders["Projects"]), try #require(folders["Archive"]), 150, 2])
    }

    @Test("Issue 37, F7: for Budget and Drafts (two levels) no level of Drafts is offered, and Projects' level is, though Drafts is in it")
    func groupFromSeveralLevels() throws {
        let (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"]), drafts = try #require(items["Drafts"])
        let offered = sim.engine.moveDestinations(for: [budget, drafts]).map(\.container)
        #expect(!offered.contains(try #require(folders["Drafts"])))
        #expect(offered == [1, try #require(folders["Projects"]), try #require(folders["Archive"]), 150, 2])
        // Plan inside Projects travels inside it: the group is Projects alone, offered neither
        // its own level nor Drafts; its count is one.
        let plan = try #require(items["Plan"]), projects = try #require(items["Projects"])
        let forGroup = sim.engine.moveDestinations(for: [plan, projects])
        #expect(!forGroup.contains { $0.container == folders["Projects"] || $0.container == folders["Drafts"] })
        #expect(forGroup.allSatisfy { $0.itemCount == 1 })
    }

    @Test("Issue 37, S10: Move to… Archive of Old (level 2) and Budget (level 0) moves both in tree order, one transfer per level; undo puts each back")
    func moveGroupFromSeveralLevels() throws {
        var (sim, items, folders) = try Self.scene()
        var board = Pasteboard()
        let before = OutlineRowsReader.rows(sim)
        let old = try #require(items["Old"]), budget = try #require(items["Budget"])
        let archive = try #require(folders["Archive"])
        let logged = sim.log.count
        sim.edit(.move([budget, old], to: archive), &board)
        #expect(sim.labels(of: archive) == ["Old", "Budget"])
        // One plain move per level each row came from, the indices where each sits after both.
        var moves: [Transfer] = []
        for case .commit(.items(let transfer)) in sim.log[logged...] { moves.append(transfer) }
        #expect(moves.map(\.items) == [[old], [budget]])
        #expect(moves.map(\.source) == [try #require(folders["Drafts"]), 1])
        #expect(moves.map(\.indices) == [[0], [1]])
        #expect(sim.labels(of: try #require(folders["Drafts"])).isEmpty)
        sim.undo()
        #expect(OutlineRowsReader.rows(sim) == before)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        #expect(sim.mirrorIsInStep)
    }
}

/// The shown rows of outline 1 as "label@depth".
enum OutlineRowsReader {
    static func rows(_ sim: DragSimulator) -> [String] {
        sim.engine.outlineRows(of: 1).map { "\(sim.engine.workspace.items[$0.item]?.label ?? "?")@\($0.depth)" }
    }
}
