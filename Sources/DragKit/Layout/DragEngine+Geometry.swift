// Geometry the engine keeps per container (A1, F6): scroll offsets that move measured frames
// without rewriting them, and uniform geometry that describes items instead of measuring them.

extension DragEngine {
    /// Declares that `container`'s items are laid out uniformly (``UniformGeometry``), so the
    /// host reports no item frames for it: the engine places item `i` from its index, the
    /// container's frame and its scroll offset (``Event/scrollOffset(_:of:)``). `nil` goes back
    /// to measured frames. A declaration: it returns nothing. O(1).
    public mutating func setUniformGeometry(_ geometry: UniformGeometry?, for container: ContainerID) {
        layout.setUniformGeometry(geometry, for: container)
    }

    /// Where `item` is on screen now: computed from its container's ``UniformGeometry`` if it
    /// has one, or, for a row of a described outline (any level of an outline whose top level
    /// has one, issue 37, F6), from its position among the shown rows (``DescribedOutline``;
    /// `nil` while a collapsed row hides it); otherwise its reported frame moved by how far its
    /// container has scrolled since (A1). `nil` if it has neither. O(1) for a measured item;
    /// O(n) for a described one (its index is looked up in its container); in a described
    /// outline O(k · d) to find its top level plus O(1) while the outline's rows are kept
    /// (``OutlineCache``), O(v) for v shown rows otherwise.
    public func frame(of item: ItemID) -> Rect? {
        if let container = workspace.container(of: item) {
            if let outline = describedOutlineLevel(of: container) { return describedFrame(of: item, inOutline: outline.root) }
            if let placement = uniformPlacement(of: container) {
                guard let index = workspace.index(of: item), let frame = placement.frame(at: index) else { return nil }
                return frame.offsetBy(Point.zero - layout.contentTranslation(of: container))
            }
        }
        return layout.itemFrames[item]
    }

    /// Where the item at `index` of `container` is on screen now: described, or as reported
    /// and scrolled. O(1); in a described outline (issue 37) as ``frame(of:)`` there.
    func frame(ofItemAt index: Int, in container: ContainerID) -> Rect? {
        guard let items = workspace.containers[container]?.items, index >= 0, index < items.count else { return nil }
        if let outline = describedOutlineLevel(of: container) { return describedFrame(of: items[index], inOutline: outline.root) }
        if let placement = uniformPlacement(of: container) {
            return placement.frame(at: index)?.offsetBy(Point.zero - layout.contentTranslation(of: container))
        }
        return layout.itemFrames[items[index]]
    }

    /// The uniform placement of a described container, for its current item count and frame;
    /// for the top level of a described outline (issue 37, F6), for its shown rows, of every
    /// level (``DescribedOutline``). O(1); for a described outline's top level O(1) while its
    /// rows are kept (``OutlineCache``), O(v) for v shown rows otherwise.
    func uniformPlacement(of container: ContainerID) -> UniformPlacement? {
        guard !layout.uniformGeometries.isEmpty, let geometry = layout.uniformGeometries[container],
              let model = workspace.containers[container] else {
            return nil
        }
        let count = isDescribedOutline(container) ? shownRowCount(of: container) : model.items.count
        return UniformPlacement(
            geometry: geometry, count: count, axis: model.policy.axis,
            isRightToLeft: model.policy.layoutDirection == .rightToLeft,
            visible: layout.containerFrames[container]?.size ?? Size(width: 0, height: 0))
    }

    /// The length of a described container's whole content along its scrolling axis, for its
    /// ``ScrollMetrics``; `nil` for a measured container. For the top level of a described
    /// outline (issue 37, F6, A1), the length of all its shown rows, of every level, so it
    /// changes when a row opens or closes. O(1); O(v) for a described outline whose rows
    /// changed since they were last read (``uniformPlacement(of:)``).
    public func describedContentLength(of container: ContainerID) -> Double? {
        uniformPlacement(of: container)?.contentLength
    }

    /// `offset` along the axis `container` scrolls: x for a horizontal list or scroll view, y
    /// otherwise. O(1).
    func scrollVector(_ offset: Double, of container: ContainerID) -> Point {
        let axis = workspace.containers[container]?.policy.axis ?? layout.autoScroll.scrollViews[container] ?? .vertical
        return axis == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    }

    /// The content of `container` scrolled to `offset` (``Event/scrollOffset(_:of:)``): its
    /// items move on screen by the change without a frame being rewritten or a locator rebuilt,
    /// its text's lines move with it, and every drag is re-targeted (A1, F6). O(1) plus the
    /// re-targeting (O(d log n) for d drags), and O(l) for a text view's l lines.
    mutating func scrollContent(of container: ContainerID, to offset: Double, into actions: inout [Action]) {
        guard offset.isFinite else { return }
        layout.autoScroll.setOffset(offset, of: container)
        moveContent(of: container, to: scrollVector(offset, of: container))
        actions += layoutDidChange()
    }

    /// Moves `container`'s content to the scroll offset `offset` (a vector): O(1) for items, O(l)
    /// for the l lines of a text view, which are kept on screen.
    mutating func moveContent(of container: ContainerID, to offset: Point) {
        let change = offset - layout.scrollOffset(of: container)
        if var document = workspace.textState.documents[container], change != .zero {
            document.layout = document.layout.offsetBy(Point.zero - change)
            workspace.textState.documents[container] = document
        }
        layout.scroll(container, to: offset)
    }
}
