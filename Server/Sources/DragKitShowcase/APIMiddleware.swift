import DragKitStore
import Hummingbird

/// Wraps every request whose path is `/api` or starts with `/api/`.
///
/// For those requests it turns every thrown error into a JSON error response
/// `{"error":"…"}` with a fitting status (``DropError`` kinds map to 400, 409 and
/// 422; ``RepresentationError`` kinds to 400, 404 and 415; an oversized body
/// to 413; an unknown endpoint to 404; anything else to 500), and it adds `Cache-Control: no-store` to every response,
/// successful or not. Other requests pass through untouched.
struct APIMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.isAPIPath(request.uri.path) else {
            return try await next(request, context)
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = Self.response(for: error, request: request, context: context)
        }
        response.headers[.cacheControl] = "no-store"
        return response
    }

    static func isAPIPath(_ path: String) -> Bool {
        path == "/api" || path.hasPrefix("/api/")
    }

    static func response(for error: any Error, request: Request, context: Context) -> Response {
        switch error {
        case let error as APIError:
            if error.logAtInfo {
                context.logger.info(
                    "API request refused",
                    metadata: ["method": "\(request.method)", "path": "\(request.uri.path)", "reason": "\(error.message)"]
                )
            }
            return JSONResponse.error(error.message, status: error.status)
        case let error as DropError:
            return JSONResponse.error(error.message, status: status(for: error.kind))
        case let error as RepresentationError:
            return JSONResponse.error(error.message, status: status(for: error.kind))
        case let error as HTTPError where error.status == .notFound:
            return JSONResponse.error(
                "There is no API endpoint \(request.method) \(request.uri.path).",
                status: .notFound
            )
        case let error as HTTPError:
            return JSONResponse.error(error.body ?? error.status.reasonPhrase, status: error.status)
        case let error as any HTTPResponseError:
            return JSONResponse.error(error.status.reasonPhrase, status: error.status)
        default:
            context.logger.error(
                "API request failed",
                metadata: ["method": "\(request.method)", "path": "\(request.uri.path)", "error": "\(String(reflecting: error))"]
            )
            return JSONResponse.error(
                "The server could not complete the request because of an internal error; nothing was changed.",
                status: .internalServerError
            )
        }
    }

    static func status(for kind: DropRefusal) -> HTTPResponse.Status {
        switch kind {
        case .invalidRequest, .containerNotFound, .typeNotAccepted, .refusedByKind: .badRequest
        case .conflict: .conflict
        case .folderInsideItself: .unprocessableContent
        }
    }

    static func status(for kind: RepresentationRefusal) -> HTTPResponse.Status {
        switch kind {
        case .invalidRequest: .badRequest
        case .itemNotFound: .notFound
        case .typeNotOffered: .unsupportedMediaType
        }
    }
}
