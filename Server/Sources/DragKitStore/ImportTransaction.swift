import Foundation
import DragKitTypes
import GRDB

/// Applies one import inside an already open write transaction (the caller rolls back on any
/// error, so a refused import stores nothing).
///
/// Where content lands, by the destination's kind and accepted types:
/// - an image: a photo item (`com.dragkit.photo`, its bytes in ``StoredImage``) in a photo
///   grid, album, attachments or folder; dropped on a note or mail body, in its attachments;
/// - `.ics` events: events (`com.dragkit.event`) in a calendar day, keeping their time of day
///   and length (the day is where they were dropped, as for a drag between days; the other
///   days' list keeps each event's own date) or in a folder;
/// - text, clippings and sanitised HTML: inserted into a text view at the drop offset, with the
///   engine's smart spacing (``ImportSpacing``); in a folder, one clipping; in a reminders list, one reminder per line;
/// - links: into a text view as linked text; in a reminders list, a reminder per link (its
///   `url`); in a folder, a link item (`public.url`).
/// Anything else is refused with a message that names the destination by its title.
/// O(size of the destination + size of the content).
struct ImportTransaction {
    let request: ImportRequest
    let content: ImportRequest.Content
    let catalog: TypeCatalog
    /// Ids for the items this import creates (`idPrefix-1`, `idPrefix-2`, …).
    let idPrefix: String

    func run(_ db: Database) throws -> [ListContainer] {
        guard Identifier.isValid(request.container), var destination = try ContainerRow.fetchOne(db, key: request.container) else {
            throw ImportError(.destinationNotFound, "The place this was dropped on no longer exists (perhaps it was removed in another window). Nothing was added.")
        }
        let rules = destination.rules(catalog)
        if rules?.isText == true {
            if case .image = content, let attachments = try ContainerRow.fetchOne(db, key: destination.id + ".attachments") {
                destination = attachments
            } else {
                return [try insertText(into: destination, db)]
            }
        }
        guard rules?.task == nil else {
            throw ImportError(.notAccepted, "'\(destination.title)' prints what is dragged from the showcase itself; files from other apps can't be printed here. Nothing was added.")
        }
        let index = request.index
        let rows = try itemRows(for: destination, db)
        let existing = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM items WHERE container_id = ?", arguments: [destination.id]) ?? 0
        let at = destination.id == request.container ? min(max(index, 0), existing) : existing
        try db.execute(
            sql: "UPDATE items SET position = -1 - position WHERE container_id = ? AND position >= ?", arguments: [destination.id, at]
        )
        try db.execute(
            sql: "UPDATE items SET position = -1 - position + ? WHERE container_id = ? AND position < 0",
            arguments: [rows.count, destination.id]
        )
        for (offset, var row) in rows.enumerated() {
            row.containerID = destination.id
            row.position = at + offset
            try row.insert(db)
        }
        try db.execute(sql: "UPDATE containers SET version = version + 1 WHERE id = ?", arguments: [destination.id])
        // Reminders made from text or links open a level for their subtasks (issue 37).
        try ReminderLevels.ensure(db)
        return [try destination.listContainer(db, catalog: catalog)]
    }

    private func refused(_ destination: ContainerRow, _ what: String) -> ImportError {
        ImportError(.notAccepted, "'\(destination.title)' doesn't take \(what). Nothing was added.")
    }

    private func accepts(_ destination: ContainerRow, _ type: String) -> Bool {
        destination.rules(catalog)?.storesItems != false && catalog.isAccepted(type, by: destination.acceptedTypes(catalog))
    }

    private func item(_ number: Int, _ type: String, _ title: String, _ payload: JSONValue) -> ItemRow {
        ItemRow(
            id: "\(idPrefix)-\(number)", containerID: "", position: -1, type: type,
            title: String(title.prefix(ListItem.maximumTitleLength)), payload: payload.jsonText()
        )
    }

