import Testing

@testable import DragKitStore

@Suite("Item representations")
struct RepresentationTests {
    func text(_ representation: Representation) -> String {
        String(decoding: representation.body, as: UTF8.self)
    }

    @Test("A contact asked for name and email gives exactly 'Name <email>' (A3); no fields gives a vCard")
    func contactFields() async throws {
        try await withTemporaryStore { store, _ in
            let pair = try await store.representation(ofItem: "mail-contacts-1", type: "public.vcard", fields: ["name", "email"])
            #expect(pair.contentType.hasPrefix("text/plain"))
            #expect(text(pair) == "Ada Lovelace <ada@example.com>")
            let phone = try await store.representation(ofItem: "mail-contacts-1", type: "public.vcard", fields: ["phone"])
            #expect(text(phone) == "+44 20 7946 0018")
            let card = text(try await store.representation(ofItem: "mail-contacts-1", type: "public.vcard"))
            #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"))
            #expect(card.contains("EMAIL;TYPE=INTERNET:ada@example.com\r\n") && card.hasSuffix("END:VCARD\r\n"))
            await #expect(throws: RepresentationError(.invalidRequest, "A contact has no field 'age'; it has: name, email, phone.")) {
                _ = try await store.representation(ofItem: "mail-contacts-1", type: "public.vcard", fields: ["age"])
            }
        }
    }

    @Test("Text: clipping text, a note's document, an event as iCalendar")
    func textTypes() async throws {
        try await withTemporaryStore { store, _ in
            let clipping = try await store.representation(ofItem: "files-documents-4", type: "public.plain-text")
            #expect(text(clipping) == "Network: Rosa-5G\nPassword: sardines-at-midnight")
            // P1: a clipping's own type is text too, so a text view that asks for it gets the text.
            let native = try await store.representation(ofItem: "files-documents-4", type: "com.dragkit.clipping")
            #expect(native.contentType == clipping.contentType && text(native) == text(clipping))
            let note = text(try await store.representation(ofItem: "notes-index-1", type: "public.plain-text"))
            #expect(note.hasPrefix("Shopping list\nOat milk, two cartons\n"))
            let ics = text(try await store.representation(ofItem: "cal-mon-1", type: "public.calendar-event"))
            #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(ics.contains("BEGIN:VEVENT\r\nUID:cal-mon-1@showcase.dragkit.example\r\n"))
            #expect(ics.contains("DTSTART:20250602T093000\r\nDTEND:20250602T094500\r\nSUMMARY:Team standup\r\nEND:VEVENT"))
            let saturday = text(try await store.representation(ofItem: "cal-sat-2", type: "public.calendar-event"))
            #expect(saturday.contains("DTSTART:20250607T130000\r\nDTEND:20250607T160000\r\n"))
        }
    }

    @Test("Images: a photo's own type is a deterministic SVG padded to its payload bytes")
    func images() async throws {
        try await withTemporaryStore { store, _ in
            let photo = try await store.representation(ofItem: "photos-library-12", type: "com.dragkit.photo")
            #expect(photo.contentType == "image/svg+xml")
            #expect(photo.body.count == 1_500_000)
            let svg = text(photo)
            #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n") && svg.contains("Rain on the window"))
            let again = try await store.representation(ofItem: "photos-library-12", type: "com.dragkit.photo")
            #expect(again.body == photo.body)
            let chart = SVGImage.chart(title: "Steps this week", payload: ["values": [6, 9, 4], "style": "bar"])
            #expect(chart.contains("<rect x=") && chart.contains("Steps this week"))
        }
    }

    @Test("Unknown items and types not offered are refused")
    func refusals() async throws {
        try await withTemporaryStore { store, _ in
            await #expect(throws: RepresentationError.self) {
                _ = try await store.representation(ofItem: "ghost", type: "public.plain-text")
            }
            do {
                _ = try await store.representation(ofItem: "rem-today-1", type: "public.png")
                Issue.record("expected a refusal")
            } catch let error as RepresentationError {
                #expect(error.kind == .typeNotOffered)
            }
        }
    }
}
