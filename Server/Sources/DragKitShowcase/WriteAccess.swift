import Foundation
import HTTPTypes
import Hummingbird

/// Who may use the API, decided per request before any route runs (issue 13, "who may write").
///
/// - Every request must name this server in `Host:` (DNS rebinding): on a loopback address
///   the host must be a loopback name (`127.0.0.1`, `localhost`, `[::1]`, or the bound host)
///   and, when a port is given, the bound port; refused with 403 otherwise.
/// - A write (any method but GET, HEAD and OPTIONS) must come from the showcase's own page:
///   - its `Content-Type` must be `application/json` (415 otherwise: a form post or a
///     `text/plain` "simple" request from another site is refused before it is read), except
///     an import (`POST /api/imports`) that carries `X-File-Name`, a header that makes any
///     other site's request need a CORS grant this server never gives;
///   - `Origin`, when sent, must be this server's own origin, `http://` + the `Host:` value;
///     `Sec-Fetch-Site`, when sent, must be `same-origin`; a browser request (one with any
///     `Sec-Fetch-` header) that sends no `Origin` is refused (403);
///   - when listening beyond loopback (``ShowcaseConfiguration/allowsRemote``), every API
///     request but `/api/health` must carry the install's token: header
///     `Authorization: Bearer <token>`, or the `dragkit_token` cookie that opening
///     `/?token=<token>` sets (403 otherwise).
/// Requests with neither `Origin` nor `Sec-Fetch-` headers come from programs, not from a
/// page in a browser, and are let through (on loopback only, unless they carry the token).
/// No response ever grants CORS access to another origin. O(number of headers) per request.
struct WriteAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: AccessPolicy

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let refusal = policy.refusal(for: request) {
            context.logger.info(
                "Request refused",
                metadata: ["method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(refusal.status.code)"]
            )
            return JSONResponse.error(refusal.message, status: refusal.status)
        }
        if policy.allowsRemote, let token = request.uri.queryParameters.get("token"),
            policy.isValidToken(token), !APIMiddleware<Context>.isAPIPath(request.uri.path)
        {
            // Opening the printed address once stores the token for this browser.
            var response = try await next(request, context)
            response.headers[.setCookie] =
                "\(AccessPolicy.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000"
            return response
        }
        return try await next(request, context)
    }
}

/// The rules ``WriteAccessMiddleware`` applies: which hosts and origins name this server, and
/// the install's token when it listens beyond loopback.
public struct AccessPolicy: Sendable {
    static let cookieName = "dragkit_token"
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site") ?? .origin

    /// Whether the server listens on an address other than loopback (then ``token`` is required).
    public let allowsRemote: Bool
    /// The install's token: required for every API request when ``allowsRemote``.
    public let token: String?
    /// The host the server was asked to listen on.
    let boundHost: String
    /// The port actually bound, once known.
    let boundPort: BoundPort

    /// Loopback only, port not checked: for routers built without an application.
    public static let loopback = AccessPolicy(allowsRemote: false, token: nil, boundHost: "127.0.0.1", boundPort: BoundPort(nil))

    init(allowsRemote: Bool, token: String?, boundHost: String, boundPort: BoundPort) {
        self.allowsRemote = allowsRemote
        self.token = token
        self.boundHost = boundHost
        self.boundPort = boundPort
    }