    /// The rows to insert (positions and container set by the caller); stores image bytes.
    private func itemRows(for destination: ContainerRow, _ db: Database) throws -> [ItemRow] {
        switch content {
        case .image(let header):
            guard accepts(destination, "com.dragkit.photo") || accepts(destination, "public.image") else {
                throw refused(destination, "images")
            }
            let imageID = "\(idPrefix)-image"
            try StoredImage(id: imageID, mediaType: header.format.mediaType, width: header.width, height: header.height, data: Data(request.body)).insert(db)
            let hue = Int(Checksums.crc32(request.body.prefix(4096)) % 360)
            let title = request.title(or: "Image")
            return [item(1, "com.dragkit.photo", title, [
                "image": .string(imageID), "format": .string(header.format.typeIdentifier), "width": .number(Double(header.width)),
                "height": .number(Double(header.height)), "bytes": .number(Double(request.body.count)), "caption": .string(title),
                "hue": .number(Double(hue)),
            ])]
        case .events(let events):
            guard accepts(destination, "com.dragkit.event") else { throw refused(destination, "calendar events") }
            let keepsDate = destination.containerKind != .day || destination.id == "cal-dates"
            return events.enumerated().map { offset, event in
                var payload: [String: JSONValue] = ["start": .number(Double(event.start)), "minutes": .number(Double(event.minutes))]
                if keepsDate { payload["date"] = .string(event.date) }
                if let location = event.location, !location.isEmpty { payload["location"] = .string(location) }
                if let description = event.description, !description.isEmpty { payload["notes"] = .string(String(description.prefix(2000))) }
                return item(offset + 1, "com.dragkit.event", event.summary, .object(payload))
            }
        case .text(let text):
            return try textItems(text, for: destination)
        case .html(let runs):
            if accepts(destination, "com.dragkit.reminder"), !destination.acceptedTypes.isEmpty {
                return try reminders(fromLines: Self.lines(of: runs))
            }
            return try textItems(runs.map(\.text).joined(), for: destination)
        case .links(let links):
            if accepts(destination, "com.dragkit.reminder"), !destination.acceptedTypes.isEmpty {
                return links.enumerated().map { item($0 + 1, "com.dragkit.reminder", $1, ["url": .string($1)]) }
            }
            guard accepts(destination, "public.url") else { throw refused(destination, "links") }
            return links.enumerated().map { offset, link in
                item(offset + 1, "public.url", Self.linkTitle(link), ["url": .string(link)])
            }
        }
    }

