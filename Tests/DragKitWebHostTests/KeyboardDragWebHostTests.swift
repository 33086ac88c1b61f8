import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: keyboard drags (S7)")
struct KeyboardDragWebHostTests {
    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    @Test("S7: Space on a focused item lifts it; an arrow emits a reveal; Space drops it")
    func keyboardDragThroughTheHost() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "Milk") == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "", label: "Eggs") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)

        host.key(3, isDown: true, modifiers: 0, time: 0, target: 10)
        let lift = try actions(host)
        #expect(lift.first?["t"] as? String == "begin")
        #expect(lift.first?["p"] as? Int == Int(UInt32.max))
        #expect(lift.contains { $0["t"] as? String == "reveal" && $0["c"] as? Int == 1 && $0["i"] as? Int == 0 })

        host.key(6, isDown: true, modifiers: 0, time: 10)
        let step = try actions(host)
        let reveal = try #require(step.first { $0["t"] as? String == "reveal" })
        #expect(reveal["i"] as? Int == 1)
        #expect(reveal["f"] as? [Double] == [0, 79, 300, 2])
        #expect(step.last?["text"] as? String == "Milk, position 2 of 2 in Inbox.")

        host.key(3, isDown: true, modifiers: 0, time: 20)
        #expect(try actions(host).contains { $0["t"] as? String == "commit" })
        #expect(host.engine.workspace.containers[1]?.items == [11, 10])
    }

    @Test("S7: key codes 9–12 are Home, End, PageUp and PageDown: each jumps the keyboard drag (issue 25)")
    func jumpKeyCodes() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        for (index, label) in ["Milk", "Eggs", "Bread", "Butter", "Jam", "Tea"].enumerated() {
            #expect(host.addItem(UInt32(10 + index), container: 1, index: -1, type: "", label: label) == 0)
            host.setItemFrame(UInt32(10 + index), 0, Double(index) * 40, 300, 40)
        }
        host.setContainerFrame(1, 0, 0, 300, 80)  // two rows a page
        host.key(3, isDown: true, modifiers: 0, time: 0, target: 10)
        _ = try actions(host)
        for (code, index, said) in [(10 as UInt32, 5, "Milk, position 6 of 6 in Inbox."), (9, 0, "Milk, position 1 of 6 in Inbox."),
                                    (12, 2, "Milk, position 3 of 6 in Inbox."), (11, 0, "Milk, position 1 of 6 in Inbox.")] {
            host.key(code, isDown: true, modifiers: 0, time: 10)
            let step = try actions(host)
            #expect(step.first { $0["t"] as? String == "reveal" }?["i"] as? Int == index)
            #expect(step.last?["text"] as? String == said)
        }
    }

    @Test("S7, S6: the page's shortcut picks up a note's selection; Tab and Space copy it to the other note; the drag is listed as a text session")
    func keyboardTextDragThroughTheHost() throws {
        var host = WebHost()
        for (id, label, text, lower, upper) in [(1 as UInt32, "Note A", "Hello world", 6 as Int32, 11 as Int32), (2, "Note B", "Dear Bob,", -1, -1)] {
            host.beginTextContainer(id, flags: 3, kind: "", label: label)
            host.addTextRun(text, font: "Georgia", size: 16, weight: 400, italic: false, color: 0x0000_00FF, link: nil)
            #expect(host.endTextContainer(selectionLower: lower, selectionUpper: upper) == 0)
        }
        host.pickUpText(2, modifiers: 0)  // nothing selected there: only says why
        #expect(try actions(host).map { $0["t"] as? String } == ["say"])
        #expect(try actions(host).first?["text"] as? String == "Nothing to pick up: select some text in Note B first.")

        host.pickUpText(1, modifiers: 0)
        let lift = try actions(host)
        #expect(lift.first?["t"] as? String == "begin" && lift.first?["kind"] as? String == "text" && lift.first?["p"] as? Int == Int(UInt32.max))
        #expect(lift.first?["r"] as? [Int] == [6, 11])
        #expect((lift.last?["text"] as? String)?.hasPrefix("Picked up text “world” from Note A.") == true)

        host.key(4, isDown: true, modifiers: 0, time: 0)
        let tab = try actions(host)
        #expect(tab.contains { $0["t"] as? String == "reveal" && $0["c"] as? Int == 2 && $0["i"] as? Int == 9 })
        #expect(tab.last?["text"] as? String == "Over Note B, at the end. Drop to copy.")
        host.writeSessions()
        let sessions = try actions(host)
        #expect(sessions.count == 1)
        #expect(sessions.first?["text"] as? Bool == true && sessions.first?["items"] as? [Int] == [])
        #expect(sessions.first?["destination"] as? Int == 2 && sessions.first?["index"] as? Int == 9)
        #expect(sessions.first?["operation"] as? String == "copy")

        host.key(3, isDown: true, modifiers: 0, time: 10)
        let drop = try actions(host)
        #expect(drop.contains { $0["t"] as? String == "commit" && $0["kind"] as? String == "text" && $0["op"] as? String == "copy" })
        #expect(host.engine.textDocument(2)?.text.plainText == "Dear Bob, world")  // S6: smart spacing
        host.writeSessions()
        #expect(try actions(host).isEmpty)
    }
}
