// Geometry reports of the web host (A1, F6): a scroll is one number, a uniform container is
// described instead of measured, and items are registered in batches (one wasm call each).

import DragKit

extension WebHost {
    /// The length of a described container's whole content along its axis (its scroll metrics,
    /// the height of a virtual list's spacer), or -1 for a measured container. O(1).
    public func describedContentLength(_ container: UInt32) -> Double {
        engine.describedContentLength(of: ContainerID(container)) ?? -1
    }

    /// `container`'s content was scrolled to `offset` along its axis (scrollTop, or scrollLeft
    /// for a horizontal list): the engine moves its items itself, so the page re-measures
    /// nothing. The re-targeted drags' actions land in ``output``. A non-finite offset is
    /// ignored. See ``Event/scrollOffset(_:of:)``. O(1) plus re-targeting.
    public mutating func scrollOffset(_ container: UInt32, offset: Double) {
        guard offset.isFinite else {
            emit([])
            return
        }
        emit(engine.handle(.scrollOffset(max(offset, 0), of: ContainerID(container))))
    }

    /// Declares `container`'s items uniform (``UniformGeometry``): from (`originX`, `originY`) in
    /// its content space, items of `itemWidth` × `itemHeight`, `spacingX` / `spacingY` apart,
    /// in `columns` columns for a grid (lists ignore it). `columns` ≤ 0 withdraws it, back to
    /// measured frames. Non-finite numbers count as 0. O(1).
    public mutating func setUniformGeometry(
        _ container: UInt32, originX: Double, originY: Double, itemWidth: Double, itemHeight: Double,
        spacingX: Double, spacingY: Double, columns: Int32
    ) {
        output.reset()  // writes no actions: the page must not read the last call's answer again
        guard columns > 0 else {
            engine.setUniformGeometry(nil, for: ContainerID(container))
            return
        }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        engine.setUniformGeometry(UniformGeometry(
            origin: Point(x: finite(originX), y: finite(originY)),
            itemSize: Size(width: finite(itemWidth), height: max(finite(itemHeight), 0)),
            spacing: Size(width: max(finite(spacingX), 0), height: max(finite(spacingY), 0)),
            columns: Int(columns)), for: ContainerID(container))
    }

    /// One item of a batch registration (``addItems(_:into:at:)``).
    public struct ItemRegistration: Sendable {
        public var id: UInt32
        public var label: String
        public var type: String
        /// The size hint (`data-dk-bytes`); ≤ 0 or non-finite when unknown.
        public var byteCount: Double

        public init(id: UInt32, label: String, type: String, byteCount: Double = 0) {
            self.id = id
            self.label = label
            self.type = type
            self.byteCount = byteCount
        }
    }

    /// Registers `items` in `container`, in order, from `index` (at the end when < 0), as
    /// ``addItem(_:container:index:type:label:byteCount:)`` would one by one. Every item is
    /// tried; returns 0, or the ``ErrorCode`` of the first that failed. O(k) at the end of the
    /// container.
    public mutating func addItems(_ items: [ItemRegistration], into container: UInt32, at index: Int32) -> Int32 {
        var first: Int32 = 0
        var position = index
        for item in items {
            let code = addItem(item.id, container: container, index: position, type: item.type, label: item.label,
                               byteCount: item.byteCount)
            if code == 0 {
                if position >= 0 { position &+= 1 }
            } else if first == 0 {
                first = code
            }
        }
        return first
    }
}
