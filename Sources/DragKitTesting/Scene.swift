import DragKit

// The standard two-list scene the tests share, so each test states only what it checks.

/// Containers and points of the standard two-list scene.
///
/// ```
///  x: 0        300   400       700
///     ┌─ Inbox ─┐     ┌ Archive ┐
///  0  │ Milk    │     │ Apples  │
/// 40  │ Eggs    │     │ Pears   │
/// 80  │ Bread   │     │         │
/// 120 │ Butter  │     └─────────┘ 160
///     └─────────┘ 240
/// ```
public enum Scene {
    public static let inbox: ContainerID = 1
    public static let archive: ContainerID = 2
    /// A third list further right, created only by scenes that ask for it.
    public static let extra: ContainerID = 3
    /// Between the two lists: no container.
    public static let gap = Point(x: 350, y: 50)
    /// Far from everything.
    public static let nowhere = Point(x: 5000, y: 5000)

    /// Inbox (Milk, Eggs, Bread, Butter) at x 0 and Archive (Apples, Pears) at x 400.
    public static func twoLists(
        inboxPolicy: ContainerPolicy = ContainerPolicy(),
        archivePolicy: ContainerPolicy = ContainerPolicy(),
        inboxType: TypeIdentifier = .item,
        archiveType: TypeIdentifier = .item,
        configuration: DragConfiguration = DragConfiguration()
    ) throws -> (sim: DragSimulator, inbox: [ItemID], archive: [ItemID]) {
        var sim = DragSimulator(configuration: configuration)
        let inboxItems = try sim.addList(
            inbox, "Inbox", policy: inboxPolicy, items: ["Milk", "Eggs", "Bread", "Butter"], type: inboxType)
        let archiveItems = try sim.addList(
            archive, "Archive", policy: archivePolicy, items: ["Apples", "Pears"], type: archiveType,
            origin: Point(x: 400, y: 0))
        return (sim, inboxItems, archiveItems)
    }

    /// The app the Inbox of ``twoApps()`` belongs to.
    public static let calendarApp: AppID = 1
    /// The app the Archive of ``twoApps()`` belongs to.
    public static let filesApp: AppID = 2

    /// ``twoLists(inboxPolicy:archivePolicy:inboxType:archiveType:configuration:)`` with the
    /// Inbox in one app and the Archive (whose own drops move, S3) in another (S2).
    public static func twoApps() throws -> (sim: DragSimulator, inbox: [ItemID], archive: [ItemID]) {
        var (sim, inbox, archive) = try twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.engine.setApp(calendarApp, for: Scene.inbox)
        sim.engine.setApp(filesApp, for: Scene.archive)
        return (sim, inbox, archive)
    }

    /// Files: Home (a Documents folder row, Budget, CV) on screen and Documents (Lease) hidden
    /// off screen, the folder row opening Documents (drops into an item, S1); with `sidebar`, a
    /// Favorites list (no drops, no drags) holds a shortcut to Documents too.
    public static func homeAndDocuments(sidebar: Bool = false) throws
        -> (sim: DragSimulator, home: [ItemID], documents: [ItemID], shortcut: ItemID?) {
        var sim = DragSimulator()
        let move = ContainerPolicy(crossContainerOperation: .move)
        let home = try sim.addList(1, "Home", policy: move, items: ["Documents", "Budget", "CV"])
        let documents = try sim.addList(2, "Documents", policy: move, items: ["Lease"], origin: Point(x: -1e7, y: -1e7))
        _ = sim.engine.handle(.containerFrame(Rect(x: -1e7, y: -1e7, width: 0, height: 0), of: 2))
        sim.engine.setOpenedContainer(2, for: home[0])
        var shortcut: ItemID?
        if sidebar {
            let list = try sim.addList(3, "Favorites", policy: ContainerPolicy(acceptsDrops: false, allowsDragging: false),
                                       items: ["Documents"], origin: Point(x: 400, y: 0))
            sim.engine.setOpenedContainer(2, for: list[0])
            shortcut = list[0]
        }
        return (sim, home, documents, shortcut)
    }
}
