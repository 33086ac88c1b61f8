import DragKitStore
import Foundation

/// The JSON body of `POST /api/drops`, before validation.
///
/// Every field is optional here so that a missing field produces a clear
/// message from ``drop()`` rather than a decoder error. Unknown fields are ignored.
struct DropRequestBody: Decodable {
    var operation: String?
    var items: [String]?
    var from: String?
    var to: String?
    var index: Int?
    var copies: [String]?
    var indices: [Int]?
    var created: [ListItem]?
    /// New event start times in minutes after midnight, keyed by dragged item id (S2).
    var times: [String: Int]?
    /// New event dates (`YYYY-MM-DD`), keyed by dragged item id (S2, Month view).
    var dates: [String: String]?
    /// The version of `from` and `to` the drop was computed on, keyed by container id.
    var versions: [String: Int]?

    /// Decodes a body, throwing an ``APIError`` (400) with a readable message
    /// when it is empty, not JSON, not an object, or has a field of the wrong type.
    static func decode(_ bytes: [UInt8]) throws -> DropRequestBody {
        try decode(DropRequestBody.self, from: bytes, describing: "the drop")
    }

    /// Decodes any request body of the API, with the same readable 400 messages; a body that
    /// starts with a byte-order mark is refused (JSON text is UTF-8 without one, RFC 8259), and so
    /// is one that names a key twice in one object (``JSONDuplicateKeys``, issue 13).
    static func decode<Body: Decodable>(_ type: Body.Type, from bytes: [UInt8], describing what: String) throws -> Body {
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw APIError(.badRequest, "The request body is empty; expected a JSON object describing \(what).")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw APIError(.badRequest, "The request body starts with a byte-order mark; send UTF-8 JSON without one.")
        }
        if let repeated = JSONDuplicateKeys.firstRepeatedKey(in: bytes) {
            throw APIError(
                .badRequest,
                "Field '\(repeated)' appears more than once in the same JSON object; give each field once."
            )
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw APIError(.badRequest, Self.message(for: error, describing: what))
        }
    }

    /// The typed drop, throwing an ``APIError`` (400) naming the first missing
    /// or invalid field. `copies`, `indices` and `created` absent or `null`
    /// mean none. A delete needs no `to` or `index`; a copy made only of
    /// `created` items needs no `from`; `index` may be left out when
    /// `indices` is given.
    func drop() throws -> Drop {
        guard let operationName = operation else {
            throw APIError(.badRequest, "Missing field 'operation': it must be \"move\", \"copy\" or \"delete\".")
        }
        guard let operation = DropOperation(rawValue: operationName) else {
            throw APIError(.badRequest, "Field 'operation' must be \"move\", \"copy\" or \"delete\".")
        }
        guard let items else {
            throw APIError(.badRequest, "Missing field 'items': an array of the dragged item ids.")
        }
        let createdOnly = operation == .copy && items.isEmpty && !(created ?? []).isEmpty
        guard let from = from ?? (createdOnly ? to : nil) else {
            throw APIError(.badRequest, "Missing field 'from': the id of the container the items come from.")
        }
        guard let to = to ?? (operation == .delete ? from : nil) else {
            throw APIError(.badRequest, "Missing field 'to': the id of the container the items are dropped into.")
        }
        guard let index = index ?? (operation == .delete || indices != nil ? 0 : nil) else {
            throw APIError(.badRequest, "Missing field 'index': the position to insert at in the destination.")
        }
        return Drop(
            operation: operation, itemIDs: items, from: from, to: to, index: index, copyIDs: copies ?? [],
            indices: indices, created: created ?? [], times: times ?? [:],
            dates: dates ?? [:], versions: versions ?? [:]
        )
    }

    private static func message(for error: DecodingError, describing what: String) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty {
                return "The request body must be a JSON object describing \(what)."
            }
            return "Field '\(path(context.codingPath))' must be \(describe(type))."
        case .valueNotFound(let type, let context):
            return "Field '\(path(context.codingPath))' must be \(describe(type)), not null."
        case .keyNotFound(let key, let context):
            return "Missing field '\(path(context.codingPath + [key]))'."
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "The request body is not valid JSON."
            }
            return "Field '\(path(context.codingPath))' has an invalid value."
        @unknown default:
            return "The request body could not be read as \(what)."
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        var parent: String?
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                let shown = JSONDuplicateKeys.shownKey(key.stringValue, under: parent)
                result += result.isEmpty ? shown : ".\(shown)"
            }
            parent = key.intValue == nil ? key.stringValue : nil
        }
        return result
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Double.Type: "a number"
        case is [String].Type: "an array of strings"
        case is [Int].Type: "an array of integers"
        case is [String: Int].Type: "an object of integers"
        case is [String: String].Type: "an object of strings"
        default: "of another type"
        }
    }
}
