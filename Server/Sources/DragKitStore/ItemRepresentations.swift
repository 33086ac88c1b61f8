/// What each item type offers at a drop, and the content in each type
/// (the representations column of the item types table in `Docs/Showcase.md`).
///
/// Everything is generated from the stored item, deterministically:
/// - text types (`public.plain-text`, `public.utf8-plain-text`, `public.text`, and
///   `com.dragkit.clipping`, which conforms to plain text):
///   a clipping's text, a note's document as plain text, a reminder's or
///   file's title, an event's summary line, a contact's `Name <email>`;
/// - `public.calendar-event` of an event: an iCalendar VEVENT (``ICalendarEvent``);
/// - `public.vcard` of a contact: a vCard 3.0, or with `fields` just those
///   fields (``ContactFields``);
/// - `public.png` and `public.jpeg` of photos and charts: the SVG the page shows (``SVGImage``,
///   captions and titles included) drawn by librsvg and cairo and encoded by libpng and
///   libjpeg-turbo (``ImageRenderer``; S12, P1), `public.image` the
///   PNG; a photo stored from outside (``StoredImage``) answers its own bytes in its own
///   format, and refuses the other (a JPEG photo has no PNG: the server does not decode);
/// - `com.dragkit.photo` of a photo: an SVG (``SVGImage``) padded to its payload's `bytes`,
///   so the app's own transfer has the photo's real size; `com.dragkit.photo` of a stored
///   photo: its stored bytes;
/// - `com.dragkit.chart-data` of a chart: its payload as JSON;
/// - any other item's own type: the item as JSON.
struct ItemRepresentations {
    static let textTypes: Set<String> = ["public.plain-text", "public.utf8-plain-text", "public.text"]
    static let imageTypes: Set<String> = ["public.png", "public.jpeg", "public.image", "com.dragkit.photo"]

    let item: ItemRow
    /// The text of the note an item of type `com.dragkit.note` refers to.
    let noteText: String?
    /// The bytes of a photo dropped in from another app (its payload's `image`).
    var storedImage: StoredImage? = nil

    /// The types this item offers, richest first.
    var offeredTypes: [String] {
        if let storedImage, let format = ImageHeader.sniff(Array(storedImage.data.prefix(16))) {
            return ["com.dragkit.photo", format.typeIdentifier, "public.image"]
        }
        return switch item.type {
        case "com.dragkit.photo": ["com.dragkit.photo", "public.png", "public.jpeg", "public.image"]
        case "com.dragkit.chart": ["com.dragkit.chart-data", "public.png", "public.image"]
        case "com.dragkit.note": ["com.dragkit.note", "public.plain-text"]
        case "com.dragkit.event": ["com.dragkit.event", "public.calendar-event", "public.plain-text"]
        case "public.vcard": ["public.vcard", "public.plain-text"]
        case "com.dragkit.clipping": ["com.dragkit.clipping", "public.plain-text"]
        case "com.dragkit.reminder", "public.file", "public.folder": [item.type, "public.plain-text"]
        default: [item.type]
        }
    }

    /// The content in `type`, restricted to `fields` when given.
    func representation(type: String, fields: [String]) throws -> Representation {
        let offered = offeredTypes
        let isOffered = offered.contains(type) || (Self.textTypes.contains(type) && offered.contains("public.plain-text"))
        guard isOffered else {
            throw RepresentationError(
                .typeNotOffered,
                "\(item.title.isEmpty ? "This item" : "\"\(item.title.prefix(60))\"") (\(item.type)) does not offer '\(type)'; it offers: \(offered.joined(separator: ", "))."
            )
        }
        if let storedImage {
            // Its own bytes, in its own format: never decoded, never re-encoded.
            return Representation(contentType: storedImage.mediaType, body: Array(storedImage.data))
        }
        let payload = item.payloadValue
        if item.type == "public.vcard", !fields.isEmpty || type == "public.vcard" {
            let contact = ContactFields(name: payload["name"]?.stringValue ?? item.title, payload: payload)
            return .text(fields.isEmpty ? contact.vCard() : try contact.extract(fields))
        }
        guard fields.isEmpty else {
            throw RepresentationError(.invalidRequest, "'fields' is only for contacts (public.vcard); this item is \(item.type).")
        }
        // A clipping's own type is its text (P1): a text view that takes clippings asks for it.
        if Self.textTypes.contains(type) || type == "com.dragkit.clipping" {
            return .text(plainText(payload))
        }
        switch (item.type, type) {
        case ("com.dragkit.event", "public.calendar-event"):
            return .text(ICalendarEvent(item: item, payload: payload).text)
        case ("com.dragkit.photo", "public.png"), ("com.dragkit.photo", "public.image"):
            return try .png(drawing: SVGImage.photo(title: item.title, payload: payload, padded: false))
        case ("com.dragkit.photo", "public.jpeg"):
            return try .jpeg(drawing: SVGImage.photo(title: item.title, payload: payload, padded: false))
        case ("com.dragkit.photo", _):
            return .svg(SVGImage.photo(title: item.title, payload: payload))
        case ("com.dragkit.chart", "public.png"), ("com.dragkit.chart", "public.image"):
            return try .png(drawing: SVGImage.chart(title: item.title, payload: payload))
        case ("com.dragkit.chart", "com.dragkit.chart-data"):
            return .json(payload)
        case ("com.dragkit.chart", _):
            return .svg(SVGImage.chart(title: item.title, payload: payload))
        default:
            return .json(.object([
                "id": .string(item.id), "type": .string(item.type), "title": .string(item.title), "payload": payload,
            ]))
        }
    }

    private func plainText(_ payload: JSONValue) -> String {
        switch item.type {
        case "com.dragkit.clipping": payload["text"]?.stringValue ?? item.title
        case "com.dragkit.note": noteText ?? item.title
        case "com.dragkit.event": ICalendarEvent(item: item, payload: payload).summaryLine
        case "public.vcard":
            ContactFields(name: payload["name"]?.stringValue ?? item.title, payload: payload).nameAndEmail
        default: item.title
        }
    }
}
