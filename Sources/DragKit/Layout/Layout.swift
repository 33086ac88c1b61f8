/// Where things are on screen, as the host measured or described them.
///
/// The host supplies frames (``Event/containerFrame(_:of:)`` and
/// ``Event/itemFrame(_:of:)``) when the engine asks (``Action/measureLayout``) or when
/// its layout changes (resizing). The layout indexes container frames in a spatial grid for hit
/// testing and keeps, per container, the item boundaries along its axis for binary-searching an
/// insertion index.
///
/// ## Scrolling is one number (A1, F6)
///
/// Item frames are reported in viewport coordinates, but kept in their container's *scroll
/// space*: each is stored with the distance its container had scrolled (by
/// ``Event/scrollOffset(_:of:)`` or an auto-scroll step) when it was reported, and read back
/// (``itemFrames``) moved by how far the container has scrolled since. A scroll therefore
/// rewrites no frame and rebuilds no insertion locator: it costs O(1), and frames reported
/// after a scroll (measured at the new offset) combine with older ones. A container's first
/// ``Event/scrollMetrics(_:of:)`` report, and later ones, only say where it is scrolled to: frames
/// already reported are taken as measured there.
///
/// A container may also describe its items instead of measuring them
/// (``UniformGeometry``): then its items need no frames at all.
///
/// As the engine's layout part (issue 23) it also keeps the spring-loaded controls and
/// scrollers every drag shares, and the insertion locators built from its frames, which are
/// rebuilt only when its ``generation`` (or the content's) changed.
public struct Layout: Equatable, Sendable {
    /// Where each container is, in a dense table indexed by id (issue 23). O(1) a lookup.
    public private(set) var containerFrames = HandleTable<ContainerKind, Rect>()
    /// Reported item frames, each in the scroll space of the container it was reported in.
    private var storedItemFrames = HandleTable<ItemKind, StoredItemFrame>()
    /// Where each scrolled container is scrolled to, and how far it scrolled since its frames'
    /// reference.
    private var scrollPositions = HandleTable<ContainerKind, ScrollPosition>()
    /// Containers that describe their items' geometry instead of measuring it.
    public private(set) var uniformGeometries = HandleTable<ContainerKind, UniformGeometry>()
    private var grid = SpatialGrid<ContainerID>()
    private var gridIsStale = false
    /// Increases whenever a frame or a described geometry changes (reporting the one already
    /// known changes nothing); cached insertion locators and the spatial index are rebuilt only
    /// then. Scrolling does not change it (A1).
    public private(set) var generation: UInt64 = 0
    /// Per container, the ``generation`` at which its frame, its items' frames or its described
    /// geometry last changed (issue 23: a frame reported elsewhere leaves its locator current).
    private var containerGenerations = HandleTable<ContainerKind, UInt64>()
    /// The ``generation`` at which a frame of an item in no known container last changed: it
    /// may belong to any container's locator.
    private var sharedGeneration: UInt64 = 0
    /// The insertion locators built from this layout and the content (F2): derived data.
    var locators = LocatorCache()
    /// The gaps of the outline a drag is over (issue 37).
    var outlines = OutlineCache()
    /// The spring-loaded controls (S13), which every drag shares.
    var springLoading = SpringLoadingState()
    /// The scrollable containers and scroll views (A1), which every drag shares.
    var autoScroll = AutoScrollState()

    public init() {}

    /// Where each reported item is on screen now: its reported frame moved by how far its
    /// container has scrolled since (A1). Read one with a subscript, O(1).
    public var itemFrames: ItemFrames {
        ItemFrames(stored: storedItemFrames, positions: scrollPositions)
    }

    /// Records where `container` is. Reporting the frame it already has changes nothing. O(1).
    public mutating func setFrame(_ frame: Rect, forContainer container: ContainerID) {
        updateFrame(frame, forContainer: container)
    }

    /// Records where `item` is, taken as outside any scrolled container. O(1).
    public mutating func setFrame(_ frame: Rect, forItem item: ItemID) {
        _ = updateFrame(frame, forItem: item, in: nil)
    }

