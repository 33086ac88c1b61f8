import DragKitStore
import Hummingbird
import NIOCore
import ServiceLifecycle

/// `GET /api/events`: the store's changes as server-sent events (issue 12: two windows of the
/// showcase are two views of one store, S9, S14).
///
/// The stream (`Content-Type: text/event-stream`) starts with `retry: 1000` (a browser
/// reconnects a second after losing it) and the store's current version, then carries one
/// `event: change` with `data: {"version":N}` after every stored write (drops, text drops,
/// undo and redo, imports: everything that commits through ``ShowcaseStore``), and a comment
/// line `: heartbeat` every ``heartbeat`` (15 s by default) when nothing else was sent, so
/// proxies keep it open and a reader that went away is noticed.
///
/// A follower that reads slowly skips versions, never delays a write (``StoreVersionFeed``).
/// At most ``StoreVersionFeed/limit`` follow at once; one more is answered 503 with a message
/// and nothing is streamed. A follower is counted out as soon as its client closes the
/// connection (``ConnectionCloseWatcher``: the end of the client's input, issue 34; before,
/// only the next event or heartbeat noticed, and the connection waited in CLOSE-WAIT until
/// then), and every stream ends when the server shuts down gracefully, so a shutdown never
/// waits for open windows. `GET /api/stats` says how many streams are open (`eventStreams`).
enum EventsRoute {
    /// What a follower beyond the limit is told (503).
    static func tooManyMessage(limit: Int) -> String {
        "Too many windows are following changes already (at most \(limit)), so this one can't show other windows' changes; close another window, then reload this one."
    }

    /// The stream for one request on `channel` (its connection; the stream ends when the
    /// client closes it).
    static func handle(store: ShowcaseStore, heartbeat: Duration, channel: any Channel) async throws -> Response {
        guard let subscription = store.changes.follow() else {
            var response = JSONResponse.error(tooManyMessage(limit: store.changes.limit), status: .serviceUnavailable)
            response.headers[.retryAfter] = "15"
            return response
        }
        let current: Int
        do {
            current = try await store.version()
        } catch {
            subscription.cancel()
            throw error
        }
        // The client going away ends the subscription at once, which ends the stream below, and
        // closes the connection (its input is over; nothing more will be asked on it).
        await channel.closeWatcher()?.whenClientGone {
            subscription.cancel()
            channel.close(promise: nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream"],
            body: ResponseBody { writer in
                defer { subscription.cancel() }
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: "retry: 1000\n\n" + EventMessage.change(current).text))
                    try await stream(subscription, heartbeat: heartbeat, to: &writer)
                } onGracefulShutdown: {
                    subscription.cancel()
                }
                try await writer.finish(nil)
            }
        )
    }

    /// Writes each published version and the heartbeats to `writer` until the subscription ends
    /// (cancelled, or the server shutting down); throws when the connection is gone.
    private static func stream(
        _ subscription: StoreVersionFeed.Subscription, heartbeat: Duration, to writer: inout any ResponseBodyWriter
    ) async throws {
        // One queue for both sources; it keeps the newest two (a change and a heartbeat), since
        // each version names the whole stored content.
        let (messages, sink) = AsyncStream.makeStream(of: EventMessage.self, bufferingPolicy: .bufferingNewest(2))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await version in subscription.versions { sink.yield(.change(version)) }
                sink.finish()
            }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: heartbeat)
                    sink.yield(.heartbeat)
                }
            }
            for await message in messages {
                try await writer.write(ByteBuffer(string: message.text))
            }
            group.cancelAll()
        }
    }
}

/// One message of the event stream. O(1).
enum EventMessage: Sendable {
    /// The store is now at this version.
    case change(Int)
    /// Nothing happened; the stream is alive.
    case heartbeat

    var text: String {
        switch self {
        case .change(let version): "event: change\ndata: {\"version\":\(version)}\n\n"
        case .heartbeat: ": heartbeat\n\n"
        }
    }
}