    /// Whether `host` is a loopback address or name: `localhost`, `127.0.0.0/8`, `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let lowered = bare.lowercased()
        if lowered == "localhost" || lowered == "::1" || lowered == "0:0:0:0:0:0:0:1" { return true }
        let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Compares in time independent of where the first difference is.
    func isValidToken(_ candidate: String) -> Bool {
        guard let token, !token.isEmpty else { return false }
        let a = Array(token.utf8)
        let b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// Why `request` is refused, or nil when it may go on.
    func refusal(for request: Request) -> APIError? {
        let authority = request.head.authority
        if let authority, !isOwnAuthority(authority) {
            return APIError(
                .forbidden,
                "This server answers only under its own address; the Host '\(printable(authority))' is not it. Nothing was changed."
            )
        }
        let isAPI = request.uri.path == "/api" || request.uri.path.hasPrefix("/api/")
        if allowsRemote, isAPI, request.uri.path != "/api/health", !carriesToken(request) {
            return APIError(
                .forbidden,
                "This server listens beyond this computer, so every request needs its token: open the address it printed at start (with ?token=…) once, or send 'Authorization: Bearer <token>'. Nothing was changed."
            )
        }
        guard Self.isWrite(request.method) else { return nil }
        let headers = request.headers
        let fromBrowser = headers.contains { $0.name.canonicalName.hasPrefix("sec-fetch-") }
        if let site = headers[Self.secFetchSite], site.lowercased() != "same-origin" {
            return APIError(.forbidden, "Changes are accepted only from the showcase's own page, not from another site (\(printable(site))). Nothing was changed.")
        }
        if let origin = headers[.origin] {
            guard let authority, origin.lowercased() == "http://" + authority.lowercased() else {
                return APIError(.forbidden, "Changes are accepted only from the showcase's own page, not from '\(printable(origin))'. Nothing was changed.")
            }
        } else if fromBrowser {
            return APIError(.forbidden, "A change sent by a browser must say which page sent it (Origin); this one did not. Nothing was changed.")
        }
        let mediaType = headers[.contentType].map { $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? "" }
        // An import (issue 12) sends a file's own type; its required X-File-Name header is one
        // no other site may send here (the browser asks first, and no CORS grant is ever given).
        let isImport = request.uri.path == "/api/imports" && request.headers[ImportRoute.fileNameHeader] != nil
        guard mediaType == "application/json" || isImport else {
            return APIError(
                .unsupportedMediaType,
                "Changes must be sent as JSON with 'Content-Type: application/json'\(mediaType.map { ", not '\(printable($0))'" } ?? ""). Nothing was changed."
            )
        }
        return nil
    }

    static func isWrite(_ method: HTTPRequest.Method) -> Bool {
        !(method == .get || method == .head || method == .options)
    }

    private func carriesToken(_ request: Request) -> Bool {
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer "),
            isValidToken(String(authorization.dropFirst("Bearer ".count)))
        {
            return true
        }
        for cookieHeader in request.headers[values: .cookie] {
            for pair in cookieHeader.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == Self.cookieName,
                    isValidToken(String(parts[1]))
                {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `authority` (`host[:port]`) names this server.
    private func isOwnAuthority(_ authority: String) -> Bool {
        let (host, port) = Self.split(authority)
        if let port {
            guard let number = Int(port) else { return false }
            if let bound = boundPort.value, bound != 0, number != bound { return false }
        }
        if allowsRemote { return !host.isEmpty }
        return Self.isLoopback(host) || host.lowercased() == boundHost.lowercased()
    }

    /// `host[:port]` or `[v6]:port` into host and port.
    static func split(_ authority: String) -> (host: String, port: String?) {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let host = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            return (host, rest.hasPrefix(":") ? String(rest.dropFirst()) : nil)
        }
        if let colon = authority.lastIndex(of: ":") {
            return (String(authority[..<colon]), String(authority[authority.index(after: colon)...]))
        }
        return (authority, nil)
    }

    /// Short, printable ASCII echo of a header value for messages.
    private func printable(_ value: String) -> String {
        String(value.unicodeScalars.prefix(80).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F && $0 != "'" ? Character($0) : "?" })
    }
}

/// The port the server actually listens on, set once it runs (port 0 picks one).
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?

    init(_ port: Int?) { self.port = port }

    var value: Int? {
        lock.lock()
        defer { lock.unlock() }
        return port
    }

    func set(_ newValue: Int) {
        lock.lock()
        port = newValue
        lock.unlock()
    }
}
