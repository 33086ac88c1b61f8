import Foundation
import Hummingbird

/// Refuses request paths that could make a file be served as something it is not, before
/// the static files are looked up (issue 13: `GET /index.html%00.js` served HTML as
/// JavaScript): a path whose decoded form holds a NUL or any other control character, a
/// backslash, or cannot be decoded is a 400; one with a `.` or `..` segment (also when
/// written `%2e%2e`) is a 404. O(length of the path).
struct PathSafetyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        switch Self.problem(in: request.uri.path) {
        case .none:
            return try await next(request, context)
        case .invalid:
            return JSONResponse.error("The path of this request is not valid.", status: .badRequest)
        case .outsideRoot:
            return JSONResponse.error("There is nothing at this path.", status: .notFound)
        }
    }

    enum Problem: Equatable {
        case invalid, outsideRoot
    }

    static func problem(in rawPath: String) -> Problem? {
        guard let decoded = rawPath.removingPercentEncoding else { return .invalid }
        for text in [rawPath, decoded] {
            if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
                return .invalid
            }
        }
        // Decoding twice catches `%252e%252e` too.
        let twice = decoded.removingPercentEncoding ?? decoded
        for text in [decoded, twice] {
            if text.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." }) {
                return .outsideRoot
            }
        }
        if twice.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return .invalid }
        return nil
    }
}
