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
/// The test command walks fixed seeds (the same walks every run, so a red run is a change in
/// the engine) and replays the walks whose findings are still open as expected failures: each
/// turns red the day its finding is fixed, to be moved to the fixed seeds. The long profile
/// walks fresh seeds past any failure (`DRAGKIT_LONG_STEPS=1000000 swift test --skip-build
/// --filter SimulationTests/explore`) and prints its figures and failing seeds;
/// `DRAGKIT_SEED=<seed>` (with `DRAGKIT_SIM_STEPS`, 600 by default) replays and shrinks one.
@Suite("Simulation: model-based walks through the engine")
struct SimulationTests {
    /// Steps in one walk: each starts from a fresh scene.
    static let walkLength = 300

    /// Seeds whose 600 steps keep every invariant. The last ones are walks that found defects,
    /// kept so they stay fixed: 8851220715153132430 (S10, S14: a slow move whose item was
    /// deleted meanwhile re-created it; its undo moved back every offered item and left the
    /// re-created one), 18065688707226306283 (S7: an item renamed while its drop loaded was
    /// announced by its old name) and 15628078170869863259 (F7: a failed slow move put its item
    /// back before taking out the items it re-created, one place off), 4034326546707730495 (S7:
    /// a keyboard drag left with no drop point when the one item its list could take was
    /// deleted), 4034326546707730432 (S10: redo made a copy renamed since under its old name
    /// while the host copies the original as it is), 13532909033487428048 (F7, S9: a keyboard
    /// drag whose items failed commits put back into two other lists promised a drop that took
    /// none of them), 13532909033487427671 (S7, model: a folder left out of its own list stays
    /// in it, so the positions count it) and 13532909033487429013 (S13, harness: a host follows
    /// its rows' spring controls after every auto-scroll step, also one the engine took first).
    static let fixedSeeds: [UInt64] = [
        1, 3, 5, 7, 9, 11, 15, 17, 23,
        8851220715153132430, 18065688707226306283, 15628078170869863259, 4034326546707730495, 4034326546707730432,
        13532909033487428048, 13532909033487427671, 13532909033487429013,
    ]

    /// Walks whose findings are open: the seed, the steps to replay, and the finding. Each is
    /// replayed as an expected failure and turns red the day it is fixed, to be moved to
    /// ``fixedSeeds``.
    static let openFindings: [(seed: UInt64, steps: Int, finding: String)] = []

    @Test("S2–S4, S7, S8, S10, S13, S14, A1, F5–F7: seeded walks keep every invariant", arguments: fixedSeeds)
    func walks(seed: UInt64) {
        walk(from: seed, total: 600)
    }

    @Test("Open findings of the walk still fail as they did (a pass means fixed: move the seed to fixedSeeds)",
          arguments: openFindings.indices)
    func openFinding(index: Int) {
        let finding = Self.openFindings[index]
        withKnownIssue(Comment(rawValue: finding.finding)) {
            walk(from: finding.seed, total: finding.steps, finding: true)
        }
    }

    @Test("Exploring: a fresh seed (DRAGKIT_SIM_STEPS or DRAGKIT_SEED to run)")
    func explore() async {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["DRAGKIT_LONG_STEPS"], let total = Int(text) {
            await long(total: total)
            return
        }
        guard environment["DRAGKIT_SIM_STEPS"] != nil || environment["DRAGKIT_SEED"] != nil else { return }
        walk(from: RunSeed.fresh(), total: environment["DRAGKIT_SIM_STEPS"].flatMap { Int($0) } ?? 600)
    }

    /// The long profile (`DRAGKIT_LONG_STEPS=1000000 swift test --skip-build --filter
    /// SimulationTests/explore`): walks of ``walkLength`` from fresh seeds, on every core, going
    /// on past a failing walk; prints the figures and each failing seed (replay it with
    /// `DRAGKIT_SEED`, which shrinks it), and fails if any walk did.
    func long(total: Int) async {
        let clock = ContinuousClock()
        let started = clock.now
        let lanes = 2
        let base = RunSeed.fresh()
        let results = (0..<lanes).map { lane in
            Task.detached { () -> (SimulationCoverage, walks: Int, failures: [String]) in
                var coverage = SimulationCoverage()
                var walks = 0
                var failures: [String] = []
                while coverage.steps < total / lanes {
                    let seed = base &+ UInt64(walks * lanes + lane)
                    let walked = SimulationWalk.run(SimulationPlan.steps(seed: seed, count: Self.walkLength))
                    coverage.add(walked.coverage)
                    if let failure = walked.failure { failures.append("seed \(seed): \(failure)") }
                    walks += 1
                }
                return (coverage, walks, failures)
            }
        }
        var coverage = SimulationCoverage()
        var walks = 0
        var failures: [String] = []
        for task in results {
            let result = await task.value
            coverage.add(result.0)
            walks += result.walks
            failures += result.failures
        }
        print("""
            Simulation, long profile: \(coverage.steps) steps in \(walks) walks of \(Self.walkLength) from seed \(base) on, \(failures.count) failing, \(clock.now - started)
            \(coverage.report)
            \(failures.joined(separator: "\n"))
            """)
        #expect(failures.isEmpty, "\(failures.count) of \(walks) walks failed")
    }

    /// Walks `total` steps in walks of ``walkLength`` from `seed`, and checks the walk met what
    /// it is for; a known `finding` is reported unshrunk.
    func walk(from seed: UInt64, total: Int, finding: Bool = false) {
        let environment = ProcessInfo.processInfo.environment
        let clock = ContinuousClock()
        let started = clock.now
        var coverage = SimulationCoverage()
        var walks = 0
        while coverage.steps < total {
            let walkSeed = seed &+ UInt64(walks)
            guard let walked = Shrinker.simulate("Simulation", seed: walkSeed, steps: min(Self.walkLength, total - coverage.steps), shrinks: !finding) else { return }
            coverage.add(walked)
            walks += 1
        }
        if environment["DRAGKIT_SIM_STEPS"] != nil {
            print("""
                Simulation: \(coverage.steps) steps in \(walks) walks of up to \(Self.walkLength), seeds \(seed) to \(seed &+ UInt64(walks - 1)), \(clock.now - started)
                \(coverage.report)
                """)
        }
        guard !finding else { return }
        // The walk met what it is for (loose bounds: a short walk is a random sample).
        #expect(coverage["pointer drag: mouse"] + coverage["pointer drag: pen"] + coverage["pointer drag: touch"] > 50, "seed \(seed)")
        #expect(coverage["keyboard drag: Space on the focused item"] > 10, "seed \(seed)")
        #expect(coverage["undo: applied (move)"] + coverage["undo: applied (copy)"] > 5, "seed \(seed)")
        #expect(coverage["selection: scattered group"] > 5, "seed \(seed)")
        #expect(coverage["feedback: into a folder row"] > 5, "seed \(seed)")
        #expect(coverage["commit: failed (change)"] > 2, "seed \(seed)")
    }
}
