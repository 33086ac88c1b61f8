/// One place that holds an ordered list of items and may accept drops.
public struct Container: Hashable, Sendable {
    public var id: ContainerID
    /// A short human-readable name ("Inbox"), used in announcements.
    public var label: String {
        get { storedLabel.value }
        set { storedLabel = CodeUnitString(newValue) }
    }
    /// ``label``, compared by code units (``CodeUnitString``).
    var storedLabel: CodeUnitString
    public var policy: ContainerPolicy
    /// The items, in order.
    public internal(set) var items: [ItemID]

    public init(id: ContainerID, label: String, policy: ContainerPolicy = ContainerPolicy()) {
        self.id = id
        self.storedLabel = CodeUnitString(label)
        self.policy = policy
        self.items = []
    }
}
