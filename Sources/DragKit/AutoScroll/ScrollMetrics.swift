/// How far a scrollable container's content extends along its axis, and where it is scrolled to
/// (A1).
///
/// The container's frame (``Event/containerFrame(_:of:)``) is its visible area; its
/// item frames are where the items are on screen now. Register these metrics with
/// ``Event/scrollMetrics(_:of:)`` to make the container auto-scroll during
/// drags.
public struct ScrollMetrics: Hashable, Sendable {
    /// The length of the whole content along the container's ``ContainerPolicy/axis`` (down a
    /// ``ContainerPolicy/Axis/grid``, whose rows wrap and which scrolls vertically).
    public var contentLength: Double
    /// How far the content is scrolled along the axis: 0 at the start, at most
    /// `contentLength` minus the visible length.
    public var offset: Double

    public init(contentLength: Double, offset: Double = 0) {
        self.contentLength = contentLength
        self.offset = offset
    }
}
