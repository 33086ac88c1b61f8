import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: apps, items that open containers, Move to… of a selection (S2, S7)")
struct WebHostRelationsTests {
    /// Home (1: Documents row 10, Budget 11, CV 12) on screen, Documents (2) hidden, Drop Box (3).
    func makeHost() -> WebHost {
        var host = WebHost()
        _ = host.addContainer(1, flags: 3 | 8, label: "Home", acceptedTypes: "")
        _ = host.addContainer(2, flags: 3 | 8, label: "Documents", acceptedTypes: "")
        _ = host.addContainer(3, flags: 1 | 0x100, label: "Drop Box", acceptedTypes: "")
        for (id, label) in [(UInt32(10), "Documents"), (11, "Budget"), (12, "CV")] {
            _ = host.addItem(id, container: 1, index: -1, type: "public.file", label: label)
        }
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, -1e7, -1e7, 0, 0)
        host.setContainerFrame(3, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        host.setItemFrame(12, 0, 80, 300, 40)
        host.setOpenedContainer(2, forItem: 10)
        return host
    }

    func json(_ host: WebHost) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(host.output.text.utf8))
    }

    @Test("S7: moveDestinations names every place with its operation; the drop box copies")
    func moveDestinations() throws {
        var host = makeHost()
        host.writeMoveDestinations([11, 12])
        let found = try #require(try json(host) as? [[String: Any]])
        #expect(found.map { $0["c"] as? Int } == [2, 3])
        #expect(found.map { $0["op"] as? String } == ["move", "copy"])
        #expect(found.map { $0["n"] as? Int } == [2, 2])
    }

    @Test("S7: Move to… of a selection moves all of it; paste after counts without the cut")
    func moveItemsAndPasteAfter() throws {
        var host = makeHost()
        host.moveItems([11, 12], to: 2, index: -1)
        #expect(host.engine.workspace.containers[2]?.items == [11, 12])
        host.putOnPasteboard(11, cut: true)
        host.paste(into: 2, after: 12)
        #expect(host.engine.workspace.containers[2]?.items == [12, 11])
    }

    @Test("Drop into: the mark action names the row the drop goes into")
    func markNamesTheRow() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 100, modifiers: 0, time: 0, target: 12)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 90, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 32, target: 0)
        let actions = try #require(try json(host) as? [[String: Any]])
        let mark = try #require(actions.last { $0["t"] as? String == "mark" })
        #expect(mark["c"] as? Int == 2)
        #expect(mark["into"] as? Int == 10)
    }

    @Test("S2: containers of different apps copy between each other")
    func appsCopy() throws {
        var host = makeHost()
        host.setApp(1, forContainer: 1)
        host.setApp(2, forContainer: 2)
        host.writeMoveDestinations([11])
        let found = try #require(try json(host) as? [[String: Any]])
        #expect(found.first?["op"] as? String == "copy")
    }
}
