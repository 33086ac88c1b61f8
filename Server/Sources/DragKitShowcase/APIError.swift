import Hummingbird

/// An API failure with the status to send and a message for people.
///
/// Rendered by ``APIMiddleware`` as `{"error":"<message>"}`.
struct APIError: Error, Sendable {
    var status: HTTPResponse.Status
    var message: String
    /// Whether ``APIMiddleware`` logs this refusal (once, at info level): for failures a
    /// client caused that an operator may still want to see, such as a body cut short.
    var logAtInfo: Bool

    init(_ status: HTTPResponse.Status, _ message: String, logAtInfo: Bool = false) {
        self.status = status
        self.message = message
        self.logAtInfo = logAtInfo
    }
}
