import DragKit
import DragKitTesting
import Testing

/// Collects the failures an ``ExhaustiveActions`` reports, so a test can read their text.
private final class FailureLog {
    var messages: [String] = []
    var reporter: TestFailureReporter {
        TestFailureReporter { [self] message, _ in messages.append(message) }
    }
}

@Suite("DragKitTesting: exhaustive action assertions account for every action")
struct ExhaustiveActionsTests {
    @Test("A case is read from the action, with or without a payload")
    func actionCases() {
        #expect(ActionCase(.measureLayout) == .measureLayout)
        #expect(ActionCase(.scheduleTick(at: .zero)) == .scheduleTick)
        #expect(Action.setLifted([1], true).actionCase == .setLifted)
        #expect(ActionCase(.reportFailure(.nothingTo(.undo))) != .announce)
    }

    @Test("Every action received in order, by value, case or predicate, passes")
    func allAccountedFor() {
        let actions = ExhaustiveActions()
        actions.record([.measureLayout, .setLifted([1], true), .setCursor(1, .grabbing), .activateWindow(9)])
        actions.receive(.measureLayout)
        actions.receive(case: .setLifted, where: { $0 == .setLifted([1], true) })
        actions.receive("a cursor for pointer 1") { if case .setCursor(1, _) = $0 { true } else { false } }
        actions.receive([.activateWindow(9)])
        #expect(actions.pending.isEmpty)
        actions.finish()
    }

    @Test("Ignored cases are dropped, before and after they are named")
    func ignoredCases() {
        let actions = ExhaustiveActions(ignoring: [.scheduleTick])
        actions.record([.scheduleTick(at: .zero), .measureLayout, .setLifted([1], true)])
        #expect(actions.pending == [.measureLayout, .setLifted([1], true)])
        actions.ignore(.measureLayout)
        #expect(actions.pending == [.setLifted([1], true)])
        actions.record([.measureLayout])
        actions.receive(.setLifted([1], true))
        #expect(actions.all.count == 4)
    }

    @Test("An expected action that never came is reported as missing")
    func missingIsReported() {
        withKnownIssue {
            let actions = ExhaustiveActions()
            actions.record([.measureLayout])
            actions.receive([.measureLayout, .activateWindow(91)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("− activateWindow(91)") }
        }
    }

    @Test("An action left pending at finish() is reported as unexpected")
    func unexpectedAtFinish() {
        withKnownIssue {
            let actions = ExhaustiveActions()
            actions.record([.measureLayout, .activateWindow(92)])
            actions.receive(.measureLayout)
            actions.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+ activateWindow(92)") }
        }
    }

    @Test("An action left pending is reported when the test ends without finish()")
    func unexpectedAtRelease() {
        withKnownIssue {
            let actions = ExhaustiveActions()
            actions.record([.setCursor(1, .grabbing)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("when the test ended") }
        }
    }

    @Test("A failed receive shows a diff: matched lines, − missing, + unexpected, and lines up again")
    func diffText() {
        let failures = FailureLog()
        let actions = ExhaustiveActions(reporter: failures.reporter)
        actions.record([.measureLayout, .activateWindow(93), .setLifted([1], true), .activateWindow(94)])
        actions.receive([.measureLayout, .setLifted([1], true), .setLifted([2], true)])
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first == """
            The actions received differ from those expected (− expected, not received; + received, not expected):
                measureLayout
              + activateWindow(93)
                setLifted([1], true)
              − setLifted([2], true)
              (1 later action still pending)
            """)
        // The unexpected action before the last match is accounted for (reported); the one after stays.
        #expect(actions.pending == [.activateWindow(94)])
        actions.receive(.activateWindow(94))
        actions.finish()
        #expect(failures.messages.count == 1)
    }

    @Test("skipPending accounts for what is pending without checking it")
    func skipPending() {
        let failures = FailureLog()
        let actions = ExhaustiveActions(reporter: failures.reporter)
        actions.record([.measureLayout, .activateWindow(93)])
        #expect(actions.skipPending() == [.measureLayout, .activateWindow(93)])
        actions.finish()
        #expect(failures.messages.isEmpty)
    }

    @Test("send collects what an engine call returns")
    func sendCollectsEngineActions() throws {
        var engine = DragEngine()
        try engine.addContainer(Container(id: 1, label: "Inbox"))
        let actions = ExhaustiveActions()
        let returned = actions.send(&engine) { $0.handle(.key(KeyEvent(key: .escape, isDown: true, timestamp: .zero))) }
        #expect(actions.all == returned)
        actions.skipPending()
    }

    @Test("run collects every action the simulator's log gains, automatic commit reports included")
    func runCollectsSimulatorActions() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let actions = ExhaustiveActions()
        actions.run(&sim) { $0.drag($0.center(of: inbox[0]), to: $0.center(of: archive[0])) }
        #expect(actions.all == sim.log)
        actions.skipPending()
    }
}
