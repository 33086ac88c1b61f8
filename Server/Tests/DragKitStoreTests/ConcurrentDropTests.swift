import Testing

@testable import DragKitStore

@Suite("Concurrent drops")
struct ConcurrentDropTests {
    @Test("Twenty tabs moving the same item at once: one wins, the rest get a conflict")
    func racingMoves() async throws {
        try await withTemporaryStore { store, _ in
            let outcomes = try await withThrowingTaskGroup(of: Result<Int, DropError>.self) { group in
                for tab in 0..<20 {
                    group.addTask {
                        // Half the tabs drop into Errands, half reorder within Today.
                        let to = tab.isMultiple(of: 2) ? "rem-errands" : "rem-today"
                        do {
                            _ = try await store.apply(
                                Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: to, index: 0)
                            )
                            return .success(tab)
                        } catch let error as DropError {
                            return .failure(error)
                        }
                    }
                }
                var outcomes: [Result<Int, DropError>] = []
                for try await outcome in group { outcomes.append(outcome) }
                return outcomes
            }
            let winners = outcomes.compactMap { try? $0.get() }
            let failures = outcomes.compactMap { outcome -> DropError? in
                if case .failure(let error) = outcome { return error }
                return nil
            }
            // Every same-list reorder keeps rem-today-1 in Today, so those can all
            // succeed until one tab moves it to Errands; after that, every drop
            // from Today is a conflict. Whatever the interleaving: nothing is
            // lost or duplicated, and every failure is a conflict.
            #expect(!winners.isEmpty)
            #expect(winners.count + failures.count == 20)
            #expect(failures.allSatisfy { $0.kind == .conflict })
            let layout = try await store.reminderLayout()
            let all = (layout["rem-today"] ?? []) + (layout["rem-errands"] ?? [])
            #expect(all.sorted() == (seededInbox + seededLater).sorted())
            #expect(winners.contains { $0.isMultiple(of: 2) })
            #expect(layout["rem-errands"]?.first == "rem-today-1")
            let positions = try await store.reminderPositions()
            #expect(positions["rem-today"] == Array(0..<4))
            #expect(positions["rem-errands"] == Array(0..<6))
        }
    }
}
