import DragKit
import DragKitTesting
import Testing

/// A long note: 40 lines of 20 points (800 points of text) shown in a 300 × 200 view, so its
/// edge bands are 50 points deep; a spring-loaded folder button sits to its right.
private enum LongNote {
    static let note: ContainerID = 21
    static let folder: SpringID = 1
    static let folderFrame = Rect(x: 400, y: 0, width: 120, height: 40)
    /// Line n reads "Line nn." padded to 30 characters, so each line is one layout line.
    static let text = (0..<40).map { n in
        let number = n < 10 ? "0\(n)" : "\(n)"
        return "Line \(number)." + String(repeating: " ", count: 21)
    }.joined(separator: "\n")

    static func scene() throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addText(note, "Long note", text: StyledText(text, style: TextStyle()), selection: TextRange(0, 4))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800), of: note))
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: folder, frame: folderFrame, label: "Projects folder"))
        return sim
    }
}

extension DragSimulator {
    fileprivate var scrolledY: Double {
        scrolls.filter { $0.0 == LongNote.note }.reduce(0) { $0 + $1.1.y }
    }
}

@Suite("A1, S13 Text drags scroll and spring like item drags")
struct TextAutoScrollTests {
    @Test("A1, S6: a text drag held in a long note's bottom band scrolls it, and the caret target follows the moving text")
    func textDragScrolls() throws {
        var sim = try LongNote.scene()
        sim.press(at: sim.point(inText: LongNote.note, character: 2))
        sim.move(to: Point(x: 150, y: 120))  // lifted, outside the band (it starts at y 150)
        sim.advance(by: .milliseconds(300))
        #expect(sim.scrolls.isEmpty)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)

        sim.move(to: Point(x: 150, y: 190))
        #expect(sim.engine.autoScrollingContainer(of: 1) == LongNote.note)
        let before = try #require(sim.engine.feedback(for: 1, carrying: .text)?.destination?.textOffset)
        sim.advance(by: .milliseconds(600))
        let scrolled = sim.scrolledY
        #expect(scrolled > 40)
        #expect(sim.engine.scrollMetrics(of: LongNote.note)?.offset == scrolled)
        // The engine moved the text's lines up by the scroll: the same point is further on.
        let after = try #require(sim.engine.feedback(for: 1, carrying: .text)?.destination?.textOffset)
        #expect(after > before + 30)
        let firstLine = try #require(sim.engine.textDocument(LongNote.note)?.layout.lines.first)
        #expect(firstLine.frame.minY == -scrolled)
    }

    @Test("A1: a text drag stops scrolling when it leaves the band or ends")
    func textDragStops() throws {
        var sim = try LongNote.scene()
        sim.press(at: sim.point(inText: LongNote.note, character: 2))
        sim.move(to: Point(x: 150, y: 195))
        sim.advance(by: .milliseconds(200))
        #expect(sim.scrolledY > 0)
        sim.move(to: Point(x: 150, y: 100))
        let stopped = sim.scrolledY
        sim.advance(by: .milliseconds(300))
        #expect(sim.scrolledY == stopped)

        sim.move(to: Point(x: 150, y: 195))
        sim.release(at: Point(x: 150, y: 195))
        let released = sim.scrolledY
        sim.advance(by: .milliseconds(300))
        #expect(sim.scrolledY == released)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
    }

    @Test("S13: a text drag pausing over a spring-loaded control opens it; Escape first backs out of the pause")
    func textDragSprings() throws {
        var sim = try LongNote.scene()
        sim.press(at: sim.point(inText: LongNote.note, character: 2))
        sim.move(to: Point(x: 450, y: 20))
        #expect(sim.engine.springDwell(of: 1) == LongNote.folder)
        sim.advance(by: .milliseconds(500))
        #expect(sim.log.contains(.springActivate(LongNote.folder)))

        var other = try LongNote.scene()
        other.press(at: other.point(inText: LongNote.note, character: 2))
        other.move(to: Point(x: 450, y: 20))
        other.key(.escape)
        #expect(other.engine.springDwell(of: 1) == nil)
        #expect(other.engine.feedback(for: 1, carrying: .text) != nil, "the text drag goes on")
        other.advance(by: .milliseconds(600))
        #expect(!other.log.contains(.springActivate(LongNote.folder)))
        other.key(.escape)
        #expect(other.engine.feedback(for: 1, carrying: .text) == nil, "a second Escape cancels it")
    }
}
