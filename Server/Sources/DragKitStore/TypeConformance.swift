/// Which item types count as which other types when a container decides whether
/// it accepts an item: the one place that knows, e.g., that a photo is an image.
///
/// An item of type `T` is accepted by a container when its `accepts` list is
/// empty, contains `T`, or contains a type `T` conforms to in ``table``
/// (directly; the table is flat, not transitive).
public enum TypeConformance {
    /// Each item type and the other types it also counts as.
    public static let table: [String: Set<String>] = [
        "com.dragkit.photo": ["public.image"],
        "com.dragkit.chart": ["public.image", "com.dragkit.chart-data"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "com.dragkit.clipping": ["public.plain-text", "public.text"],
        "com.dragkit.note": ["public.plain-text", "public.text"],
        "com.dragkit.event": ["public.calendar-event"],
        "public.vcard": ["public.contact"],
        "public.file": ["public.data", "public.item"],
        "public.folder": ["public.item"],
    ]

    /// Whether `type` is `other` or conforms to it.
    public static func conforms(_ type: String, to other: String) -> Bool {
        type == other || (table[type]?.contains(other) ?? false)
    }

    /// Whether a container accepting `accepted` takes an item of `type`.
    public static func isAccepted(_ type: String, by accepted: [String]) -> Bool {
        accepted.isEmpty || accepted.contains { conforms(type, to: $0) }
    }
}