    /// Records where `container` is and tells whether that differs from what was known; the
    /// spatial index is marked for rebuilding only when it does, so a host that re-measures
    /// every frame on each ``Action/measureLayout`` does not force an O(n) rebuild. O(1).
    @discardableResult
    mutating func updateFrame(_ frame: Rect, forContainer container: ContainerID) -> Bool {
        guard containerFrames.updateValue(frame, forKey: container) != frame else { return false }
        gridIsStale = true
        generation &+= 1
        containerGenerations[container] = generation
        return true
    }

    /// Records where `item`, in `container`, is on screen now, and tells whether that differs
    /// from what was known. The frame is kept in the container's scroll space. O(1).
    @discardableResult
    mutating func updateFrame(_ frame: Rect, forItem item: ItemID, in container: ContainerID?) -> Bool {
        let stored = StoredItemFrame(frame: frame.offsetBy(shift(of: container)), container: container)
        guard storedItemFrames.updateValue(stored, forKey: item) != stored else { return false }
        generation &+= 1
        if let container {
            containerGenerations[container] = generation
        } else {
            sharedGeneration = generation
        }
        return true
    }

    public mutating func removeFrame(forItem item: ItemID) {
        storedItemFrames[item] = nil
    }

    /// The ``generation`` at which something `container`'s insertion locator is built from
    /// last changed: its frame, its described geometry, a frame reported for one of its items
    /// or for an item in no known container. O(1).
    func generation(of container: ContainerID) -> UInt64 {
        Swift.max(containerGenerations[container] ?? 0, sharedGeneration)
    }

    /// Forgets every frame, scroll position, described geometry, spring-loaded control and
    /// scroller; the ``generation`` stays. O(1) plus freeing the old layout.
    public mutating func removeAll() {
        self = emptied()
    }

    /// An empty layout whose ``generation`` goes on from this one's (``DragEngine/removeAll()``). O(1).
    func emptied() -> Layout {
        var fresh = Layout()
        fresh.generation = generation
        return fresh
    }

    // MARK: Scrolling (A1)

    /// How far `container`'s content is scrolled, as a vector (x for a horizontal scroller, y
    /// otherwise); zero if it never scrolled. O(1).
    public func scrollOffset(of container: ContainerID) -> Point {
        scrollPositions.isEmpty ? .zero : scrollPositions[container]?.offset ?? .zero
    }

    /// How far `container` has scrolled since the reference its item frames are kept in. O(1).
    func shift(of container: ContainerID?) -> Point {
        guard let container, !scrollPositions.isEmpty else { return .zero }
        return scrollPositions[container]?.shift ?? .zero
    }

    /// Notes that `container` is scrolled to `offset` without moving its frames: frames reported
    /// so far were measured there (a ``Event/scrollMetrics(_:of:)`` report). O(1).
    mutating func noteScrollOffset(_ offset: Point, of container: ContainerID) {
        var position = scrollPositions[container] ?? ScrollPosition()
        position.offset = offset
        scrollPositions[container] = position
    }

    /// Scrolls `container`'s content to `offset`: its items move on screen by the change, and no
    /// stored frame is rewritten (A1). O(1).
    mutating func scroll(_ container: ContainerID, to offset: Point) {
        var position = scrollPositions[container] ?? ScrollPosition()
        position.shift = position.shift + (offset - position.offset)
        position.offset = offset
        scrollPositions[container] = position
    }

    /// The vector that takes a viewport point into `container`'s content space: its scroll shift
    /// for measured items, or (for a described container) its scroll offset less its frame's
    /// origin. O(1).
    ///
    /// Always inlined: a pointer move asks for it on every move, and a call copied the whole
    /// layout (F2).
    @inline(__always)
    func contentTranslation(of container: ContainerID) -> Point {
        guard !uniformGeometries.isEmpty, uniformGeometries[container] != nil else { return shift(of: container) }
        let origin = containerFrames[container]?.origin ?? .zero
        return scrollOffset(of: container) - origin
    }

