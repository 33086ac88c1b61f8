import DragKit

/// How a simulated grid lays its cells out: `columns` per row, in reading order.
struct GridShape: Sendable {
    var columns: Int
    var cellSize: Size
    var spacing: Double
}

extension DragSimulator {
    /// Adds a wrapping grid (F6) at `origin`: `columns` cells of `cellSize` per row with
    /// `spacing` between them, rows top to bottom, each row in the reading order of the
    /// policy's `ContainerPolicy.layoutDirection` (the first cell rightmost when right to
    /// left). The policy's axis is made `ContainerPolicy.Axis.grid`. Returns the items' ids in
    /// order. After each change the grid is laid out again as a host would.
    @discardableResult
    public mutating func addGrid(
        _ id: ContainerID, _ label: String, policy: ContainerPolicy = ContainerPolicy(),
        items labels: [String], type: TypeIdentifier = .item, columns: Int,
        cellSize: Size = Size(width: 60, height: 60), spacing: Double = 10, origin: Point = .zero
    ) throws(WorkspaceError) -> [ItemID] {
        var policy = policy
        policy.axis = .grid
        let shape = GridShape(columns: max(columns, 1), cellSize: cellSize, spacing: spacing)
        let rows = max((labels.count + shape.columns - 1) / shape.columns, 1) + 1
        let size = Size(width: Double(shape.columns) * (cellSize.width + spacing) + spacing,
                        height: Double(rows) * (cellSize.height + spacing) + spacing)
        try engine.addContainer(Container(id: id, label: label, policy: policy))
        _ = engine.handle(.containerFrame(Rect(origin: origin, size: size), of: id))
        gridShapes[id] = shape
        var ids: [ItemID] = []
        for label in labels {
            let item = Item(id: makeItemID(), type: type, label: label)
            try engine.insert(item, into: id)
            ids.append(item.id)
        }
        relayoutGrid(id, shape: shape)
        resetMirror()
        return ids
    }

    /// The frame of the cell at `index` of grid `id` as laid out now, or `nil` outside it.
    public func cellFrame(_ index: Int, in id: ContainerID) -> Rect? {
        guard let shape = gridShapes[id], let frame = engine.layout.containerFrames[id], index >= 0 else { return nil }
        return Self.cellFrame(index, shape: shape, in: frame,
                              isRightToLeft: engine.workspace.containers[id]?.policy.layoutDirection == .rightToLeft)
    }

    /// Lays grid `id` out again, cell after cell in reading order.
    mutating func relayoutGrid(_ id: ContainerID, shape: GridShape) {
        guard let frame = engine.layout.containerFrames[id], let model = engine.workspace.containers[id] else { return }
        var shown = frame
        if let offset = engine.scrollMetrics(of: id)?.offset { shown.origin.y -= offset }
        for (index, item) in model.items.enumerated() {
            _ = engine.handle(.itemFrame(Self.cellFrame(index, shape: shape, in: shown,
                                           isRightToLeft: model.policy.layoutDirection == .rightToLeft), of: item))
        }
    }

    private static func cellFrame(_ index: Int, shape: GridShape, in frame: Rect, isRightToLeft: Bool) -> Rect {
        let row = index / shape.columns
        let column = index % shape.columns
        let step = shape.cellSize.width + shape.spacing
        let y = frame.minY + shape.spacing + Double(row) * (shape.cellSize.height + shape.spacing)
        let x = isRightToLeft
            ? frame.maxX - shape.spacing - shape.cellSize.width - Double(column) * step
            : frame.minX + shape.spacing + Double(column) * step
        return Rect(x: x, y: y, width: shape.cellSize.width, height: shape.cellSize.height)
    }
}
