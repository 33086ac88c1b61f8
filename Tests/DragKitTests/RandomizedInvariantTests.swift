import DragKit
import DragKitTesting
import Testing

/// SplitMix64: a small, fast, seeded generator, so every run of these tests makes the same
/// choices (and a failure can be replayed from its seed).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0). The tiny modulo bias doesn't matter here.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `true` with the given probability, in percent.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// A coordinate in `low..<high`, in quarter points.
    mutating func coordinate(_ low: Double, _ high: Double) -> Double {
        low + Double(below(Int((high - low) * 4))) / 4
    }
}

@Suite("Randomized invariants")
struct RandomizedInvariantTests {
    static let notes: ContainerID = 1
    static let photos: ContainerID = 2
    static let tasks: ContainerID = 3
    static let listHeight = 4000.0
    static let lists: [ContainerID] = [notes, photos, tasks]
    static let origins: [ContainerID: Double] = [notes: 0, photos: 400, tasks: 800]

    /// Notes take anything; Photos take images only; Tasks take text and prefer moves (S3).
    static func makeScene() throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addList(notes, "Notes", items: ["N1", "N2", "N3", "N4", "N5"], type: .plainText,
                        origin: Point(x: 0, y: 0), height: listHeight)
        try sim.addList(photos, "Photos", policy: ContainerPolicy(acceptedTypes: [.image]),
                        items: ["P1", "P2", "P3", "P4", "P5"], type: .png,
                        origin: Point(x: 400, y: 0), height: listHeight)
        try sim.addList(tasks, "Tasks", policy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.text]),
                        items: ["T1", "T2", "T3", "T4"], type: .plainText,
                        origin: Point(x: 800, y: 0), height: listHeight)
        sim.commitsSucceedAutomatically = false
        return sim
    }

    /// The list whose frame contains `point`, by the test's own geometry.
    static func list(at point: Point) -> ContainerID? {
        guard point.y >= 0 && point.y < listHeight else { return nil }
        for (id, x) in origins where point.x >= x && point.x < x + 300 { return id }
        return nil
    }

    /// A random place to move to: mostly over a list (over its items or just below them),
    /// sometimes in a gap between lists or far away.
    static func randomPoint(_ random: inout SeededGenerator, _ sim: DragSimulator) -> Point {
        switch random.below(10) {
        case 0: return Point(x: random.pick([random.coordinate(300, 400), random.coordinate(700, 800)]),
                             y: random.coordinate(0, 300))
        case 1: return Point(x: random.coordinate(-500, 2000), y: random.pick([-50.0, 4200, 9000]))
        default:
            let list = random.pick(lists)
            let bottom = Double(sim.order(of: list).count + 2) * 40
            return Point(x: origins[list]! + random.coordinate(1, 299), y: random.coordinate(0, bottom))
        }
    }

    /// Every item is in exactly one list, every listed item exists, and the host's mirror shows
    /// exactly the engine's content.
    static func checkConsistency(_ sim: DragSimulator, _ context: Comment) {
        var seen: [ItemID: Int] = [:]
        for list in lists {
            for item in sim.order(of: list) { seen[item, default: 0] += 1 }
        }
        #expect(seen.values.allSatisfy { $0 == 1 }, context)
        #expect(Set(seen.keys) == Set(sim.engine.workspace.items.keys), context)
        #expect(sim.mirror.matches(sim.engine.workspace), context)
        #expect(sim.mirrorErrors.isEmpty, context)
        #expect(sim.engine.draggingPointers.isEmpty, context)
        #expect(sim.engine.uncommittedTransfers.isEmpty, context)
    }

    @Test("S2/S4/F7: random drags, cancels and failures never lose, duplicate or misplace content",
          arguments: [UInt64(1), 0xD1A6_2024, 0xFEED_FACE_CAFE])
    func randomDrags(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene()
        var stats = (drags: 0, commits: 0, failures: 0, cancels: 0, scrolls: 0, moves: 0, copies: 0)

        for iteration in 0..<300 {
            let context: Comment = "seed \(seed), iteration \(iteration)"
            sim.clearLog()
            let before = sim.snapshot
            let itemsBefore = Set(sim.engine.workspace.items.keys)

            let source = random.pick(Self.lists.filter { !sim.order(of: $0).isEmpty })
            let item = random.pick(sim.order(of: source))
            let itemLabel = sim.engine.workspace.items[item]?.label
            let device = random.pick([PointerDevice.mouse, .touch, .pen])
            let pointer = PointerID(UInt32(1 + random.below(4)))
            let held: Modifiers = random.chance(30) ? [.option] : random.chance(20) ? [.shift] : []
            let atDrop: Modifiers = random.chance(70) ? held : (held.contains(.option) ? [] : [.option])
            let start = sim.center(of: item)

            sim.press(pointer, at: start, device: device, modifiers: held)
            var scrolled = false
            if device == .touch && random.chance(12) {
                // Moves before the long press: a scroll, never a drag (F1).
                sim.advance(by: .milliseconds(Int64(50 + random.below(400))))
                sim.move(pointer, to: start.offset(0, 15 + Double(random.below(40))), device: device, modifiers: held)
                scrolled = true
            } else if device == .touch {
                sim.advance(by: .milliseconds(500))
            } else {
                // Past the activation distance at once, so every mouse or pen press becomes a drag.
                sim.advance(by: .milliseconds(16))
                sim.move(pointer, to: start.offset(random.chance(50) ? 6 : -6, 0), device: device, modifiers: held)
            }
            for _ in 0..<(1 + random.below(4)) {
                sim.advance(by: .milliseconds(16))
                sim.move(pointer, to: Self.randomPoint(&random, sim), device: device, modifiers: held)
            }
            let target = Self.randomPoint(&random, sim)
            sim.move(pointer, to: target, device: device, modifiers: held)
            let lifted = sim.count(where: { $0.isBeginPreview }) == 1
            #expect(lifted != scrolled, context)

            enum Ending { case drop, escape, cancel }
            let ending: Ending = switch random.below(10) {
            case 0: .escape
            case 1: .cancel
            default: .drop
            }
            switch ending {
            case .drop: sim.release(pointer, at: target, device: device, modifiers: atDrop)
            case .escape:
                sim.key(.escape, modifiers: held)
                sim.release(pointer, at: target, device: device, modifiers: atDrop)
            case .cancel: sim.cancelPointer(pointer, device: device)
            }
            #expect(sim.engine.phase(of: pointer) == nil, context)

            if scrolled {
                stats.scrolls += 1
                #expect(!sim.scrolls.isEmpty, context)
            }
            if lifted {
                stats.drags += 1
                #expect(sim.count(where: { $0.isEndPreview }) == 1, context)
                #expect(sim.log.last(where: { $0.isEndPreview })?.pointer == pointer, context)
                #expect(sim.log.contains(.setLifted([item], false)), context)
            }

            let commits = sim.commits
            #expect(commits.count <= 1, context)
            guard let transfer = commits.first else {
                // Nothing dropped: cancelled, outside, refused, a no-op move, or no drag at all.
                #expect(sim.snapshot == before, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                if lifted && ending == .drop, let destination = Self.list(at: target),
                   sim.engine.workspace.accepts(destination, item) {
                    let operation = OperationRules.operation(
                        from: .container(source), to: destination,
                        policy: sim.engine.workspace.containers[destination]!.policy, modifiers: atDrop)
                    #expect(operation == .move && destination == source, "only a move in place commits nothing; \(context)")
                }
                if ending != .drop && lifted { stats.cancels += 1 }
                Self.checkConsistency(sim, context)
                continue
            }

            // What was dropped, where, and how, follows from the geometry and the rules.
            #expect(lifted && ending == .drop, context)
            let destination = try #require(Self.list(at: target), context)
            let policy = try #require(sim.engine.workspace.containers[destination]?.policy)
            #expect(sim.engine.workspace.accepts(destination, item), context)
            #expect(transfer.items == [item], context)
            #expect(transfer.source == source, context)
            #expect(transfer.destination == destination, context)
            #expect(transfer.operation == OperationRules.operation(
                from: .container(source), to: destination, policy: policy, modifiers: atDrop), context)
            #expect(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty, context)
            stats.commits += 1

            if random.chance(30) {
                sim.fail(transfer.id, reason: "random failure")
                stats.failures += 1
                // F7: a failed transfer restores the exact previous content.
                #expect(sim.snapshot == before, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                #expect(sim.failures.count == 1, context)
            } else {
                sim.succeed(transfer.id)
                let after = sim.snapshot
                if transfer.operation == .move {
                    stats.moves += 1
                    // S2: a move keeps every item exactly once and the other items in order.
                    #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                    #expect(sim.engine.workspace.container(of: item) == destination, context)
                    #expect(sim.engine.workspace.index(of: item) == transfer.index, context)
                    for list in Self.lists {
                        #expect(after[list]?.filter { $0 != item } == before[list]?.filter { $0 != item }, context)
                    }
                } else {
                    stats.copies += 1
                    // S2: a copy adds exactly one new item, a twin of the original, and moves nothing.
                    let copy = try #require(transfer.copies.first, context)
                    #expect(transfer.copies.count == 1, context)
                    #expect(Set(sim.engine.workspace.items.keys) == itemsBefore.union([copy]), context)
                    #expect(!itemsBefore.contains(copy), context)
                    #expect(sim.engine.workspace.items[copy]?.label == itemLabel, context)
                    #expect(sim.engine.workspace.items[copy]?.type == sim.engine.workspace.items[item]?.type, context)
                    #expect(sim.engine.workspace.index(of: copy) == transfer.index, context)
                    for list in Self.lists {
                        #expect(after[list]?.filter { $0 != copy } == before[list], context)
                    }
                }
            }
            Self.checkConsistency(sim, context)
        }

        // The walk covered every kind of outcome.
        #expect(stats.drags > 150)
        #expect(stats.moves > 10)
        #expect(stats.copies > 10)
        #expect(stats.failures > 10)
        #expect(stats.cancels > 5)
        #expect(stats.scrolls > 3)
    }

    @Test("S9/F7: random pairs of simultaneous drags stay consistent, and failing both restores everything",
          arguments: [UInt64(7), 0xB0B5_1E1D])
    func randomSimultaneousDrags(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene()
        var restoredBoth = 0

        for iteration in 0..<100 {
            let context: Comment = "seed \(seed), iteration \(iteration)"
            sim.clearLog()
            let before = sim.snapshot
            let itemsBefore = Set(sim.engine.workspace.items.keys)

            let all = Self.lists.flatMap { sim.order(of: $0) }
            let first = random.pick(all)
            let second = random.pick(all.filter { $0 != first })
            sim.press(1, at: sim.center(of: first), device: .touch)
            sim.advance(by: .milliseconds(Int64(random.below(300))))
            sim.press(2, at: sim.center(of: second), device: .touch)
            sim.advance(by: .milliseconds(500))
            #expect(sim.engine.draggingPointers == [1, 2], context)

            var targets: [PointerID: Point] = [:]
            for _ in 0..<(2 + random.below(6)) {
                let pointer: PointerID = random.chance(50) ? 1 : 2
                let point = Self.randomPoint(&random, sim)
                targets[pointer] = point
                sim.advance(by: .milliseconds(16))
                sim.move(pointer, to: point, device: .touch, modifiers: random.chance(25) ? [.option] : [])
            }
            let order: [PointerID] = random.chance(50) ? [1, 2] : [2, 1]
            for pointer in order {
                let modifiers: Modifiers = random.chance(25) ? [.option] : []
                if random.chance(10) {
                    sim.cancelPointer(pointer, device: .touch)
                } else {
                    sim.release(pointer, at: targets[pointer] ?? Scene.nowhere, device: .touch, modifiers: modifiers)
                }
            }
            #expect(sim.count(where: { $0.isEndPreview }) == 2, context)
            #expect(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty, context)

            let transfers = sim.uncommitted
            if !transfers.isEmpty && random.chance(40) {
                // Failing in reverse order of the drops takes everything back exactly.
                for transfer in transfers.reversed() { sim.fail(transfer.id, reason: "offline") }
                #expect(sim.snapshot == before, context)
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore, context)
                restoredBoth += transfers.count == 2 ? 1 : 0
            } else {
                for transfer in transfers { sim.succeed(transfer.id) }
                let copies = transfers.flatMap({ $0.copies })
                #expect(Set(sim.engine.workspace.items.keys) == itemsBefore.union(copies), context)
            }
            Self.checkConsistency(sim, context)
        }
        #expect(restoredBoth >= 2)
    }
}
