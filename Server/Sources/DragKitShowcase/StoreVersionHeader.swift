import HTTPTypes
import Hummingbird

/// `DragKit-Store-Version`: the store's version (``ShowcaseStore/version()``) that the content
/// of a `GET /api/containers` answer is at, so a page can tell which events it has already seen.
let storeVersionHeader = HTTPField.Name("DragKit-Store-Version") ?? .cacheControl
