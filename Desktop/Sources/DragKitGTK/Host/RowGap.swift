/// Where the rows of a list part to show a drop's landing place (F6): before a row, or after the
/// last one. The engine's insertion index counts the list *without* the dragged items (they stay
/// in their rows, dimmed, while they are carried), so the gap is placed by that index among the
/// rows that stay — never by measuring rows, whose positions are mid-animation while a gap moves.
public enum RowGap: Equatable, Sendable {
    /// The gap opens above this row (an item key, `"reminders/rem-today/rem-today-4"`).
    case before(String)
    /// The gap opens below this row, the list's last staying one (a drop at the end).
    case after(String)

    /// The gap for a drop at `insertionIndex` into a list whose rows are `rows` (item keys, in
    /// order), while `moved` are carried; `nil` when no row stays. O(rows).
    public static func placing(at insertionIndex: Int, in rows: [String], moving moved: Set<String>) -> RowGap? {
        let staying = rows.filter { !moved.contains($0) }
        guard let last = staying.last else { return nil }
        if insertionIndex >= 0 && insertionIndex < staying.count { return .before(staying[insertionIndex]) }
        return .after(last)
    }
}
