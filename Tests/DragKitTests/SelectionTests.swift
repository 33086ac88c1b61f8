import DragKit
import DragKitTesting
import Testing

extension DragSimulator {
    /// Every selection shown, in order, as (container, items).
    fileprivate var selectionChanges: [SelectionChange] {
        log.compactMap { if case .setSelection(let c, let items) = $0 { SelectionChange(container: c, items: items) } else { nil } }
    }

    fileprivate var activations: [ContainerID] {
        log.compactMap { if case .activateWindow(let c) = $0 { c } else { nil } }
    }
}

fileprivate struct SelectionChange: Hashable {
    var container: ContainerID
    var items: [ItemID]
}

@Suite("S8/S9 Several items: selections dragged as a group")
struct GroupDragTests {
    @Test("S8: pressing a selected item drags the whole selection, in list order")
    func groupDragKeepsOrder() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[2], inbox[0]], in: Scene.inbox))
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0], inbox[2]])
        sim.lift(inbox[2], to: Point(x: 550, y: 75))
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0], inbox[2]])
        #expect(sim.log.contains(.setLifted([inbox[0], inbox[2]], true)))
        #expect(sim.log.contains { if case .beginPreview(1, .items([inbox[0], inbox[2]]), _) = $0 { true } else { false } })
        #expect(sim.announcements.contains("Picked up 2 items from Inbox."))
        sim.release(1, at: Point(x: 550, y: 75))
        let transfer = try #require(sim.commits.last)
        #expect(transfer.items == [inbox[0], inbox[2]])
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk", "Bread"])
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S8: a group moved within its list keeps its order and lands together")
    func groupMoveInPlace() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[2]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 150, y: 200))
        #expect(sim.labels(of: Scene.inbox) == ["Eggs", "Butter", "Milk", "Bread"])
        #expect(sim.commits.last?.items == [inbox[0], inbox[2]])
        #expect(sim.commits.last?.operation == .move)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S8/P2: the example of the Several Items article")
    func articleExample() throws {
        var engine = DragEngine()
        try engine.addContainer(Container(id: 1, label: "Inbox"))
        try engine.insert(Item(id: 10, label: "Milk"), into: 1)
        try engine.insert(Item(id: 11, label: "Eggs"), into: 1)
        _ = engine.handle(.setSelection([11, 10, 99], in: 1))
        _ = engine.handle(.setWindowActive(false, for: 1))
        #expect(engine.selectedItems(in: 1) == [10, 11])
        #expect(!engine.isWindowActive(1))
        _ = engine.handle(.deselect([10]))
        #expect(engine.selectedItems(in: 1) == [11] && !engine.isSelected(10))
        _ = engine.handle(.select([10]))
        #expect(engine.selectedItems(in: 1) == [10, 11])
        let stack = FlockLayout.frames(
            for: [10, 11], sizes: [Size(width: 300, height: 40)], around: Point(x: 150, y: 20))
        #expect(stack[1].frame == stack[0].frame.offsetBy(Point(x: 4, y: 4)))
    }

    @Test("S8: pressing an unselected item drags just it")
    func unselectedDragsAlone() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[2]], in: Scene.inbox))
        sim.lift(inbox[1], to: Point(x: 550, y: 75))
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[1]])
        #expect(!sim.logContains { if case .flockPreview = $0 { true } else { false } })
    }

    @Test("S8/F5: a tap with another finger adds an item mid-drag and the badge goes up")
    func tapAddsToDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 550, y: 75))
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 1, symbol: .copy))
        sim.clearLog()
        sim.press(2, at: sim.center(of: inbox[2]), device: .touch)
        sim.advance(by: .milliseconds(80))
        sim.release(2, at: sim.center(of: inbox[2]), device: .touch)
        #expect(sim.engine.phase(of: 2) == nil)
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0], inbox[2]])
        #expect(sim.lastActions.contains(.addToPreview(1, items: [inbox[2]])))
        #expect(sim.lastActions.contains(.setLifted([inbox[2]], true)))
        #expect(sim.lastActions.contains(.setBadge(1, Badge(count: 2, symbol: .copy))))
        #expect(sim.lastActions.contains { if case .flockPreview(1, let frames) = $0 { frames.count == 2 } else { false } })
        #expect(sim.announcements.last == "Added Bread. Dragging 2 items.")
        #expect(sim.engine.isDragging(inbox[2]))

        // A third item, with a mouse click this time.
        sim.press(3, at: sim.center(of: inbox[3]))
        sim.release(3, at: sim.center(of: inbox[3]))
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 3, symbol: .copy))
        #expect(sim.announcements.last == "Added Butter. Dragging 3 items.")

        sim.release(1, at: Point(x: 550, y: 75))
        #expect(sim.commits.last?.items == [inbox[0], inbox[2], inbox[3]])
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk", "Bread", "Butter"])
        #expect(sim.log.contains(.setLifted([inbox[0], inbox[2], inbox[3]], false)))
        #expect(sim.mirrorIsInStep)
    }

    @Test("S8: with two drags running, a tap adds to the one lifted most recently")
    func tapAddsToLatestDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 550, y: 75), pointer: 1)
        sim.lift(inbox[1], to: Point(x: 150, y: 200), pointer: 2)
        sim.press(3, at: sim.center(of: inbox[3]), device: .touch)
        sim.release(3, at: sim.center(of: inbox[3]), device: .touch)
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0]])
        #expect(sim.engine.feedback(for: 2)?.items == [inbox[1], inbox[3]])
    }

    @Test("S8: a tap on an item of another container is not added (its operation would differ)")
    func tapFromOtherContainerIgnored() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 550, y: 75))
        sim.press(2, at: sim.center(of: archive[0]), device: .touch)
        sim.release(2, at: sim.center(of: archive[0]), device: .touch)
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0]])
        #expect(!sim.logContains { if case .addToPreview = $0 { true } else { false } })
    }

    @Test("S9: two fingers each drag a multi-item selection at once")
    func twoGroupDrags() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[2]], in: Scene.inbox))
        _ = sim.engine.handle(.setSelection(archive, in: Scene.archive))
        sim.press(1, at: sim.center(of: inbox[2]), device: .touch)
        sim.press(2, at: sim.center(of: archive[1]), device: .touch)
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.draggingPointers == [1, 2])
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0], inbox[2]])
        #expect(sim.engine.feedback(for: 2)?.items == archive)
        sim.move(1, to: Point(x: 550, y: 100), device: .touch)
        sim.move(2, to: Point(x: 150, y: 200), device: .touch)
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 2, symbol: .copy))
        #expect(sim.engine.feedback(for: 2)?.badge == Badge(count: 2, symbol: .copy))
        sim.release(2, at: Point(x: 150, y: 200), device: .touch)
        sim.release(1, at: Point(x: 550, y: 100), device: .touch)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Butter", "Apples", "Pears"])
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Pears", "Milk", "Bread"])
        #expect(sim.commits.count == 2)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S9: a selection shared by two presses is split: an item is in one drag only")
    func sharedSelectionSplit() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1], inbox[2]], in: Scene.inbox))
        sim.lift(inbox[0], to: Point(x: 550, y: 75), pointer: 1)
        sim.lift(inbox[3], to: Point(x: 550, y: 20), pointer: 2)  // unselected: alone
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[0], inbox[1], inbox[2]])
        #expect(sim.engine.feedback(for: 2)?.items == [inbox[3]])
        sim.release(2, at: Point(x: 550, y: 20))
        sim.release(1, at: Point(x: 550, y: 75))
        #expect(sim.engine.workspace.count(of: Scene.archive) == 6)
        #expect(sim.mirrorIsInStep)
    }
}

