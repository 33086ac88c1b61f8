import DragKit
import DragKitTesting

// Shared scenes and small readers over the action log, so each test states only what it checks.

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
enum Scene {
    static let inbox: ContainerID = 1
    static let archive: ContainerID = 2
    /// A third list further right, created only by scenes that ask for it.
    static let extra: ContainerID = 3
    /// Between the two lists: no container.
    static let gap = Point(x: 350, y: 50)
    /// Far from everything.
    static let nowhere = Point(x: 5000, y: 5000)

    /// Inbox (Milk, Eggs, Bread, Butter) at x 0 and Archive (Apples, Pears) at x 400.
    static func twoLists(
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
}

extension Point {
    /// This point moved by `dx`, `dy`.
    func offset(_ dx: Double, _ dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

// MARK: - Reading actions

extension Action {
    var isBeginPreview: Bool { if case .beginPreview = self { true } else { false } }
    var isMovePreview: Bool { if case .movePreview = self { true } else { false } }
    var isEndPreview: Bool { if case .endPreview = self { true } else { false } }
    var isScroll: Bool { if case .scroll = self { true } else { false } }
    var isCommit: Bool { if case .commit = self { true } else { false } }
    var isApplyChange: Bool { if case .applyChange = self { true } else { false } }
    var isMeasureLayout: Bool { if case .measureLayout = self { true } else { false } }
    var isReportFailure: Bool { if case .reportFailure = self { true } else { false } }

    /// The frame of a `beginPreview` or `movePreview`.
    var previewFrame: Rect? {
        switch self {
        case .beginPreview(_, _, let frame), .movePreview(_, let frame): frame
        default: nil
        }
    }

    /// The announcement of an `announce`.
    var announcement: Announcement? { if case .announce(let value) = self { value } else { nil } }

    /// The pointer an action is about, for the actions that name one.
    var pointer: PointerID? {
        switch self {
        case .beginPreview(let p, _, _), .movePreview(let p, _), .endPreview(let p, _),
             .markDestination(let p, _), .setCursor(let p, _), .setBadge(let p, _),
             .addToPreview(let p, _), .flockPreview(let p, _), .reshapePreview(let p, _):
            p
        default:
            nil
        }
    }
}

extension DragSimulator {
    /// How many logged actions match `predicate`.
    func count(where predicate: (Action) -> Bool) -> Int {
        log.count(where: predicate)
    }

    /// Every scroll requested, in order.
    var scrolls: [(ContainerID, Point)] {
        log.compactMap { if case .scroll(let container, let delta) = $0 { (container, delta) } else { nil } }
    }

    /// Every badge set for `pointer`, in order (`nil` entries remove it).
    func badges(_ pointer: PointerID = 1) -> [Badge?] {
        log.compactMap { if case .setBadge(let p, let badge) = $0, p == pointer { .some(badge) } else { nil } }
    }

    /// Every cursor set for `pointer`, in order.
    func cursors(_ pointer: PointerID = 1) -> [Cursor] {
        log.compactMap { if case .setCursor(let p, let cursor) = $0, p == pointer { cursor } else { nil } }
    }

    /// Every announcement, in order, with its politeness.
    var announcementRecords: [Announcement] {
        log.compactMap({ $0.announcement })
    }

    /// Whether the mirror shows the engine's content and no step failed to apply.
    var mirrorIsInStep: Bool {
        mirror.matches(engine.workspace) && mirrorErrors.isEmpty
    }

    /// Every container's items, in order, keyed by container.
    var snapshot: [ContainerID: [ItemID]] {
        var lists: [ContainerID: [ItemID]] = [:]
        for id in engine.workspace.containerOrder { lists[id] = order(of: id) }
        return lists
    }

    /// Presses `item` with the mouse and moves the pointer to `point` in two steps, leaving the
    /// drag in progress.
    mutating func lift(_ item: ItemID, to point: Point, pointer: PointerID = 1, modifiers: Modifiers = []) {
        let start = center(of: item)
        press(pointer, at: start, modifiers: modifiers)
        advance(by: .milliseconds(16))
        move(pointer, to: Point(x: start.x, y: start.y + 5), modifiers: modifiers)
        advance(by: .milliseconds(16))
        move(pointer, to: point, modifiers: modifiers)
    }
}