    /// The stored frames of `items` (of `container`), in its scroll space, in order. O(n).
    func storedFrames(of items: [ItemID], in container: ContainerID) -> [Rect?] {
        let shift = shift(of: container)
        return items.map { item -> Rect? in
            guard let stored = storedItemFrames[item] else { return nil }
            if stored.container == container { return stored.frame }
            // Reported in another container (moved since): back to the viewport, then here.
            return stored.frame.offsetBy(shift - self.shift(of: stored.container))
        }
    }

    // MARK: Described geometry (F6, A1)

    /// Declares (or, with `nil`, withdraws) `container`'s uniform geometry; ``generation``
    /// increases if that changes it. O(1).
    mutating func setUniformGeometry(_ geometry: UniformGeometry?, for container: ContainerID) {
        let changed: Bool
        if let geometry {
            changed = uniformGeometries.updateValue(geometry, forKey: container) != geometry
        } else {
            changed = uniformGeometries.removeValue(forKey: container) != nil
        }
        if changed {
            generation &+= 1
            containerGenerations[container] = generation
        }
    }

    // MARK: Hit testing

    /// Rebuilds the spatial index if frames changed since the last query. O(n) when stale,
    /// otherwise O(1).
    mutating func prepareForHitTesting(order: [ContainerID]) {
        guard gridIsStale else { return }
        grid = SpatialGrid()
        for container in order {
            if let frame = containerFrames[container] { grid.insert(container, frame) }
        }
        gridIsStale = false
    }

    /// The innermost container whose frame contains `point` and for which `isEligible` holds.
    /// Call ``prepareForHitTesting(order:)`` first.
    ///
    /// - Complexity: proportional to the containers that share the point's grid cell, not to
    ///   the number of containers.
    func container(at point: Point, where isEligible: (ContainerID) -> Bool) -> ContainerID? {
        var best: ContainerID?
        var bestArea = Double.infinity
        // The grid files each frame with its container (rebuilt whenever a frame changes), so
        // candidates are checked without a lookup, and without allocating (F2).
        grid.forEachCandidate(at: point) { entry in
            let frame = entry.rect, candidate = entry.key
            guard frame.contains(point) else { return }
            let area = frame.width * frame.height
            // The eligibility test (a lookup) only for a candidate that would win.
            guard area < bestArea || (area == bestArea && candidate < (best ?? candidate)), isEligible(candidate) else { return }
            best = candidate
            bestArea = area
        }
        return best
    }
}

/// An item frame as reported, moved into the scroll space of the container it was reported in.
struct StoredItemFrame: Equatable, Sendable {
    var frame: Rect
    var container: ContainerID?
}

/// Where a container is scrolled to, and how far it scrolled since the reference its stored item
/// frames are kept in (A1).
struct ScrollPosition: Equatable, Sendable {
    /// The scroll offset as a vector along the container's axis.
    var offset = Point.zero
    /// Added to a viewport frame to store it; subtracted from a stored frame to read it.
    var shift = Point.zero
}

/// The item frames of a ``Layout`` as they are on screen now (A1): each reported frame moved by
/// how far its container has scrolled since it was reported. A read-only view, cheap to take.
public struct ItemFrames: Equatable, Sendable {
    fileprivate let stored: HandleTable<ItemKind, StoredItemFrame>
    fileprivate let positions: HandleTable<ContainerKind, ScrollPosition>

    /// Where `item` is on screen now, or `nil` if it was never reported. O(1).
    public subscript(item: ItemID) -> Rect? {
        guard let entry = stored[item] else { return nil }
        guard let container = entry.container, let shift = positions[container]?.shift else { return entry.frame }
        return entry.frame.offsetBy(Point.zero - shift)
    }

    /// How many items have a reported frame. O(1).
    public var count: Int { stored.count }

    /// Whether no item has a reported frame. O(1).
    public var isEmpty: Bool { stored.isEmpty }

    /// Whether both views put the same items at the same places on screen. O(n).
    public static func == (lhs: ItemFrames, rhs: ItemFrames) -> Bool {
        guard lhs.stored.count == rhs.stored.count else { return false }
        for item in lhs.stored.keys where lhs[item] != rhs[item] { return false }  // Any order.
        return true
    }
}
