import DragKit
import DragKitTesting
import Testing

/// A board (issue 37) 800 × 440 at the origin holding four columns 200 wide, whose headers
/// (40 high, of type "column", the only type the board accepts) are the board's items; below
/// each header, from y 40 to 440, a list of three cards (of type "card", the only type the
/// lists accept; not `.item`, to which every type conforms). Nothing scrolls: these tests are about what goes where.
private enum Columns {
    static let board: ContainerID = 10
    static let lists: [ContainerID] = [1, 2, 3, 4]

    static func scene() throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let headers = try sim.addBoard(board, "Board", columns: lists.map { list in
            BoardColumn("Column \(list.rawValue)", list: list, cards: (1...3).map { "Card \(list.rawValue).\($0)" })
        }, width: 800, scrolls: false)
        return (sim, headers)
    }
}

extension DragSimulator {
    /// The cards of every list, in the lists' order.
    fileprivate var cards: [[ItemID]] {
        Columns.lists.map { order(of: $0) }
    }
}

@Suite("Boards: columns reorder by their headers (issue 37)")
struct BoardTests {
    @Test("Issue 37, F6: a column header dragged sideways along the headers reorders the columns; each list goes with its header")
    func headerDraggedAlongTheHeaders() throws {
        var (sim, headers) = try Columns.scene()
        let cards = sim.cards
        sim.drag(sim.center(of: headers[0]), to: Point(x: 560, y: 20))  // the right half of column 3's header
        #expect(sim.order(of: Columns.board) == [headers[1], headers[2], headers[0], headers[3]])
        #expect(sim.cards == cards)  // no card moved
        #expect(sim.engine.layout.containerFrames[1]?.minX == 400)  // column 1's list is now third
        #expect(sim.commits.map { $0.operation } == [.move])
        #expect(sim.mirrorIsInStep)

        sim.drag(sim.center(of: headers[3]), to: Point(x: 30, y: 20))  // the left half of the first header
        #expect(sim.order(of: Columns.board) == [headers[3], headers[1], headers[2], headers[0]])
    }

    @Test("Issue 37, F6: a header dragged across the lists below the headers still reorders the columns, and never goes into a list")
    func headerDraggedAcrossTheLists() throws {
        var (sim, headers) = try Columns.scene()
        let cards = sim.cards
        let over = Point(x: 560, y: 240)  // over column 3's list, in the right half of the column
        sim.lift(headers[0], to: over)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == Columns.board && cue.insertionIndex == 2)
        sim.release(at: over)
        #expect(sim.order(of: Columns.board) == [headers[1], headers[2], headers[0], headers[3]])
        #expect(sim.cards == cards)
        #expect(sim.mirrorIsInStep)
    }

    @Test("Issue 37: a card dragged over a column's list goes into that list (the innermost container), not onto the board")
    func cardGoesIntoTheListUnderIt() throws {
        var (sim, headers) = try Columns.scene()
        let cards = sim.cards
        let card = cards[0][0]
        sim.drag(sim.center(of: card), to: sim.point(in: cards[2][1], fraction: 0.2))
        #expect(sim.order(of: 3) == [cards[2][0], card, cards[2][1], cards[2][2]])
        #expect(sim.order(of: 1).count == 2 && sim.order(of: Columns.board) == headers)
        #expect(sim.mirrorIsInStep)
    }

    @Test("Issue 37: a card dropped on the headers goes nowhere: the board takes only columns")
    func cardOnTheHeadersGoesNowhere() throws {
        var (sim, headers) = try Columns.scene()
        let cards = sim.cards
        sim.drag(sim.center(of: cards[0][0]), to: Point(x: 500, y: 20))
        #expect(sim.cards == cards && sim.order(of: Columns.board) == headers)
        #expect(sim.commits.isEmpty)
    }

    @Test("Issue 37, S7: a keyboard drag of a column moves it one column per arrow, and drops among the columns")
    func keyboardMovesAColumnByOne() throws {
        var (sim, headers) = try Columns.scene()
        sim.key(.space, target: headers[0])
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        sim.key(.arrowRight)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == Columns.board)
        #expect(sim.announcements.last == "Column 1, position 2 of 4 in Board.")
        sim.key(.arrowRight)
        #expect(sim.announcements.last == "Column 1, position 3 of 4 in Board.")
        sim.key(.arrowLeft)
        #expect(sim.announcements.last == "Column 1, position 2 of 4 in Board.")
        sim.key(.space)
        #expect(sim.order(of: Columns.board) == [headers[1], headers[0], headers[2], headers[3]])
        #expect(sim.engine.layout.containerFrames[1]?.minX == 200)
        #expect(sim.mirrorIsInStep)
    }

    @Test("Issue 37, S7: Tab from a column's keyboard drag skips the card lists, which do not take columns")
    func keyboardTabSkipsTheLists() throws {
        var (sim, headers) = try Columns.scene()
        sim.key(.space, target: headers[1])
        sim.key(.tab)
        #expect(Columns.lists.allSatisfy { sim.engine.feedback(for: .keyboard)?.destination?.container != $0 })
        sim.key(.space)
        #expect(Columns.lists.allSatisfy { list in sim.order(of: list).allSatisfy { !headers.contains($0) } })
        #expect(Set(sim.order(of: Columns.board)) == Set(headers))
    }

    @Test("Issue 37: a column header dragged by touch, after the long press, reorders the columns")
    func touchReordersColumns() throws {
        var (sim, headers) = try Columns.scene()
        sim.drag(sim.center(of: headers[3]), to: Point(x: 250, y: 20), device: .touch)
        #expect(sim.order(of: Columns.board) == [headers[0], headers[3], headers[1], headers[2]])
        #expect(sim.mirrorIsInStep)
    }
}
