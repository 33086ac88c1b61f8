/// How a drag image leaves the screen when its session ends.
public enum PreviewEnding: Hashable, Sendable {
    /// The drop landed: the image settles onto the given items where they now are, then goes.
    case settle(onto: [ItemID])
    /// The drag was cancelled or failed: the image flies back to its source frame (F7).
    case flyBack(to: Rect)
    /// The source is gone or not visible: the image scales up and fades out (F7).
    case evaporate
    /// The content was dropped on another app, which drew its own drag image outside the
    /// window (S1, S2): nothing is left to animate, so the host just removes the image.
    case delivered
}
