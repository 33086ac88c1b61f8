import DragKit
import DragKitTesting
import Testing

/// Home, End, PageUp and PageDown during a keyboard drag (S7, issue 25).
@Suite("S7 Keyboard drags jump: Home, End, PageUp, PageDown")
struct KeyboardJumpTests {
    func cue(_ sim: DragSimulator) -> DestinationCue? {
        sim.engine.feedback(for: .keyboard)?.destination ?? sim.engine.feedback(for: .keyboard, carrying: .text)?.destination
    }

    /// Presses `key` and returns the drop points it asked the host to reveal.
    func reveals(pressing key: Key, in sim: inout DragSimulator) -> [Int] {
        sim.clearLog()
        sim.key(key)
        return sim.log.compactMap { if case .revealDropPoint(_, let index, _) = $0 { index } else { nil } }
    }

    /// A measured vertical list of `count` rows of 40 points, 200 points tall: five rows a page.
    static func longList(count: Int, axis: ContainerPolicy.Axis = .vertical) throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Rows", items: (0..<count).map { "Row \($0)" }, height: 200)
        return (sim, items)
    }

    @Test("S7: Home and End go to the first and last position of the list, say it, and say so again at the end")
    func homeAndEnd() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[1])
        #expect(reveals(pressing: .end, in: &sim) == [3])
        #expect(sim.announcements.last == "Eggs, position 4 of 4 in Inbox.")
        #expect(cue(sim)?.insertionIndex == 3)
        #expect(reveals(pressing: .end, in: &sim).isEmpty)
        #expect(sim.announcements.last == "End of Inbox. Eggs, position 4 of 4 in Inbox.")
        sim.key(.home)
        #expect(sim.announcements.last == "Eggs, position 1 of 4 in Inbox.")
        sim.key(.home)
        #expect(sim.announcements.last == "Start of Inbox. Eggs, position 1 of 4 in Inbox.")
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[0], inbox[2], inbox[3]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: End in another list goes to its last position, after its items, as a copy")
    func endInAnotherList() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        sim.key(.tab)
        sim.key(.home)
        #expect(sim.announcements.last == "Milk, position 1 of 3 in Archive, as a copy.")
        sim.key(.end)
        #expect(sim.announcements.last == "Milk, position 3 of 3 in Archive, as a copy.")
        sim.key(.space)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.archive) == archive + [copy])
    }

    @Test("S7: PageDown and PageUp move by the rows that fit in the list's frame, stopping at the ends")
    func pagesInMeasuredList() throws {
        var (sim, items) = try Self.longList(count: 20)
        sim.key(.space, target: items[0])
        #expect(reveals(pressing: .pageDown, in: &sim) == [5])
        #expect(sim.announcements.last == "Row 0, position 6 of 20 in Rows.")
        #expect(cue(sim)?.insertionIndex == 5)
        sim.key(.pageDown)
        sim.key(.pageDown)
        sim.key(.pageDown)
        #expect(sim.announcements.last == "Row 0, position 20 of 20 in Rows.")  // 15 + 5 stops at 19
        sim.key(.pageDown)
        #expect(sim.announcements.last == "End of Rows. Row 0, position 20 of 20 in Rows.")
        sim.key(.pageUp)
        #expect(sim.announcements.last == "Row 0, position 15 of 20 in Rows.")
        for _ in 0..<3 { sim.key(.pageUp) }
        #expect(sim.announcements.last == "Row 0, position 1 of 20 in Rows.")
        sim.key(.pageUp)
        #expect(sim.announcements.last == "Start of Rows. Row 0, position 1 of 20 in Rows.")
        sim.key(.pageDown)
        sim.key(.space)
        #expect(sim.order(of: 1)[5] == items[0])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, A1: a page is the rows of the scroller's viewport, when the host reports one (rows below a heading)")
    func pageOfTheViewport() throws {
        var (sim, items) = try Self.longList(count: 20)
        _ = sim.engine.handle(.scrollViewport(Rect(x: 0, y: 40, width: 300, height: 120), of: 1))  // three rows
        sim.key(.space, target: items[0])
        sim.key(.pageDown)
        #expect(sim.announcements.last == "Row 0, position 4 of 20 in Rows.")
    }

    @Test("S7: a page is at least one row, even when no row fits in the frame")
    func pageOfAtLeastOne() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Rows", items: ["A", "B", "C"], height: 10)
        sim.key(.space, target: items[0])
        sim.key(.pageDown)
        #expect(sim.announcements.last == "A, position 2 of 3 in Rows.")
    }

    @Test("S7: in a grid a page is the cells that fit, row by row; End and Home reach its last and first cell")
    func pagesInGrid() throws {
        var sim = DragSimulator()
        let items = try sim.addGrid(1, "Photos", items: (0..<40).map { "P\($0)" }, columns: 4)
        // A frame showing four columns of 60-point cells 70 apart and two rows of them.
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 290, height: 150), of: 1))
        sim.key(.space, target: items[0])
        sim.key(.pageDown)
        #expect(cue(sim)?.insertionIndex == 8)
        #expect(sim.announcements.last == "P0, position 9 of 40 in Photos.")
        sim.key(.end)
        #expect(cue(sim)?.insertionIndex == 39)
        sim.key(.pageUp)
        #expect(cue(sim)?.insertionIndex == 31)
        sim.key(.home)
        #expect(sim.announcements.last == "P0, position 1 of 40 in Photos.")
        sim.key(.pageDown)
        sim.key(.pageDown)
        sim.key(.space)
        #expect(sim.order(of: 1)[16] == items[0])
    }

    @Test("S7, F6: in a described horizontal row a page is the items across its width")
    func pagesInDescribedRow() throws {
        var sim = DragSimulator()
        var policy = ContainerPolicy()
        policy.axis = .horizontal
        try sim.engine.addContainer(Container(id: 1, label: "Strip", policy: policy))
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 80), of: 1))
        var items: [ItemID] = []
        for index in 0..<100 {
            let item = ItemID(UInt32(index + 1))
            try sim.engine.insert(Item(id: item, label: "Frame \(index)"), into: 1)
            items.append(item)
        }
        sim.engine.setUniformGeometry(.row(extent: 50), for: 1)  // six of 50 in 300
        sim.key(.space, target: items[0])
        sim.key(.pageDown)
        #expect(cue(sim)?.insertionIndex == 6)
        #expect(sim.announcements.last == "Frame 0, position 7 of 100 in Strip.")
        sim.key(.end)
        sim.key(.pageUp)
        #expect(cue(sim)?.insertionIndex == 93)
    }

    @Test("S7, F6: End reaches the last of 50,000 described rows at once, is revealed there, and Space drops there")
    func endInFiftyThousandRows() throws {
        var sim = DragSimulator()
        try sim.engine.addContainer(Container(id: 1, label: "Rows", policy: ContainerPolicy()))
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 400), of: 1))
        var items: [ItemID] = []
        items.reserveCapacity(50_000)
        for index in 0..<50_000 {
            let item = ItemID(UInt32(index + 1))
            try sim.engine.insert(Item(id: item, label: "Row \(index)"), into: 1)
            items.append(item)
        }
        sim.engine.setUniformGeometry(.list(extent: 40), for: 1)
        let length = try #require(sim.engine.describedContentLength(of: 1))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: length), of: 1))
        sim.pickUp([items[0]])
        sim.key(.pageDown)
        #expect(cue(sim)?.insertionIndex == 10)  // ten rows of 40 in 400
        #expect(reveals(pressing: .end, in: &sim) == [49_999])
        #expect(sim.announcements.last == "Row 0, position 50000 of 50000 in Rows.")
        sim.key(.space)
        #expect(sim.order(of: 1).last == items[0])
    }

    @Test("S7, S6: in a text view Home and End go to the start and the end of its text; PageDown only says where")
    func textViewEnds() throws {
        var sim = try TextScene.make()
        try sim.addItem(Item(id: 50, type: .textClipping, label: "Trip idea"), to: TextScene.list)
        sim.key(.space, target: 50)
        #expect(cue(sim)?.container == TextScene.noteA && cue(sim)?.textOffset == 11)
        sim.key(.home)
        #expect(cue(sim)?.textOffset == 0)
        #expect(sim.announcements.last == "Trip idea, at character 1 in Note A, as a copy.")
        sim.key(.home)
        #expect(sim.announcements.last == "Start of Note A. Trip idea, at character 1 in Note A, as a copy.")
        sim.key(.end)
        #expect(cue(sim)?.textOffset == 18)
        let atEnd = sim.announcements.last
        sim.key(.pageUp)
        #expect(cue(sim)?.textOffset == 18 && sim.announcements.last == atEnd)
    }

    @Test("S7: Home, End and the page keys do nothing without a keyboard drag")
    func nothingWithoutDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let before = sim.snapshot
        for key in [Key.home, .end, .pageUp, .pageDown] { sim.key(key, target: inbox[0]) }
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.announcements.isEmpty && sim.snapshot == before)
    }
}
