import DragKitStore
import Foundation
import Hummingbird

/// `GET /api/items/{id}/representation?type=T&fields=a,b`: an item's content in
/// type `T` (see ``ShowcaseStore/representation(ofItem:type:fields:)``).
///
/// Answers the bytes with their `Content-Type`, `Content-Disposition: attachment` with a safe
/// file name (``SafeFileName``), and an explicit `Content-Length`, so the page can show real progress. A missing `type` or
/// unknown field gives 400, an unknown item 404, a type the item does not
/// offer 415.
enum RepresentationRoute {
    static func handle(_ request: Request, context: some RequestContext, store: ShowcaseStore) async throws -> Response {
        let id = context.parameters.get("id") ?? ""
        guard let type = request.uri.queryParameters.get("type"), !type.isEmpty else {
            throw APIError(.badRequest, "Missing query parameter 'type': the type to represent the item in, e.g. public.plain-text.")
        }
        let fields = (request.uri.queryParameters.get("fields") ?? "")
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let representation = try await store.representation(ofItem: id, type: type, fields: fields)
        return Response(
            status: .ok,
            headers: [
                .contentType: representation.contentType,
                .contentLength: String(representation.body.count),
                .contentDisposition: SafeFileName.contentDisposition(
                    name: representation.suggestedName, type: type, contentType: representation.contentType
                ),
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: representation.body))
        )
    }
}
