import DragKit

/// How a run of expectations lines up with the actions received: the longest in-order
/// matching (a longest common subsequence), with what is missing and what is unexpected.
struct ActionDiff {
    enum Line {
        /// Expected and received.
        case matched(ActionExpectation, Action)
        /// Expected, not received.
        case missing(ActionExpectation)
        /// Received, not expected.
        case unexpected(Action)
    }

    /// The alignment, in order, up to the last received action that an expectation matched;
    /// received actions after it are left out (they may be expected later).
    let lines: [Line]
    /// How many received actions the alignment covers (0 when nothing matched).
    let consumed: Int

    /// Aligns `expected` with `received`. O(expected × received) time and space.
    init(expected: [ActionExpectation], received: [Action]) {
        let n = expected.count, m = received.count
        // lengths[i][j]: the longest matching of expected[i...] with received[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] = expected[i].matches(received[j])
                        ? lengths[i + 1][j + 1] + 1
                        : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0, lastMatch = -1
        while i < n && j < m {
            if expected[i].matches(received[j]) && lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                lines.append(.matched(expected[i], received[j]))
                lastMatch = lines.count - 1
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(.missing(expected[i]))
                i += 1
            } else {
                lines.append(.unexpected(received[j]))
                j += 1
            }
        }
        while i < n {
            lines.append(.missing(expected[i]))
            i += 1
        }
        // Keep the unexpected actions only up to the last match; later ones stay pending.
        var kept: [Line] = []
        var consumed = 0
        for (index, line) in lines.enumerated() {
            switch line {
            case .matched:
                kept.append(line)
                consumed += 1
            case .unexpected:
                if index < lastMatch {
                    kept.append(line)
                    consumed += 1
                }
            case .missing:
                kept.append(line)
            }
        }
        self.lines = kept
        self.consumed = consumed
    }

    /// Whether every expectation matched, with no unexpected action between them.
    var isClean: Bool {
        lines.allSatisfy { if case .matched = $0 { true } else { false } }
    }

    /// The alignment as text: matched lines indented, `−` for missing, `+` for unexpected.
    var rendered: String {
        lines.map { line in
            switch line {
            case .matched(_, let action): "    \(ExhaustiveActions.describe(action))"
            case .missing(let expectation): "  − \(expectation.description)"
            case .unexpected(let action): "  + \(ExhaustiveActions.describe(action))"
            }
        }.joined(separator: "\n")
    }
}
