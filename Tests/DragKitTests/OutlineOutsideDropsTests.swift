import DragKit
import DragKitTesting
import Testing

/// Drops from outside an outline's own rows (issue 37, F6, S1, S13, P1): content dragged from
/// another app and text dragged from a text view (which becomes a clipping) land in an outline as
/// an item dragged from another list does, described (no row measured) or measured alike: between
/// two shown rows at the depth the pointer chooses, shown by the indented line; inside a folder
/// row over its middle band; inside a collapsed row once resting there has sprung it open. The
/// place the drop is asked for (another app's content: ``Action/receiveExternalDrop(_:into:at:types:)``
/// and its placeholder; a clipping: the insert step) is exactly the marker's level and index, and
/// undo takes a clipping out again exactly (S10).
@Suite("Issue 37, F6/S1/P1: another app's content and text clippings land in an outline where its marker shows")
struct OutlineOutsideDropsTests {
    static let indentation = OutlineTests.indentation
    static let rowHeight = OutlineTests.rowHeight
    /// The text view beside the outline: "Hello wörld café", "wörld" selected.
    static let note: ContainerID = 50

    /// ``OutlineDescribedTests/files`` (Projects ▾ [Plan, Drafts ▸ [Old], Notes], Budget,
    /// Archive ▾ [], CV), described (only the top level's frame and geometry reported) or
    /// measured row by row, with a text view to its right (x 500–800).
    static func scene(described: Bool) throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var (sim, items, folders) = described ? try OutlineDescribedTests.described() : try OutlineDescribedTests.measured()
        try sim.addText(note, "Note", text: StyledText("Hello wörld café", style: TextStyle()), selection: TextRange(6, 11),
                        origin: Point(x: 500, y: 0))
        return (sim, items, folders)
    }

    static func rows(_ sim: DragSimulator) -> [String] { OutlineTests.rows(sim) }

    /// Where a drop lands: the top level or the level a folder row opens, by the row's label.
    static func level(_ name: String, _ folders: [String: ContainerID]) -> ContainerID? {
        name == "Files" ? 1 : folders[name]
    }

    /// Every placeholder the engine asked the host to show, as (container, index).
    static func placeholders(_ sim: DragSimulator) -> [(ContainerID, Int)] {
        sim.log.compactMap { if case .insertPlaceholder(_, let container, let index, _, _) = $0 { (container, index) } else { nil } }
    }

    /// Every item insert step the engine applied, as (item, container, index).
    static func inserts(_ sim: DragSimulator) -> [(ItemID, ContainerID, Int)] {
        sim.log.flatMap { action -> [(ItemID, ContainerID, Int)] in
            guard case .applyChange(.items(let steps)) = action else { return [] }
            return steps.compactMap { if case .insert(let item, let container, let index) = $0 { (item, container, index) } else { nil } }
        }
    }

    /// A gap between two shown rows, the depth the pointer's indentation column asks for, and
    /// where it lands: (pointer x, pointer y, depth, level, index, the line's middle).
    static let gaps: [(x: Double, y: Double, depth: Int, level: String, index: Int, lineY: Double)] = [
        (10, 4 * rowHeight + 3, 0, "Files", 1, 4 * rowHeight),  // Notes (1) | Budget (0), at level 0: after Projects
        (30, 4 * rowHeight + 3, 1, "Projects", 3, 4 * rowHeight),  // the same gap one level in: after Notes
        (10, 2 * rowHeight + 3, 1, "Projects", 1, 2 * rowHeight),  // Plan (1) | Drafts (1): level 1 is the only one
        (50, 4 * rowHeight + 3, 1, "Projects", 3, 4 * rowHeight),  // deeper than Notes can go: level 1
        (30, 6 * rowHeight + 3, 1, "Archive", 0, 6 * rowHeight),  // Archive ▾ [] | CV, one in: into the empty folder
        (10, 7 * rowHeight + 6, 0, "Files", 4, 7 * rowHeight),  // under CV: the end of the top level
    ]

    /// ``gaps`` for another app's content, whose image the platform draws: its pointer goes no
    /// deeper than the row above, so between an open empty folder and the next row it lands beside
    /// the folder (its middle band takes it in), and a pointer far right between rows lands beside
    /// the row above, not inside it.
    static let externalGaps: [(x: Double, y: Double, depth: Int, level: String, index: Int, lineY: Double)] =
        gaps.map { $0.level == "Archive" ? (30, 6 * rowHeight + 3, 0, "Files", 3, 6 * rowHeight) : $0 } + [
            (300, 4 * rowHeight + 3, 1, "Projects", 3, 4 * rowHeight),  // far right under Notes (1): beside Notes
            (300, 5 * rowHeight + 3, 0, "Files", 2, 5 * rowHeight),  // far right under Budget (0): beside Budget
        ]

    // MARK: Another app's content (S1, S2, F9)

    @Test("F6, S1: another app's content between two rows, described or measured: the line at the pointer's gap and depth, and the drop asked for exactly there",
          arguments: [true, false])
    func externalBetweenRows(described: Bool) throws {
        for gap in Self.externalGaps {
            var (sim, _, folders) = try Self.scene(described: described)
            let level = try #require(Self.level(gap.level, folders))
            let target = Point(x: gap.x, y: gap.y)
            sim.enterExternal([.plainText], count: 2, at: target)
            sim.advance(by: .milliseconds(16))
            sim.move(to: target)
            let feedback = try #require(sim.engine.feedback(for: 1))
            let cue = try #require(feedback.destination, "\(gap)")
            #expect(feedback.operation == .copy)
            #expect(cue.container == level && cue.insertionIndex == gap.index && cue.intoItem == nil, "\(gap)")
            // The line: one indentation per level in, at the gap's middle, within a row of the pointer.
            #expect(cue.markerFrame.minX == Double(gap.depth) * Self.indentation, "\(gap)")
            #expect(abs(cue.markerFrame.midY - gap.lineY) < 0.001, "\(gap)")
            #expect(abs(cue.markerFrame.midY - target.y) < Self.rowHeight / 2, "\(gap)")
            #expect(sim.announcements.last?.hasPrefix("Over \(sim.engine.workspace.containers[level]?.label ?? "?"), position \(gap.index + 1)") == true,
                    "\(sim.announcements)")
            let before = sim.snapshot
            sim.release(at: target)
            // The host is asked to store the content exactly where the line was, and its
            // placeholder stands there; the engine itself adds nothing (S1, F9).
            let drop = try #require(sim.externalDrops.last, "\(gap)")
            #expect(drop.container == cue.container && drop.index == cue.insertionIndex, "\(gap)")
            #expect(Self.placeholders(sim).last.map { $0.0 == cue.container && $0.1 == cue.insertionIndex } == true, "\(gap)")
            #expect(sim.snapshot == before)
            #expect(sim.engine.phase(of: 1) == nil)
        }
    }

    @Test("F6, S13, S1: over a collapsed folder row's middle, into it; resting there springs it open, and a drop at the gap under its child lands inside it, which stays open",
          arguments: [true, false])
    func externalIntoAndSpringLoading(described: Bool) throws {
        var (sim, items, folders) = try Self.scene(described: described)
        let drafts = try #require(items["Drafts"]), draftsLevel = try #require(folders["Drafts"])
        let row = try #require(sim.engine.frame(of: drafts))
        #expect(row == Rect(x: 20, y: 60, width: 380, height: 30))
        sim.enterExternal([.plainText], at: row.center)
        sim.advance(by: .milliseconds(16))
        sim.move(to: row.center)
        let into = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(into.intoItem == drafts && into.container == draftsLevel && into.insertionIndex == 1)
        #expect(into.markerFrame == row)
        // Resting on it for the spring-loading delay opens it; Old is shown under it.
        sim.advance(by: .milliseconds(520))  // the spring-loading delay, 500 ms, and a little
        #expect(sim.engine.isExpanded(drafts))
        #expect(sim.log.contains(.setExpanded(drafts, true)))
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Old@2", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        // The gap between Old (level 2) and Notes (level 1), two levels in: after Old.
        let target = Point(x: 50, y: 4 * Self.rowHeight + 3)
        sim.move(to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == draftsLevel && cue.insertionIndex == 1 && cue.intoItem == nil)
        #expect(cue.markerFrame.minX == 2 * Self.indentation && abs(cue.markerFrame.midY - 4 * Self.rowHeight) < 0.001)
        sim.release(at: target)
        let drop = try #require(sim.externalDrops.last)
        #expect(drop.container == draftsLevel && drop.index == 1)
        // The row the drop went into stays open: the person sees the placeholder.
        #expect(sim.engine.isExpanded(drafts))
        #expect(!sim.log.contains(.setExpanded(drafts, false)))
    }

    @Test("S13, S1: a row sprung open for another app's content closes again when the drag leaves the window", arguments: [true, false])
    func externalLeavingClosesTheRow(described: Bool) throws {
        var (sim, items, _) = try Self.scene(described: described)
        let drafts = try #require(items["Drafts"])
        let middle = try #require(sim.engine.frame(of: drafts)).center
        sim.enterExternal([.plainText], at: middle)
        sim.advance(by: .milliseconds(16))
        sim.move(to: middle)
        sim.advance(by: .milliseconds(520))  // the spring-loading delay, 500 ms, and a little
        #expect(sim.engine.isExpanded(drafts))
        sim.exitExternal()
        #expect(!sim.engine.isExpanded(drafts))
        #expect(sim.log.contains(.setExpanded(drafts, false)))
        #expect(sim.externalDrops.isEmpty)
    }

    @Test("F8, S1: an outline whose levels take only images refuses text from another app: not allowed, said, and no drop asked for",
          arguments: [true, false])
    func externalRefused(described: Bool) throws {
        var sim = DragSimulator()
        let policy = ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.image])
        if described {
            try sim.addDescribedOutline(1, "Files", policy: policy, rows: OutlineDescribedTests.files,
                                        rowHeight: Self.rowHeight, indentation: Self.indentation)
        } else {
            try sim.addOutline(1, "Files", policy: policy, rows: OutlineDescribedTests.files,
                               rowHeight: Self.rowHeight, indentation: Self.indentation)
        }
        let target = Point(x: 30, y: 4 * Self.rowHeight + 3)
        sim.enterExternal([.plainText], at: target)
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil && feedback.operation == .forbidden && feedback.cursor == .notAllowed)
        #expect(sim.announcements.last?.hasSuffix("can't take an item from another app.") == true, "\(sim.announcements)")
        sim.release(at: target)
        #expect(sim.externalDrops.isEmpty)
    }

    // MARK: A level that refuses names itself (S7, F8)

    /// ``OutlineDescribedTests/files``, described or measured, whose "Projects" level (and
    /// "Drafts" inside it) takes only images while the top level takes anything; the note of
    /// ``scene(described:)`` and a list "Inbox" with "Milk" below the outline (y 400).
    static func pickyScene(described: Bool) throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID], milk: ItemID) {
        var sim = DragSimulator()
        let images = ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.image])
        let built = described
            ? try sim.addDescribedOutline(1, "Files", rows: OutlineDescribedTests.files, rowHeight: rowHeight,
                                          indentation: indentation, levelPolicies: ["Projects": images])
            : try sim.addOutline(1, "Files", rows: OutlineDescribedTests.files, rowHeight: rowHeight,
                                 indentation: indentation, levelPolicies: ["Projects": images])
        try sim.addText(note, "Note", text: StyledText("Hello wörld café", style: TextStyle()), selection: TextRange(6, 11),
                        origin: Point(x: 500, y: 0))
        let milk = try sim.addList(60, "Inbox", items: ["Milk"], origin: Point(x: 0, y: 400), width: 200)[0]
        return (sim, built.items, built.folders, milk)
    }

    /// Where each kind of drag meets the refusing level: the gap after Notes one level in
    /// (Projects), and the middle of the collapsed Drafts row (into Drafts, which inherits it).
    static let refusingSpots: [(point: Point, level: String)] = [
        (Point(x: 30, y: 4 * rowHeight + 3), "Projects"),
        (Point(x: 100, y: 2.5 * rowHeight), "Drafts"),
    ]

    @Test("S7, F8, S1: another app's content refused by an outline's inner level is said to be refused by that level, not the outline under the pointer; nothing is asked for",
          arguments: [true, false])
    func externalRefusedByALevelNamesIt(described: Bool) throws {
        for spot in Self.refusingSpots {
            var (sim, _, _, _) = try Self.pickyScene(described: described)
            let before = sim.snapshot
            sim.enterExternal([.plainText], at: spot.point)
            sim.advance(by: .milliseconds(16))
            sim.move(to: spot.point)
            let feedback = try #require(sim.engine.feedback(for: 1))
            #expect(feedback.destination == nil && feedback.operation == .forbidden && feedback.cursor == .notAllowed, "\(spot)")
            #expect(feedback.refuser.flatMap { sim.engine.workspace.containers[$0]?.label } == spot.level, "\(spot)")
            #expect(sim.announcements.last == "\(spot.level) can't take an item from another app.", "\(sim.announcements)")
            sim.release(at: spot.point)
            #expect(sim.announcements.last == "\(spot.level) can't take an item from another app.", "\(sim.announcements)")
            #expect(sim.externalDrops.isEmpty)
            #expect(sim.snapshot == before)
        }
        // The top level takes it: the same content one level out is accepted there.
        var (sim, _, _, _) = try Self.pickyScene(described: described)
        let outer = Point(x: 10, y: 4 * Self.rowHeight + 3)
        sim.enterExternal([.plainText], at: outer)
        sim.advance(by: .milliseconds(16))
        sim.move(to: outer)
        #expect(sim.engine.feedback(for: 1)?.destination?.container == 1)
        #expect(sim.announcements.last?.hasPrefix("Over Files, position 2") == true, "\(sim.announcements)")
    }

    @Test("S7, F8: an item from another list refused by an outline's inner level names that level while over it and when let go there; nothing moves",
          arguments: [true, false])
    func itemRefusedByALevelNamesIt(described: Bool) throws {
        for spot in Self.refusingSpots {
            var (sim, _, _, milk) = try Self.pickyScene(described: described)
            let before = sim.snapshot, rowsBefore = Self.rows(sim)
            // Milk's image keeps the offset it was grabbed at (its row's middle, 100 in): its
            // left edge chooses the level, so the pointer is that far right of the spot.
            let target = spot.level == "Projects" ? Point(x: spot.point.x + 100, y: spot.point.y) : spot.point
            sim.lift(milk, to: target)
            let feedback = try #require(sim.engine.feedback(for: 1))
            #expect(feedback.destination == nil && feedback.operation == .forbidden, "\(spot): \(OutlineDescribedTests.shown(sim))")
            #expect(sim.announcements.last == "\(spot.level) can't take Milk.", "\(sim.announcements)")
            sim.release(at: target)
            #expect(sim.announcements.contains { $0.hasPrefix("\(spot.level) can't take Milk") }, "\(sim.announcements)")
            #expect(!sim.announcements.contains { $0.hasPrefix("Files can't") }, "\(sim.announcements)")
            #expect(sim.snapshot == before)
            #expect(Self.rows(sim) == rowsBefore)
        }
    }

    @Test("S7, F8, P1: text refused as a clipping by an outline's inner level names that level; no clipping is made",
          arguments: [true, false])
    func clippingRefusedByALevelNamesIt(described: Bool) throws {
        for spot in Self.refusingSpots {
            var (sim, _, _, _) = try Self.pickyScene(described: described)
            let before = sim.snapshot
            let grab = sim.point(inText: Self.note, character: 8).x - sim.point(inText: Self.note, caret: 6).x
            let target = spot.level == "Projects" ? Point(x: spot.point.x + grab, y: spot.point.y) : spot.point
            Self.liftText(&sim, to: target)
            let feedback = try #require(sim.engine.feedback(for: 1, carrying: .text))
            #expect(feedback.destination == nil && feedback.operation == .forbidden, "\(spot)")
            #expect(sim.announcements.last?.hasPrefix("\(spot.level) can't take") == true, "\(sim.announcements)")
            sim.release(at: target)
            #expect(Self.inserts(sim).isEmpty)
            #expect(!sim.announcements.contains { $0.hasPrefix("Files can't") }, "\(sim.announcements)")
            #expect(sim.snapshot == before)
        }
    }

    // MARK: Text clippings (P1)

    /// Presses on "wörld" in the note and drags it to `target`, leaving the drag in progress.
    static func liftText(_ sim: inout DragSimulator, to target: Point) {
        let start = sim.point(inText: note, character: 8)
        sim.press(at: start)
        sim.advance(by: .milliseconds(16))
        sim.move(to: start.offset(0, 6))
        sim.advance(by: .milliseconds(16))
        sim.move(to: target)
    }

    @Test("F6, P1, S10: text dropped between two rows, described or measured, becomes a clipping exactly at the line's level and index; undo takes it out exactly",
          arguments: [true, false])
    func clippingBetweenRows(described: Bool) throws {
        for gap in Self.gaps {
            var (sim, _, folders) = try Self.scene(described: described)
            let level = try #require(Self.level(gap.level, folders))
            // Text from elsewhere takes the level its drag image's left edge shows, as a row
            // dragged from another list does: the pointer is as far right of the edge as it was
            // right of the selection's start when pressed.
            let grab = sim.point(inText: Self.note, character: 8).x - sim.point(inText: Self.note, caret: 6).x
            let target = Point(x: gap.x + grab, y: gap.y)
            let before = sim.snapshot, rowsBefore = Self.rows(sim)
            Self.liftText(&sim, to: target)
            let feedback = try #require(sim.engine.feedback(for: 1, carrying: .text))
            let cue = try #require(feedback.destination, "\(gap)")
            #expect(feedback.operation == .copy)
            #expect(cue.container == level && cue.insertionIndex == gap.index && cue.intoItem == nil, "\(gap)")
            #expect(cue.markerFrame.minX == Double(gap.depth) * Self.indentation, "\(gap)")
            #expect(abs(cue.markerFrame.midY - gap.lineY) < 0.001, "\(gap)")
            #expect(abs(cue.markerFrame.midY - target.y) < Self.rowHeight / 2, "\(gap)")
            sim.release(at: target)
            // The insert step is the line's level and index; the clipping is shown there.
            let insert = try #require(Self.inserts(sim).last, "\(gap)")
            #expect(insert.1 == cue.container && insert.2 == cue.insertionIndex, "\(gap)")
            #expect(sim.order(of: level)[gap.index] == insert.0)
            #expect(sim.engine.workspace.items[insert.0]?.type == .textClipping)
            #expect(sim.engine.outlineDepth(of: insert.0) == gap.depth)
            #expect(sim.mirrorIsInStep)
            // S10: undo takes exactly the clipping out; redo puts it back at the same place.
            sim.undo()
            #expect(sim.snapshot == before, "\(gap)")
            #expect(Self.rows(sim) == rowsBefore, "\(gap)")
            #expect(sim.engine.workspace.items[insert.0] == nil)
            #expect(sim.mirrorIsInStep)
        }
    }

    @Test("F6, P1, S13: text over a collapsed folder row's middle goes into it (at its end); resting springs it open and the clipping lands inside, which stays open",
          arguments: [true, false])
    func clippingIntoAFolderRow(described: Bool) throws {
        var (sim, items, folders) = try Self.scene(described: described)
        let drafts = try #require(items["Drafts"]), draftsLevel = try #require(folders["Drafts"])
        let row = try #require(sim.engine.frame(of: drafts))
        let before = sim.snapshot
        Self.liftText(&sim, to: row.center)
        let into = try #require(sim.engine.feedback(for: 1, carrying: .text)?.destination)
        #expect(into.intoItem == drafts && into.container == draftsLevel && into.insertionIndex == 1)
        #expect(into.markerFrame == row)
        sim.advance(by: .milliseconds(520))  // the spring-loading delay, 500 ms, and a little
        #expect(sim.engine.isExpanded(drafts))
        sim.release(at: row.center)
        let insert = try #require(Self.inserts(sim).last)
        #expect(insert.1 == draftsLevel && insert.2 == 1)
        #expect(sim.labels(of: draftsLevel) == ["Old", "wörld"])
        #expect(sim.engine.isExpanded(drafts))
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Old@2", "wörld@2", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        // S10: undo takes the clipping out and shows the outline as it was before the drag.
        sim.undo()
        #expect(sim.snapshot == before)
        #expect(!sim.engine.isExpanded(drafts))
        #expect(sim.mirrorIsInStep)
    }

    @Test("S13, F7, P1: a clipping into a row it sprang open that the host refuses goes again and the row closes, described or measured",
          arguments: [true, false])
    func refusedClippingClosesTheRow(described: Bool) throws {
        var (sim, items, _) = try Self.scene(described: described)
        sim.commitsSucceedAutomatically = false
        let drafts = try #require(items["Drafts"])
        let row = try #require(sim.engine.frame(of: drafts))
        let before = sim.snapshot, rowsBefore = Self.rows(sim)
        Self.liftText(&sim, to: row.center)
        sim.advance(by: .milliseconds(520))
        #expect(sim.engine.isExpanded(drafts))
        sim.release(at: row.center)
        #expect(sim.engine.isExpanded(drafts))
        let transfer = try #require(sim.commits.last?.id)
        sim.fail(transfer, reason: "The disk is full")
        #expect(!sim.engine.isExpanded(drafts))
        #expect(Self.rows(sim) == rowsBefore)
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, F6, P1: picked-up text taken to an outline by keyboard shows the indented line between the top level's rows, described or measured, and lands there",
          arguments: [true, false])
    func keyboardClipping(described: Bool) throws {
        var (sim, _, _) = try Self.scene(described: described)
        let before = sim.snapshot
        sim.pickUpText(in: Self.note)
        sim.key(.tab)
        var cue = try #require(sim.engine.feedback(for: .keyboard, carrying: .text)?.destination)
        #expect(cue.container == 1 && cue.insertionIndex == 4)
        // Under CV, then above CV, Archive and Budget: each line at level 0, at its gap's middle.
        var lines: [Rect] = [cue.markerFrame]
        for _ in 0..<3 {
            sim.key(.arrowUp)
            cue = try #require(sim.engine.feedback(for: .keyboard, carrying: .text)?.destination)
            lines.append(cue.markerFrame)
        }
        #expect(cue.container == 1 && cue.insertionIndex == 1)
        #expect(lines.map { $0.midY } == [7 * Self.rowHeight, 6 * Self.rowHeight, 5 * Self.rowHeight, 4 * Self.rowHeight])
        #expect(lines.allSatisfy { $0.minX == 0 && $0.width == 400 })
        sim.key(.space)
        let insert = try #require(Self.inserts(sim).last)
        #expect(insert.1 == 1 && insert.2 == 1)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "wörld@0", "Budget@0", "Archive@0", "CV@0"])
        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, F6, P1, S13: picked-up text reaches an outline's inner levels by keyboard as items do: Right goes a level in, Space opens a collapsed folder, and the clipping lands at the indented line's level and index",
          arguments: [true, false])
    func keyboardClippingInnerLevels(described: Bool) throws {
        var (sim, _, folders) = try Self.scene(described: described)
        let before = sim.snapshot
        let projects = try #require(folders["Projects"]), drafts = try #require(folders["Drafts"])
        sim.pickUpText(in: Self.note)
        sim.key(.tab)
        for _ in 0..<3 { sim.key(.arrowUp) }  // the gap between Notes (level 1) and Budget (level 0)
        sim.key(.arrowRight)  // one level in: after Notes, inside Projects
        var cue = try #require(sim.engine.feedback(for: .keyboard, carrying: .text)?.destination)
        #expect(cue.container == projects && cue.insertionIndex == 3)
        #expect(cue.markerFrame.minX == Self.indentation && cue.markerFrame.midY == 4 * Self.rowHeight)
        #expect(sim.announcements.last?.contains("Projects") == true, "\(sim.announcements)")
        // Up to the gap under the collapsed Drafts, then Right: inside Drafts, which is closed.
        sim.key(.arrowUp)
        sim.key(.arrowRight)
        cue = try #require(sim.engine.feedback(for: .keyboard, carrying: .text)?.destination)
        #expect(cue.container == drafts, "\(OutlineDescribedTests.shown(sim, .keyboard))")
        // Space opens it (S13) and the drop point stays at the end of its rows; Space again drops.
        sim.key(.space)
        #expect(sim.engine.isExpanded(try #require(sim.engine.workspace.items.first { $0.value.label == "Drafts" }?.key)))
        cue = try #require(sim.engine.feedback(for: .keyboard, carrying: .text)?.destination)
        #expect(cue.container == drafts && cue.insertionIndex == 1)
        sim.key(.space)
        let insert = try #require(Self.inserts(sim).last)
        #expect(insert.1 == drafts && insert.2 == 1)
        #expect(sim.engine.workspace.items[insert.0]?.type == .textClipping)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Old@2", "wörld@2", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        // S10: undo takes the clipping out and closes the folder the drag opened.
        sim.undo()
        #expect(sim.snapshot == before)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        #expect(sim.mirrorIsInStep)
    }
}
