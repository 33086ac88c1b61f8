// "Drop into" versus "insert between" (like UIKit's insert-into-item and insert-at-index
// intents): an item may stand for a container of its own (a folder row, a sidebar folder).
// A drag over the middle band of such an item files the content *into* that container, and the
// item is highlighted as the destination (F6); over its edges the drop inserts between items as
// usual, with the insertion line. An item in a container that takes no drops itself (a sidebar
// of folders) is "into" over its whole frame. Drags, keyboard drags and "Move to…" reach the
// opened container the same way (S7).

/// The share of an opening item's length, at each end along its container's axis, that still
/// means "insert between"; the middle that is left means "drop into".
public enum DropIntoBand {
    public static let edgeFraction = 0.25
}

extension DragEngine {
    /// Makes `item` stand for `container` (a folder row for its folder), or for none (`nil`).
    /// The container need not be registered yet; until it is, the item is an ordinary one. O(1).
    public mutating func setOpenedContainer(_ container: ContainerID?, for item: ItemID) {
        workspace.relations.opens[item] = container
    }

    /// The container `item` stands for, if any. O(1).
    public func openedContainer(of item: ItemID) -> ContainerID? {
        workspace.relations.opens[item]
    }

    /// The opening item of `container` under `location` whose "into" band holds it, with the
    /// container it opens, when that container takes some of `items` (dragged from `source`).
    /// Never one of the dragged items, and never the container the items come from.
    /// O(m log m + k) for m opening items (in id order, so the answer is deterministic).
    func dropIntoTarget(at location: Point, over container: ContainerID, items: [ItemID],
                        from source: ContainerID) -> (item: ItemID, container: ContainerID)? {
        // No item opens a container (most content): nothing to look up or sort, O(1).
        guard !workspace.relations.opens.isEmpty, let model = workspace.containers[container] else { return nil }
        for (item, opened) in workspace.relations.opens.sorted(by: { $0.key < $1.key })
        where workspace.container(of: item) == container && opened != source && !items.contains(item) {
            guard let frame = self.frame(of: item), frame.contains(location),
                  workspace.containers.contains(opened), layout.containerFrames[opened] != nil else { continue }
            if model.policy.acceptsDrops {
                let horizontal = model.policy.axis == .horizontal
                let start = horizontal ? frame.minX : frame.minY
                let length = horizontal ? frame.width : frame.height
                let position = (horizontal ? location.x : location.y) - start
                let edge = length * DropIntoBand.edgeFraction
                guard position >= edge && position <= length - edge else { continue }
            }
            guard proposal(for: items, from: source, to: opened, modifiers: []).isAccepted else { continue }
            return (item, opened)
        }
        return nil
    }

    /// The item on screen that stands for `container`, when `container` itself is not on
    /// screen (a subfolder): a keyboard drag there marks that item (S7). O(m).
    func visibleItem(opening container: ContainerID) -> ItemID? {
        if let frame = layout.containerFrames[container], frame.width > 0, frame.height > 0 { return nil }
        for (item, opened) in workspace.relations.opens.sorted(by: { $0.key < $1.key }) where opened == container {
            if let frame = self.frame(of: item), frame.width > 0, frame.height > 0 { return item }
        }
        return nil
    }
}
