@testable import DragKitWebHost
import DragKit
import DragKitWords
import Foundation
import Testing

@Suite("P1, S10 Clippings, items' text and history depths through the web host")
struct CrossKindWebHostTests {
    func json(_ actions: [Action]) throws -> [[String: Any]] {
        var writer = WireWriter()
        writer.answer(actions)
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.text.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    func output(_ host: WebHost) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.text.utf8))
        return try #require(parsed as? [[String: Any]], "not an array of objects: \(host.output.text)")
    }

    @Test("P1: a clipping's create step and its commit's created items are encoded")
    func clippingEncoding() throws {
        var transfer = Transfer(id: 4, operation: .copy, items: [], source: 3, destination: 1, index: 2, copies: [], indices: [2])
        transfer.created = [CreatedItem(id: 7, type: .textClipping, label: "Hello “you”…", text: "Hello “you” there\n")]
        let objects = try json([
            .applyChange(.items([.create(7, type: .textClipping, label: "Hello “you”…"), .insert(7, into: 1, at: 2)])),
            .commit(.items(transfer)),
            .commit(.items(Transfer(id: 5, operation: .copy, items: [1], source: 1, destination: 2, index: 0, copies: [9]))),
        ])
        let steps = try #require(objects[0]["steps"] as? [[Any]])
        #expect(steps[0][0] as? String == "create" && steps[0][1] as? Int == 7)
        #expect(steps[0][2] as? String == "com.dragkit.clipping" && steps[0][3] as? String == "Hello “you”…")
        #expect(steps[1][0] as? String == "insert")
        #expect(objects[1]["items"] as? [Int] == [] && objects[1]["at"] as? [Int] == [2])
        let created = try #require(objects[1]["created"] as? [[String: Any]])
        #expect(created.count == 1)
        #expect(created[0]["id"] as? Int == 7)
        #expect(created[0]["type"] as? String == "com.dragkit.clipping")
        #expect(created[0]["label"] as? String == "Hello “you”…")
        #expect(created[0]["text"] as? String == "Hello “you” there\n")
        #expect((objects[2]["created"] as? [Any])?.isEmpty == true)
    }

    @Test("P1: a text commit names the items its text came from")
    func textCommitItems() throws {
        let transfer = TextTransfer(
            id: 9, operation: .copy, source: 1, sourceRange: TextRange(caretAt: 0), destination: 3,
            insertedRange: TextRange(2, 4), text: StyledText("hi", style: TextStyle()), sourceItems: [10, 11])
        let objects = try json([
            .commit(.text(transfer)),
            .commit(.text(TextTransfer(id: 10, operation: .delete, source: 3, sourceRange: TextRange(2, 4),
                                       destination: 3, insertedRange: TextRange(caretAt: 2), text: StyledText()))),
        ])
        #expect(objects[0]["items"] as? [Int] == [10, 11])
        #expect(objects[1]["items"] as? [Int] == [])
        #expect(objects[1]["op"] as? String == "delete")
    }

    @Test("P1, F9 (issue 23): several items' texts arrive in one report, joined by line breaks, as the bridge sends them")
    func severalItemsLoadOnce() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Clippings", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "com.dragkit.clipping", label: "Trip") == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "com.dragkit.clipping", label: "Packing") == 0)
        try host.engine.addTextContainer(Container(id: 3, label: "Note"), text: StyledText("Hi", style: TextStyle()))
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        host.setContainerFrame(3, 400, 0, 300, 200)
        host.setSelection(container: 1, items: [10, 11])
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 30, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 32, target: 0)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 48, target: 0)
        let loads = try output(host).filter { $0["t"] as? String == "load" }
        #expect(loads.compactMap { $0["item"] as? Int } == [10, 11])
        let id = UInt32(try #require(loads.first?["id"] as? Int))
        host.transferLoaded(id, .text(" Lisbon\nPorto"))
        let actions = try output(host)
        #expect(actions.map { $0["t"] as? String ?? "?" } == ["unph", "change", "commit"])
        #expect(actions[2]["items"] as? [Int] == [10, 11])
        #expect(host.engine.textDocument(3)?.text.plainText == "Hi Lisbon\nPorto")
    }

    @Test("P1, S10: an item's text arrives through transferLoaded (issue 23), and the history reports its depths")
    func loadedTextAndHistory() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Clippings", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "com.dragkit.clipping", label: "Trip") == 0)
        try host.engine.addTextContainer(Container(id: 3, label: "Note"), text: StyledText("Hi", style: TextStyle()))
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setContainerFrame(3, 400, 0, 300, 200)
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 30, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 32, target: 0)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 48, target: 0)
        let load = try #require(try output(host).first { $0["t"] as? String == "load" })
        #expect(load["item"] as? Int == 10 && load["type"] as? String == "com.dragkit.clipping")
        let id = UInt32(try #require(load["id"] as? Int))
        host.transferLoaded(id, .text(" there"))
        let actions = try output(host)
        #expect(actions.map { $0["t"] as? String ?? "?" } == ["unph", "change", "commit"])
        #expect(actions[2]["kind"] as? String == "text")
        #expect(actions[2]["items"] as? [Int] == [10])
        #expect(host.engine.textDocument(3)?.text.plainText == "Hi there")
        host.transferSucceeded(id)
        #expect(try output(host).map { $0["t"] as? String ?? "?" } == ["say"])  // said once stored (F7, issue 36)
        host.writeHistory()
        var menu = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [String: Any])
        // The engine names the change; the page's words module titles it (issue 36).
        #expect(menu["undoKind"] as? String == "insertText")
        #expect(menu["undo"] == nil)
        #expect(EnglishAnnouncer().menuTitle(.undo, .insertText) == "Undo Insert Text")
        #expect(menu["undoDepth"] as? Int == 1 && menu["redoDepth"] as? Int == 0)
        host.undo()
        host.writeHistory()
        menu = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [String: Any])
        #expect(menu["undoDepth"] as? Int == 0 && menu["redoDepth"] as? Int == 1)
        #expect(host.engine.textDocument(3)?.text.plainText == "Hi")
    }
}
