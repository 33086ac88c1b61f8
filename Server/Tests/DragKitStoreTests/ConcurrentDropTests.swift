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
                        // Half the tabs drop into Later, half reorder within Inbox.
                        let to = tab.isMultiple(of: 2) ? "later" : "inbox"
                        do {
                            _ = try await store.apply(
                                Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: to, index: 0)
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
            // Every same-list reorder keeps inbox-1 in Inbox, so those can all
            // succeed until one tab moves it to Later; after that, every drop
            // from Inbox is a conflict. Whatever the interleaving: nothing is
            // lost or duplicated, and every failure is a conflict.
            #expect(!winners.isEmpty)
            #expect(winners.count + failures.count == 20)
            #expect(failures.allSatisfy { $0.kind == .conflict })
            let layout = try await store.layout()
            let all = (layout["inbox"] ?? []) + (layout["later"] ?? [])
            #expect(all.sorted() == (seededInbox + seededLater).sorted())
            #expect(winners.contains { $0.isMultiple(of: 2) })
            #expect(layout["later"]?.first == "inbox-1")
            let positions = try await store.rawPositions()
            #expect(positions["inbox"] == Array(0..<4))
            #expect(positions["later"] == Array(0..<6))
        }
    }
}
