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
        workspace.relations.setOpened(container, for: item)
    }

    /// The container `item` stands for, if any. O(1).
    public func openedContainer(of item: ItemID) -> ContainerID? {
        workspace.relations.opens[item]
    }

    /// The opening item of `container` under `location` whose "into" band holds it, with the
    /// container it opens, when that container takes some of `items` (dragged from `source`);
    /// ``IntoTarget/refused`` when it takes none because they would end up inside themselves (a
    /// folder over one of its own subfolders: not allowed, F6, F7). Never one of the dragged
    /// items, and never the container the items come from. O(m log m + k) for m opening items
    /// (in id order, so the answer is deterministic).
    func dropIntoTarget(at location: Point, over container: ContainerID, items: [ItemID],
                        from source: ContainerID) -> IntoTarget? {
        // No item opens a container (most content): nothing to look up or sort, O(1).
        guard !workspace.relations.opens.isEmpty, workspace.containers.contains(container) else { return nil }
        for (item, opened) in workspace.relations.opens.sortedByKey({ $0.key.rawValue })
        where workspace.container(of: item) == container && opened != source && !items.contains(item) {
            guard let frame = self.frame(of: item), frame.contains(location),
                  workspace.containers.contains(opened), layout.containerFrames[opened] != nil,
                  isInIntoBand(location, of: frame, in: container) else { continue }
            guard proposal(for: items, from: source, to: opened, modifiers: []).isAccepted else {
                if items.contains(where: { workspace.wouldBeInsideItself($0, in: opened) }) { return .refused(item, opened) }
                continue
            }
            return .into(item, opened)
        }
        return nil
    }

    /// Whether `location`, on the row `frame` of an opening item in `container`, is where a
    /// drop goes *into* the item: its middle band along the container's axis, or the whole row
    /// where the container takes no drops itself (a sidebar). The one zone decision the
    /// feedback (F6) and spring loading (S13) share. O(1).
    func isInIntoBand(_ location: Point, of frame: Rect, in container: ContainerID) -> Bool {
        guard let policy = workspace.containers[container]?.policy, policy.acceptsDrops else { return true }
        let horizontal = policy.axis == .horizontal
        let start = horizontal ? frame.minX : frame.minY
        let length = horizontal ? frame.width : frame.height
        let position = (horizontal ? location.x : location.y) - start
        let edge = length * DropIntoBand.edgeFraction
        return position >= edge && position <= length - edge
    }

    /// The item on screen that stands for `container`, when `container` itself is not on
    /// screen (a subfolder): a keyboard drag there marks that item (S7). O(m).
    func visibleItem(opening container: ContainerID) -> ItemID? {
        if let frame = layout.containerFrames[container], frame.width > 0, frame.height > 0 { return nil }
        for (item, opened) in workspace.relations.opens.sortedByKey({ $0.key.rawValue }) where opened == container {
            if let frame = self.frame(of: item), frame.width > 0, frame.height > 0 { return item }
        }
        return nil
    }
}

/// What a drag over the "into" band of an opening item (a folder row) does there.
enum IntoTarget: Equatable, Sendable {
    /// The drop goes into `container`, which `item` stands for.
    case into(ItemID, ContainerID)
    /// Not allowed: the dragged items would end up inside themselves (F6, F7).
    case refused(ItemID, ContainerID)
}
