import Foundation
import NIOCore
import NIOHTTPTypes

/// Notices at once that a client closed its side of a connection (issue 34: event streams whose
/// browser had gone stayed in CLOSE-WAIT until their next heartbeat, so descriptors piled up
/// under many short-lived clients).
///
/// The server allows half-closed connections (a client may send its request and shut its
/// writing side), so the end of the client's input is an event (`ChannelEvent.inputClosed`),
/// not a close, and nobody reads the connection while a response is streamed. This handler,
/// in every connection's pipeline, hears that event and the connection's end and runs what a
/// response registered with ``whenClientGone(_:)``: the event stream cancels its subscription
/// and closes the connection, so the stream is counted out and the descriptor freed without
/// waiting for a write to fail. O(1) per event; callbacks run once, on the event loop.
final class ConnectionCloseWatcher: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    /// What to run when the client is gone; nil once run. Guarded by `lock` (registered from a
    /// request's task, run on the event loop).
    private var callbacks: [@Sendable () -> Void]? = []
    private let lock = NSLock()

    /// Runs `callback` once when the client's input ends or the connection closes; at once
    /// when that happened already. O(1).
    func whenClientGone(_ callback: @escaping @Sendable () -> Void) {
        let runNow: Bool = lock.withLock {
            guard callbacks != nil else { return true }
            callbacks?.append(callback)
            return false
        }
        if runNow { callback() }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { clientGone() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        clientGone()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        clientGone()
    }

    private func clientGone() {
        let due = lock.withLock { () -> [@Sendable () -> Void] in
            defer { callbacks = nil }
            return callbacks ?? []
        }
        for callback in due { callback() }
    }
}

extension Channel {
    /// This connection's ``ConnectionCloseWatcher`` (nil when its pipeline has none: a test
    /// channel). O(handlers).
    func closeWatcher() async -> ConnectionCloseWatcher? {
        try? await pipeline.handler(type: ConnectionCloseWatcher.self).get()
    }
}
