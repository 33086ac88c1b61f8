/// Why a drop (an item drop, or a text drop sent to `POST /api/text`) was refused.
///
/// Every `DropError` is raised before or inside the drop's write transaction,
/// so when one is thrown the database is unchanged. ``message`` is meant for
/// people: it names the offending field, item or list.
public typealias DropError = Refusal<DropRefusal>

/// The category of refusal; the HTTP layer maps each to a status code.
public enum DropRefusal: Sendable, Hashable {
    /// The request itself is malformed: wrong counts, duplicate or invalid
    /// ids, `copies` given for a move, `index` out of range, too large
    /// (HTTP 400).
    case invalidRequest
    /// The source or destination container does not exist (HTTP 400).
    case containerNotFound
    /// The request no longer matches the stored state: an item is not in the
    /// source container any more, a new id is already taken, or a text
    /// document's version is stale (HTTP 409).
    case conflict
    /// The destination does not accept the type of an item (HTTP 400).
    case typeNotAccepted
    /// The containers' kinds forbid the drop: out of a write-only drop box,
    /// into a print control or into a text view (HTTP 400).
    case refusedByKind
    /// A folder would land inside itself: in the folder it opens, or in a folder inside that
    /// one (HTTP 422, so a page can tell this refusal from the others and say it; issue 34).
    case folderInsideItself
}
