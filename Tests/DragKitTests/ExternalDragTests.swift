import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

extension DragSimulator {
    /// A drag from another app entering at `location` with `types`, stamped with the clock.
    mutating func enterExternal(_ types: [TypeIdentifier], count: Int = 1, at location: Point, pointer: PointerID = 1) {
        send(.externalDragEntered(ExternalDrag(
            pointer: pointer, types: types, count: count, location: location, timestamp: clock.now)))
    }

    /// The drag from another app left the window.
    mutating func exitExternal(_ pointer: PointerID = 1) {
        send(.externalDragExited(pointer, at: clock.now))
    }

    /// Every drop from another app the engine asked the host to receive, in order.
    var externalDrops: [(id: TransferID, container: ContainerID, index: Int, types: [TypeIdentifier])] {
        log.compactMap {
            if case .receiveExternalDrop(let id, let container, let index, let types) = $0 { return (id, container, index, types) }
            return nil
        }
    }
}

/// Inbox takes text (its drops from other lists move), Archive takes images, and a trash and a
/// print control sit to the right:
///
/// ```
///  x: 0     300  400    700  800    1100 1200   1500
///     Inbox       Archive    Trash        Print
/// ```
private enum Outside {
    static let trash: ContainerID = 3
    static let printer: ContainerID = 4
    static let inTrash = Point(x: 850, y: 20)
    static let inPrinter = Point(x: 1250, y: 20)

    static func scene() throws -> (sim: DragSimulator, inbox: [ItemID], archive: [ItemID]) {
        var (sim, inbox, archive) = try Scene.twoLists(
            inboxPolicy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.text]),
            archivePolicy: ContainerPolicy(acceptedTypes: [.image]))
        var trash = ContainerPolicy()
        trash.role = .trash
        try sim.addList(Self.trash, "Trash", policy: trash, items: [], origin: Point(x: 800, y: 0))
        var printer = ContainerPolicy()
        printer.role = .task(.print)
        try sim.addList(Self.printer, "Print", policy: printer, items: [], origin: Point(x: 1200, y: 0))
        return (sim, inbox, archive)
    }
}

