import DragKit
import DragKitTesting
import Testing

@Suite("S7, S9 Randomized keyboard drags beside pointer drags")
struct KeyboardRandomizedTests {
    typealias Scene3 = RandomizedInvariantTests

    /// Every item is in exactly one list and the host's mirror shows the engine's content.
    static func checkContent(_ sim: DragSimulator, _ context: Comment) {
        var seen: [ItemID: Int] = [:]
        for list in Scene3.lists {
            for item in sim.order(of: list) { seen[item, default: 0] += 1 }
        }
        #expect(seen.values.allSatisfy { $0 == 1 }, context)
        #expect(Set(seen.keys) == Set(sim.engine.workspace.items.keys), context)
        #expect(sim.mirrorIsInStep, context)
    }

    /// The keyboard drag is at exactly one of its named drop points, which matches its cue, and
    /// the cue's index is in range.
    static func checkKeyboardDrag(_ sim: DragSimulator, _ context: Comment) {
        guard let feedback = sim.engine.feedback(for: .keyboard) else { return }
        let points = sim.engine.dropPoints()
        guard let cue = feedback.destination else {
            #expect(points.isEmpty, context)
            return
        }
        let current = points.filter { $0.isCurrent }
        #expect(current.map({ $0.id }) == [DropPoint.ID(container: cue.container, index: cue.insertionIndex)], context)
        #expect(current.first?.operation == feedback.operation, context)
        let count = points.filter({ $0.container == cue.container }).count
        #expect(cue.insertionIndex >= 0 && cue.insertionIndex < count, context)
    }

    @Test("S7, S9: random keys, jumps and pointer drags never lose content or confuse sessions",
          arguments: [UInt64(7), 0xC0FF_EE00, 0x5EED_0042])
    func randomMix(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var sim = try Scene3.makeScene()
        var stats = (lifts: 0, steps: 0, drops: 0, cancels: 0, pointerDrops: 0)
        let keys: [Key] = [.arrowUp, .arrowDown, .arrowLeft, .arrowRight, .tab, .tab, .arrowDown, .arrowUp]

        for iteration in 0..<600 {
            let context: Comment = "seed \(seed), iteration \(iteration)"
            let keyboardWasDragging = sim.engine.phase(of: .keyboard) == .dragging
            let modifiers: Modifiers = random.chance(15) ? [.option] : random.chance(15) ? [.shift] : []
            sim.clearLog()
            switch random.below(20) {
            case 0, 1:
                // Space or Enter on a random focused item.
                let list = random.pick(Scene3.lists.filter { !sim.order(of: $0).isEmpty })
                let item = random.pick(sim.order(of: list))
                sim.key(random.pick([Key.space, .enter]), target: item, modifiers: modifiers, release: false)
                if keyboardWasDragging {
                    #expect(sim.engine.phase(of: .keyboard) == nil, "Space with a drag drops it; \(context)")
                    if !sim.commits.isEmpty { stats.drops += 1 }
                } else if sim.engine.phase(of: .keyboard) == .dragging {
                    stats.lifts += 1
                    #expect(sim.engine.feedback(for: .keyboard)?.items == [item], context)
                    #expect(sim.announcements.count == 1, context)
                }
            case 2:
                sim.key(.escape, modifiers: modifiers, release: false)
                if keyboardWasDragging {
                    stats.cancels += 1
                    #expect(sim.commits.isEmpty && !sim.logContains(where: { $0.isApplyChange }), context)
                }
            case 3:
                sim.key(random.pick([Key.space, .enter]), modifiers: modifiers, release: false)
                if keyboardWasDragging, let transfer = sim.commits.first {
                    stats.drops += 1
                    #expect(transfer.index >= 0, context)
                }
            case 4:
                if keyboardWasDragging {
                    let points = sim.engine.dropPoints()
                    let point = points.isEmpty
                        ? DropPoint.ID(container: random.pick(Scene3.lists), index: random.below(8))
                        : random.pick(points).id
                    sim.moveKeyboardDrag(to: point)
                    #expect(sim.announcements.count == 1, context)
                }
            case 5, 6, 7:
                // A quick pointer drag with another pointer.
                let list = random.pick(Scene3.lists.filter { !sim.order(of: $0).isEmpty })
                let item = random.pick(sim.order(of: list))
                let start = sim.center(of: item)
                let target = Scene3.randomPoint(&random, sim)
                sim.press(1, at: start)
                sim.move(1, to: start.offset(6, 0))
                sim.move(1, to: target)
                sim.release(1, at: target)
                if sim.commits.count == 1 { stats.pointerDrops += 1 }
                #expect(sim.engine.phase(of: .keyboard) == (keyboardWasDragging ? .dragging : nil), context)
            case 8:
                // The host reports outcomes of the oldest commit.
                if let transfer = sim.uncommitted.first {
                    if random.chance(30) { sim.fail(transfer.id, reason: "offline") } else { sim.succeed(transfer.id) }
                }
            default:
                sim.key(random.pick(keys), modifiers: modifiers, release: random.chance(50))
                if keyboardWasDragging {
                    stats.steps += 1
                    #expect(sim.announcements.count == 1, "every keyboard step is announced; \(context)")
                    #expect(sim.log.allSatisfy { $0.pointer == nil || $0.pointer == .keyboard }, context)
                }
            }
            Self.checkContent(sim, context)
            Self.checkKeyboardDrag(sim, context)
        }
        #expect(stats.lifts > 10 && stats.steps > 60 && stats.drops > 5 && stats.cancels > 3 && stats.pointerDrops > 10,
                "too little happened: \(stats.lifts) \(stats.steps) \(stats.drops) \(stats.cancels) \(stats.pointerDrops)")
    }
}
