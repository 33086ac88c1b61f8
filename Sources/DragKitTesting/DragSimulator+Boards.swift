import DragKit

/// One column of a simulated board (issue 37): its header's label, the id of the vertical list
/// below the header, and the labels of that list's cards.
public struct BoardColumn: Sendable {
    public var header: String
    public var list: ContainerID
    public var cards: [String]

    public init(_ header: String, list: ContainerID, cards: [String]) {
        self.header = header
        self.list = list
        self.cards = cards
    }
}

/// How a simulated board lays its columns out: side by side, each `columnWidth` wide, a header
/// of `headerHeight` on top of the column's list, whose rows are `rowHeight` high.
struct BoardShape: Sendable {
    var columnWidth: Double
    var headerHeight: Double
    /// The list below each column's header, by the header's item.
    var lists: [ItemID: ContainerID]
}

extension DragSimulator {
    /// Adds a board (issue 37): a horizontal container `id` at `origin`, `width` × `height`,
    /// whose items are the columns' headers (of `columnType`, the only type it accepts), and for
    /// each column a vertical list of its cards (of `cardType`, the only type the lists accept;
    /// neither type may conform to the other, and ``TypeIdentifier/item`` is every type's root)
    /// covering the column below its header. Moves between containers are moves. With `scrolls`,
    /// the board scrolls sideways and every list scrolls down (``ScrollMetrics``, A1); after the
    /// board scrolls, its columns' lists are measured again where they moved, as a host measures
    /// the containers inside a scroller (with ``appliesScrolls``). Returns the headers in order;
    /// the cards are each list's items (``order(of:)``).
    @discardableResult
    public mutating func addBoard(
        _ id: ContainerID, _ label: String, columns: [BoardColumn],
        columnType: TypeIdentifier = TypeIdentifier("column"), cardType: TypeIdentifier = TypeIdentifier("card"),
        origin: Point = .zero, width: Double = 600, height: Double = 440,
        columnWidth: Double = 200, headerHeight: Double = 40, rowHeight: Double = 40, scrolls: Bool = true
    ) throws(WorkspaceError) -> [ItemID] {
        try engine.addContainer(Container(id: id, label: label, policy: ContainerPolicy(
            crossContainerOperation: .move, acceptedTypes: [columnType], axis: .horizontal)))
        _ = engine.handle(.containerFrame(Rect(origin: origin, size: Size(width: width, height: height)), of: id))
        var shape = BoardShape(columnWidth: columnWidth, headerHeight: headerHeight, lists: [:])
        var headers: [ItemID] = []
        for column in columns {
            let header = makeItemID()
            try engine.insert(Item(id: header, type: columnType, label: column.header), into: id)
            headers.append(header)
            shape.lists[header] = column.list
            try engine.addContainer(Container(id: column.list, label: column.header, policy: ContainerPolicy(
                crossContainerOperation: .move, acceptedTypes: [cardType])))
            for card in column.cards {
                try engine.insert(Item(id: makeItemID(), type: cardType, label: card), into: column.list)
            }
            rowHeights[column.list] = rowHeight
        }
        boardShapes[id] = shape
        relayoutBoard(id, shape: shape)
        if scrolls {
            _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: Double(columns.count) * columnWidth), of: id))
            for column in columns {
                _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: Double(column.cards.count) * rowHeight), of: column.list))
            }
        }
        resetMirror()
        return headers
    }

    /// The list below the header `header` of a board, if it is one.
    public func boardList(of header: ItemID) -> ContainerID? {
        for shape in boardShapes.values {
            if let list = shape.lists[header] { return list }
        }
        return nil
    }

    /// Lays board `id` out again: each header in its column, in the board's order and moved by
    /// how far the board is scrolled, and each column's list below its header, measured again
    /// with its rows at its own offset (A1, issue 37).
    mutating func relayoutBoard(_ id: ContainerID, shape: BoardShape) {
        guard let frame = engine.layout.containerFrames[id], let model = engine.workspace.containers[id] else { return }
        let left = frame.minX - (engine.scrollMetrics(of: id)?.offset ?? 0)
        for (index, header) in model.items.enumerated() {
            let x = left + Double(index) * shape.columnWidth
            _ = engine.handle(.itemFrame(Rect(x: x, y: frame.minY, width: shape.columnWidth, height: shape.headerHeight), of: header))
            guard let list = shape.lists[header] else { continue }
            _ = engine.handle(.containerFrame(Rect(
                x: x, y: frame.minY + shape.headerHeight,
                width: shape.columnWidth, height: frame.height - shape.headerHeight), of: list))
            relayout(list)
        }
    }
}
