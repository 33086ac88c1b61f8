import DragKit
import DragKitTesting
import Testing

/// Scenarios of the suites for F1 and F7, stated again with ``ExhaustiveActions``: every action
/// the engine returns is accounted for, so an extra or missing action fails the test. The
/// original tests stay as they are; these show the exhaustive style.
@Suite("Exhaustive actions: whole scenarios, every action accounted for")
struct ExhaustiveActionExamplesTests {
    @Test("F1: a press asks the host to measure the layout, and nothing else")
    func pressMeasuresOnly() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let actions = ExhaustiveActions()
        actions.run(&sim) { $0.press(at: $0.center(of: inbox[0])) }
        actions.receive(.measureLayout)
        actions.finish()
    }

    @Test("F1, F2, F3, F5, F6, F8: a mouse drag that copies into another list, action by action")
    func pointerCopyExactly() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let milk = inbox[0]
        let actions = ExhaustiveActions()

        actions.run(&sim) { $0.press(at: Point(x: 150, y: 20)) }
        actions.receive(.measureLayout)

        // Past the activation distance (F1): the item lifts and its image follows the pointer (F2).
        actions.run(&sim) {
            $0.advance(by: .milliseconds(16))
            $0.move(to: Point(x: 150, y: 30))
        }
        actions.receive([
            .beginPreview(1, .items([milk]), frame: Rect(x: 0, y: 10, width: 300, height: 40)),
            .setLifted([milk], true),
        ])
        actions.receive(case: .announce)
        actions.receive(case: .markDestination, where: { isCue($0, in: Scene.inbox) })
        actions.receive(.setCursor(1, .grabbing))

        // Over the other list: its insertion point is marked (F6), the cursor and badge say copy (F5, F8).
        actions.run(&sim) {
            $0.advance(by: .milliseconds(16))
            $0.move(to: Point(x: 550, y: 36))
        }
        actions.receive(.movePreview(1, frame: Rect(x: 400, y: 16, width: 300, height: 40)))
        actions.receive(case: .markDestination, where: { isCue($0, in: Scene.archive, at: 1) })
        actions.receive([.setCursor(1, .copy), .setBadge(1, Badge(count: 1, symbol: .copy))])
        actions.receive(case: .announce)

        // The drop: the copy appears, the feedback is cleared, the image settles on the copy (F7).
        actions.run(&sim) { $0.release(at: Point(x: 550, y: 36)) }
        let copy = try #require(sim.order(of: Scene.archive).first { !archive.contains($0) })
        actions.receive(case: .applyChange)
        actions.receive([
            .markDestination(1, nil), .setBadge(1, nil), .setCursor(1, .automatic), .setLifted([milk], false),
            .endPreview(1, .settle(onto: [copy])), .setSelection(Scene.archive, [copy]),
        ])
        // F7: the commit comes last; the drop's words wait for the store, and are said when the
        // host (here at once) reports it stored (issue 36), so a refused drop is never said done.
        actions.receive(case: .commit, where: { if case .commit(let t) = $0 { t.operation == .copy } else { false } })
        actions.receive(case: .announce)
        actions.finish()
        #expect(sim.order(of: Scene.archive) == [archive[0], copy, archive[1]])
    }

    @Test("F7: a drop outside any container flies back: no change, no commit, nothing else")
    func dropOutsideExactly() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let eggs = inbox[1]
        let frame = try #require(sim.engine.layout.itemFrames[eggs])
        let actions = ExhaustiveActions(ignoring: [.measureLayout, .movePreview, .markDestination, .announce])
        actions.run(&sim) { $0.drag($0.center(of: eggs), to: Scene.nowhere) }
        actions.receive(case: .beginPreview)
        actions.receive([
            .setLifted([eggs], true), .setCursor(1, .grabbing),
            .setCursor(1, .automatic), .setLifted([eggs], false), .endPreview(1, .flyBack(to: frame)),
        ])
        actions.finish()
    }

    @Test("F7: Escape cancels the drag, and the release that follows returns nothing")
    func escapeExactly() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let bread = inbox[2]
        sim.lift(bread, to: sim.center(of: archive[0]))
        let actions = ExhaustiveActions(ignoring: [.announce])
        actions.run(&sim) { $0.key(.escape) }
        actions.receive(case: .markDestination, where: { $0 == .markDestination(1, nil) })
        actions.receive(case: .setBadge)
        actions.receive([
            .setCursor(1, .automatic), .setLifted([bread], false),
            .endPreview(1, .flyBack(to: Rect(x: 0, y: 80, width: 300, height: 40))),
        ])
        actions.run(&sim) { $0.release(at: $0.center(of: archive[0])) }
        actions.finish()
    }

    @Test("F7: a commit that fails is taken back and reported, assertively")
    func failedCommitExactly() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let transfer = try #require(sim.uncommitted.first)
        let actions = ExhaustiveActions()
        actions.run(&sim) { $0.fail(transfer.id, reason: "the disk is full") }
        actions.receive(.applyChange(.items(transfer.copies.flatMap { [ContentStep.remove($0), .delete($0)] })))
        actions.receive("the failure, in words") {
            guard case .reportFailure(let event) = $0 else { return false }
            return event.english == "Couldn't copy Milk to Archive: the disk is full. The copy was removed; the original is unchanged."
        }
        actions.receive(case: .announce, where: { $0.announcement?.politeness == .assertive })
        actions.finish()
        #expect(sim.order(of: Scene.archive) == archive)
    }
}

/// Whether `action` marks a destination in `container` (at insertion `index`, when given).
private func isCue(_ action: Action, in container: ContainerID, at index: Int? = nil) -> Bool {
    guard case .markDestination(_, let cue?) = action, cue.container == container else { return false }
    return index.map { cue.insertionIndex == $0 } ?? true
}
