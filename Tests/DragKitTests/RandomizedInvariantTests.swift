import DragKit
import DragKitTesting
import Testing

/// The randomized tests' generator: ``SplitMix64``, so a run's choices follow from its seed and
/// a failure can be replayed from it (``RunSeed``).
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
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
    /// Notes and Photos start with `size` items, Tasks with one fewer (at least one).
    static func makeScene(size: Int = 5) throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addList(notes, "Notes", items: (1...max(size, 1)).map { "N\($0)" }, type: .plainText,
                        origin: Point(x: 0, y: 0), height: listHeight)
        try sim.addList(photos, "Photos", policy: ContainerPolicy(acceptedTypes: [.image]),
                        items: (1...max(size, 1)).map { "P\($0)" }, type: .png,
                        origin: Point(x: 400, y: 0), height: listHeight)
        try sim.addList(tasks, "Tasks", policy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.text]),
                        items: (1...max(size - 1, 1)).map { "T\($0)" }, type: .plainText,
                        origin: Point(x: 800, y: 0), height: listHeight)
        sim.commitsSucceedAutomatically = false
        return sim
    }

    // MARK: The oracle, written from the requirements and the test's own geometry

    /// S2, S3, S4 as a table: (same container, Option held at the drop, the destination is one
    /// whose people expect moves (S3: Tasks)) → the operation a drop performs.
    static let operationTable: [(sameContainer: Bool, option: Bool, destinationMoves: Bool, operation: DropOperation)] = [
        (true, false, false, .move),   // S2: within a container, a move
        (true, false, true, .move),
        (true, true, false, .copy),    // S4: Option makes it a copy
        (true, true, true, .copy),
        (false, false, false, .copy),  // S2: to another container, a copy
        (false, false, true, .move),   // S3: a list where moving is expected moves
        (false, true, false, .copy),   // S4, S3: Option copies; the least data loss wins
        (false, true, true, .copy),
    ]

    static func expectedOperation(from source: ContainerID, to destination: ContainerID, modifiers: Modifiers) -> DropOperation {
        let row = operationTable.first {
            $0.sameContainer == (source == destination) && $0.option == modifiers.contains(.option)
                && $0.destinationMoves == (destination == tasks)
        }
        return row?.operation ?? .cancel
    }

    /// The index a drop at `point` inserts at in a list laid out as rows of 40 points from y 0
    /// (F6): before the first row whose middle is below the point, counting only the rows that
    /// stay (a move takes the moved items out first).
    static func expectedIndex(at point: Point, in list: [ItemID], leaving moved: [ItemID]) -> Int {
        var index = 0
        for (row, item) in list.enumerated() where Double(row) * 40 + 20 <= point.y && !moved.contains(item) {
            index += 1
        }
        return index
    }

    /// The badge F5 asks for: the count the destination takes, shown when it is more than one,
    /// when not all dragged items are taken, or when the drop copies (with the copy symbol); the
    /// forbidden symbol when it takes none. `nil`: no badge.
    static func expectedBadge(accepted: Int, dragged: Int, operation: DropOperation) -> Badge? {
        if accepted == 0 { return Badge(count: 0, symbol: .forbidden) }
        let symbol: Badge.Symbol = operation == .copy ? .copy : .none
        return accepted > 1 || accepted != dragged || symbol != .none ? Badge(count: accepted, symbol: symbol) : nil
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
    static func checkConsistency(_ sim: DragSimulator, _ checks: inout WalkChecks) {
        var seen: [ItemID: Int] = [:]
        for list in lists {
            for item in sim.order(of: list) { seen[item, default: 0] += 1 }
        }
        checks.that(seen.values.allSatisfy { $0 == 1 }, "seen.values.allSatisfy { $0 == 1 }")
        checks.that(Set(seen.keys) == Set(sim.engine.workspace.items.keys), "Set(seen.keys) == Set(sim.engine.workspace.items.keys)")
        checks.that(sim.mirror.matches(sim.engine.workspace), "sim.mirror.matches(sim.engine.workspace)")
        checks.that(sim.mirrorErrors.isEmpty, "sim.mirrorErrors.isEmpty")
        checks.that(sim.engine.draggingPointers.isEmpty, "sim.engine.draggingPointers.isEmpty")
        checks.that(sim.engine.uncommittedCommits.isEmpty, "sim.engine.uncommittedCommits.isEmpty")
    }

    struct DragStats {
        var drags = 0, commits = 0, failures = 0, cancels = 0, scrolls = 0, moves = 0, copies = 0
    }

    @Test("S2/S3/S4/F6/F7: random drags, cancels and failures never lose, duplicate or misplace content (fresh seed each run)")
    func randomDrags() throws {
        let seed = RunSeed.fresh()
        guard let stats = try Shrinker.coverage(
            "randomDrags", seed: seed, size: WalkSize(items: 5, steps: 300), initial: DragStats(),
            walk: { seed, size, stats in try Self.walkDrags(seed: seed, size: size, stats: &stats) })
        else { return }
        // The walk covered every kind of outcome.
        #expect(stats.drags > 150, "seed \(seed)")
        #expect(stats.moves > 5, "seed \(seed)")
        #expect(stats.copies > 5, "seed \(seed)")
        #expect(stats.failures > 5, "seed \(seed)")
        #expect(stats.cancels > 3, "seed \(seed)")
        #expect(stats.scrolls > 1, "seed \(seed)")
    }

    /// One walk of random drags: returns the first broken invariant, if any.
    static func walkDrags(seed: UInt64, size: WalkSize, stats: inout DragStats) throws -> WalkFailure? {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene(size: size.items)
        var checks = WalkChecks()

        for iteration in 0..<size.steps {
            checks.step = iteration
            if checks.failed { break }
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
            checks.that(lifted != scrolled, "lifted != scrolled")

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
            checks.that(sim.engine.phase(of: pointer) == nil, "sim.engine.phase(of: pointer) == nil")

            if scrolled {
                stats.scrolls += 1
                checks.that(!sim.scrolls.isEmpty, "!sim.scrolls.isEmpty")
            }
            if lifted {
                stats.drags += 1
                checks.that(sim.count(where: { $0.isEndPreview }) == 1, "sim.count(where: { $0.isEndPreview }) == 1")
                checks.that(sim.log.last(where: { $0.isEndPreview })?.pointer == pointer, "sim.log.last(where: { $0.isEndPreview })?.pointer == pointer")
                checks.that(sim.log.contains(.setLifted([item], false)), "sim.log.contains(.setLifted([item], false))")
            }

            let commits = sim.commits
            checks.that(commits.count <= 1, "commits.count <= 1")
            guard let transfer = commits.first else {
                // Nothing dropped: cancelled, outside, refused, a no-op move, or no drag at all.
                checks.that(sim.snapshot == before, "sim.snapshot == before")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                if lifted && ending == .drop, let destination = Self.list(at: target),
                   sim.engine.workspace.accepts(destination, item) {
                    // Only a move onto its own place commits nothing (S2, F6).
                    let operation = Self.expectedOperation(from: source, to: destination, modifiers: atDrop)
                    let list = before[destination] ?? []
                    checks.that(operation == .move && destination == source
                                    && Self.expectedIndex(at: target, in: list, leaving: [item]) == list.firstIndex(of: item),
                                "a drop of \(itemLabel ?? "?") at \(target) onto \(destination) committed nothing")
                }
                if ending != .drop && lifted { stats.cancels += 1 }
                Self.checkConsistency(sim, &checks)
                continue
            }

            // What was dropped, where, and how, follows from the geometry and the rules.
            checks.that(lifted && ending == .drop, "lifted && ending == .drop")
            guard let destination = Self.list(at: target) else {
                checks.that(false, "a drop at \(target), over no list, committed \(transfer)")
                break
            }
            let expectedOperation = Self.expectedOperation(from: source, to: destination, modifiers: atDrop)
            checks.that(sim.engine.workspace.accepts(destination, item), "sim.engine.workspace.accepts(destination, item)")
            checks.that(transfer.items == [item], "transfer.items == [item]")
            checks.that(transfer.source == source, "transfer.source == source")
            checks.that(transfer.destination == destination, "transfer.destination == destination")
            checks.that(transfer.operation == expectedOperation,
                        "operation \(transfer.operation), the requirements say \(expectedOperation) (from \(source) to \(destination), \(atDrop))")
            let expectedIndex = Self.expectedIndex(
                at: target, in: before[destination] ?? [], leaving: expectedOperation == .move ? [item] : [])
            checks.that(transfer.index == expectedIndex,
                        "inserted at \(transfer.index), the pointer at y \(target.y) says \(expectedIndex)")
            checks.that(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty, "sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty")
            stats.commits += 1

            if random.chance(30) {
                sim.fail(transfer.id, reason: "random failure")
                stats.failures += 1
                // F7: a failed transfer restores the exact previous content.
                checks.that(sim.snapshot == before, "sim.snapshot == before")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                checks.that(sim.failures.count == 1, "sim.failures.count == 1")
            } else {
                sim.succeed(transfer.id)
                let after = sim.snapshot
                if transfer.operation == .move {
                    stats.moves += 1
                    // S2: a move keeps every item exactly once and the other items in order.
                    checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                    checks.that(sim.engine.workspace.container(of: item) == destination, "sim.engine.workspace.container(of: item) == destination")
                    checks.that(sim.engine.workspace.index(of: item) == transfer.index, "sim.engine.workspace.index(of: item) == transfer.index")
                    for list in Self.lists {
                        checks.that(after[list]?.filter { $0 != item } == before[list]?.filter { $0 != item }, "after[list]?.filter { $0 != item } == before[list]?.filter { $0 != item }")
                    }
                } else {
                    stats.copies += 1
                    // S2: a copy adds exactly one new item, a twin of the original, and moves nothing.
                    guard let copy = transfer.copies.first else {
                        checks.that(false, "a copy made no copy: \(transfer)")
                        break
                    }
                    checks.that(transfer.copies.count == 1, "transfer.copies.count == 1")
                    checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore.union([copy]), "Set(sim.engine.workspace.items.keys) == itemsBefore.union([copy])")
                    checks.that(!itemsBefore.contains(copy), "!itemsBefore.contains(copy)")
                    checks.that(sim.engine.workspace.items[copy]?.label == itemLabel, "sim.engine.workspace.items[copy]?.label == itemLabel")
                    checks.that(sim.engine.workspace.items[copy]?.type == sim.engine.workspace.items[item]?.type, "sim.engine.workspace.items[copy]?.type == sim.engine.workspace.items[item]?.type")
                    checks.that(sim.engine.workspace.index(of: copy) == transfer.index, "sim.engine.workspace.index(of: copy) == transfer.index")
                    for list in Self.lists {
                        checks.that(after[list]?.filter { $0 != copy } == before[list], "after[list]?.filter { $0 != copy } == before[list]")
                    }
                }
            }
            Self.checkConsistency(sim, &checks)
        }
        return checks.failure
    }

    @Test("S9/F7: random pairs of simultaneous drags stay consistent, and failing both restores everything (fresh seed each run)")
    func randomSimultaneousDrags() throws {
        let seed = RunSeed.fresh()
        guard let restoredBoth = try Shrinker.coverage(
            "randomSimultaneousDrags", seed: seed, size: WalkSize(items: 5, steps: 100), initial: 0,
            walk: { seed, size, restored in try Self.walkSimultaneousDrags(seed: seed, size: size, restoredBoth: &restored) })
        else { return }
        #expect(restoredBoth >= 1, "seed \(seed)")
    }

    static func walkSimultaneousDrags(seed: UInt64, size: WalkSize, restoredBoth: inout Int) throws -> WalkFailure? {
        var random = SeededGenerator(seed: seed)
        var sim = try Self.makeScene(size: size.items)
        var checks = WalkChecks()

        for iteration in 0..<size.steps {
            checks.step = iteration
            if checks.failed { break }
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
            checks.that(sim.engine.draggingPointers == [1, 2], "sim.engine.draggingPointers == [1, 2]")

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
            checks.that(sim.count(where: { $0.isEndPreview }) == 2, "sim.count(where: { $0.isEndPreview }) == 2")
            checks.that(sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty, "sim.mirror.matches(sim.engine.workspace) && sim.mirrorErrors.isEmpty")

            let transfers = sim.uncommitted
            if !transfers.isEmpty && random.chance(40) {
                // Failing in reverse order of the drops takes everything back exactly.
                for transfer in transfers.reversed() { sim.fail(transfer.id, reason: "offline") }
                checks.that(sim.snapshot == before, "sim.snapshot == before")
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore, "Set(sim.engine.workspace.items.keys) == itemsBefore")
                restoredBoth += transfers.count == 2 ? 1 : 0
            } else {
                for transfer in transfers { sim.succeed(transfer.id) }
                let copies = transfers.flatMap({ $0.copies })
                checks.that(Set(sim.engine.workspace.items.keys) == itemsBefore.union(copies), "Set(sim.engine.workspace.items.keys) == itemsBefore.union(copies)")
            }
            Self.checkConsistency(sim, &checks)
        }
        return checks.failure
    }
}
