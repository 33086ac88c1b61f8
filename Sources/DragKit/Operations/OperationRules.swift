/// The default move/copy rules of drag and drop (S2–S4).
public enum OperationRules {
    /// The operation a drop from `origin` into `destination` performs.
    ///
    /// - S2: the same container moves, another container copies, another app always copies.
    /// - S3: a destination may make drops from its app's other containers move instead
    ///   (``ContainerPolicy/crossContainerOperation``). Drops from other apps stay copies, the
    ///   result least likely to lose data.
    /// - S4: Option (Alt) held turns a same-container drop into a copy. Pass the modifiers as they
    ///   are *at drop time*; passing the hover-time modifiers predicts the result for feedback.
    public static func operation(
        from origin: DragOrigin, to destination: ContainerID, policy: ContainerPolicy, modifiers: Modifiers
    ) -> DropOperation {
        switch origin {
        case .otherApp:
            return .copy
        case .container(let source) where source == destination:
            return modifiers.contains(.option) ? .copy : .move
        case .container:
            if modifiers.contains(.option) { return .copy }
            switch policy.crossContainerOperation {
            case .move: return .move
            case .link: return .link
            default: return .copy
            }
        }
    }
}
