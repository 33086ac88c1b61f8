/// Why the engine refused a change to its content. The content is unchanged when one is thrown.
public enum WorkspaceError: Error, Hashable, Sendable {
    case duplicateItem(ItemID)
    case duplicateContainer(ContainerID)
    case unknownItem(ItemID)
    case unknownContainer(ContainerID)
    /// `index` is outside `0...count` for the container.
    case indexOutOfRange(Int, count: Int)
}

extension WorkspaceError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateItem(let id): return "item \(id.rawValue) is already registered"
        case .duplicateContainer(let id): return "container \(id.rawValue) is already registered"
        case .unknownItem(let id): return "no item \(id.rawValue)"
        case .unknownContainer(let id): return "no container \(id.rawValue)"
        case .indexOutOfRange(let index, let count): return "index \(index) is outside 0...\(count)"
        }
    }
}