    /// A clipping (where clippings go), else one reminder per line (reminders lists).
    private func textItems(_ text: String, for destination: ContainerRow) throws -> [ItemRow] {
        let trimmed = text.trimmedWhitespace
        guard !trimmed.isEmpty else { throw ImportError(.malformed, "What was dropped holds no text, so nothing was added.") }
        if accepts(destination, "com.dragkit.reminder"), !destination.acceptedTypes.isEmpty {
            let lines = trimmed.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            return try reminders(fromLines: lines.map { (String($0), nil) })
        }
        guard accepts(destination, "com.dragkit.clipping") else { throw refused(destination, "text") }
        let firstLine = trimmed.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).first.map(String.init) ?? trimmed
        return [item(1, "com.dragkit.clipping", request.title(or: String(firstLine.prefix(60))), ["text": .string(trimmed)])]
    }

    /// One reminder per non-empty line, in order: the line (trimmed) as its title and, for a
    /// line that holds a link, the link as its `url` (S1, A2: a link dragged from a browser, whose
    /// HTML is `<a href=URL>title</a>`, becomes a reminder titled by the link's title).
    /// - Throws: ``ImportError`` (too large) over ``ImportLimits/maximumLines`` lines, or
    ///   (malformed) when no line has text.
    private func reminders(fromLines lines: [(text: String, link: String?)]) throws -> [ItemRow] {
        let kept = lines.map { (text: $0.text.trimmedWhitespace, link: $0.link) }.filter { !$0.text.isEmpty }
        guard !kept.isEmpty else { throw ImportError(.malformed, "What was dropped holds no text, so nothing was added.") }
        guard kept.count <= ImportLimits.maximumLines else {
            throw ImportError(.tooLarge, "At most \(ImportLimits.maximumLines) lines can become reminders at once. Nothing was added.")
        }
        return kept.enumerated().map { offset, line in
            item(offset + 1, "com.dragkit.reminder", line.text, line.link.map { ["url": .string($0)] } ?? [:])
        }
    }

    /// The lines of sanitised runs, each with the first link a run of it carries. O(n).
    static func lines(of runs: [TextRun]) -> [(text: String, link: String?)] {
        var lines: [(text: String, link: String?)] = [("", nil)]
        for run in runs {
            let pieces = run.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            for (offset, piece) in pieces.enumerated() {
                if offset > 0 { lines.append(("", nil)) }
                lines[lines.count - 1].text += piece
                if let link = run.link, !String(piece).trimmedWhitespace.isEmpty, lines[lines.count - 1].link == nil {
                    lines[lines.count - 1].link = link
                }
            }
        }
        return lines
    }

    /// `example.com/path` for `https://example.com/path`.
    static func linkTitle(_ link: String) -> String {
        var title = link
        for prefix in ["https://", "http://", "mailto:"] where title.lowercased().hasPrefix(prefix) {
            title = String(title.dropFirst(prefix.count))
        }
        return title.hasSuffix("/") ? String(title.dropLast()) : title
    }

    /// Inserts the content as runs at the drop's UTF-16 offset of the document.
    private func insertText(into container: ContainerRow, _ db: Database) throws -> ListContainer {
        let inserted: [TextRun]
        switch content {
        case .text(let text): inserted = [TextRun(text)]
        case .html(let runs): inserted = runs
        case .links(let links):
            inserted = links.enumerated().flatMap { offset, link in
                [TextRun(offset == 0 ? "" : "\n"), TextRun(link, color: HTMLSanitizer.linkColor, link: link)]
            }.filter { !$0.text.isEmpty }
        case .image: throw refused(container, "images")
        case .events: throw refused(container, "calendar events")
        }
        let stored = try DocumentRow.fetchOne(db, key: container.id)
        let existing = stored?.document.runs ?? []
        // S6: the spaces a drop of words from another text view would get (issue 34).
        let spaced = ImportSpacing.spaced(inserted, into: existing.map(\.text).joined(), at: request.index)
        let runs = Self.inserting(spaced, into: existing, at: request.index)
        guard runs.reduce(0, { $0 + $1.text.utf8.count }) <= TextDocument.maximumTextBytes, runs.count <= TextDocument.maximumRunCount else {
            throw ImportError(.tooLarge, "'\(container.title)' can hold at most 64 KB of text; with this it would hold more. Nothing was added.")
        }
        try DocumentRow(containerID: container.id, runs: runs, version: (stored?.version ?? 0) + 1).save(db)
        return try container.listContainer(db, catalog: catalog)
    }

    /// `runs` with `inserted` at UTF-16 offset `offset` (clamped; snapped back to a character
    /// boundary). O(total length).
    static func inserting(_ inserted: [TextRun], into runs: [TextRun], at offset: Int) -> [TextRun] {
        var remaining = max(offset, 0)
        var result: [TextRun] = []
        var index = 0
        while index < runs.count {
            let run = runs[index]
            let length = run.text.utf16.count
            if remaining >= length {
                result.append(run)
                remaining -= length
                index += 1
                continue
            }
            var head = "", count = 0
            for character in run.text {
                let width = String(character).utf16.count
                if count + width > remaining { break }
                head.append(character)
                count += width
            }
            var before = run, after = run
            before.text = head
            after.text = String(run.text.dropFirst(head.count))
            if !before.text.isEmpty { result.append(before) }
            return result + inserted + [after] + runs[(index + 1)...]
        }
        return result + inserted
    }
}
