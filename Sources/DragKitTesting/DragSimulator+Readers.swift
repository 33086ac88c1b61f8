import DragKit

// Readers over a simulator's action log, and a lift in one call, so each test states only what it checks.

extension DragSimulator {
    /// How many logged actions match `predicate`.
    public func count(where predicate: (Action) -> Bool) -> Int {
        log.count(where: predicate)
    }

    /// Every scroll requested, in order.
    public var scrolls: [(ContainerID, Point)] {
        log.compactMap { if case .scroll(let container, let delta) = $0 { (container, delta) } else { nil } }
    }

    /// Every badge set for `pointer`, in order (`nil` entries remove it).
    public func badges(_ pointer: PointerID = 1) -> [Badge?] {
        log.compactMap { if case .setBadge(let p, let badge) = $0, p == pointer { .some(badge) } else { nil } }
    }

    /// Every cursor set for `pointer`, in order.
    public func cursors(_ pointer: PointerID = 1) -> [Cursor] {
        log.compactMap { if case .setCursor(let p, let cursor) = $0, p == pointer { cursor } else { nil } }
    }

    /// Every announcement, in order, with its politeness.
    public var announcementRecords: [Announcement] {
        log.compactMap({ $0.announcement })
    }

    /// Whether the mirror shows the engine's content and no step failed to apply.
    public var mirrorIsInStep: Bool {
        mirror.matches(engine.workspace) && mirrorErrors.isEmpty
    }

    /// Every container's items, in order, keyed by container.
    public var snapshot: [ContainerID: [ItemID]] {
        var lists: [ContainerID: [ItemID]] = [:]
        for id in engine.workspace.containerOrder { lists[id] = order(of: id) }
        return lists
    }

    /// Presses `item` with the mouse and moves the pointer to `point` in two steps, leaving the
    /// drag in progress.
    public mutating func lift(_ item: ItemID, to point: Point, pointer: PointerID = 1, modifiers: Modifiers = []) {
        let start = center(of: item)
        press(pointer, at: start, modifiers: modifiers)
        advance(by: .milliseconds(16))
        move(pointer, to: Point(x: start.x, y: start.y + 5), modifiers: modifiers)
        advance(by: .milliseconds(16))
        move(pointer, to: point, modifiers: modifiers)
    }
}
