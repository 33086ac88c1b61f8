import Testing

@testable import DragKitStore

/// Applies a long, deterministic pseudo-random sequence of valid drops and
/// compares the store with a simple in-memory model after each one.
@Suite("Random drops against a model")
struct RandomDropsTests {
    /// SplitMix64: small, deterministic, good enough for picking test cases.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("300 random moves and copies keep the store equal to the model")
    func randomDrops() async throws {
        try await withTemporaryStore { store, _ in
            var model: [String: [String]] = ["rem-today": seededInbox, "rem-errands": seededLater]
            var titles: [String: String] = [:]
            for container in try await store.containers() {
                for item in container.items { titles[item.id] = item.title }
            }
            var generator = Generator(state: 42)
            var copyCounter = 0

            for step in 0..<300 {
                let from = ["rem-today", "rem-errands"].randomElement(using: &generator)!
                let to = ["rem-today", "rem-errands"].randomElement(using: &generator)!
                guard !model[from]!.isEmpty else { continue }
                let count = Int.random(in: 1...min(3, model[from]!.count), using: &generator)
                let dragged = Array(model[from]!.shuffled(using: &generator).prefix(count))
                let operation: DropOperation = Int.random(in: 0..<4, using: &generator) == 0 ? .copy : .move

                var remaining = model[to]!
                if operation == .move { remaining.removeAll { dragged.contains($0) } }
                let index = Int.random(in: 0...remaining.count, using: &generator)
                var copies: [String] = []
                if operation == .copy {
                    copies = dragged.map { _ in
                        copyCounter += 1
                        return "c\(copyCounter)"
                    }
                    for (original, copy) in zip(dragged, copies) { titles[copy] = titles[original] }
                }

                let affected = try await store.apply(
                    Drop(operation: operation, itemIDs: dragged, from: from, to: to, index: index, copyIDs: copies)
                )

                // Model.
                if operation == .move {
                    model[from]!.removeAll { dragged.contains($0) }
                    remaining = model[to]!
                    remaining.insert(contentsOf: dragged, at: index)
                } else {
                    remaining.insert(contentsOf: copies, at: index)
                }
                model[to] = remaining

                #expect(try await store.reminderLayout() == model, "step \(step)")
                #expect(Set(affected.map(\.id)) == Set([from, to]), "step \(step)")
                for container in affected {
                    #expect(container.items.map(\.id) == model[container.id], "step \(step)")
                    #expect(container.items.allSatisfy { titles[$0.id] == $0.title }, "step \(step)")
                }
                let positions = try await store.reminderPositions()
                for (list, ids) in model where !ids.isEmpty {
                    #expect(positions[list] == Array(0..<ids.count), "step \(step)")
                }
            }
            let total = model.values.map(\.count).reduce(0, +)
            #expect(total == 10 + copyCounter)
        }
    }
}
