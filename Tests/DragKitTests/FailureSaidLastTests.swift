import DragKit
import DragKitTesting
import Testing

/// A failed transfer is never announced as done (F7, issue 34): a host that stores at once and
/// reports a failure while carrying out the commit (the desktop app's file moves) then carried
/// out the rest of the drop's actions, so "Moved notes.txt to Archive, position 1 of 1." came
/// after "Couldn't move…". Every commit now comes last in its list.
@Suite("F7: a failure is the last thing said about a change")
struct FailureSaidLastTests {
    /// The announcements after the first failure report, in the order a host carried them out,
    /// but for the failure's own.
    static func saidAfterFailure(_ sim: DragSimulator) -> [String] {
        guard let failed = sim.log.firstIndex(where: { $0.isReportFailure }),
              case .reportFailure(let failure) = sim.log[failed] else { return ["(no failure reported)"] }
        return sim.log[(failed + 1)...].compactMap { $0.announcement?.english }.filter { $0 != failure.english }
    }

    @Test("F7: a drop whose commit fails at once: \"Couldn't move…\" is the last thing said, and the content is back")
    func dropFailingAtOnce() throws {
        var desk = try TwoListWorkspace(destinationPolicy: ContainerPolicy(crossContainerOperation: .move))
        desk.simulator.commitsSucceedAutomatically = false
        desk.simulator.plannedOutcomes = [.fail("the folder is read-only")]
        let sim0 = desk.simulator
        desk.simulator.drag(sim0.center(of: desk.sourceItems[0]), to: sim0.point(in: desk.destinationItems[1], fraction: 0.9))
        #expect(desk.simulator.labels(of: desk.source) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(Self.saidAfterFailure(desk.simulator).isEmpty)
        // Never said as done, before its failure either: the words waited for the store (issue 36).
        #expect(!desk.simulator.announcements.contains { $0.hasPrefix("Moved") })
        #expect(desk.simulator.announcements.last == "Couldn't move Milk to Archive: the folder is read-only. It is back where it was.")
    }

    @Test("F7: every commit comes after the actions that show and say its change")
    func commitsComeLast() throws {
        var desk = try TwoListWorkspace()
        desk.simulator.commitsSucceedAutomatically = false
        let sim0 = desk.simulator
        desk.simulator.drag(sim0.center(of: desk.sourceItems[0]), to: sim0.center(of: desk.destinationItems[0]))
        let release = desk.simulator.lastActions
        let commit = try #require(release.firstIndex(where: { $0.isCommit }))
        #expect(commit == release.count - 1)
        // The drop's words wait for the store (issue 36): the engine says them when it is stored.
        #expect(!release.contains { $0.announcement != nil })
        let id = desk.simulator.commits[0].id
        #expect(desk.simulator.engine.wordsWaiting(for: id).map(\.english) == ["Copied Milk to Archive, position 2 of 3."])
        desk.simulator.succeed(id)
        #expect(desk.simulator.lastActions.first?.announcement?.english == "Copied Milk to Archive, position 2 of 3.")
        #expect(desk.simulator.engine.wordsWaiting(for: id).isEmpty)
        desk.simulator.undo()
        #expect(desk.simulator.lastActions.last?.isCommit == true)
    }

    @Test("F7, S10: an undo whose commit fails at once: the failure is said last")
    func undoFailingAtOnce() throws {
        var desk = try TwoListWorkspace()
        let sim0 = desk.simulator
        desk.simulator.drag(sim0.center(of: desk.sourceItems[0]), to: sim0.center(of: desk.destinationItems[0]))
        let dropped = desk.simulator.snapshot
        desk.simulator.commitsSucceedAutomatically = false
        desk.simulator.plannedOutcomes = [.fail("offline")]
        desk.simulator.undo()
        #expect(Self.saidAfterFailure(desk.simulator).isEmpty)
        #expect(desk.simulator.snapshot == dropped)
        #expect(desk.simulator.announcements.last == "Couldn't undo: offline. The change stays as it was.")
    }
}
