import DragKit
import DragKitTesting
import Testing

extension RandomizedInvariantTests {
    @Test("S8/S2/F5/A5: random group drags (selections, taps adding items, partial acceptance) never lose or duplicate content",
          arguments: [UInt64(3), 0xA5A5_0001, 0x5E1E_C7ED])
    func randomGroupDrags(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene()
        var stats = (groups: 0, taps: 0, partial: 0, moves: 0, copies: 0, failures: 0)

        for iteration in 0..<240 {
            let context: Comment = "seed \(seed), iteration \(iteration)"
            // Copies pile up; a fresh scene every so often keeps every list on screen.
            if iteration % 40 == 0 { sim = try Self.makeScene() }
            sim.clearLog()
            let before = sim.snapshot
            let itemsBefore = Set(sim.engine.workspace.items.keys)

            let source = random.pick(Self.lists.filter { !sim.order(of: $0).isEmpty })
            let list = sim.order(of: source)
            var chosen = Set<ItemID>()
            for _ in 0..<random.below(5) { chosen.insert(random.pick(list)) }
            let selected = list.filter { chosen.contains($0) }
            sim.engine.setSelection(selected, in: source)
            let pressed = !selected.isEmpty && random.chance(80) ? random.pick(selected) : random.pick(list)
            var expected = selected.contains(pressed) ? selected : [pressed]

            let start = sim.center(of: pressed)
            sim.press(1, at: start)
            sim.advance(by: .milliseconds(16))
            sim.move(1, to: start.offset(random.chance(50) ? 6 : -6, 0))
            #expect(sim.engine.feedback(for: 1)?.items == expected, context)
            if expected.count > 1 { stats.groups += 1 }

            // S8: another pointer taps an item of the same list, which joins the drag.
            let others = list.filter { !expected.contains($0) }
            if !others.isEmpty && random.chance(40) {
                let extra = random.pick(others)
                sim.press(2, at: sim.center(of: extra))
                sim.release(2, at: sim.center(of: extra))
                expected.append(extra)
                stats.taps += 1
                #expect(sim.engine.feedback(for: 1)?.items == expected, context)
                #expect(sim.engine.feedback(for: 1)?.items.count == Set(expected).count, context)
            }
            for _ in 0..<(1 + random.below(3)) {
                sim.advance(by: .milliseconds(16))
                sim.move(1, to: Self.randomPoint(&random, sim))
            }
            let target = Self.randomPoint(&random, sim)
            let modifiers: Modifiers = random.chance(25) ? [.option] : []
            sim.move(1, to: target, modifiers: modifiers)
            if let destination = Self.list(at: target) {
                let accepted = expected.count(where: { sim.engine.workspace.accepts(destination, $0) })
                let badge = sim.engine.feedback(for: 1)?.badge
                #expect(accepted == 0 ? badge?.symbol == .forbidden : (badge?.count ?? 1) == accepted, context)
            }
            sim.release(1, at: target, modifiers: modifiers)
            #expect(sim.engine.draggingPointers.isEmpty, context)
            #expect(sim.log.contains(.setLifted(expected, false)), context)

            let commits = sim.commits
            #expect(commits.count <= 1, context)
            guard let transfer = commits.first else {
                #expect(sim.snapshot == before, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                Self.checkConsistency(sim, context)
                continue
            }
            let destination = transfer.destination
            let accepted = expected.filter { sim.engine.workspace.accepts(destination, $0) }
            #expect(transfer.items == accepted, context)
            #expect(transfer.source == source, context)
            if accepted.count < expected.count { stats.partial += 1 }

            if random.chance(25) {
                sim.fail(transfer.id, reason: "random failure")
                stats.failures += 1
                #expect(sim.snapshot == before, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                #expect(sim.engine.selectedItems(in: source) == selected, context)  // A5: restored
                Self.checkConsistency(sim, context)
                continue
            }
            sim.succeed(transfer.id)
            let after = sim.snapshot
            let landed = transfer.operation == .move ? transfer.items : transfer.copies
            let slice = Array((after[destination] ?? []).dropFirst(transfer.index).prefix(landed.count))
            // The group lands together, in its order, where the insertion point was.
            #expect(slice == landed, context)
            if transfer.operation == .move {
                stats.moves += 1
                // S2: nothing lost or duplicated; the rest keep their order.
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                for id in Self.lists {
                    #expect(after[id]?.filter { !landed.contains($0) } == before[id]?.filter { !landed.contains($0) }, context)
                }
                // Items the destination refused stayed where they were.
                for item in expected where !accepted.contains(item) {
                    #expect(sim.engine.workspace.container(of: item) == source, context)
                }
            } else {
                stats.copies += 1
                #expect(transfer.copies.count == accepted.count, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore.union(transfer.copies), context)
                for (copy, original) in zip(transfer.copies, accepted) {
                    #expect(sim.engine.workspace.items[copy]?.label == sim.engine.workspace.items[original]?.label, context)
                }
                for id in Self.lists {
                    #expect(after[id]?.filter { !landed.contains($0) } == before[id], context)
                }
            }
            // A5: the dropped content is what is selected at the destination; a drag to another
            // container deselects it at the source.
            #expect(sim.engine.selectedItems(in: destination) == landed, context)
            if destination != source {
                #expect(sim.engine.selectedItems(in: source).allSatisfy { !accepted.contains($0) }, context)
            }
            Self.checkConsistency(sim, context)
        }

        // The walk covered group drags, taps, partial acceptance, moves, copies and failures.
        #expect(stats.groups > 40)
        #expect(stats.taps > 30)
        #expect(stats.partial > 3)
        #expect(stats.moves > 10)
        #expect(stats.copies > 10)
        #expect(stats.failures > 5)
    }
}
