import Testing

@testable import DragKitStore

/// S2, F6: a calendar drop keeps the time under the pointer. ``Drop/times`` gives a
/// dragged event its new start in the drop's own transaction; undo sends the old one.
@Suite("Event times")
struct EventTimeDropTests {
    @Test("S2: a move with a time stores the new start and keeps the duration; undo restores it")
    func moveWithTimeThenUndo() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let moved = try await store.apply(
                Drop(operation: .move, itemIDs: ["cal-mon-2"], from: "cal-mon", to: "cal-thu", index: 0, times: ["cal-mon-2": 14 * 60 + 30])
            )
            let thursday = try #require(moved.first { $0.id == "cal-thu" })
            #expect(thursday.items.map(\.id) == ["cal-mon-2", "cal-thu-1"])
            #expect(thursday.items[0].payload["start"] == 870)
            #expect(thursday.items[0].payload["minutes"] == 45)

            // The undo: the event goes back at its old index and its old time.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["cal-mon-2"], from: "cal-thu", to: "cal-mon", index: 0, indices: [1], times: ["cal-mon-2": 14 * 60])
            )
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("S2: a copy with a time gives the copy the new start and leaves the original as it was")
    func copyWithTime() async throws {
        try await withTemporaryStore { store, _ in
            let copied = try await store.apply(
                Drop(
                    operation: .copy, itemIDs: ["cal-tue-1"], from: "cal-tue", to: "cal-tue", index: 1, copyIDs: ["cal-tue-copy"],
                    times: ["cal-tue-1": 8 * 60]
                )
            )
            let tuesday = try #require(copied.first)
            #expect(tuesday.items.map { $0.payload["start"] } == [660, 480])
            #expect(tuesday.items[1].id == "cal-tue-copy")
        }
    }

    @Test(
        "S2: bad times are refused and nothing changes",
        arguments: [
            ("start past the day", ["cal-mon-1": Drop.minutesPerDay], "must be a start"),
            ("negative start", ["cal-mon-1": -15], "must be a start"),
            ("not a dragged item", ["cal-mon-2": 600], "not dragged"),
            ("ends after midnight", ["cal-mon-1": 23 * 60 + 50], "after midnight"),
        ]
    )
    func refusedTimes(_ name: String, _ times: [String: Int], _ fragment: String) async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let message = await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["cal-mon-1"], from: "cal-mon", to: "cal-thu", index: 0, times: times)
                )
            }
            #expect(message?.contains(fragment) == true, "\(name): \(message ?? "")")
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("S2: a time for an item that is not an event, or on a delete, is refused")
    func timesOnlyForEvents() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let notEvent = await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-errands", index: 0, times: ["rem-today-1": 600])
                )
            }
            #expect(notEvent?.contains("not an event") == true)
            let onDelete = await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .delete, itemIDs: ["cal-mon-1"], from: "cal-mon", to: "cal-mon", index: 0, times: ["cal-mon-1": 600])
                )
            }
            #expect(onDelete?.contains("leave it out of a delete") == true)
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("S3: a move with a date stores it as the event's date in 'Other days'; bad dates are refused")
    func moveWithDate() async throws {
        try await withTemporaryStore { store, _ in
            let moved = try await store.apply(
                Drop(operation: .move, itemIDs: ["cal-mon-1"], from: "cal-mon", to: "cal-dates", index: 0, dates: ["cal-mon-1": "2024-02-29"])
            )
            let other = try #require(moved.first { $0.id == "cal-dates" })
            #expect(other.items.map(\.id) == ["cal-mon-1"])
            #expect(other.items[0].payload["date"] == "2024-02-29" && other.items[0].payload["start"] == 570)
            let before = try await store.contentDump()
            for bad in ["2023-02-29", "2024-13-01", "24-01-01", "2024-1-01", "２０２４-01-01", "2024-01-01T"] {
                let message = await expectDropError(.invalidRequest) {
                    _ = try await store.apply(
                        Drop(operation: .move, itemIDs: ["cal-tue-1"], from: "cal-tue", to: "cal-dates", index: 0, dates: ["cal-tue-1": bad])
                    )
                }
                #expect(message?.contains("YYYY-MM-DD") == true, "\(bad)")
            }
            #expect(try await store.contentDump() == before)
        }
    }
}
