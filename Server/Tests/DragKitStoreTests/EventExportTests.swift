import Testing

@testable import DragKitStore

/// P1, S2: an event copied from the calendar onto a Files folder is an `.ics` file that holds
/// the event's real content, with its real size; the calendar keeps the event.
@Suite("Event export to Files (P1)")
struct EventExportTests {
    @Test("P1/S2: an event copied to Files keeps its day and states the byte size of its .ics text")
    func eventCopiedToFilesIsARealICSFile() async throws {
        try await withTemporaryStore { store, _ in
            let original = try await store.representation(ofItem: "cal-wed-1", type: "public.calendar-event")
            let affected = try await store.apply(
                Drop(operation: .copy, itemIDs: ["cal-wed-1"], from: "cal-wed", to: "files-root", index: 0,
                     copyIDs: ["files-lunch"])
            )
            // The calendar keeps its event (S2: between apps, a copy).
            #expect(affected.first { $0.id == "cal-wed" }?.items.map(\.id).contains("cal-wed-1") == true)
            let file = try #require(affected.first { $0.id == "files-root" }?.items.first)
            #expect(file.id == "files-lunch")
            #expect(file.payload["day"] == "wed")

            let exported = try await store.representation(ofItem: "files-lunch", type: "public.calendar-event")
            let text = String(decoding: exported.body, as: UTF8.self)
            #expect(text.contains("SUMMARY:Lunch with Priya"))
            #expect(text.contains("DTSTART:20250604T123000"))  // Wednesday, not Monday
            // The same event, byte for byte, except for its UID.
            #expect(exported.body.count == original.body.count + "files-lunch".utf8.count - "cal-wed-1".utf8.count)
            #expect(file.payload["bytes"] == .number(Double(exported.body.count)))
            #expect(exported.body.count > 0)
        }
    }

    @Test("P1: an event copied between days stays an event (no file size)")
    func eventBetweenDaysIsNoFile() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(operation: .copy, itemIDs: ["cal-mon-1"], from: "cal-mon", to: "cal-tue", index: 0,
                     copyIDs: ["cal-tue-copy"])
            )
            let copy = try #require(affected.first { $0.id == "cal-tue" }?.items.first)
            #expect(copy.payload["bytes"] == nil)
        }
    }
}
