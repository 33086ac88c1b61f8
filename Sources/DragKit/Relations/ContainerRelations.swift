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
}
