import DragKit
import DragKitTesting
import Testing

/// A board (issue 37) 600 × 440 at the origin that scrolls sideways, holding five columns 200
/// wide (1000 points of content): each a 40-point header over a list of 20 cards of 40 points
/// (800 points of content) shown 400 high, from y 40 to 440. The edge bands are 48 points deep:
/// the board's from x 0 to 48 and 552 to 600, a list's from y 40 to 88 and 392 to 440. Before
/// the board scrolls, column 3 spans x 400–600 and column 4 starts at 600, out of sight.
private enum Board {
    static let board: ContainerID = 10
    static let lists: [ContainerID] = [1, 2, 3, 4, 5]

    static func scene(listOffsets: [ContainerID: Double] = [:], boardOffset: Double = 0) throws -> DragSimulator {
        var sim = DragSimulator()
        sim.appliesScrolls = true
        try sim.addBoard(board, "Board", columns: lists.map { list in
            BoardColumn("Column \(list.rawValue)", list: list, cards: (1...20).map { "Card \(list.rawValue).\($0)" })
        })
        for (list, offset) in listOffsets {
            _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800, offset: offset), of: list))
        }
        if boardOffset != 0 {
            _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 1000, offset: boardOffset), of: board))
        }
        sim.relayoutAll()
        return sim
    }
}

extension DragSimulator {
    /// Where `container` is scrolled to, as the engine believes (0 if it does not scroll).
    fileprivate func offset(_ container: ContainerID) -> Double {
        engine.scrollMetrics(of: container)?.offset ?? 0
    }

    /// The list of the board whose frame holds `point`, as laid out now.
    fileprivate func list(at point: Point) -> ContainerID? {
        Board.lists.first { engine.layout.containerFrames[$0]?.contains(point) == true }
    }
}

@Suite("A1 Auto-scroll of a board of scrolling columns (issue 37)")
struct BoardAutoScrollTests {
    @Test("A1: a drag at a column's bottom edge scrolls that column down; the board stays put")
    func columnScrollsAtItsEdge() throws {
        var sim = try Board.scene()
        sim.lift(sim.order(of: 2)[0], to: Point(x: 300, y: 430))
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.autoScrollingContainer(of: 1) == 2)
        #expect(sim.offset(2) > 0)
        #expect(sim.offset(Board.board) == 0)
        #expect(sim.scrolls.allSatisfy { $0.0 == 2 && $0.1.x == 0 && $0.1.y > 0 })
    }

    @Test("A1: at the board's right edge the board scrolls sideways, carrying its columns; the drop lands in the column under the pointer")
    func boardScrollsAtItsSideEdge() throws {
        var sim = try Board.scene()
        let card = sim.order(of: 1)[0]
        let point = Point(x: 590, y: 240)  // in the board's right band, mid-column: no list band
        sim.lift(card, to: point)
        sim.advance(by: .milliseconds(600))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Board.board)
        let scrolled = sim.offset(Board.board)
        #expect(scrolled > 10 && scrolled < 400)  // under way, short of the end
        #expect(sim.scrolls.allSatisfy { $0.0 == Board.board && $0.1.y == 0 && $0.1.x > 0 })
        #expect(sim.engine.layout.containerFrames[4]?.minX == 600 - scrolled)  // the column moved with it
        let under = try #require(sim.list(at: point))
        #expect(under != 3)  // column 3 (400–600) moved left of the pointer
        sim.release(at: point)
        #expect(sim.engine.workspace.container(of: card) == under)
        #expect(sim.mirrorIsInStep)
    }

    @Test("A1: at the board's left edge the board scrolls back, and never past its start")
    func boardScrollsBackAtItsLeftEdge() throws {
        var sim = try Board.scene(boardOffset: 300)
        #expect(sim.engine.layout.containerFrames[3]?.minX == 100)
        sim.lift(sim.order(of: 3)[0], to: Point(x: 5, y: 240))
        sim.advance(by: .milliseconds(3000))
        #expect(sim.offset(Board.board) == 0)
        #expect(sim.engine.layout.containerFrames[3]?.minX == 400)
        #expect(sim.scrolls.allSatisfy { $0.0 == Board.board && $0.1.x < 0 })
    }

    @Test("A1: in the corner of a column and the board's side, the column scrolls first; at its end the board takes over")
    func cornerPrefersTheColumnThenTheBoard() throws {
        var sim = try Board.scene()
        let corner = Point(x: 590, y: 430)  // column 3's bottom band and the board's right band
        sim.lift(sim.order(of: 1)[0], to: corner)
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.autoScrollingContainer(of: 1) == 3)
        #expect(sim.offset(3) > 0 && sim.offset(Board.board) == 0)

        var atEnd = try Board.scene(listOffsets: [3: 400])  // column 3 at its end
        atEnd.lift(atEnd.order(of: 1)[0], to: corner)
        atEnd.advance(by: .milliseconds(100))
        #expect(atEnd.engine.autoScrollingContainer(of: 1) == Board.board)
        #expect(atEnd.offset(3) == 400)
    }

    @Test("A1: a column at its end, away from the board's side edges, scrolls nothing")
    func columnAtItsEndAwayFromTheSidesScrollsNothing() throws {
        var sim = try Board.scene(listOffsets: [2: 400])
        sim.lift(sim.order(of: 2)[15], to: Point(x: 300, y: 430))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
        #expect(sim.offset(2) == 400 && sim.offset(Board.board) == 0)
    }

    @Test("A1: as the board scrolls a column that can still scroll under a still pointer, that column takes over")
    func columnBroughtUnderThePointerTakesOver() throws {
        var sim = try Board.scene(listOffsets: [3: 400])  // column 3 at its end; 4 and 5 at their starts
        let corner = Point(x: 590, y: 430)
        sim.lift(sim.order(of: 1)[0], to: corner)
        // The board scrolls until column 4 is under the pointer; then column 4 scrolls down.
        var steps = 0
        while sim.list(at: corner) == 3 && steps < 200 {
            sim.advance(by: .milliseconds(16))
            steps += 1
        }
        #expect(sim.list(at: corner) == 4)
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.autoScrollingContainer(of: 1) == 4)
        #expect(sim.offset(4) > 0)
        #expect(sim.offset(5) == 0)
    }

    @Test("A1: a board that is a horizontal scroll view (not a container) scrolls sideways at its side edge; a column at its edge scrolls first")
    func horizontalScrollViewBoard() throws {
        var sim = DragSimulator()
        for (index, list) in [ContainerID(1), 2, 3].enumerated() {
            try sim.addList(list, "Column \(list.rawValue)", items: (1...20).map { "Card \($0)" },
                            origin: Point(x: Double(index) * 200, y: 40), width: 200, height: 400)
            _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800), of: list))
        }
        let board: ContainerID = 99
        sim.engine.addScrollView(board, axis: .horizontal)
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 600, height: 440), of: board))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 1000), of: board))

        sim.lift(sim.order(of: 1)[0], to: Point(x: 590, y: 240))  // the board's right band, mid-column
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.autoScrollingContainer(of: 1) == board)
        #expect(sim.offset(board) > 0)
        #expect(!sim.scrolls.isEmpty && sim.scrolls.allSatisfy { $0.0 == board && $0.1.y == 0 && $0.1.x > 0 })

        sim.move(to: Point(x: 590, y: 430))  // and column 3's bottom band: the column first
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.autoScrollingContainer(of: 1) == 3)
        #expect(sim.offset(3) > 0)
    }
}
