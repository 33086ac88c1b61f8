import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("S6 Text actions as JSON")
struct TextActionEncodingTests {
    func json(_ actions: [Action]) throws -> [[String: Any]] {
        var writer = WireWriter()
        writer.answer(actions)
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.text.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    @Test("S6, A4, issue 36: a text change carries the view's whole text after it, every run's style, and the selection")
    func textChange() throws {
        let plain = TextStyle(fontFamily: "system-ui", size: 14)
        let bold = TextStyle(fontFamily: "Georgia", size: 16, weight: 700, color: 0xFF00_00FF, link: "https://a.example")
        var text = StyledText("Hello there", style: plain)
        let edit = TextEdit(range: TextRange(2, 4), replacement: StyledText("wö👩‍👩‍👧", style: bold))
        text.apply([edit])
        let objects = try json([
            .applyChange(.text(7, [edit], selection: TextRange(2, 5), result: text)),
            .applyChange(.text(8, [], selection: nil, result: StyledText())),
        ])
        #expect(objects[0]["t"] as? String == "change" && objects[0]["kind"] as? String == "text")
        #expect(objects[0]["c"] as? Int == 7)
        #expect(objects[0]["sel"] as? [Int] == [2, 5])
        #expect(objects[0]["edits"] == nil)
        // The result, run by run: the page draws it and splices nothing.
        let runs = try #require(objects[0]["runs"] as? [[String: Any]])
        #expect(runs.map { $0["s"] as? String } == ["He", "wö👩‍👩‍👧", "o there"])
        #expect(runs[1]["font"] as? String == "Georgia")
        #expect(runs[1]["w"] as? Int == 700)
        #expect(runs[1]["i"] as? Bool == false)
        #expect(runs[1]["rgba"] as? Int == 0xFF00_00FF)
        #expect(runs[1]["link"] as? String == "https://a.example")
        #expect(runs[0]["font"] as? String == "system-ui" && runs[0]["link"] is NSNull)
        #expect(objects[1]["runs"] as? [Any] != nil && (objects[1]["runs"] as? [Any])?.isEmpty == true)
        #expect(objects[1]["sel"] is NSNull)
    }

    @Test("S6, F6: a text drag's preview, caret cue and commit are encoded")
    func previewCueCommit() throws {
        let cue = DestinationCue(
            container: 3, isHighlighted: true, insertionIndex: 5,
            markerFrame: Rect(x: 1, y: 2, width: 2, height: 20), textOffset: 5)
        let transfer = TextTransfer(
            id: 9, operation: .move, source: 3, sourceRange: TextRange(0, 2), destination: 3,
            insertedRange: TextRange(3, 5), text: StyledText("hi", style: TextStyle()))
        let objects = try json([
            .beginPreview(1, .text(source: 3, range: TextRange(0, 2)), frame: Rect(x: 0, y: 0, width: 20, height: 20)),
            .markDestination(1, cue),
            .commit(.text(transfer)),
        ])
        #expect(objects[0]["t"] as? String == "begin" && objects[0]["kind"] as? String == "text")
        #expect(objects[0]["r"] as? [Int] == [0, 2])
        #expect(objects[1]["o"] as? Int == 5)
        #expect(objects[2]["t"] as? String == "commit" && objects[2]["kind"] as? String == "text")
        #expect(objects[2]["op"] as? String == "move")
        #expect(objects[2]["r"] as? [Int] == [3, 5])
        #expect((objects[2]["text"] as? [[String: Any]])?.first?["s"] as? String == "hi")
    }
}