@Suite("S1/S2/P1 Drags from other apps")
struct ExternalDragTests {
    @Test("S1/S2: text from another app targets a list that takes text, as a copy even where drops move; a list of images refuses it")
    func targetsByType() throws {
        var (sim, inbox, archive) = try Outside.scene()
        sim.enterExternal([.plainText, .html], at: sim.point(in: inbox[1], fraction: 0.2))
        #expect(sim.engine.phase(of: 1) == .dragging)
        let over = try #require(sim.engine.feedback(for: 1))
        #expect(over.destination?.container == Scene.inbox)
        #expect(over.destination?.insertionIndex == 1)
        #expect(over.destination?.isHighlighted == true)
        #expect(over.operation == .copy)
        #expect(over.cursor == .copy)
        #expect(over.items.isEmpty)
        #expect(sim.announcements == ["Dragging an item from another app.", "Over Inbox, position 2 of 5. Drop to copy."])
        // No preview actions: the platform draws the drag image.
        #expect(!sim.log.contains(where: { $0.isBeginPreview || $0.isMovePreview || $0.isEndPreview }))

        sim.advance(by: .milliseconds(16))
        sim.move(to: sim.center(of: archive[0]))
        let refused = try #require(sim.engine.feedback(for: 1))
        #expect(refused.destination == nil)
        #expect(refused.operation == .forbidden)
        #expect(refused.cursor == .notAllowed)
        #expect(sim.announcements.last == "Archive can't take an item from another app.")
        // Option doesn't make it a move (S2).
        sim.move(to: sim.center(of: inbox[0]), modifiers: [.option])
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)
        #expect(!sim.log.contains(where: { $0.isBeginPreview || $0.isMovePreview || $0.isEndPreview }))
    }

    @Test("F8/F10: a trash and a task control refuse content from another app")
    func trashAndTasksRefuse() throws {
        var (sim, _, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: Outside.inTrash)
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        sim.move(to: Outside.inPrinter)
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        #expect(sim.engine.feedback(for: 1)?.hoveredContainer == Outside.printer)
        sim.release(at: Outside.inPrinter)
        #expect(sim.externalDrops.isEmpty)
        #expect(sim.startedTasks.isEmpty)
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("S1/F9: a release over a destination shows a placeholder and asks the host to receive the accepted types; success adds nothing to the engine")
    func dropReceives() throws {
        var (sim, inbox, _) = try Outside.scene()
        let before = sim.snapshot
        sim.enterExternal([.png, .plainText, .html], count: 2, at: sim.point(in: inbox[1], fraction: 0.2))
        sim.clearLog()
        sim.release(at: sim.point(in: inbox[1], fraction: 0.2))
        let drop = try #require(sim.externalDrops.first)
        #expect(drop.container == Scene.inbox)
        #expect(drop.index == 1)
        #expect(drop.types == [.plainText, .html])
        let placeholder = try #require(sim.lastActions.first { if case .insertPlaceholder = $0 { true } else { false } })
        guard case .insertPlaceholder(let id, let container, let index, let label, let slots) = placeholder else { return }
        #expect(id == drop.id && container == Scene.inbox && index == 1)
        #expect(sim.words(label) == "2 items from another app")
        #expect(slots.count == 2)
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.lastActions.contains(.setCursor(1, .automatic)))
        #expect(sim.announcements.last == "Dropped 2 items from another app on Inbox. Loading…")
        #expect(sim.engine.phase(of: 1) == nil)

        sim.send(.transferProgress(drop.id, completedBytes: 500))
        #expect(sim.lastActions == [.showProgress(drop.id, TransferProgress(completedBytes: 500, totalBytes: 0))])
        sim.send(.transferProgress(drop.id, completedBytes: 400))  // backwards: ignored
        #expect(sim.lastActions.isEmpty)
        sim.succeed(drop.id)
        #expect(sim.lastActions.first == .removePlaceholder(drop.id))
        #expect(sim.announcements.last == "Added 2 items from another app to Inbox.")
        #expect(sim.snapshot == before)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.commits.isEmpty)
        sim.succeed(drop.id)  // reported twice: nothing more
        #expect(sim.lastActions.isEmpty)
    }

    @Test("F7/F9: a drop from another app that fails or is stopped removes its placeholder, says why, and changes nothing")
    func failedAndCancelled() throws {
        var (sim, inbox, archive) = try Outside.scene()
        let before = sim.snapshot
        sim.enterExternal([.png], at: sim.center(of: archive[0]))
        sim.release(at: sim.center(of: archive[0]))
        let failing = try #require(sim.externalDrops.last)
        sim.fail(failing.id, reason: "The image is larger than 20 MB.")
        #expect(sim.lastActions.first == .removePlaceholder(failing.id))
        #expect(sim.failures.last == "Couldn't load an item from another app into Archive: The image is larger than 20 MB. The original is unchanged.")
        #expect(sim.announcementRecords.last?.politeness == .assertive)

        sim.enterExternal([.plainText], count: 0, at: sim.center(of: inbox[0]))
        sim.release(at: sim.center(of: inbox[0]))
        let stopped = try #require(sim.externalDrops.last)
        sim.send(.transferCancelled(stopped.id))
        #expect(sim.lastActions.first == .removePlaceholder(stopped.id))
        #expect(sim.announcements.last == "Stopped loading content from another app into Inbox. The original is unchanged.")
        #expect(sim.snapshot == before)
    }

    @Test("S1, F9 (issue 23): a drop from another app is a load like any: listed as loading, with the accepted types; only the host's store ends it")
    func oneLoadShape() throws {
        var (sim, _, archive) = try Outside.scene()
        sim.enterExternal([.png, .plainText], count: 2, at: sim.center(of: archive[0]))
        sim.release(at: sim.center(of: archive[0]))
        let drop = try #require(sim.externalDrops.last)
        let loading = try #require(sim.engine.loadingTransfers.first)
        #expect(sim.engine.loadingTransfers.count == 1)
        #expect(loading.transfer.id == drop.id && loading.transfer.destination == drop.container)
        #expect(loading.transfer.index == drop.index && loading.transfer.representations == drop.types)
        #expect(loading.transfer.operation == .copy && loading.transfer.items.isEmpty)  // S2: a copy, no items of ours
        // The engine does not place what another app sent: a "loaded" report ends nothing.
        sim.send(.transferLoaded(drop.id, .items))
        #expect(sim.lastActions.isEmpty && sim.engine.loadingTransfers.count == 1)
        sim.send(.transferProgress(drop.id, item: 7, completedBytes: 900))  // per item: counted as the whole
        #expect(sim.lastActions == [.showProgress(drop.id, TransferProgress(completedBytes: 900, totalBytes: 0))])
        sim.succeed(drop.id)
        #expect(sim.lastActions.first == .removePlaceholder(drop.id))
        #expect(sim.engine.loadingTransfers.isEmpty)
    }

    @Test("S1: leaving the window, a release over no container, a cancel or Escape end it with no effect")
    func endsWithNoEffect() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        sim.clearLog()
        sim.exitExternal()
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.lastActions.contains(.setCursor(1, .automatic)))
        #expect(sim.engine.phase(of: 1) == nil)

        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        sim.move(to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.operation == .cancel)
        sim.release(at: Scene.gap)
        #expect(sim.engine.phase(of: 1) == nil)

        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        sim.cancelPointer()
        #expect(sim.engine.phase(of: 1) == nil)
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.externalDrops.isEmpty)
        #expect(!sim.log.contains(where: { $0.isEndPreview }))
    }

    @Test("S13: spring loading opens a control a drag from another app pauses over")
    func springLoading() throws {
        var (sim, _, _) = try Outside.scene()
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 1, frame: Rect(x: 1600, y: 0, width: 120, height: 40), label: "Projects folder"))
        sim.enterExternal([.plainText], at: Point(x: 1650, y: 20))
        #expect(sim.engine.springDwell(of: 1) == 1)
        sim.advance(by: .milliseconds(600))
        #expect(sim.log.contains(.springActivate(1)))
        #expect(sim.announcements.last == "Opened Projects folder.")
    }

    @Test("A1: a drag from another app held at a list's edge scrolls it, and the insertion point follows")
    func autoScroll() throws {
        var sim = DragSimulator()
        let rows = try sim.addList(1, "Long list", items: (1...20).map { "Row \($0)" }, height: 400)
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800), of: 1))
        sim.enterExternal([.plainText], at: Point(x: 150, y: 390))
        #expect(sim.engine.autoScrollingContainer(of: 1) == 1)
        let start = try #require(sim.engine.feedback(for: 1)?.destination?.insertionIndex)
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolls.contains { $0.0 == 1 && $0.1.y > 0 })
        #expect(try #require(sim.engine.feedback(for: 1)?.destination?.insertionIndex) > start)
        #expect(rows.count == 20)
    }

    @Test("P1: a text view takes plain text at the caret; a plain field refuses HTML only; images go to its attachments")
    func textViews() throws {
        var sim = try TextScene.make()
        try sim.addList(20, "Attachments", policy: ContainerPolicy(acceptedTypes: [.image]), items: [], origin: Point(x: 800, y: 0))
        sim.engine.setAttachmentContainer(20, for: TextScene.noteB)
        sim.enterExternal([.plainText], at: Point(x: 35, y: 5))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == TextScene.noteA)
        #expect(cue.textOffset == 3 || cue.textOffset == 4)
        #expect(sim.announcements.last?.hasPrefix("Over Note A, at character") == true)
        sim.move(to: Point(x: 50, y: 310))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == TextScene.field)
        sim.exitExternal()

        sim.enterExternal([.html], at: Point(x: 50, y: 310))
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        sim.move(to: Point(x: 35, y: 5))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == TextScene.noteA)
        sim.exitExternal()

        sim.enterExternal([.png], at: Point(x: 450, y: 5))
        let attach = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(attach.container == 20)
        sim.release(at: Point(x: 450, y: 5))
        #expect(sim.externalDrops.last?.container == 20)
        #expect(sim.externalDrops.last?.types == [.png])
    }

    @Test("S1: the page's own drag reported as entering is a move back inside, not a new session")
    func ownDragReentering() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.lift(inbox[1], to: Scene.gap)
        sim.leaveApp()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[3]))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.items == [inbox[1]])
        #expect(feedback.hoveredContainer == Scene.inbox)
        #expect(feedback.operation != .copy)  // Not outside any more.
    }

    // One drag (issue 23): a drag from another app is a `.dragging` session whose payload is
    // external, so every path that reads a drag meets it; these pin what each does with it.

    @Test("S1: the platform's report that it ended outside ends it with no effect and clears its cues, delivered or not", arguments: [true, false])
    func endedOutside(delivered: Bool) throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        #expect(sim.engine.feedback(for: 1)?.destination != nil)
        sim.clearLog()
        sim.endOutside(delivered: delivered)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.lastActions.contains(.setCursor(1, .automatic)))
        #expect(sim.announcements.isEmpty)
        #expect(!sim.log.contains(where: { $0.isEndPreview }))
        #expect(sim.externalDrops.isEmpty)
    }

    @Test("S1: leaving the window stops its spring and scroll but keeps its cues and says nothing; only its exit ends it")
    func leavingKeepsTheSession() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        let before = try #require(sim.engine.feedback(for: 1))
        sim.clearLog()
        sim.leaveApp()
        #expect(sim.lastActions.isEmpty)
        #expect(sim.engine.feedback(for: 1) == before)
        #expect(sim.engine.phase(of: 1) == .dragging)
        sim.exitExternal()
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("S7: a drag from another app has no named drop points")
    func noDropPoints() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        #expect(sim.engine.dropPoints(for: 1).isEmpty)
    }

    @Test("S4, F8: a modifier change keeps its copy; a new layout moves its insertion point like any drag's")
    func modifiersAndLayout() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.point(in: inbox[1], fraction: 0.2))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 1)
        sim.setModifiers([.option])
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)
        sim.relayout(Scene.inbox, origin: Point(x: 0, y: 40))
        sim.send(.layoutDidChange)
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 0)
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)
    }

    @Test("S9, F1: a press after a missed release ends the drag from another app with no effect and starts a press, as for any drag")
    func pressAfterMissedRelease() throws {
        var (sim, inbox, _) = try Outside.scene()
        sim.enterExternal([.plainText], at: sim.center(of: inbox[0]))
        sim.clearLog()
        sim.press(at: sim.center(of: inbox[2]))
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.engine.phase(of: 1) == .pending)
        #expect(sim.externalDrops.isEmpty)
    }
}
