import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: pointer pressure (S13 force press)")
struct PressureWebHostTests {
    /// Inbox (1: Milk 10) at the left and a spring-loaded control (5) at x 400–500.
    func makeHost() -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "Milk") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setSpringControl(5, 400, 0, 100, 40, label: "Day")
        return host
    }

    func springs(_ host: WebHost) throws -> [Int] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.text.utf8))
        let actions = try #require(parsed as? [[String: Any]])
        return actions.filter { $0["t"] as? String == "spring" }.compactMap { $0["id"] as? Int }
    }

    /// A pen drag from Milk onto the control, its last move pressing with `pressure`; the
    /// springs activated by that move.
    func pressOverControl(_ pressure: Double) throws -> [Int] {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 2, x: 150, y: 20, modifiers: 0, time: 0, target: 10, pressure: 0.3)
        host.pointer(phase: 1, pointer: 1, device: 2, x: 160, y: 20, modifiers: 0, time: 8, target: 0, pressure: 0.3)
        host.pointer(phase: 1, pointer: 1, device: 2, x: 450, y: 20, modifiers: 0, time: 16, target: 0, pressure: 0.3)
        #expect(try springs(host) == [])
        host.pointer(phase: 1, pointer: 1, device: 2, x: 451, y: 20, modifiers: 0, time: 24, target: 0, pressure: pressure)
        return try springs(host)
    }

    @Test("S13: a pen pressed hard over a spring-loaded control opens it at once")
    func hardPressOpens() throws {
        #expect(try pressOverControl(0.95) == [5])
    }

    @Test("S13: a light press, a mouse's 0.5, and pressure that isn't a number open nothing early")
    func lightOrBadPressureDoesNot() throws {
        #expect(try pressOverControl(0.5) == [])
        #expect(try pressOverControl(.nan) == [])       // an older page leaves the argument out
        #expect(try pressOverControl(-.infinity) == [])
    }
}