@Suite("F5 Badge with partial acceptance")
struct PartialAcceptanceTests {
    /// Mixed (two photos, one memo) at x 0 and Album (images only, moves) at x 400.
    static func scene() throws -> (DragSimulator, [ItemID], [ItemID]) {
        var sim = DragSimulator()
        var mixed = try sim.addList(1, "Mixed", items: ["Sunset", "Beach"], type: .png)
        try sim.engine.insert(Item(id: 50, type: .plainText, label: "Memo"), into: 1)
        mixed.append(50)
        sim.relayout(1)
        let album = try sim.addList(
            2, "Album", policy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.image]),
            items: ["Old"], type: .png, origin: Point(x: 400, y: 0))
        return (sim, mixed, album)
    }

    @Test("F5: the badge counts what the destination accepts; only accepted items transfer")
    func partialAcceptance() throws {
        var (sim, mixed, album) = try Self.scene()
        _ = sim.engine.handle(.setSelection(mixed, in: 1))
        sim.lift(mixed[0], to: Point(x: 550, y: 100))
        #expect(sim.engine.feedback(for: 1)?.items == mixed)
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 2))
        #expect(sim.engine.feedback(for: 1)?.operation == .move)
        sim.move(1, to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 3))
        sim.move(1, to: Point(x: 550, y: 100))
        sim.release(1, at: Point(x: 550, y: 100))
        let transfer = try #require(sim.commits.last)
        #expect(transfer.items == [mixed[0], mixed[1]])
        #expect(sim.order(of: 2) == [album[0], mixed[0], mixed[1]])
        #expect(sim.order(of: 1) == [mixed[2]])
        #expect(sim.log.contains(.setLifted(mixed, false)))
        #expect(sim.announcements.last?.contains("1 of 3 items couldn't go there and stayed put.") == true)
        // A5: the moved items are selected in the album; the memo that stayed is still selected.
        #expect(sim.engine.selectedItems(in: 2) == [mixed[0], mixed[1]])
        #expect(sim.engine.selectedItems(in: 1) == [mixed[2]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F5: a destination taking none of the items shows the forbidden badge and nothing moves")
    func noneAccepted() throws {
        var (sim, mixed, album) = try Self.scene()
        _ = sim.engine.handle(.setSelection([mixed[2]], in: 1))
        sim.lift(mixed[2], to: Point(x: 550, y: 100))
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 0, symbol: .forbidden))
        sim.release(1, at: Point(x: 550, y: 100))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: 2) == album)
        #expect(sim.order(of: 1) == mixed)
    }
}

