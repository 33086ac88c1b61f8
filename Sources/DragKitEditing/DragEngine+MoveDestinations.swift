import DragKit

extension DragEngine {
    /// The places "Move to…" can put `items` (all from one container, or from levels of one
    /// outline: one group, a row inside another of them travelling inside it), in registration order
    /// (S7): every other container that takes some of them, with the operation a drag there
    /// would perform (S2, S3) and how many it takes (F5). An outline's levels follow its top
    /// level in the tree's order, each with its ``MoveDestination/level``, whether its folder
    /// row is expanded or not, so a menu lists the tree indented (issue 37). Text views and task
    /// controls are left out (their drops are no place to keep items). O(c·k) for c containers,
    /// plus O(n) for the rows of the outlines.
    public func moveDestinations(for requested: [ItemID]) -> [MoveDestination] {
        // Issue 37: rows from several levels of one outline are one group, whose folders' own
        // levels are no place for it (F7).
        guard let (source, items) = movingGroup(of: requested) else { return [] }
        let spread = commonContainer(of: items) == nil
        var found: [MoveDestination] = []
        for container in workspace.containerOrder {
            if let outline = outline(of: container) {
                // An outline's levels are listed once, in the tree's order, from its top level.
                guard outline.root == container else { continue }
                for (level, depth) in outlineLevels(of: container) {
                    add(level, depth: depth, for: items, from: source, spread: spread, to: &found)
                }
            } else {
                add(container, depth: 0, for: items, from: source, spread: spread, to: &found)
            }
        }
        return found
    }

    /// Adds `container` at `depth` to `found` when it is a place "Move to…" can put `items`:
    /// not their own list, unless they are `spread` over several levels of an outline. O(k).
    private func add(_ container: ContainerID, depth: Int, for items: [ItemID], from source: ContainerID,
                     spread: Bool, to found: inout [MoveDestination]) {
        guard container != source || spread, !isTextView(container),
              let policy = workspace.containers[container]?.policy, policy.role == .content else { return }
        let answer = proposal(for: items, from: source, to: container, modifiers: [])
        guard answer.isAccepted else { return }
        found.append(MoveDestination(container: container, operation: answer.operation == .move ? .move : .copy,
                                     itemCount: answer.items.count, level: depth))
    }

    /// The levels of the outline `root`, top level first, each followed by the levels its rows
    /// open (expanded or not), with their depths. A level reached twice is listed once. O(n).
    private func outlineLevels(of root: ContainerID) -> [(ContainerID, Int)] {
        var levels: [(ContainerID, Int)] = []
        var listed: Set<ContainerID> = []
        var pending: [(ContainerID, Int)] = [(root, 0)]
        while let (level, depth) = pending.popLast() {
            guard listed.insert(level).inserted else { continue }
            levels.append((level, depth))
            let inner = (workspace.containers[level]?.items ?? []).compactMap { openedContainer(of: $0) }
            for opened in inner.reversed() where workspace.containers.contains(opened) {
                pending.append((opened, depth + 1))
            }
        }
        return levels
    }
}
