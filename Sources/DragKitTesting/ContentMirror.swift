import DragKit

/// A host's copy of the content, kept in step only by applying the engine's
/// `Action.applyChange(_:)` steps, as a real host does with its views.
///
/// Tests compare it with `DragEngine.workspace` to prove that the actions alone are enough for
/// a host to show the right content.
public struct ContentMirror: Hashable, Sendable {
    /// Item ids per container, in order.
    public private(set) var lists: [ContainerID: [ItemID]] = [:]
    /// For each copy made, the item it was copied from.
    public private(set) var originals: [ItemID: ItemID] = [:]
    /// Items removed from their container and not yet inserted anywhere.
    public private(set) var detached: Set<ItemID> = []

    /// A mirror of the engine's content as it is now.
    public init(of workspace: Workspace) {
        for id in workspace.containerOrder {
            lists[id] = workspace.containers[id]?.items ?? []
        }
    }

    /// Applies `steps` in order. Steps that don't fit the mirror (inserting an item that is
    /// still somewhere, an index out of range) are reported, because a host couldn't apply them.
    public mutating func apply(_ steps: [ContentStep]) throws(MirrorError) {
        for step in steps {
            switch step {
            case .remove(let item):
                guard let container = lists.first(where: { $0.value.contains(item) })?.key,
                      let index = lists[container]?.firstIndex(of: item) else { throw .notPresent(item) }
                lists[container]?.remove(at: index)
                detached.insert(item)
            case .insert(let item, let container, let index):
                guard detached.remove(item) != nil else { throw .notDetached(item) }
                guard let count = lists[container]?.count, index >= 0, index <= count else {
                    throw .badIndex(index, container)
                }
                lists[container]?.insert(item, at: index)
            case .duplicate(let original, let copy):
                originals[copy] = original
                detached.insert(copy)
            case .delete(let item):
                guard detached.remove(item) != nil else { throw .notDetached(item) }
            case .create(let item, _, _):
                detached.insert(item)
            }
        }
    }

    /// Whether the mirror shows exactly what the engine holds.
    public func matches(_ workspace: Workspace) -> Bool {
        guard detached.isEmpty else { return false }
        for id in workspace.containerOrder where lists[id] ?? [] != workspace.containers[id]?.items ?? [] {
            return false
        }
        return true
    }
}

/// A content step a host could not apply.
public enum MirrorError: Error, Hashable, Sendable {
    case notPresent(ItemID)
    case notDetached(ItemID)
    case badIndex(Int, ContainerID)
}
