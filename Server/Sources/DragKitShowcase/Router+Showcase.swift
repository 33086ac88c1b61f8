import DragKitStore
import Hummingbird
import Logging

/// The showcase's router: the JSON API under `/api`, and static files for
/// every other path.
///
/// Routes:
/// - `GET /api/health` → `{"ok":true}`
/// - `GET /api/stats` → `{"eventStreams":N}`: how many event streams are open now (a client that
///   closed its stream is counted out at once, issue 34)
/// - `GET /api/containers` → every container with its items (and text), in container order;
///   the header `DragKit-Store-Version` names the store's version this content is at
/// - `GET /api/events` → the store's changes as server-sent events (see ``EventsRoute``); a
///   heartbeat every `eventHeartbeat`
/// - `POST /api/drops` → applies an item drop (see ``DropRoute``)
/// - `POST /api/text` → applies a text drop (see ``TextRoute``)
/// - `GET /api/items/{id}/representation?type=&fields=` → an item's content
///   in one type (see ``RepresentationRoute``)
/// - `POST /api/imports?container=&index=` → stores content dropped in from another app
///   (see ``ImportRoute``)
/// - `GET /api/images/{id}` → an imported image's stored bytes (see ``StoredImageRoute``)
///
/// Every response carries the security headers (``SecurityHeadersMiddleware``); unsafe paths
/// are refused (``PathSafetyMiddleware``); requests from elsewhere than the showcase's own
/// page, and writes that are not JSON, are refused (``WriteAccessMiddleware``).
///
/// Any other path is looked up in `webRoot` (`/` and folders serve their
/// `index.html`); `.wasm` is served as `application/wasm` and `.js`/`.mjs` as
/// `text/javascript`, with `Cache-Control: no-cache` so browsers revalidate.
public func buildRouter(
    store: ShowcaseStore, webRoot: String, logger: Logger, policy: AccessPolicy = .loopback,
    eventHeartbeat: Duration = .seconds(15)
) -> Router<ShowcaseRequestContext> {
    let router = Router(context: ShowcaseRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: PathSafetyMiddleware())
    router.add(middleware: APIMiddleware())
    router.add(middleware: WriteAccessMiddleware(policy: policy))
    router.add(
        middleware: FileMiddleware(
            webRoot,
            cacheControl: CacheControl([(MediaType(type: .any), [.noCache])]),
            searchForIndexHtml: true,
            logger: logger
        )
        .withAdditionalMediaTypes(forFileExtensions: [
            "wasm": .applicationWasm,
            "js": .textJavascript,
            "mjs": .textJavascript,
        ])
    )

    router.get("/api/health") { _, _ in
        try JSONResponse.make(["ok": true])
    }
    router.get("/api/stats") { _, _ in
        try JSONResponse.make(Stats(eventStreams: store.changes.followerCount))
    }
    router.get("/api/containers") { _, _ in
        let stored = try await store.versionedContainers()
        var response = try JSONResponse.make(ContainersPayload(containers: stored.containers))
        response.headers[storeVersionHeader] = String(stored.version)
        return response
    }
    router.get("/api/events") { _, context in
        try await EventsRoute.handle(store: store, heartbeat: eventHeartbeat, channel: context.channel)
    }
    router.post("/api/drops") { request, _ in
        try await DropRoute.handle(request, store: store)
    }
    router.post("/api/text") { request, _ in
        try await TextRoute.handle(request, store: store)
    }
    router.post("/api/imports") { request, _ in
        try await ImportRoute.handle(request, store: store)
    }
    router.get("/api/images/:id") { request, context in
        try await StoredImageRoute.handle(request, context: context, store: store)
    }
    router.get("/api/items/:id/representation") { request, context in
        try await RepresentationRoute.handle(request, context: context, store: store)
    }
    return router
}

/// `GET /api/stats`'s answer: figures an operator or a test reads.
private struct Stats: Encodable {
    /// Event streams open now (``EventsRoute``).
    var eventStreams: Int
}
