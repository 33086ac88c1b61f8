import HTTPTypes
import Hummingbird

/// Adds the security headers to every response, errors included (issue 13):
/// - `Content-Security-Policy`: the page may run only its own scripts (no inline script or
///   handlers, no `eval`; `'wasm-unsafe-eval'` lets it compile its WebAssembly), load only
///   its own styles, images, fonts and API (plus `data:`/`blob:` images it makes itself),
///   and may not be framed; API responses get `default-src 'none'; sandbox`, so a stored
///   SVG or text opened directly can run nothing;
/// - `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`,
///   `Cross-Origin-Resource-Policy: same-origin`.
/// O(1) per response.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The page's policy.
    static var pagePolicy: String {
        [
            "default-src 'self'",
            "script-src 'self' 'wasm-unsafe-eval'",
            "style-src 'self'",
            "img-src 'self' data: blob:",
            "connect-src 'self'",
            "font-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// The policy of API answers: they are data, never a document.
    static var apiPolicy: String { "default-src 'none'; frame-ancestors 'none'; sandbox" }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let isAPI = APIMiddleware<Context>.isAPIPath(request.uri.path)
        response.headers[.contentSecurityPolicy] = isAPI ? Self.apiPolicy : Self.pagePolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        if let referrerPolicy = HTTPField.Name("Referrer-Policy") { response.headers[referrerPolicy] = "no-referrer" }
        response.headers[.crossOriginResourcePolicy] = "same-origin"
        return response
    }
}
