import DragKitStore
import Foundation
import HTTPTypes
import Hummingbird

/// `POST /api/imports?container=<id>&index=<n>`: stores content dropped in from another app
/// (issue 12: S1, S2, A2, P1). The body is the raw bytes, `Content-Type` their MIME type and
/// `X-File-Name` the file's name, percent-encoded (required, empty for text and links: a
/// header no other site can send without the server's permission, which it never gives).
///
/// Bodies over ``ImportLimits/maximumBytes`` are refused (413) before they are read. Answers
/// 201 with `{"items":[…],"containers":[…]}`; a refusal is 4xx with a user-facing `error` and
/// nothing stored: 413 too large (bytes, pixels, events, text), 415 a kind of content the
/// showcase does not take, 422 damaged content or a destination that does not take it, 404
/// a destination that no longer exists, 400 a missing or malformed query.
enum ImportRoute {
    static let fileNameHeader = HTTPField.Name("X-File-Name") ?? .contentType

    static func handle(_ request: Request, store: ShowcaseStore) async throws -> Response {
        guard let container = request.uri.queryParameters.get("container"), !container.isEmpty,
            let index = request.uri.queryParameters.get("index").flatMap(Int.init), index >= 0
        else {
            throw APIError(.badRequest, "Say where the content was dropped: ?container=<container>&index=<position, 0 or more>.")
        }
        guard let rawName = request.headers[fileNameHeader] else {
            throw APIError(.badRequest, "An import must carry an 'X-File-Name' header (empty for text and links); nothing was added.")
        }
        let body = try await request.boundedBody(
            upTo: ImportLimits.maximumBytes,
            tooLarge: "This file is larger than 20 MB; the showcase takes smaller files. Nothing was added."
        )
        let mediaType = request.headers[.contentType].map {
            ($0.split(separator: ";").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
        let importRequest = ImportRequest(
            container: container, index: index, contentType: mediaType,
            fileName: rawName.removingPercentEncoding ?? rawName, body: body
        )
        do {
            let answer = try await store.applyImport(importRequest)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var response = JSONResponse.make(encoded: Array(try encoder.encode(answer)))
            response.status = .created
            return response
        } catch let error as ImportError {
            throw APIError(status(for: error.kind), error.message)
        }
    }

    static func status(for kind: ImportRefusal) -> HTTPResponse.Status {
        switch kind {
        case .tooLarge: .contentTooLarge
        case .unsupported: .unsupportedMediaType
        case .malformed, .notAccepted: .unprocessableContent
        case .destinationNotFound: .notFound
        }
    }
}

/// `GET /api/images/{id}`: the bytes of an image dropped in from another app, as stored, so
/// the page shows the real picture of an imported photo (its payload's `image`). Stored images
/// never change, so they may be cached. 404 for an unknown id.
enum StoredImageRoute {
    static func handle(_ request: Request, context: some RequestContext, store: ShowcaseStore) async throws -> Response {
        guard let (mediaType, bytes) = try await store.storedImage(context.parameters.get("id") ?? "") else {
            throw APIError(.notFound, "There is no such image; perhaps it was removed in another window.")
        }
        return Response(
            status: .ok,
            headers: [.contentType: mediaType, .contentLength: String(bytes.count), .cacheControl: "private, max-age=31536000, immutable"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }
}
