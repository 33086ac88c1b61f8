import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: scroll offsets, described geometry and batch registration (A1, F6)")
struct GeometryExportsTests {
    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    /// A list (1) of `count` items registered in one batch, described as rows of 40 points, in a
    /// 300 × 400 frame and scrollable over all of them.
    func describedHost(count: Int) -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Rows", acceptedTypes: "") == 0)
        let batch = (0..<count).map { WebHost.ItemRegistration(id: UInt32($0 + 1), label: "Row \($0)", type: "") }
        #expect(host.addItems(batch, into: 1, at: -1) == 0)
        host.setContainerFrame(1, 0, 0, 300, 400)
        host.setUniformGeometry(1, originX: 0, originY: 0, itemWidth: 0, itemHeight: 40, spacingX: 0, spacingY: 0, columns: 1)
        host.setScrollMetrics(1, contentLength: Double(count) * 40, offset: 0)
        return host
    }

    @Test("F6: a batch registers every item in order, and reports the first failure without stopping")
    func batchRegistration() {
        var host = describedHost(count: 1_000)
        #expect(host.engine.workspace.count(of: 1) == 1_000)
        #expect(host.engine.workspace.containers[1]?.items.prefix(3) == [1, 2, 3])
        let code = host.addItems([
            WebHost.ItemRegistration(id: 5, label: "Again", type: ""),
            WebHost.ItemRegistration(id: 2_000, label: "New", type: "public.plain-text"),
        ], into: 1, at: 0)
        #expect(code == 1)  // duplicate item
        #expect(host.engine.workspace.containers[1]?.items.first == 2_000)
        #expect(host.engine.describedContentLength(of: 1) == 40_040)
    }

    @Test("A1, F6: a scroll reported as one offset re-targets the drag in a described list, and the drop lands there")
    func scrollOffsetRetargets() throws {
        var host = describedHost(count: 10_000)
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 90, modifiers: 0, time: 16, target: 0)
        host.scrollOffset(1, offset: 4_000)
        let marks = try actions(host).filter { $0["t"] as? String == "mark" }
        #expect(!marks.isEmpty)
        // Content y 4,090: after row 101 (midpoint 4,060), before row 102 (4,100); row 0 moves.
        #expect(host.engine.feedback(for: 1)?.destination?.insertionIndex == 101)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 150, y: 90, modifiers: 0, time: 32, target: 0)
        #expect(host.engine.workspace.containers[1]?.items[101] == 1)
        host.scrollOffset(1, offset: .nan)  // ignored
        #expect(host.engine.scrollMetrics(of: 1)?.offset == 4_000)
    }

    @Test("F6: describing a list leaves no earlier answer in the output for the page to read as actions")
    func describingClearsTheOutput() {
        var host = describedHost(count: 10)
        host.writeHistory()  // a query's answer: an object, not actions
        #expect(!host.output.bytes.isEmpty)
        host.setUniformGeometry(1, originX: 0, originY: 0, itemWidth: 0, itemHeight: 40, spacingX: 0, spacingY: 0, columns: 1)
        #expect(host.output.bytes.isEmpty)
    }

    @Test("F6: withdrawing the geometry goes back to measured frames")
    func withdrawGeometry() {
        var host = describedHost(count: 10)
        #expect(host.engine.frame(of: 3) == Rect(x: 0, y: 80, width: 300, height: 40))
        host.setUniformGeometry(1, originX: 0, originY: 0, itemWidth: 0, itemHeight: 0, spacingX: 0, spacingY: 0, columns: 0)
        #expect(host.engine.frame(of: 3) == nil)
        #expect(host.engine.describedContentLength(of: 1) == nil)
    }
}
