import Hummingbird
import NIOCore

/// The showcase's request context: Hummingbird's basic one plus the connection the request came
/// on, so a long-lived response (the event stream, ``EventsRoute``) can learn at once that its
/// client went away (``ConnectionCloseWatcher``) instead of at its next write (issue 34).
public struct ShowcaseRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The request's connection.
    public let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }
}
