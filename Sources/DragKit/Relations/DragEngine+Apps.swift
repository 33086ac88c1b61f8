// App boundaries (S1–S3): containers may belong to different apps, scenes or windows. A drag
// between two apps is always a copy (S2), whatever the destination's own cross-container
// operation says (S3: that override applies inside its app only, the result least likely to
// lose data). Drags, keyboard drags and "Move to…" all ask ``DragEngine/origin(of:into:)``,
// so the three agree on every pair.

extension DragEngine {
    /// Puts `container` in `app` (`nil`: in every app, e.g. a toolbar control). Drops from a
    /// container of another app are copies (S2). O(1).
    public mutating func setApp(_ app: AppID?, for container: ContainerID) {
        workspace.relations.apps[container] = app
    }

    /// The app `container` belongs to, if the host named one. O(1).
    public func app(of container: ContainerID) -> AppID? {
        workspace.relations.apps[container]
    }

    /// Where content from `source` comes from, as seen by `destination`: another app when both
    /// name apps and they differ, else `source` itself. O(1).
    public func origin(of source: ContainerID, into destination: ContainerID) -> DragOrigin {
        if let from = workspace.relations.apps[source], let to = workspace.relations.apps[destination], from != to {
            return .otherApp
        }
        return .container(source)
    }
}
