import DragKit
import DragKitTesting
import Testing

extension RandomizedInvariantTests {
    struct GroupStats {
        var groups = 0, taps = 0, partial = 0, moves = 0, copies = 0, failures = 0
    }

    @Test("S8/S2/S3/S4/F5/F6/A5: random group drags (selections, taps adding items, partial acceptance) never lose or duplicate content (fresh seed each run)")
    func randomGroupDrags() throws {
        let seed = RunSeed.fresh()
        guard let stats = try Shrinker.coverage(
            "randomGroupDrags", seed: seed, size: WalkSize(items: 5, steps: 240), initial: GroupStats(),
            walk: { seed, size, stats in try Self.walkGroupDrags(seed: seed, size: size, stats: &stats) })
        else { return }
        // The walk covered group drags, taps, partial acceptance, moves, copies and failures.
        #expect(stats.groups > 20, "seed \(seed)")
        #expect(stats.taps > 15, "seed \(seed)")
        #expect(stats.partial > 0, "seed \(seed)")
        #expect(stats.moves > 5, "seed \(seed)")
        #expect(stats.copies > 5, "seed \(seed)")
        #expect(stats.failures > 2, "seed \(seed)")
    }

    /// One walk of random group drags: returns the first broken invariant, if any.
    static func walkGroupDrags(seed: UInt64, size: WalkSize, stats: inout GroupStats) throws -> WalkFailure? {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene(size: size.items)
        var checks = WalkChecks()

        for iteration in 0..<size.steps {
            checks.step = iteration
            if checks.failed { break }
            // Copies pile up; a fresh scene every so often keeps every list on screen.
            if iteration % 40 == 0 { sim = try Self.makeScene(size: size.items) }
            sim.clearLog()
            let before = sim.snapshot
            let itemsBefore = Set(sim.engine.workspace.items.keys)

            let source = random.pick(Self.lists.filter { !sim.order(of: $0).isEmpty })
            let list = sim.order(of: source)
            var chosen = Set<ItemID>()
            for _ in 0..<random.below(5) { chosen.insert(random.pick(list)) }
            let selected = list.filter { chosen.contains($0) }
            _ = sim.engine.handle(.setSelection(selected, in: source))
            let pressed = !selected.isEmpty && random.chance(80) ? random.pick(selected) : random.pick(list)
            var expected = selected.contains(pressed) ? selected : [pressed]

            let start = sim.center(of: pressed)
            sim.press(1, at: start)
            sim.advance(by: .milliseconds(16))
            sim.move(1, to: start.offset(random.chance(50) ? 6 : -6, 0))
            checks.that(sim.engine.feedback(for: 1)?.items == expected, "sim.engine.feedback(for: 1)?.items == expected")
            if expected.count > 1 { stats.groups += 1 }

            // S8: another pointer taps an item of the same list, which joins the drag.
            let others = list.filter { !expected.contains($0) }
            if !others.isEmpty && random.chance(40) {
                let extra = random.pick(others)
                sim.press(2, at: sim.center(of: extra))
                sim.release(2, at: sim.center(of: extra))
                expected.append(extra)
                stats.taps += 1
                checks.that(sim.engine.feedback(for: 1)?.items == expected, "sim.engine.feedback(for: 1)?.items == expected")
                checks.that(sim.engine.feedback(for: 1)?.items.count == Set(expected).count, "sim.engine.feedback(for: 1)?.items.count == Set(expected).count")
            }
            for _ in 0..<(1 + random.below(3)) {
                sim.advance(by: .milliseconds(16))
                sim.move(1, to: Self.randomPoint(&random, sim))
            }
            let target = Self.randomPoint(&random, sim)
            let modifiers: Modifiers = random.chance(25) ? [.option] : []
            sim.move(1, to: target, modifiers: modifiers)
            if let destination = Self.list(at: target) {
                // F5: the badge the requirements ask for; no badge is not a count of one.
                let accepted = expected.count(where: { sim.engine.workspace.accepts(destination, $0) })
                let operation = Self.expectedOperation(from: source, to: destination, modifiers: modifiers)
                let badge = sim.engine.feedback(for: 1)?.badge
                let wanted = Self.expectedBadge(accepted: accepted, dragged: expected.count, operation: operation)
                checks.that(badge == wanted, "badge \(String(describing: badge)), F5 asks for \(String(describing: wanted)) (\(accepted) of \(expected.count) taken, \(operation))")
            }
            sim.release(1, at: target, modifiers: modifiers)
            checks.that(sim.engine.draggingPointers.isEmpty, "sim.engine.draggingPointers.isEmpty")
            checks.that(sim.log.contains(.setLifted(expected, false)), "sim.log.contains(.setLifted(expected, false))")

            let commits = sim.commits
            checks.that(commits.count <= 1, "commits.count <= 1")
            guard let transfer = commits.first else {
                checks.that(sim.snapshot == before, "sim.snapshot == before")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                Self.checkConsistency(sim, &checks)
                continue
            }
            let destination = transfer.destination
            let accepted = expected.filter { sim.engine.workspace.accepts(destination, $0) }
            checks.that(Self.list(at: target) == destination, "dropped on \(destination), the pointer was over \(String(describing: Self.list(at: target)))")
            let expectedOperation = Self.expectedOperation(from: source, to: destination, modifiers: modifiers)
            checks.that(transfer.operation == expectedOperation,
                        "operation \(transfer.operation), the requirements say \(expectedOperation)")
            let expectedIndex = Self.expectedIndex(
                at: target, in: before[destination] ?? [], leaving: expectedOperation == .move ? accepted : [])
            checks.that(transfer.index == expectedIndex,
                        "inserted at \(transfer.index), the pointer at y \(target.y) says \(expectedIndex)")
            checks.that(transfer.items == accepted, "transfer.items == accepted")
            checks.that(transfer.source == source, "transfer.source == source")
            if accepted.count < expected.count { stats.partial += 1 }

            if random.chance(25) {
                sim.fail(transfer.id, reason: "random failure")
                stats.failures += 1
                checks.that(sim.snapshot == before, "sim.snapshot == before")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                checks.that(sim.engine.selectedItems(in: source) == selected, "A5: the selection is restored")
                Self.checkConsistency(sim, &checks)
                continue
            }
            sim.succeed(transfer.id)
            let after = sim.snapshot
            let landed = transfer.operation == .move ? transfer.items : transfer.copies
            let slice = Array((after[destination] ?? []).dropFirst(transfer.index).prefix(landed.count))
            // The group lands together, in its order, where the insertion point was.
            checks.that(slice == landed, "slice == landed")
            if transfer.operation == .move {
                stats.moves += 1
                // S2: nothing lost or duplicated; the rest keep their order.
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                for id in Self.lists {
                    checks.that(after[id]?.filter { !landed.contains($0) } == before[id]?.filter { !landed.contains($0) }, "after[id]?.filter { !landed.contains($0) } == before[id]?.filter { !landed.contains($0) }")
                }
                // Items the destination refused stayed where they were.
                for item in expected where !accepted.contains(item) {
                    checks.that(sim.engine.workspace.container(of: item) == source, "sim.engine.workspace.container(of: item) == source")
                }
            } else {
                stats.copies += 1
                checks.that(transfer.copies.count == accepted.count, "transfer.copies.count == accepted.count")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore.union(transfer.copies), "Set(sim.engine.workspace.items.keys) == itemsBefore.union(transfer.copies)")
                for (copy, original) in zip(transfer.copies, accepted) {
                    checks.that(sim.engine.workspace.items[copy]?.label == sim.engine.workspace.items[original]?.label, "sim.engine.workspace.items[copy]?.label == sim.engine.workspace.items[original]?.label")
                }
                for id in Self.lists {
                    checks.that(after[id]?.filter { !landed.contains($0) } == before[id], "after[id]?.filter { !landed.contains($0) } == before[id]")
                }
            }
            // A5: the dropped content is what is selected at the destination; a drag to another
            // container deselects it at the source.
            checks.that(sim.engine.selectedItems(in: destination) == landed, "sim.engine.selectedItems(in: destination) == landed")
            if destination != source {
                checks.that(sim.engine.selectedItems(in: source).allSatisfy { !accepted.contains($0) }, "sim.engine.selectedItems(in: source).allSatisfy { !accepted.contains($0) }")
            }
            Self.checkConsistency(sim, &checks)
        }
        return checks.failure
    }
}
