import Foundation
import NIOCore
import NIOHTTPTypes

/// Caps how many connections the server holds open at once (issue 13: stalled clients must
/// not exhaust its file descriptors). Added to every connection's pipeline; a connection
/// beyond ``ConnectionCount/limit`` is closed at once, before any request is read, and counted
/// out again when it goes away. O(1) per connection.
final class ConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let count: ConnectionCount
    private var counted = false

    init(count: ConnectionCount) {
        self.count = count
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = true
        if !count.enter() {
            context.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if counted {
            counted = false
            count.leave()
        }
    }
}

/// The number of open connections, shared by every connection's ``ConnectionLimitHandler``.
final class ConnectionCount: @unchecked Sendable {
    /// Most connections held open at once.
    let limit: Int
    private let lock = NSLock()
    private var open = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts one more connection; false when that is over ``limit`` (it is counted anyway,
    /// and counted out by ``leave()`` when it closes).
    func enter() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        open += 1
        return open <= limit
    }

    func leave() {
        lock.lock()
        open -= 1
        lock.unlock()
    }
}
