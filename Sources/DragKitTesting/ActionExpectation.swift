import DragKit

/// One action a test expects the engine to return: exactly this action, any action of a case,
/// or any action a predicate accepts. ``ExhaustiveActions`` matches expectations against the
/// actions it has collected, in order.
public struct ActionExpectation: CustomStringConvertible {
    /// How the expectation reads in a failure's diff.
    public let description: String
    private let test: (Action) -> Bool

    /// An expectation that `test` accepts, shown as `description` in failures.
    public init(_ description: String, where test: @escaping (Action) -> Bool) {
        self.description = description
        self.test = test
    }

    /// Whether `action` meets this expectation.
    public func matches(_ action: Action) -> Bool { test(action) }

    /// Exactly `action` (compared with `==`).
    public static func action(_ action: Action) -> ActionExpectation {
        ActionExpectation(ExhaustiveActions.describe(action)) { $0 == action }
    }

    /// Any action of `actionCase`, optionally only those `test` accepts.
    public static func any(_ actionCase: ActionCase, where test: @escaping (Action) -> Bool = { _ in true }) -> ActionExpectation {
        ActionExpectation("any \(actionCase.name)") { ActionCase($0) == actionCase && test($0) }
    }
}
