/// A uniform type identifier naming a kind of content, such as `public.png` or an app's own
/// `com.example.chart`.
///
/// Types form a conformance hierarchy (see ``TypeHierarchy``): `public.png` conforms to
/// `public.image`, which conforms to `public.data`. A destination that accepts `public.image`
/// therefore accepts a PNG (A2).
///
/// Identifiers are equal when their UTF-8 code units are, and sort by them (``CodeUnits``). O(n)
/// in the identifier's length to compare or hash.
public struct TypeIdentifier: CodeUnitName {
    public var rawValue: String

    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

extension TypeIdentifier {
    /// The root of the hierarchy: everything conforms to it.
    public static let item: TypeIdentifier = "public.item"
    public static let data: TypeIdentifier = "public.data"
    public static let text: TypeIdentifier = "public.text"
    public static let plainText: TypeIdentifier = "public.plain-text"
    public static let styledText: TypeIdentifier = "public.rtf"
    public static let html: TypeIdentifier = "public.html"
    public static let url: TypeIdentifier = "public.url"
    public static let fileURL: TypeIdentifier = "public.file-url"
    public static let image: TypeIdentifier = "public.image"
    public static let png: TypeIdentifier = "public.png"
    public static let jpeg: TypeIdentifier = "public.jpeg"
    public static let pdf: TypeIdentifier = "com.adobe.pdf"
    public static let contact: TypeIdentifier = "public.vcard"
    public static let calendarEvent: TypeIdentifier = "public.calendar-event"
    /// A text clipping: a file holding text dragged out of a text view, which can later be
    /// dropped into a text view again (P1). It conforms to ``plainText`` in the default
    /// ``TypeHierarchy``, so a note accepts a clipping item even when its host registered it
    /// with no representations (just its type), and any destination that accepts text
    /// (``text``, ``plainText``) or everything (no types, ``item``) accepts clippings made from
    /// dragged text.
    public static let textClipping: TypeIdentifier = "com.dragkit.clipping"
}

extension TypeIdentifier {
    /// vCard contact (alias of ``contact``).
    public static let vCard: TypeIdentifier = "public.vcard"
    /// iCalendar event (alias of ``calendarEvent``).
    public static let iCalendar: TypeIdentifier = "public.calendar-event"
}