@Suite("A5 Selection after the drop")
struct SelectionAfterDropTests {
    @Test("A5: a move in one container keeps the content selected in its new place")
    func moveKeepsSelected() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 150, y: 200))
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[3], inbox[0]])
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0]])
        #expect(sim.engine.isSelected(inbox[0]))
    }

    @Test("A5: dropped content is selected at the destination, replacing what was selected")
    func droppedIsSelected() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[3]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[1]), to: Point(x: 150, y: 200))
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[1]])
        #expect(sim.selectionChanges == [SelectionChange(container: Scene.inbox, items: [inbox[1]])])
    }

    @Test("A5: a copy in one container leaves the original unselected and selects the copy")
    func copyInPlace() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 150, y: 200), modifiers: .option)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.commits.last?.operation == .copy)
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [copy])
        #expect(!sim.engine.isSelected(inbox[0]))
        #expect(sim.selectionChanges == [SelectionChange(container: Scene.inbox, items: [copy])])
    }

    @Test("A5: a drag to another container deselects the content at the source")
    func otherContainerDeselectsSource() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        _ = sim.engine.handle(.setSelection([archive[0]], in: Scene.archive))
        sim.drag(sim.center(of: inbox[1]), to: Point(x: 550, y: 75))
        let copies = try #require(sim.commits.last?.copies)
        #expect(copies.count == 2)
        #expect(sim.engine.selectedItems(in: Scene.inbox).isEmpty)
        #expect(sim.engine.selectedItems(in: Scene.archive) == copies)
        #expect(sim.selectionChanges == [
            SelectionChange(container: Scene.inbox, items: []),
            SelectionChange(container: Scene.archive, items: copies),
        ])
    }

    @Test("A5/S10: a failed commit puts the selections back as they were")
    func failureRestoresSelection() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        _ = sim.engine.handle(.setSelection([archive[0]], in: Scene.archive))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 75))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "offline")
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0], inbox[1]])
        #expect(sim.engine.selectedItems(in: Scene.archive) == [archive[0]])
        #expect(sim.lastActions.contains(.setSelection(Scene.inbox, [inbox[0], inbox[1]])))
        #expect(sim.lastActions.contains(.setSelection(Scene.archive, [archive[0]])))
        #expect(sim.mirrorIsInStep)
    }
}

@Suite("P2 Background windows")
struct BackgroundWindowTests {
    @Test("P2: dragging an unselected item from a background window neither activates it nor changes its selection")
    func unselectedFromBackground() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setWindowActive(false, for: Scene.inbox))
        _ = sim.engine.handle(.setSelection([inbox[1]], in: Scene.inbox))
        // Within the window (a move) and out of it (a copy).
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 150, y: 200))
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[3], inbox[0]])
        sim.drag(sim.center(of: inbox[2]), to: Point(x: 550, y: 75))
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.activations.isEmpty)
        #expect(!sim.engine.isWindowActive(Scene.inbox))
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[1]])
        #expect(sim.selectionChanges == [SelectionChange(container: Scene.archive, items: [copy])])
    }

    @Test("P2: selected content in a background window drags as a group without activating it")
    func selectedFromBackground() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setWindowActive(false, for: Scene.inbox))
        _ = sim.engine.handle(.setSelection([inbox[1], inbox[3]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[3]), to: Point(x: 550, y: 75))
        #expect(sim.commits.last?.items == [inbox[1], inbox[3]])
        #expect(sim.activations.isEmpty)
        #expect(!sim.engine.isWindowActive(Scene.inbox))
    }

    @Test("P2: only a click activates a background window")
    func clickActivates() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        _ = sim.engine.handle(.setWindowActive(false, for: Scene.inbox))
        sim.press(1, at: sim.center(of: inbox[2]))
        sim.move(1, to: sim.center(of: inbox[2]).offset(1, 1))  // within the activation distance
        sim.release(1, at: sim.center(of: inbox[2]).offset(1, 1))
        #expect(sim.lastActions == [.activateWindow(Scene.inbox)])
        #expect(sim.engine.isWindowActive(Scene.inbox))
        #expect(sim.engine.selectedItems(in: Scene.inbox).isEmpty)
        // A click in an active window is the host's business.
        sim.press(1, at: sim.center(of: archive[0]))
        sim.release(1, at: sim.center(of: archive[0]))
        #expect(sim.activations == [Scene.inbox])
    }
}

@Suite("S8 Selection order")
struct SelectionOrderTests {
    @Test("S8: the selection comes back in list order, for a small and a large selection")
    func listOrder() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Long", items: (0..<40).map { "Row \($0)" })
        let small = [items[30], items[2], items[17]]
        _ = sim.engine.handle(.setSelection(small, in: 1))
        #expect(sim.engine.selectedItems(in: 1) == [items[2], items[17], items[30]])
        let large = (0..<12).map { items[39 - 3 * $0] }  // 39, 36, …, 6: scrambled relative to the list
        _ = sim.engine.handle(.setSelection(large, in: 1))
        #expect(sim.engine.selectedItems(in: 1) == large.sorted { $0.rawValue < $1.rawValue })
    }
}
