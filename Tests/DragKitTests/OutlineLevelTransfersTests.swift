import DragKit
import DragKitTesting
import Testing

/// A group from several levels of an outline is stored as one ``Transfer`` per source level
/// (issue 37, S8, S10, F7, A5): each a plain move of its own rows from its own level, in the
/// order they were dragged, with the indices they sit at once the whole drop is done, so a host
/// applying them in order (and refusing any whose rows are not all in its `from`) ends as the
/// engine does. A failed one takes back only its rows; undo and redo are one step each,
/// committed one transfer per level, every row back exactly where it was.
@Suite("Issue 37, S10: a group from several levels is committed one transfer per level")
struct OutlineLevelTransfersTests {
    /// A host's store: each level's rows, changed only by the transfers it is sent.
    struct Host {
        var lists: [ContainerID: [ItemID]]
        var refused: [TransferID] = []

        init(_ sim: DragSimulator) {
            lists = [:]
            for container in sim.engine.workspace.containerOrder { lists[container] = sim.order(of: container) }
        }

        /// Applies `transfer` as a server does: a move whose rows are not all in its `from` is
        /// refused (a conflict) and changes nothing.
        mutating func apply(_ transfer: Transfer) {
            guard transfer.operation == .move,
                  transfer.items.allSatisfy({ lists[transfer.source, default: []].contains($0) }) else {
                refused.append(transfer.id)
                return
            }
            lists[transfer.source]?.removeAll { transfer.items.contains($0) }
            var list = lists[transfer.destination, default: []]
            for (item, index) in zip(transfer.items, transfer.indices).sorted(by: { $0.1 < $1.1 }) {
                list.insert(item, at: min(max(index, 0), list.count))
            }
            lists[transfer.destination] = list
        }

        /// Applies the transfers committed in `actions`, in order, except those in `failing`.
        mutating func apply(_ actions: some Sequence<Action>, except failing: Set<TransferID> = []) {
            for case .commit(.items(let transfer)) in actions where !failing.contains(transfer.id) { apply(transfer) }
        }

        func matches(_ sim: DragSimulator) -> Bool {
            lists.allSatisfy { sim.order(of: $0.key) == $0.value }
        }
    }

    static func committed(_ actions: some Sequence<Action>) -> [Transfer] {
        var found: [Transfer] = []
        for case .commit(.items(let transfer)) in actions { found.append(transfer) }
        return found
    }

    /// The scene of ``OutlineTests/scene()`` with Plan (level 2), Old (level 3, Drafts opened)
    /// and Budget (level 1) selected, as Ctrl-clicks across levels leave them (S8).
    static func grouped() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var (sim, items, folders) = try OutlineTests.scene()
        sim.setExpanded(try #require(items["Drafts"]), true)
        let plan = try #require(items["Plan"]), old = try #require(items["Old"]), budget = try #require(items["Budget"])
        sim.send(.setSelection([plan], in: try #require(folders["Projects"])))  // a click on Plan
        for row in [old, budget] {  // Ctrl-clicks on Old and Budget: the outline's selection plus the row
            let level = try #require(sim.engine.workspace.container(of: row))
            sim.send(.setSelection(sim.engine.selectedItems(inOutlineOf: level) + [row], in: level))
        }
        return (sim, items, folders)
    }

    @Test("S8: Ctrl-clicks across levels keep one selection, read in tree order; a plain click leaves only its row")
    func ctrlClickAddsRowsFromOtherLevels() throws {
        var (sim, items, folders) = try Self.grouped()
        let plan = try #require(items["Plan"]), old = try #require(items["Old"]), budget = try #require(items["Budget"])
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [plan, old, budget])
        #expect(sim.engine.selectedItems(inOutlineOf: try #require(folders["Drafts"])) == [plan, old, budget])
        sim.send(.setSelection([budget], in: 1))
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [budget])
        #expect(sim.lastActions.contains(.setSelection(try #require(folders["Projects"]), [])))
    }

