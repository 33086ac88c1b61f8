/// Where dragged content comes from, relative to a destination.
public enum DragOrigin: Hashable, Sendable {
    /// A container of this app.
    case container(ContainerID)
    /// Another app (another window, tab, or the file system).
    case otherApp
}
