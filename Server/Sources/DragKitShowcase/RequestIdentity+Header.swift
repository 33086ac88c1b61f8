import DragKitStore
import HTTPTypes
import Hummingbird

extension Request {
    /// The header naming a write's client-generated request id.
    static let requestIDHeader = HTTPField.Name("Idempotency-Key") ?? .contentType

    /// The write's request identity from its `Idempotency-Key` header and body, or nil when it
    /// sent none. Throws a 400 for an id that breaks the ``Identifier`` rule (UUIDs follow it).
    static func identity(of request: Request, route: String, bytes: [UInt8]) throws -> RequestIdentity? {
        guard let id = request.headers[requestIDHeader] else { return nil }
        guard Identifier.isValid(id) else {
            throw APIError(.badRequest, "The 'Idempotency-Key' header must be \(Identifier.ruleDescription), e.g. a UUID.")
        }
        return RequestIdentity(id: id, fingerprint: RequestIdentity.fingerprint(route: route, bytes: bytes))
    }
}
