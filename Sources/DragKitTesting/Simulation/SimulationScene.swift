import DragKit

/// The scene the engine simulation walks through (``SimulationWalk``): what people use at
/// once — two plain lists, one of them scrolling and holding items whose data loads at the
/// drop, and a small file system whose folder rows open folders (drops *into* an item, spring
/// loading), one folder open beside its parent, two hidden.
///
/// ```
///  x: 0          400          800           1200
///     ┌ Inbox ─┐  ┌ Archive ─┐ ┌ Files ────┐  ┌ Projects ──┐      hidden: Pictures, Sub
///     │ 6 rows │  │ 8 rows,  │ │ Projects ▸│  │ Sub ▸      │
///     │        │  │ 5 shown, │ │ Pictures ▸│  │ draft.txt  │
///     │        │  │ scrolls  │ │ roadmap   │  │ pull req…  │
///     └────────┘  └──────────┘ └───────────┘  └────────────┘
/// ```
///
/// Inbox and Archive copy what comes from elsewhere (S2); the file system moves (S3). Every
/// list is undoable and scrolls once its rows outgrow its frame. Rows are 40 points high and
/// 300 wide; the lists' frames and rows are the simulation's own geometry (``ListGeometry``), which the reference model reads instead of
/// the engine's.
public enum SimulationScene {
    public static let inbox: ContainerID = 1
    public static let archive: ContainerID = 2
    public static let files: ContainerID = 3
    public static let projects: ContainerID = 5
    public static let pictures: ContainerID = 6
    public static let sub: ContainerID = 7

    /// Every container, in registration order.
    public static let containers: [ContainerID] = [inbox, archive, files, projects, pictures, sub]
    /// The containers on screen, which a pointer can reach.
    public static let visible: [ContainerID] = [inbox, archive, files, projects]
    /// The containers that move what is dropped from elsewhere (S3).
    public static let movingContainers: Set<ContainerID> = [files, projects, pictures, sub]
    /// The height of every row.
    public static let rowHeight = 40.0
    /// Items of this type offer data that loads at the drop (S14): Archive's.
    public static let loadingType: TypeIdentifier = "org.dragkit.simulation.remote"

    /// Where each visible list is and how tall its frame is (Archive's frame shows five rows of
    /// its eight and scrolls, A1).
    public static let geometry: [ContainerID: ListGeometry] = [
        inbox: ListGeometry(origin: Point(x: 0, y: 0), width: 300, height: 480),
        archive: ListGeometry(origin: Point(x: 400, y: 0), width: 300, height: 200),
        files: ListGeometry(origin: Point(x: 800, y: 0), width: 300, height: 480),
        projects: ListGeometry(origin: Point(x: 1200, y: 0), width: 300, height: 480),
    ]

    /// Builds the scene: a simulator with every list declared, laid out and measured, folder
    /// rows opening their folders and marked as spring-loaded controls, Archive scrolling, and
    /// no commit answered until the walk says how (``DragSimulator/plannedOutcomes``).
    /// O(items).
    public static func make() throws(WorkspaceError) -> DragSimulator {
        var sim = DragSimulator()
        sim.commitsSucceedAutomatically = false
        sim.appliesScrolls = true
        sim.springLoadsOpeningRows = true
        let copyIn = ContainerPolicy()
        let moveIn = ContainerPolicy(crossContainerOperation: .move)
        try add(&sim, inbox, "Inbox", copyIn, ["Buy milk", "Renew passport", "Book club", "Call Ana", "Pay rent", "Water plants"])
        try add(&sim, archive, "Archive", copyIn,
                             ["Tax return", "Lease", "Ticket", "Photo album", "Recipes", "Old notes", "Manual", "Receipts"],
                             type: loadingType)
        let fileRows = try add(&sim, files, "Files", moveIn, ["Projects", "Pictures", "roadmap", "ticket.txt"])
        let projectRows = try add(&sim, projects, "Projects", moveIn, ["Sub", "draft.txt", "pull request"])
        try add(&sim, pictures, "Pictures", moveIn, ["sea.png"])
        try add(&sim, sub, "Sub", moveIn, ["notes.txt"])
        sim.engine.setOpenedContainer(projects, for: fileRows[0])
        sim.engine.setOpenedContainer(pictures, for: fileRows[1])
        sim.engine.setOpenedContainer(sub, for: projectRows[0])
        // Every list on screen scrolls once its rows outgrow its frame, as a scroll view does; Archive
        // from the start.
        for container in visible {
            _ = sim.engine.handle(.scrollMetrics(
                ScrollMetrics(contentLength: Double(sim.order(of: container).count) * rowHeight), of: container))
        }
        sim.relayoutAll()
        sim.resetMirror()
        return sim
    }

    /// The item a new item of `type` is made as: Archive's offer data that loads (S14).
    public static func makeItem(_ id: ItemID, label: String, type: TypeIdentifier) -> Item {
        if type == loadingType {
            return Item(id: id, type: type, label: label, provider: ItemProvider([
                Representation(type: type, byteCount: 1_000, needsLoading: true)]))
        }
        return Item(id: id, type: type, label: label)
    }

    /// Declares one list: on screen with its ``geometry``, or hidden (a folder not open: a
    /// frame of no size far away). Returns its items.
    @discardableResult
    private static func add(
        _ sim: inout DragSimulator, _ id: ContainerID, _ label: String, _ policy: ContainerPolicy,
        _ labels: [String], type: TypeIdentifier = .item
    ) throws(WorkspaceError) -> [ItemID] {
        let shape = geometry[id]
        let origin = shape?.origin ?? Point(x: -1e7, y: -1e7)
        var ids = try sim.addList(id, label, policy: policy, items: [], origin: origin, width: shape?.width ?? 0,
                                  rowHeight: rowHeight, height: shape?.height ?? 0)
        for text in labels {
            let item = sim.makeItemID()
            try sim.addItem(makeItem(item, label: text, type: type), to: id)
            ids.append(item)
        }
        if shape == nil {
            _ = sim.engine.handle(.containerFrame(Rect(x: -1e7, y: -1e7, width: 0, height: 0), of: id))
        }
        return ids
    }
}

/// Where a visible list of the simulation is, in the simulation's own numbers.
public struct ListGeometry: Hashable, Sendable {
    /// The top-left corner of the list's frame (and of its first row, unscrolled).
    public var origin: Point
    public var width: Double
    /// The frame's height: rows beyond it are scrolled out of view.
    public var height: Double

    public init(origin: Point, width: Double, height: Double) {
        self.origin = origin
        self.width = width
        self.height = height
    }

    /// Whether `point` is inside the frame. O(1).
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + width && point.y >= origin.y && point.y < origin.y + height
    }

    /// The top of row `index` on screen, the list scrolled by `offset`. O(1).
    public func top(ofRow index: Int, offset: Double) -> Double {
        origin.y + Double(index) * SimulationScene.rowHeight - offset
    }
}
