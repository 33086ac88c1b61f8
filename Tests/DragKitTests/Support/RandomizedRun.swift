import DragKit
import DragKitTesting
import Foundation
import Testing

/// The seed of one randomized run: `DRAGKIT_SEED` (decimal or 0x-hex) replays a reported run;
/// otherwise each run draws a fresh one from the system's generator, so every run explores new
/// cases. Failures print it with the line that replays them.
enum RunSeed {
    static func fresh() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["DRAGKIT_SEED"], let seed = parse(text) { return seed }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}

/// The first broken invariant of a randomized walk: at which step and what.
struct WalkFailure: Sendable, CustomStringConvertible {
    var step: Int
    var message: String
    var description: String { "step \(step): \(message)" }
}

/// Collects the first broken invariant of a walk instead of recording an issue at once, so that
/// a failing walk can be run again smaller (shrunk) before it is reported.
struct WalkChecks {
    var step = 0
    private(set) var failure: WalkFailure?

    /// Notes `what` as broken at the current step, unless an earlier check already failed.
    mutating func that(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition && failure == nil { failure = WalkFailure(step: step, message: what()) }
    }

    var failed: Bool { failure != nil }
}

/// The size of a randomized walk: how many items each list starts with and how many steps.
struct WalkSize: Sendable, Equatable, CustomStringConvertible {
    var items: Int
    var steps: Int
    var description: String { "\(items) items a list, \(steps) steps" }
}

enum Shrinker {
    /// Runs `walk` with `seed` at `size`; if it breaks an invariant, finds the smallest walk with
    /// the same seed that still breaks one (fewest items, then fewest steps: the walk is
    /// deterministic, so the steps after the first failure are never needed) and records one
    /// issue naming the seed, the replay command and the minimal case. Walks of a given seed
    /// differ in their choices when the item count differs, which is fine: any failing walk is a
    /// bug, and the smallest one is the easiest to read. Returns whether the walk passed. O(items × walk).
    @discardableResult
    /// Runs `walk` at `size` with fresh `Stats`, shrinking on failure as ``check(_:seed:size:sourceLocation:walk:)``
    /// does. Returns the stats of the full-size walk when it passed, and `nil` when it failed
    /// (coverage counts of a walk cut short mean nothing). The shrinking walks' stats are dropped.
    static func coverage<Stats>(
        _ name: String, seed: UInt64, size: WalkSize, initial: Stats,
        sourceLocation: SourceLocation = #_sourceLocation,
        walk: (UInt64, WalkSize, inout Stats) throws -> WalkFailure?
    ) rethrows -> Stats? {
        var stats = initial
        let passed = try check(name, seed: seed, size: size, sourceLocation: sourceLocation) { seed, walked in
            var these = initial
            let failure = try walk(seed, walked, &these)
            if walked == size { stats = these }
            return failure
        }
        return passed ? stats : nil
    }

    static func check(
        _ name: String, seed: UInt64, size: WalkSize,
        sourceLocation: SourceLocation = #_sourceLocation,
        walk: (UInt64, WalkSize) throws -> WalkFailure?
    ) rethrows -> Bool {
        guard let failure = try walk(seed, size) else { return true }
        var smallest = WalkSize(items: size.items, steps: failure.step + 1)
        var smallestFailure = failure
        for items in 1..<size.items {
            if let found = try walk(seed, WalkSize(items: items, steps: size.steps)) {
                smallest = WalkSize(items: items, steps: found.step + 1)
                smallestFailure = found
                break
            }
        }
        Issue.record(
            """
            \(name) failed with seed \(seed) (replay: DRAGKIT_SEED=\(seed) swift test --filter \(name)).
            First failure: \(failure).
            Minimal failing case: \(smallest), \(smallestFailure).
            """,
            sourceLocation: sourceLocation)
        return false
    }
}

extension Shrinker {
    /// Runs the engine simulation's walk of `steps` drawn from `seed` (``SimulationPlan``); if it
    /// breaks an invariant, shrinks it to a short walk that still breaks one
    /// (``SimulationShrinker``) and records one issue naming the seed, the replay command and
    /// the minimal sequence (unshrunk without `shrinks`, for a known finding). Returns the
    /// walk's coverage when it passed, `nil` when it failed.
    static func simulate(
        _ name: String, seed: UInt64, steps count: Int, shrinks: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SimulationCoverage? {
        let steps = SimulationPlan.steps(seed: seed, count: count)
        let walk = SimulationWalk.run(steps)
        guard let failure = walk.failure else { return walk.coverage }
        let shrunk = shrinks ? SimulationShrinker.shrink(steps) : nil
        let minimal = shrunk.map { "\($0.steps.count) steps, failing at \($0.failure):\n\(SimulationShrinker.listing($0.steps))" }
            ?? "(the failure did not repeat: \(failure))"
        Issue.record(
            """
            \(name) failed with seed \(seed) (replay: DRAGKIT_SEED=\(seed) swift test --filter \(name)).
            First failure: \(failure).
            Minimal failing walk: \(minimal)
            """,
            sourceLocation: sourceLocation)
        return nil
    }
}
