/// Why the engine refused a change to its content. The content is unchanged when one is thrown.
public enum WorkspaceError: Error, Hashable, Sendable {
    case duplicateItem(ItemID)
    case duplicateContainer(ContainerID)
    case unknownItem(ItemID)
    case unknownContainer(ContainerID)
    /// `index` is outside `0...count` for the container.
    case indexOutOfRange(Int, count: Int)
    /// An item or container identifier (its raw value here) above
    /// ``HandleTable/maximumRawValue``: the engine's tables are indexed by identifier, so hosts
    /// number items and containers from 1 and keep their own map to richer keys (a database row
    /// id, a file name).
    case identifierTooLarge(UInt32)
}

extension WorkspaceError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateItem(let id): return "item \(id.rawValue) is already registered"
        case .duplicateContainer(let id): return "container \(id.rawValue) is already registered"
        case .unknownItem(let id): return "no item \(id.rawValue)"
        case .unknownContainer(let id): return "no container \(id.rawValue)"
        case .indexOutOfRange(let index, let count): return "index \(index) is outside 0...\(count)"
        case .identifierTooLarge(let raw):
            return "identifier \(raw) is above \(HandleTable<ItemKind, Item>.maximumRawValue): number items and containers from 1"
        }
    }
}
