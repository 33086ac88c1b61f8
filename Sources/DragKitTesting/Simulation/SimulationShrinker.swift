import DragKit

/// Shrinks a failing walk to a short one that still fails: the steps after the first failure
/// are dropped, then chunks of steps (halves, quarters, … single steps) are removed while the
/// walk still fails, as delta debugging does. Any step can follow any other (steps name things
/// modulo what exists), so every shorter walk is a walk. Deterministic. O(budget × walk).
public enum SimulationShrinker {
    /// The shortest failing walk found within `budget` runs of `fails`, with its failure; `nil`
    /// when `steps` passes.
    public static func shrink(
        _ steps: [SimulationStep], budget: Int = 300,
        fails: ([SimulationStep]) -> SimulationFailure? = { SimulationWalk.run($0).failure }
    ) -> (steps: [SimulationStep], failure: SimulationFailure)? {
        guard let first = fails(steps) else { return nil }
        var failure = first
        var current = Array(steps.prefix(first.step + 1))
        var runs = 1
        var chunk = max(current.count / 2, 1)
        while runs < budget {
            var start = 0
            var removedAny = false
            while start < current.count && runs < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                runs += 1
                if !candidate.isEmpty, let found = fails(candidate), found.kind == first.kind {
                    current = Array(candidate.prefix(found.step + 1))
                    failure = found
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(chunk / 2, 1)
        }
        return (current, failure)
    }

    /// A walk as numbered lines, for a failure report.
    public static func listing(_ steps: [SimulationStep]) -> String {
        steps.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}
