import DragKit

extension DragEngine {
    /// The places "Move to…" can put `items` (all from one container), in registration order
    /// (S7): every other container that takes some of them, with the operation a drag there
    /// would perform (S2, S3) and how many it takes (F5). Text views and task controls are left
    /// out (their drops are no place to keep items). O(c·k) for c containers.
    public func moveDestinations(for items: [ItemID]) -> [MoveDestination] {
        guard let source = commonContainer(of: items) else { return [] }
        var found: [MoveDestination] = []
        for container in workspace.containerOrder where container != source && !isTextView(container) {
            guard let policy = workspace.containers[container]?.policy, policy.role == .content else { continue }
            let answer = proposal(for: items, from: source, to: container, modifiers: [])
            guard answer.isAccepted else { continue }
            found.append(MoveDestination(container: container, operation: answer.operation == .move ? .move : .copy,
                                         itemCount: answer.items.count))
        }
        return found
    }
}
