import DragKit
import DragKitTesting
import Foundation
import Testing

/// The engine simulation (issue 34): seeded walks of what people do — pointer, touch and
/// keyboard drags of single items and of contiguous and scattered selections, put-backs,
/// Escape and cancels, rests on folder rows and scroll edges, undo and redo chains, changes
/// from another window, commits that fail or answer late, drops that load — checked after
/// every step against a reference model (``SimulationWalk``).
///
/// The short profile runs in the test command with a fresh seed each run. The long one runs
/// with `DRAGKIT_SIM_STEPS=1000000 swift test --skip-build --filter Simulation` and prints its
/// figures; `DRAGKIT_SEED` replays a reported walk.
@Suite("Simulation: model-based walks through the engine")
struct SimulationTests {
    /// Steps in one walk: each starts from a fresh scene.
    static let walkLength = 300

    @Test("S2–S4, S7, S8, S10, S13, S14, A1, F5–F7: seeded walks keep every invariant (fresh seed each run)")
    func walks() {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["DRAGKIT_SIM_STEPS"].flatMap { Int($0) } ?? 600
        let seed = RunSeed.fresh()
        let clock = ContinuousClock()
        let started = clock.now
        var coverage = SimulationCoverage()
        var walks = 0
        while coverage.steps < total {
            let walkSeed = seed &+ UInt64(walks)
            guard let walked = Shrinker.simulate("Simulation", seed: walkSeed, steps: min(Self.walkLength, total - coverage.steps)) else { return }
            coverage.add(walked)
            walks += 1
        }
        if environment["DRAGKIT_SIM_STEPS"] != nil {
            print("""
                Simulation: \(coverage.steps) steps in \(walks) walks of up to \(Self.walkLength), seeds \(seed) to \(seed &+ UInt64(walks - 1)), \(clock.now - started)
                \(coverage.report)
                """)
        }
        // The walk met what it is for (loose bounds: a short walk is a random sample).
        #expect(coverage["pointer drag: mouse"] + coverage["pointer drag: pen"] + coverage["pointer drag: touch"] > 50, "seed \(seed)")
        #expect(coverage["keyboard drag: Space on the focused item"] > 10, "seed \(seed)")
        #expect(coverage["undo: applied (move)"] + coverage["undo: applied (copy)"] > 5, "seed \(seed)")
        #expect(coverage["selection: scattered group"] > 5, "seed \(seed)")
        #expect(coverage["feedback: into a folder row"] > 5, "seed \(seed)")
        #expect(coverage["commit: failed (change)"] > 2, "seed \(seed)")
    }
}
