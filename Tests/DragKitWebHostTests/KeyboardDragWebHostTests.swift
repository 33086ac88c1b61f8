import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: keyboard drags (S7)")
struct KeyboardDragWebHostTests {
    func actions(_ host: WebHost) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.bytes))
        return try #require(parsed as? [[String: Any]], "not an array of objects: \(host.output.text)")
    }

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
}
