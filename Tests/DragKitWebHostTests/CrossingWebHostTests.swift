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
        WebHostFixtures.inboxAndArchive(archiveFlags: 11)  // drops move
    }

    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    func types(_ host: WebHost) throws -> [String] { try WebHostFixtures.types(host) }

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

@Suite("WebHost: drags from other apps")
struct ExternalWebHostTests {
    /// Inbox (1) takes text, Photos (2) takes images.
    func makeHost() -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "public.text") == 0)
        #expect(host.addContainer(2, flags: 3, label: "Photos", acceptedTypes: "public.image") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "public.plain-text", label: "Milk") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        return host
    }

    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    @Test("S1/P1: dk_external_enter reads the types one per line; the drop emits \"ph\" then \"external\" with the accepted types")
    func enterAndDrop() throws {
        var host = makeHost()
        host.externalEnter(7, x: 150, y: 100, modifiers: 0, time: 10, count: 1, types: "public.png\n\npublic.plain-text \r\npublic.html\n")
        let entered = try actions(host)
        #expect(entered.map { $0["t"] as? String } == ["say", "mark", "cursor", "badge", "say"])
        #expect(entered[0]["text"] as? String == "Dragging an item from another app.")
        #expect(entered[1]["c"] as? Int == 1)
        #expect(entered[2]["v"] as? String == "copy")
        host.writeSessions()
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [[String: Any]])
        #expect(sessions.first?["pointer"] as? Int == 7)
        #expect(sessions.first?["items"] as? [Int] == [])
        #expect(sessions.first?["operation"] as? String == "copy")

        host.pointer(phase: 1, pointer: 7, device: 0, x: 550, y: 100, modifiers: 0, time: 20, target: 0)
        #expect(try actions(host).contains { $0["t"] as? String == "mark" && ($0["c"] as? Int) == 2 })
        host.pointer(phase: 2, pointer: 7, device: 0, x: 550, y: 100, modifiers: 0, time: 30, target: 0)
        let dropped = try actions(host)
        #expect(dropped.map { $0["t"] as? String } == ["mark", "badge", "cursor", "ph", "external", "say"])
        let external = dropped[4]
        let id = try #require(external["id"] as? Int)
        #expect(external["c"] as? Int == 2)
        #expect(external["i"] as? Int == 0)
        #expect(external["types"] as? [String] == ["public.png"])
        #expect(dropped[3]["id"] as? Int == id)
        #expect(dropped[3]["text"] as? String == "From another app")

        host.transferProgress(UInt32(id), completedBytes: 1000)
        #expect(try actions(host).first?["done"] as? Int == 1000)
        host.transferSucceeded(UInt32(id))
        #expect(try actions(host).map { $0["t"] as? String } == ["unph", "say"])
        #expect(try actions(host).last?["text"] as? String == "Added an item from another app to Photos.")
        #expect(host.engine.workspace.containers[2]?.items == [])
    }

    @Test("S1: dk_external_exit ends the drag with no effect; garbage coordinates are ignored")
    func exitAndGarbage() throws {
        var host = makeHost()
        host.externalEnter(7, x: .nan, y: 100, modifiers: 0, time: 10, count: 1, types: "public.png")
        #expect(try actions(host).isEmpty)
        host.externalEnter(7, x: 150, y: 100, modifiers: 0, time: 10, count: -3, types: "public.png")
        #expect(host.engine.phase(of: 7) == .dragging)
        host.externalExit(7, time: 20)
        #expect(host.engine.phase(of: 7) == nil)
        #expect(try !actions(host).contains { $0["t"] as? String == "external" })
    }
}

@Suite("WebHost: dropping on empty space (P3)")
struct NewWindowWebHostTests {
    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    @Test("P3: dk_item_opens_window marks an item; over empty space the cursor is \"newWindow\" and the release emits {\"t\":\"open\"}")
    func opensWindow() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Photos", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "public.png", label: "Beach") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setOpensInNewWindow(10, on: true)
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 30, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 500, y: 300, modifiers: 0, time: 32, target: 0)
        let over = try actions(host)
        #expect(over.contains { $0["t"] as? String == "cursor" && $0["v"] as? String == "newWindow" })
        #expect(over.last?["text"] as? String == "Over empty space. Drop to open Beach in a new window.")
        host.pointer(phase: 2, pointer: 1, device: 0, x: 500, y: 300, modifiers: 0, time: 48, target: 0)
        let dropped = try actions(host)
        let open = try #require(dropped.first { $0["t"] as? String == "open" })
        #expect(open["items"] as? [Int] == [10])
        #expect(dropped.first { $0["t"] as? String == "end" }?["how"] as? String == "evaporate")
        #expect(host.engine.workspace.containers[1]?.items == [10])
    }
}