    @Test("S10, S8: a pointer drop of Plan, Old and Budget into Archive commits three transfers, each from its own level, that a host applies in order to the engine's state")
    func pointerDropCommitsOneTransferPerLevel() throws {
        var (sim, items, folders) = try Self.grouped()
        var host = Host(sim)
        let archive = try #require(folders["Archive"])
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        let logged = sim.log.count
        // Into the open, empty Archive: Plan, the group's first row, began one level in.
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        #expect(sim.labels(of: archive) == ["Plan", "Old", "Budget"])
        let transfers = Self.committed(sim.log[logged...])
        #expect(transfers.map(\.items) == [[try #require(items["Plan"])], [try #require(items["Old"])], [budget]])
        #expect(transfers.map(\.source) == [try #require(folders["Projects"]), try #require(folders["Drafts"]), 1])
        #expect(transfers.allSatisfy { $0.destination == archive && $0.operation == .move })
        #expect(transfers.map(\.indices) == [[0], [1], [2]])
        #expect(Set(transfers.map(\.id)).count == 3)
        host.apply(sim.log[logged...])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == sim.order(of: archive))  // A5
        #expect(sim.engine.undoDepth == 1)  // one undo step
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: the host refusing Old's transfer takes back only Old; Plan and Budget stay in Archive, the host agrees, and nothing says Old moved")
    func aFailedTransferTakesBackOnlyItsRows() throws {
        var (sim, items, folders) = try Self.grouped()
        var host = Host(sim)
        let archive = try #require(folders["Archive"]), drafts = try #require(folders["Drafts"])
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        sim.plannedOutcomes = [.succeed, .fail("Old is locked"), .succeed]
        let logged = sim.log.count
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        let transfers = Self.committed(sim.log[logged...])
        #expect(transfers.count == 3)
        #expect(sim.labels(of: archive) == ["Plan", "Budget"])
        #expect(sim.labels(of: drafts) == ["Old"])
        host.apply(sim.log[logged...], except: [transfers[1].id])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        #expect(sim.failures.count == 1)
        let failure = try #require(sim.failures.last)
        #expect(failure.hasPrefix("Couldn't move Old to Archive") && !failure.hasPrefix("Moved"))
        // The group's words waited for all three stores; one refused, so they are never said (issue 36).
        #expect(!sim.announcements.contains { $0.hasPrefix("Moved") })
        #expect(sim.mirrorIsInStep)
        // Undo takes back what landed, one transfer per level, and every row is where it began.
        let undoFrom = sim.log.count
        sim.undo()
        host.apply(sim.log[undoFrom...])
        #expect(Self.committed(sim.log[undoFrom...]).count == 2)
        #expect(sim.labels(of: archive).isEmpty)
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Plan", "Drafts", "Notes"])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
    }

