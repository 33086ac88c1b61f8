import Testing

@testable import DragKitStore

@Suite("Text drops")
struct TextEditTests {
    @Test("A text drop replaces the runs and bumps the version; both documents or neither")
    func versions() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.applyText([
                TextEdit(container: "note-trip", version: 1, runs: [TextRun("Lisbon", weight: 700), TextRun(" in June")]),
                TextEdit(container: "notes-quick", version: 1, runs: [TextRun("")]),
            ])
            #expect(affected.map(\.id) == ["note-trip", "notes-quick"])
            #expect(affected[0].text?.version == 2)
            #expect(affected[0].text?.plainText == "Lisbon in June")
            #expect(affected[0].text?.runs[0] == TextRun("Lisbon", weight: 700))

            // Stale version: 409, and the other (valid) document is not changed either.
            let before = try await store.contentDump()
            let message = await expectDropError(.conflict) {
                _ = try await store.applyText([
                    TextEdit(container: "mail-body", version: 1, runs: [TextRun("Hello")]),
                    TextEdit(container: "note-trip", version: 1, runs: [TextRun("Old")]),
                ])
            }
            #expect(message?.contains("version 2") == true)
            #expect(try await store.contentDump() == before)
        }
    }

    @Test(
        "Malformed, too large, unknown or non-text containers are refused, nothing changes",
        arguments: [
            ([], "at least one"),
            ([TextEdit(container: "nowhere", version: 1, runs: [])], "does not exist"),
            ([TextEdit(container: "rem-today", version: 1, runs: [])], "not a text view"),
            ([TextEdit(container: "note-trip", version: 1, runs: [TextRun(String(repeating: "a", count: 65_537))])], "64 KB"),
            ([TextEdit(container: "note-trip", version: 1, runs: [TextRun("a", color: 0x1000000)])], "'color'"),
            (
                [TextEdit(container: "note-trip", version: 1, runs: []), TextEdit(container: "note-trip", version: 1, runs: [])],
                "more than once"
            ),
        ] as [([TextEdit], String)]
    )
    func refused(_ edits: [TextEdit], _ fragment: String) async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let message = await expectDropError(.invalidRequest) { _ = try await store.applyText(edits) }
            #expect(message?.contains(fragment) == true, "\(message ?? "nil")")
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("A failure writing the second document rolls back the first")
    func rollsBack() async throws {
        try await withTemporaryStore { store, _ in
            try await store.writer.write { db in
                try db.execute(
                    sql: """
                        CREATE TRIGGER fail_mail_body BEFORE UPDATE ON documents WHEN NEW.container_id = 'mail-body'
                        BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
                        """
                )
            }
            let before = try await store.contentDump()
            await #expect(throws: (any Error).self) {
                _ = try await store.applyText([
                    TextEdit(container: "note-trip", version: 1, runs: [TextRun("New")]),
                    TextEdit(container: "mail-body", version: 1, runs: [TextRun("New")]),
                ])
            }
            #expect(try await store.contentDump() == before)
        }
    }
}
