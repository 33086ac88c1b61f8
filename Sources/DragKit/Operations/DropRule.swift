/// A destination's own rule for answering a hover (S2–S4, F5, F6, F8), as data: when it
/// applies and what it does to the answer the default rules suggest (UIKit's drop-session
/// update and AppKit's dragging-updated, said declaratively). A container's rules
/// (``DragEngine/setDropRules(_:for:)``) apply in order, each to the previous one's answer. They
/// narrow, never widen: no rule can take an item whose type the destination doesn't accept.
/// Rules are values, so two engines with the same rules compare equal and different rules
/// tell them apart.
///
/// ```swift
/// // Take at most one item; copy what comes from another container.
/// engine.setDropRules([DropRule(.atMost(1)), DropRule(.fromOtherContainers, .operation(.copy))], for: inbox)
/// ```
public struct DropRule: Hashable, Sendable {
    /// When a rule applies.
    public enum Condition: Hashable, Sendable {
        /// Always.
        case always
        /// The content comes from the destination itself.
        case fromItself
        /// The content comes from another container of this app.
        case fromOtherContainers
        /// The content comes from this origin: one container, or another app.
        case from(DragOrigin)
        /// These modifiers (at least) are held.
        case holding(Modifiers)
    }

    /// What a rule does to the answer so far.
    public enum Effect: Hashable, Sendable {
        /// Answer this operation: `.copy`, `.move` or `.link` take the items; `.forbidden`
        /// refuses ("not allowed"); `.cancel` takes no part, as if there were no destination.
        /// `.delete` is never an answer and refuses.
        case operation(DropOperation)
        /// Take at most the first `n` items, in drag order (the badge shows how many, F5).
        case atMost(Int)
        /// Take only the items whose type conforms to one of these.
        case only([TypeIdentifier])
    }

    public var condition: Condition
    public var effect: Effect

    /// A rule that does `effect` when `condition` holds.
    public init(_ condition: Condition, _ effect: Effect) {
        self.condition = condition
        self.effect = effect
    }

    /// A rule that always does `effect`.
    public init(_ effect: Effect) {
        self.init(.always, effect)
    }
}
