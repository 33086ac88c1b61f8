extension Item {
    /// An item offering its content in several representations, richest first (S12). `type`
    /// stays the item's primary type (what a list shows it as); when `provider` is empty the item
    /// offers just that type.
    public init(id: ItemID, type: TypeIdentifier = .item, label: String, provider: ItemProvider) {
        self.init(id: id, type: type, label: label)
        self.provider = provider
    }

    /// The representations the item offers, richest first: its provider's, or just its primary
    /// ``type`` (with no size) when the provider lists none.
    public var representations: [Representation] {
        provider.representations.isEmpty ? [Representation(type: type)] : provider.representations
    }
}
