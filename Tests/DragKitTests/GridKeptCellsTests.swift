import DragKit
import DragKitTesting
import Testing

/// A grid whose host keeps lifted cells in place (dimmed), as a desktop icon view does
/// (`ContainerPolicy.keepsLiftedCells`, issue 34): a move within it lands before or after the
/// cell under the pointer by halves, exactly where the marker stands (F6, S2).
@Suite struct GridKeptCellsTests {
    static func photos(_ sim: inout DragSimulator) throws -> [ItemID] {
        var policy = ContainerPolicy()
        policy.keepsLiftedCells = true
        return try sim.addGrid(1, "Photos", policy: policy, items: ["forest", "sea", "sunset"], columns: 3)
    }

    @Test("F6, S2: forest over sunset's leading quarter lands between sea and sunset, over its trailing quarter after it; the marker shows each")
    func halvesDecide() throws {
        for trailing in [false, true] {
            var sim = DragSimulator()
            let ids = try Self.photos(&sim)
            let sea = try #require(sim.cellFrame(1, in: 1))
            let sunset = try #require(sim.cellFrame(2, in: 1))
            let point = Point(x: trailing ? sunset.maxX - sunset.width / 4 : sunset.minX + sunset.width / 4, y: sunset.midY)
            sim.press(at: sim.center(of: ids[0]))
            sim.advance(by: .milliseconds(16))
            sim.move(to: Point(x: sim.center(of: ids[0]).x + 6, y: sim.center(of: ids[0]).y))
            sim.advance(by: .milliseconds(16))
            sim.move(to: point)
            let cue = try #require(sim.engine.feedback(for: 1)?.destination)
            #expect(cue.insertionIndex == (trailing ? 2 : 1))
            let edge = trailing ? sunset.maxX : (sea.maxX + sunset.minX) / 2
            #expect(abs(cue.markerFrame.midX - edge) <= 6, "marker at \(cue.markerFrame.midX), expected \(edge)")
            sim.release(at: point)
            #expect(sim.labels(of: 1) == (trailing ? ["sea", "sunset", "forest"] : ["sea", "forest", "sunset"]))
        }
    }

    @Test("S2, F6: released over either half of its own cell, a photo stays where it was")
    func ownCellIsNoOp() throws {
        for trailing in [false, true] {
            var sim = DragSimulator()
            let ids = try Self.photos(&sim)
            let frame = try #require(sim.cellFrame(1, in: 1))
            sim.drag(frame.center, to: Point(x: trailing ? frame.maxX - 6 : frame.minX + 6, y: frame.midY))
            #expect(sim.order(of: 1) == ids)
        }
    }

    @Test("F6, S7: a keyboard move marks the gap between the cells it lands between")
    func keyboard() throws {
        var sim = DragSimulator()
        let ids = try Self.photos(&sim)
        sim.pickUp([ids[0]])
        sim.key(.arrowRight)
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        let sea = try #require(sim.cellFrame(1, in: 1))
        let sunset = try #require(sim.cellFrame(2, in: 1))
        #expect(cue.insertionIndex == 1)
        #expect(abs(cue.markerFrame.midX - (sea.maxX + sunset.minX) / 2) <= 6, "marker at \(cue.markerFrame.midX)")
        sim.key(.space)
        #expect(sim.labels(of: 1) == ["sea", "forest", "sunset"])
    }
}
