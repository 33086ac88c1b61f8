import DragKit

/// Exhaustive assertions over the engine's actions: every action the engine returns must be
/// accounted for, in order, before the test ends, as The Composable Architecture's `TestStore`
/// asks of every effect's actions.
///
/// Collect actions by handing them over (``record(_:)``), by running an engine call
/// (``send(_:_:)``) or by running simulator steps (``run(_:_:)``). Account for them in order with
/// the `receive` family (an exact action, a case, a predicate, or a whole run of them); name the
/// cases a test does not care about with ``ignore(_:)``; skip the rest explicitly with
/// ``skipPending()``. Whatever is still pending when the test calls ``finish(fileID:filePath:line:column:)``, or when the
/// value is released at the end of the test, is a failure that lists it.
///
/// A failed `receive` reports a diff of what it expected against what was received: lines that
/// match are indented, `−` marks an expected action that never came, `+` an action that came
/// but was not expected.
///
/// ```swift
/// let actions = ExhaustiveActions(ignoring: [.scheduleTick, .measureLayout])
/// actions.run(&sim) { $0.press(at: start) }
/// actions.receive(case: .setLifted)
/// actions.run(&sim) { $0.release(at: end) }
/// actions.receive(case: .endPreview)
/// actions.skipPending()
/// ```
///
/// Failures go to the running Swift Testing test (`Issue.record`) or, outside one, to XCTest
/// (`XCTFail`); pass a ``TestFailureReporter`` to send them elsewhere. Not thread-safe: use one
/// value from one test.
public final class ExhaustiveActions {
    /// Every action collected, ignored ones included, in order.
    public private(set) var all: [Action] = []
    /// The collected actions not yet accounted for (ignored cases are never pending), in order.
    public private(set) var pending: [Action] = []
    /// The cases that are dropped as they are collected.
    public private(set) var ignored: Set<ActionCase>
    private let reporter: TestFailureReporter
    private let createdAt: TestSourceLocation
    private var finished = false

    /// Starts an empty log that drops the actions of `ignored` cases and reports failures with
    /// `reporter`; a log left unfinished reports its pending actions at the line that created it.
    public init(
        ignoring ignored: Set<ActionCase> = [], reporter: TestFailureReporter = .automatic,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.ignored = ignored
        self.reporter = reporter
        self.createdAt = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        if !finished { checkNothingPending(at: createdAt, when: "when the test ended") }
    }

    // MARK: Collecting

    /// Collects `actions`, in order, dropping those of ignored cases. O(actions).
    public func record(_ actions: [Action]) {
        finished = false
        all.append(contentsOf: actions)
        pending.append(contentsOf: actions.filter { !ignored.contains(ActionCase($0)) })
    }

    /// Runs `call` on `engine` (any call that returns actions: an event, a report, a command)
    /// and collects what it returns, which it also returns.
    @discardableResult
    public func send(_ engine: inout DragEngine, _ call: (inout DragEngine) -> [Action]) -> [Action] {
        let actions = call(&engine)
        record(actions)
        return actions
    }

    /// Runs `steps` on `simulator` and collects every action its log gained meanwhile (the
    /// automatic commit reports' actions included).
    public func run(_ simulator: inout DragSimulator, _ steps: (inout DragSimulator) -> Void) {
        let before = simulator.log.count
        steps(&simulator)
        let log = simulator.log
        // A step that cleared the log leaves only what came after.
        record(Array(log.count >= before ? log[before...] : log[...]))
    }

    /// Drops every action of `cases` from now on, and from what is pending.
    public func ignore(_ cases: ActionCase...) {
        ignored.formUnion(cases)
        pending.removeAll { ignored.contains(ActionCase($0)) }
    }

    // MARK: Accounting

    /// Accounts for exactly `action` as the next pending action.
    public func receive(
        _ action: Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receive([ActionExpectation.action(action)],
                at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Accounts for exactly `actions` as the next pending actions, in order.
    public func receive(
        _ actions: [Action],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receive(actions.map(ActionExpectation.action),
                at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Accounts for the next pending action as one of `actionCase` that `test` accepts (any
    /// payload by default).
    public func receive(
        case actionCase: ActionCase, where test: @escaping (Action) -> Bool = { _ in true },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receive([ActionExpectation.any(actionCase, where: test)],
                at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Accounts for the next pending action as one that `test` accepts, shown in failures as
    /// `description`.
    public func receive(
        _ description: String, where test: @escaping (Action) -> Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receive([ActionExpectation(description, where: test)],
                at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Accounts for the next pending actions as meeting `expectations`, in order.
    public func receive(
        _ expectations: [ActionExpectation],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receive(expectations, at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matches `expectations` against the pending actions. When they match the next pending
    /// actions exactly, those are accounted for. Otherwise one failure shows the diff; the
    /// actions up to the last one matched are accounted for (the unexpected ones among them
    /// reported), so that later receives line up again. O(expectations × pending).
    private func receive(_ expectations: [ActionExpectation], at location: TestSourceLocation) {
        let diff = ActionDiff(expected: expectations, received: pending)
        pending.removeFirst(diff.consumed)
        guard !diff.isClean else { return }
        var message = "The actions received differ from those expected (− expected, not received; + received, not expected):\n"
        message += diff.rendered
        if !pending.isEmpty {
            message += "\n  (\(pending.count) later action\(pending.count == 1 ? "" : "s") still pending)"
        }
        reporter.fail(message, at: location)
    }

    /// Accounts for every pending action without checking it (TCA's `skipReceivedActions`),
    /// and returns them.
    @discardableResult
    public func skipPending() -> [Action] {
        defer { pending = [] }
        return pending
    }

    /// Fails if any action is still pending, listing them. Until more actions are collected,
    /// the value no longer checks when it is released.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        finished = true
        checkNothingPending(
            at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            when: "at finish()")
    }

    private func checkNothingPending(at location: TestSourceLocation, when: String) {
        guard !pending.isEmpty else { return }
        let count = pending.count
        var message = "\(count) action\(count == 1 ? " was" : "s were") not accounted for \(when) (+ received, not expected):\n"
        message += pending.map { "  + \(Self.describe($0))" }.joined(separator: "\n")
        message += "\nReceive \(count == 1 ? "it" : "them"), skip with skipPending(), or ignore the case with ignore(_:)."
        pending = []
        reporter.fail(message, at: location)
    }

    /// `action` as failures show it, without module prefixes.
    static func describe(_ action: Action) -> String {
        String(describing: action)
            .replacing("DragKit.", with: "").replacing("Swift.", with: "")
            .replacing(#/Identifier<\w+>\(rawValue: (\d+)\)/#) { String($0.output.1) }
    }
}
