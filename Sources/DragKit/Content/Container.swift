/// One place that holds an ordered list of items and may accept drops.
public struct Container: Hashable, Sendable {
    public var id: ContainerID
    /// A short human-readable name ("Inbox"), used in announcements.
    public var label: String
    public var policy: ContainerPolicy
    /// The items, in order.
    public internal(set) var items: [ItemID]

    public init(id: ContainerID, label: String, policy: ContainerPolicy = ContainerPolicy()) {
        self.id = id
        self.label = label
        self.policy = policy
        self.items = []
    }
}
