import DragKit
import DragKitWebHost
import DragKitWire
import Testing

/// The calls into the engine (issue 36, events in): stated once in `WireCall.hostCalls`, from
/// which the wasm's exports, the host's `HostCalls` protocol and the page's methods are
/// generated. These check the statement itself and that the protocol is the host's real way in.
@Suite("Wire: the calls into the engine")
struct HostCallsTests {
    @Test("Every call has its own export, and none is also written by hand")
    func exportsAreUnique() {
        let exports = WireCall.hostCalls.map(\.export) + WireCall.handWrittenExports
        #expect(Set(exports).count == exports.count)
        #expect(Set(WireCall.hostCalls.map(\.methodName)).count == WireCall.hostCalls.count)
    }

    @Test("A call takes at most one list (the numbers buffer holds one) and names each parameter once")
    func buffersAreNotShared() {
        for call in WireCall.hostCalls {
            let lists = call.parameters.filter { $0.type == .ids || $0.type == .numbers }
            #expect(lists.count <= 1, "\(call.export) takes \(lists.count) lists")
            #expect(Set(call.parameters.map(\.name)).count == call.parameters.count, "\(call.export)")
        }
    }

    /// A drag driven only through the protocol the exports forward to.
    func dragMilk<Host: HostCalls>(_ host: inout Host) -> [Int32] {
        let codes = [
            host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "", kind: ""),
            host.addContainer(2, flags: 3, label: "Archive", acceptedTypes: "", kind: ""),
            host.addItem(10, container: 1, index: -1, type: "public.plain-text", label: "Milk", byteCount: 0),
            host.addItem(11, container: 1, index: -1, type: "", label: "Eggs", byteCount: 0),
        ]
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0, pressure: .nan)
        for step in 1...6 {
            host.pointer(
                phase: 1, pointer: 1, device: 0, x: 150 + Double(step) * 60, y: 30, modifiers: 0, time: Double(step) * 16,
                target: 0, pressure: .nan)
        }
        host.pointer(phase: 2, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 200, target: 0, pressure: .nan)
        return codes
    }

    @Test("The host's methods the exports forward to drag an item: the drop is committed into the container released over")
    func theProtocolIsTheWayIn() throws {
        var host = WebHost()
        #expect(dragMilk(&host) == [0, 0, 0, 0])
        let commit = try #require(try WebHostFixtures.actions(host).first { $0["t"] as? String == "commit" })
        #expect(commit["from"] as? Int == 1)
        #expect(commit["to"] as? Int == 2)
        #expect(commit["items"] as? [Int] == [10])
        #expect(host.engine.workspace.containers[2]?.items.count == 1)
    }
}
