/// Where things are on screen, as the host measured them.
///
/// The host supplies frames (``Event/containerFrame(_:of:)`` and
/// ``Event/itemFrame(_:of:)``) when the engine asks (``Action/measureLayout``) or when
/// its layout changes (scrolling, resizing). The layout indexes container frames in a
/// spatial grid for hit testing and keeps, per container, the item boundaries along its axis
/// for binary-searching an insertion index.
public struct Layout: Equatable, Sendable {
    public private(set) var containerFrames: [ContainerID: Rect] = [:]
    public private(set) var itemFrames: [ItemID: Rect] = [:]
    private var grid = SpatialGrid<ContainerID>()
    private var gridIsStale = false

    public init() {}

    /// Records where `container` is. Reporting the frame it already has changes nothing. O(1).
    public mutating func setFrame(_ frame: Rect, forContainer container: ContainerID) {
        updateFrame(frame, forContainer: container)
    }

    /// Records where `item` is. O(1).
    public mutating func setFrame(_ frame: Rect, forItem item: ItemID) {
        itemFrames[item] = frame
    }

    /// Records where `container` is and tells whether that differs from what was known; the
    /// spatial index is marked for rebuilding only when it does, so a host that re-measures
    /// every frame on each ``Action/measureLayout`` does not force an O(n) rebuild. O(1).
    @discardableResult
    mutating func updateFrame(_ frame: Rect, forContainer container: ContainerID) -> Bool {
        guard containerFrames.updateValue(frame, forKey: container) != frame else { return false }
        gridIsStale = true
        return true
    }

    /// Records where `item` is and tells whether that differs from what was known. O(1).
    mutating func updateFrame(_ frame: Rect, forItem item: ItemID) -> Bool {
        itemFrames.updateValue(frame, forKey: item) != frame
    }

    public mutating func removeFrame(forItem item: ItemID) {
        itemFrames[item] = nil
    }

    public mutating func removeAll() {
        containerFrames = [:]
        itemFrames = [:]
        grid = SpatialGrid()
        gridIsStale = false
    }

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
        for candidate in grid.candidates(at: point) {
            guard let frame = containerFrames[candidate], frame.contains(point), isEligible(candidate) else { continue }
            let area = frame.width * frame.height
            if area < bestArea || (area == bestArea && candidate < (best ?? candidate)) {
                best = candidate
                bestArea = area
            }
        }
        return best
    }
}
