import Hummingbird

/// An API failure with the status to send and a message for people.
///
/// Rendered by ``APIMiddleware`` as `{"error":"<message>"}`.
struct APIError: Error, Sendable {
    var status: HTTPResponse.Status
    var message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }
}