    @Test("F7, S7: the group's words wait until the host stored all three transfers, then are said once (issue 36)")
    func wordsWaitForEveryLevel() throws {
        var (sim, items, _) = try Self.grouped()
        sim.commitsSucceedAutomatically = false
        let start = sim.center(of: try #require(items["Budget"]))
        let said = sim.announcements.count
        let logged = sim.log.count
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        let transfers = Self.committed(sim.log[logged...])
        try #require(transfers.count == 3)
        let words = sim.engine.wordsWaiting(for: transfers[0].id).map(\.english)
        #expect(words.count == 1 && words[0].hasPrefix("Moved 3 items to Archive"))
        #expect(transfers.allSatisfy { sim.engine.wordsWaiting(for: $0.id).map(\.english) == words })
        #expect(!sim.announcements[said...].contains { $0.hasPrefix("Moved") })
        // Stored in any order: said with the last, and only then.
        sim.succeed(transfers[2].id)
        sim.succeed(transfers[0].id)
        #expect(!sim.announcements[said...].contains { $0.hasPrefix("Moved") })
        #expect(sim.engine.wordsWaiting(for: transfers[1].id).map(\.english) == words)
        sim.succeed(transfers[1].id)
        #expect(sim.lastActions.inEnglish == [.announce(words[0])])
        #expect(sim.announcements[said...].filter { $0.hasPrefix("Moved") } == words)
        #expect(transfers.allSatisfy { sim.engine.wordsWaiting(for: $0.id).isEmpty })
        // Undo: its words ("Undid…") wait for its own stores likewise.
        let undoFrom = sim.log.count
        sim.undo()
        let undone = Self.committed(sim.log[undoFrom...])
        #expect(undone.count == 3)
        #expect(!sim.lastActions.contains { $0.announcement != nil })
        for transfer in undone { sim.succeed(transfer.id) }
        #expect(sim.announcements.last?.hasPrefix("Undid") == true)
    }

    @Test("F7: the first of three transfers failing leaves the later ones where the host puts them without it")
    func aFailedFirstTransferKeepsTheHostInStep() throws {
        var (sim, items, _) = try Self.grouped()
        var host = Host(sim)
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        sim.plannedOutcomes = [.fail("Conflict"), .succeed, .succeed]
        let logged = sim.log.count
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        let transfers = Self.committed(sim.log[logged...])
        #expect(transfers.count == 3)
        host.apply(sim.log[logged...], except: [transfers[0].id])
        #expect(host.matches(sim))
        #expect(sim.mirrorIsInStep)
        let undoFrom = sim.log.count
        sim.undo()
        host.apply(sim.log[undoFrom...])
        #expect(host.matches(sim))
        #expect(host.lists == Host(try OutlineTests.scene().sim).lists)
    }

    @Test("S10: undo of the group is one step committing one transfer per level, each row back to its own level and index; redo likewise")
    func undoAndRedoCommitOneTransferPerLevel() throws {
        var (sim, items, folders) = try Self.grouped()
        let original = Host(sim)
        var host = original
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        var logged = sim.log.count
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        host.apply(sim.log[logged...])
        let shownAfterDrop = OutlineTests.rows(sim)
        logged = sim.log.count
        sim.undo()
        let undone = Self.committed(sim.log[logged...])
        #expect(undone.count == 3)
        #expect(Set(undone.map(\.destination)) == [try #require(folders["Projects"]), try #require(folders["Drafts"]), 1])
        #expect(undone.allSatisfy { $0.source == folders["Archive"] && $0.operation == .move && $0.items.count == 1 })
        // Each goes back to the index it came from: Plan 0 of Projects, Old 0 of Drafts, Budget 1 of Files.
        #expect(undone.map { $0.indices } == [[1], [0], [0]])
        host.apply(sim.log[logged...])
        #expect(host.refused.isEmpty)
        #expect(host.lists == original.lists)
        #expect(host.matches(sim))
        #expect(sim.engine.undoDepth == 0 && sim.engine.redoDepth == 1)
        #expect(sim.announcements.last?.contains("Files") == true, "\(sim.announcements.last ?? "")")
        logged = sim.log.count
        sim.redo()
        #expect(Self.committed(sim.log[logged...]).count == 3)
        host.apply(sim.log[logged...])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        #expect(OutlineTests.rows(sim) == shownAfterDrop)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7, S10: the host refusing Old's move back during undo leaves Old in Archive, the others back in their levels, the host in step")
    func aFailedUndoTransferLeavesOnlyItsRows() throws {
        var (sim, items, folders) = try Self.grouped()
        var host = Host(sim)
        let archive = try #require(folders["Archive"])
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        var logged = sim.log.count
        sim.drag(start, to: Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3))
        host.apply(sim.log[logged...])
        sim.plannedOutcomes = [.succeed, .fail("Conflict"), .succeed]
        logged = sim.log.count
        sim.undo()
        let undone = Self.committed(sim.log[logged...])
        #expect(undone.map(\.items) == [[budget], [try #require(items["Old"])], [try #require(items["Plan"])]])
        host.apply(sim.log[logged...], except: [undone[1].id])
        #expect(sim.labels(of: archive) == ["Old"])
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Plan", "Drafts", "Notes"])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        #expect(sim.failures.last?.hasPrefix("Couldn't undo") == true)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: Move to… of Budget and Plan to the top of Files commits Budget's reorder first, then Plan from Projects, the host in step; undo puts both back")
    func moveToCommitsOneTransferPerLevel() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        var host = Host(sim)
        let original = host
        let budget = try #require(items["Budget"]), plan = try #require(items["Plan"])
        var logged = sim.log.count
        sim.perform { $0.transfer([plan, budget], operation: .move, to: 1, at: 0) }
        let transfers = Self.committed(sim.log[logged...])
        #expect(transfers.map(\.source) == [1, try #require(folders["Projects"])])
        #expect(transfers.map(\.indices) == [[0], [1]])
        #expect(Array(sim.labels(of: 1).prefix(3)) == ["Budget", "Plan", "Projects"])
        host.apply(sim.log[logged...])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        logged = sim.log.count
        sim.undo()
        #expect(Self.committed(sim.log[logged...]).count == 2)
        host.apply(sim.log[logged...])
        #expect(host.lists == original.lists)
        #expect(host.matches(sim))
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7, S10: undo of Move to… of Budget and Plan to the top of Files, Plan's move back refused: Budget goes back around Plan as the host moves it")
    func aFailedUndoTransferBesideTheDestinationsOwnRows() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        var host = Host(sim)
        let budget = try #require(items["Budget"]), plan = try #require(items["Plan"])
        var logged = sim.log.count
        sim.perform { $0.transfer([plan, budget], operation: .move, to: 1, at: 0) }
        host.apply(sim.log[logged...])
        sim.plannedOutcomes = [.fail("Conflict"), .succeed]
        logged = sim.log.count
        sim.undo()
        let undone = Self.committed(sim.log[logged...])
        #expect(undone.map(\.items) == [[plan], [budget]])
        host.apply(sim.log[logged...], except: [undone[0].id])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim), "\(sim.labels(of: 1))")
        #expect(Array(sim.labels(of: 1).prefix(3)) == ["Plan", "Budget", "Projects"])
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Drafts", "Notes"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6, F7: Move to… of Projects and Budget into Drafts (inside Projects) is refused whole")
    func aGroupIsRefusedInsideItsOwnFolder() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        let projects = try #require(items["Projects"]), budget = try #require(items["Budget"])
        let before = Host(sim)
        sim.perform { $0.transfer([projects, budget], operation: .move, to: try! #require(folders["Drafts"])) }
        #expect(Self.committed(sim.lastActions).isEmpty)
        #expect(before.matches(sim))
    }

    @Test("S7, S10: a keyboard drag of Plan and Budget commits one transfer per level, the host in step; undo likewise")
    func keyboardDropCommitsOneTransferPerLevel() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        var host = Host(sim)
        let original = host
        let plan = try #require(items["Plan"]), budget = try #require(items["Budget"])
        sim.send(.setSelection([plan, budget], in: try #require(folders["Projects"])))
        var logged = sim.log.count
        sim.key(.space, target: budget)
        #expect(sim.engine.feedback(for: .keyboard)?.items == [plan, budget])
        sim.key(.arrowDown)
        sim.key(.arrowDown)
        sim.key(.enter)
        let transfers = Self.committed(sim.log[logged...])
        #expect(transfers.count == 2)
        #expect(Set(transfers.map(\.source)) == [1, try #require(folders["Projects"])])
        #expect(Set(transfers.map(\.destination)).count == 1)
        host.apply(sim.log[logged...])
        #expect(host.refused.isEmpty)
        #expect(host.matches(sim))
        logged = sim.log.count
        sim.undo()
        #expect(Self.committed(sim.log[logged...]).count == 2)
        host.apply(sim.log[logged...])
        #expect(host.lists == original.lists)
        #expect(host.matches(sim))
        #expect(sim.mirrorIsInStep)
    }
}
