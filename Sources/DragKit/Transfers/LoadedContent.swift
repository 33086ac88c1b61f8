/// What a host reports when all of a loading drop's data is in (``Event/transferLoaded(_:_:)``,
/// S14, F9, P1). One report for every payload (issue 23).
public enum LoadedContent: Hashable, Sendable {
    /// The items' data: the host keeps it and stores it at the commit; the engine places the
    /// items (a drop into a list or grid).
    case items
    /// The text to insert into a text view (a drop of items on a text view, P1): each accepted
    /// item's text, in drop order, joined by line breaks.
    case text(String)

    /// The loaded text, if any. O(1).
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
