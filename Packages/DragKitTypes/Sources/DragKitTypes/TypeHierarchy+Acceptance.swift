extension TypeHierarchy {
    /// The richest of `offered` (fidelity order, richest first) that conforms to one of
    /// `accepted` (A2); the first one when `accepted` is empty; `nil` when none conforms.
    ///
    /// Complexity: O(r · a · d) for r representations, a accepted types and d ancestors.
    public func richest(of offered: [Representation], acceptedBy accepted: [TypeIdentifier]) -> Representation? {
        for representation in offered where conforms(representation.type, toAnyOf: accepted) {
            return representation
        }
        return nil
    }

    /// The representation rule (A2): whether a destination accepting `accepted` takes an item
    /// of `type` that offers `offered` (richest first). It does when `accepted` is empty, or
    /// the item's own type or one of its representations conforms to an accepted type. So a
    /// photo (conforming only to `public.data`) reaches an image destination via its PNG.
    ///
    /// The engine (`Workspace.accepts`), the web host's catalogue and the showcase's server all
    /// decide with this one function. Complexity: O((r + 1) · a · d) for r representations,
    /// a accepted types and d ancestors; O(1) when `accepted` is empty.
    public func accepts(_ type: TypeIdentifier, offering offered: [Representation], by accepted: [TypeIdentifier]) -> Bool {
        conforms(type, toAnyOf: accepted) || richest(of: offered, acceptedBy: accepted) != nil
    }
}
