/// Tag for ``AppID``.
public enum AppKind: IdentifierKind {}
/// One app (or scene, or window of another app) that containers belong to. Drags between
/// containers of different apps follow the rules for other apps (S2: always a copy).
public typealias AppID = Identifier<AppKind>

/// What the engine knows about containers beyond their content: which app each belongs to
/// (S1–S3) and which items stand for a container of their own, such as a folder row that a
/// drop can go *into* (like UIKit's insert-into-item intent). Set by the host with
/// ``DragEngine/setApp(_:for:)`` and ``DragEngine/setOpenedContainer(_:for:)``.
struct ContainerRelations: Equatable, Sendable {
    /// The app of each container that has one; a container without one belongs to every app
    /// (a toolbar control), so drags to and from it stay within the app.
    var apps = HandleTable<ContainerKind, AppID>()
    /// The container each "opening" item stands for (a folder row → the folder's container).
    var opens = HandleTable<ItemKind, ContainerID>()
    /// The containers shown as the top level of an outline, with the width of one level of
    /// indentation in points (issue 37): the containers their folder rows open are its deeper
    /// levels (``DragEngine/setOutline(_:indentation:)``).
    var outlineRoots = HandleTable<ContainerKind, Double>()
    /// The outline rows whose children are shown (``DragEngine/setExpanded(_:_:)``).
    var expanded = HandleTable<ItemKind, Bool>()
    /// The items that open each container, in the order they were declared: ``opens`` the other
    /// way round, so a level finds its row in O(1) (issue 37); a folder may have several (its
    /// row in an outline and a shortcut in a sidebar). Kept by ``setOpened(_:for:)``.
    private(set) var openers = HandleTable<ContainerKind, [ItemID]>()
    /// Increases with every change to which rows open what, to the outlines and to which rows
    /// are expanded: with the content's generation, what an outline's shown rows are derived from.
    private(set) var outlineGeneration: UInt64 = 0

    /// Makes `item` stand for `container` (or for none), keeping ``openers``. O(1).
    mutating func setOpened(_ container: ContainerID?, for item: ItemID) {
        if let previous = opens[item] {
            openers[previous]?.removeAll { $0 == item }
            if openers[previous]?.isEmpty == true { openers[previous] = nil }
        }
        opens[item] = container
        if let container {
            var list = openers[container] ?? []
            list.append(item)
            openers[container] = list
        }
        outlineGeneration &+= 1
    }

    /// Shows `root` as an outline's top level indented by `indentation`, or as a plain list
    /// (`nil`). O(1).
    mutating func setOutline(_ root: ContainerID, indentation: Double?) {
        outlineRoots[root] = indentation
        outlineGeneration &+= 1
    }

    /// Shows or hides the children of the outline row `item`. O(1).
    mutating func setExpanded(_ item: ItemID, _ isExpanded: Bool) {
        guard (expanded[item] ?? false) != isExpanded else { return }
        expanded[item] = isExpanded ? true : nil
        outlineGeneration &+= 1
    }
}
