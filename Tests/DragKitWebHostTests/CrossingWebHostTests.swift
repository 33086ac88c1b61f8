import DragKit
import DragKitWebHost
import Foundation
import Testing

/// The exports of drags that cross the page's edge (S1, S2, P1, P3) and the JSON of their
/// actions, as the bridge reads them.
@Suite("WebHost: crossing the page's edge")
struct CrossingWebHostTests {
    /// Inbox (1: Milk 10, Eggs 11) at x 0 and Archive (2) at x 400, where drops from Inbox move.
    func makeHost() -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addContainer(2, flags: 11, label: "Archive", acceptedTypes: "") == 0)  // drops move
        #expect(host.addItem(10, container: 1, index: -1, type: "public.plain-text", label: "Milk") == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "", label: "Eggs") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        return host
    }

    func actions(_ host: WebHost) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.bytes))
        return try #require(parsed as? [[String: Any]], "not an array of objects: \(host.output.text)")
    }

    func types(_ host: WebHost) throws -> [String] {
        try actions(host).map { $0["t"] as? String ?? "?" }
    }

    /// Presses Milk and drags it over Archive.
    func liftOverArchive(_ host: inout WebHost) {
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 30, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 550, y: 20, modifiers: 0, time: 32, target: 0)
    }

    @Test("S1/S2: dk_pointer_left clears the mark and shows the copy cursor; dk_drag_ended_outside delivered ends with \"delivered\"")
    func leftAndDelivered() throws {
        var host = makeHost()
        liftOverArchive(&host)
        host.pointerLeft(1, time: 48)
        #expect(try types(host) == ["mark", "cursor", "badge", "say"])
        let left = try actions(host)
        #expect(left[0]["c"] is NSNull)
        #expect(left[1]["v"] as? String == "copy")
        #expect(left[2]["s"] as? String == "copy")
        #expect(left[3]["text"] as? String == "Outside the window. Drop on another app to copy Milk there.")

        host.dragEndedOutside(1, delivered: true, time: 64)
        #expect(try types(host) == ["badge", "cursor", "lifted", "end", "say"])
        let end = try #require(try actions(host).first { $0["t"] as? String == "end" })
        #expect(end["how"] as? String == "delivered")
        #expect(end["p"] as? Int == 1)
        #expect(try actions(host).last?["text"] as? String == "Copied Milk to another app.")
        #expect(host.engine.workspace.containers[1]?.items == [10, 11])
        #expect(host.engine.workspace.containers[2]?.items == [])
    }

    @Test("F7: dk_drag_ended_outside not delivered flies back")
    func notDelivered() throws {
        var host = makeHost()
        liftOverArchive(&host)
        host.pointerLeft(1, time: 48)
        host.dragEndedOutside(1, delivered: false, time: 64)
        let end = try #require(try actions(host).first { $0["t"] as? String == "end" })
        #expect(end["how"] as? String == "flyBack")
        #expect(try !types(host).contains("commit"))
    }
}
