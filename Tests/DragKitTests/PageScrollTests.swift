import DragKit
import DragKitTesting
import Testing

/// A short list inside a page that scrolls: the page's scroller is a scroll view (not a
/// container) whose visible frame is the 800 × 600 viewport and whose content is 2000 long.
private enum Page {
    static let list: ContainerID = 1
    static let page: ContainerID = 99

    static func scene(listScrolls: Bool = false, listOffset: Double = 0) throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let items = try sim.addList(list, "List", items: (1...30).map { "Row \($0)" }, height: 600)
        sim.engine.addScrollView(page)
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 800, height: 600), of: page))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 2000), of: page))
        if listScrolls {
            _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 1200, offset: listOffset), of: list))
        }
        return (sim, items)
    }
}

extension DragSimulator {
    fileprivate func scrolledY(_ container: ContainerID) -> Double {
        scrolls.filter { $0.0 == container }.reduce(0) { $0 + $1.1.y }
    }
}

@Suite("A1 Auto-scroll of the page and nested scrollers")
struct PageScrollTests {
    @Test("A1: a drag held at the bottom of the viewport, over no scrollable container, scrolls the page")
    func pageScrollsAtViewportEdge() throws {
        var (sim, items) = try Page.scene()
        sim.lift(items[0], to: Point(x: 600, y: 595))  // right of the list, at the viewport's edge
        sim.advance(by: .milliseconds(1000))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Page.page)
        #expect(sim.scrolledY(Page.page) > 0)
        // The page's scroller is no destination: over it and nothing else, the drag is over nothing.
        #expect(sim.engine.feedback(for: 1)?.destination == nil)
        #expect(sim.engine.feedback(for: 1)?.badge == nil)
    }

    @Test("A1: the page does not scroll away from its edges, nor past its start")
    func pageStaysAwayFromEdges() throws {
        var (sim, items) = try Page.scene()
        sim.lift(items[0], to: Point(x: 600, y: 300))
        sim.advance(by: .milliseconds(500))
        sim.move(to: Point(x: 600, y: 3))  // top edge, already at the start
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolls.isEmpty)
    }

    @Test("A1: a nested scroller scrolls first; at its end the page around it takes over")
    func nestedScrollerThenPage() throws {
        var (sim, items) = try Page.scene(listScrolls: true)
        sim.lift(items[0], to: Point(x: 150, y: 595))  // in both bottom bands
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Page.list)
        #expect(sim.scrolledY(Page.list) > 0 && sim.scrolledY(Page.page) == 0)

        var (atEnd, rows) = try Page.scene(listScrolls: true, listOffset: 600)  // the list's end
        atEnd.relayout(Page.list)  // scrolled: row 16 is at the top
        // Lifting at the top nudges the list back a little; held at the bottom, the list
        // scrolls to its end again, and then the page takes over without the pointer moving.
        atEnd.lift(rows[15], to: Point(x: 150, y: 595))
        atEnd.advance(by: .milliseconds(300))
        #expect(atEnd.engine.autoScrollingContainer(of: 1) == Page.page)
        #expect(atEnd.scrolledY(Page.page) > 0 && atEnd.scrolledY(Page.list) == 0)
    }
}
