import Foundation

/// Tells whoever follows the store that a write was stored (S9, S14: two windows are two views
/// of one store; issue 12): each committed write publishes the store's new version
/// (``ShowcaseStore/version()``), and every follower receives it.
///
/// A follower sees only the newest version it has not taken yet: a slow follower skips versions
/// in between, since each version names the whole stored content, never a difference. So
/// ``publish(_:)`` never waits for a follower and never blocks a write: it hands the version to
/// each follower's one-slot buffer, O(followers), under a lock held only for that.
///
/// At most ``limit`` followers at once: ``follow()`` answers nil beyond it. A follower is
/// removed when it calls ``Subscription/cancel()``, when its stream's consumer stops (the task
/// reading it is cancelled), or when ``finishAll()`` ends every stream (the server shutting down).
public final class StoreVersionFeed: @unchecked Sendable {
    /// One follower: the versions published after it started following, newest first buffered.
    public struct Subscription: Sendable {
        /// The published versions, in order, skipping any the consumer had no time for.
        public let versions: AsyncStream<Int>
        let id: UInt64
        let feed: StoreVersionFeed

        /// Stops following: the stream ends and the follower no longer counts. O(1); idempotent.
        public func cancel() {
            feed.remove(id)
        }
    }

    /// Most followers at once.
    public let limit: Int
    private let lock = NSLock()
    private var followers: [UInt64: AsyncStream<Int>.Continuation] = [:]
    private var nextID: UInt64 = 0
    private var finished = false

    /// A feed taking at most `limit` followers at once (`limit` ≥ 0).
    public init(limit: Int = 64) {
        self.limit = max(0, limit)
    }

    /// Starts following: a subscription whose stream yields every version published from now
    /// on, or nil when ``limit`` followers already follow (or the feed was finished). O(1).
    public func follow() -> Subscription? {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        lock.lock()
        guard !finished, followers.count < limit else {
            lock.unlock()
            continuation.finish()
            return nil
        }
        nextID += 1
        let id = nextID
        followers[id] = continuation
        lock.unlock()
        // The consumer's task cancelled or the stream finished: it no longer counts.
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return Subscription(versions: stream, id: id, feed: self)
    }

    /// Hands `version` to every follower; never waits. O(followers).
    public func publish(_ version: Int) {
        lock.lock()
        let targets = Array(followers.values)
        lock.unlock()
        for continuation in targets { continuation.yield(version) }
    }

    /// How many follow now. O(1).
    public var followerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return followers.count
    }

    /// Ends every follower's stream and takes no new ones (the server is shutting down). O(followers).
    public func finishAll() {
        lock.lock()
        finished = true
        let targets = Array(followers.values)
        followers.removeAll()
        lock.unlock()
        for continuation in targets { continuation.finish() }
    }

    private func remove(_ id: UInt64) {
        lock.lock()
        let continuation = followers.removeValue(forKey: id)
        lock.unlock()
        continuation?.finish()
    }
}
