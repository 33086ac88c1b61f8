import DragKit
import DragKitWebHost
import Testing

/// Issue 13, hostile input: frames the page passes for a container may be anything a `Double`
/// holds, before or after the container exists; hit testing a press against them never traps.
/// The sequence below is the wasm-exports fuzz's finding (seed 13), reduced to its three calls.
@Suite("WebHost: frames of any size")
struct HostileFrameWebHostTests {
    @Test("S1: a press over a container whose frame is wider and taller than any screen neither traps nor starts a drag")
    func pressOverAHugeContainer() {
        var host = WebHost()
        host.setContainerFrame(54, 1, 3, 2_147_483_647, 4_294_967_295)
        #expect(host.addContainer(54, flags: 37, label: "", acceptedTypes: "", kind: "") == 0)
        host.pointer(phase: 0, pointer: 0, device: 41, x: 63, y: 1000, modifiers: 255, time: -0.5, target: 0, pressure: 65535)
        #expect(host.engine.phase(of: 0) == nil)
    }
}
