extension TypeHierarchy {
    /// The richest of `offered` (fidelity order, richest first) that conforms to one of
    /// `accepted` (A2); the first one when `accepted` is empty; `nil` when none conforms.
    ///
    /// Complexity: O(r · a · log t) for r representations, a accepted types and t known types.
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
    /// decide with this one function (the engine on interned types, ``accepts(anyOf:by:)``).
    /// Complexity: O((r + 1) · a · log t) for r representations, a accepted types and t known
    /// types; O(1) when `accepted` is empty.
    public func accepts(_ type: TypeIdentifier, offering offered: [Representation], by accepted: [TypeIdentifier]) -> Bool {
        conforms(type, toAnyOf: accepted) || richest(of: offered, acceptedBy: accepted) != nil
    }

    /// The representation rule (A2) on interned types: whether a destination accepting
    /// `accepted` takes an item whose own type and representations' types are `types` (in any
    /// order). Takes it when `accepted` is empty or one of `types` conforms to an accepted type,
    /// as ``accepts(_:offering:by:)`` decides on names. O(k · t/64) for k types, no hashing.
    public func accepts(anyOf types: [TypeHandle], by accepted: TypeSet) -> Bool {
        if accepted.isEmpty { return true }
        for type in types where ancestors(of: type).intersects(accepted) { return true }
        return false
    }
}
