import DragKit

/// One row of an outline built by ``DragSimulator/addOutline(_:_:policy:rows:origin:width:rowHeight:indentation:)``:
/// a leaf, or a folder with its children, shown or hidden.
public struct OutlineNode: Sendable {
    public var label: String
    /// `nil` for a row that can't hold children; a folder's rows otherwise (maybe none).
    public var children: [OutlineNode]?
    public var expanded: Bool

    /// A row that can't hold children.
    public static func leaf(_ label: String) -> OutlineNode {
        OutlineNode(label: label, children: nil, expanded: false)
    }

    /// A folder row holding `children`, shown when `expanded`.
    public static func folder(_ label: String, expanded: Bool = true, _ children: [OutlineNode] = []) -> OutlineNode {
        OutlineNode(label: label, children: children, expanded: expanded)
    }
}

/// The shape an outline was built with, kept for laying it out again.
struct OutlineShape: Sendable {
    var origin: Point
    var width: Double
    var rowHeight: Double
    var indentation: Double
}

extension DragSimulator {
    /// Builds an outline (issue 37) whose top level is the list `root`: each folder row opens a
    /// container of its own (numbered from `root`'s id times 100 up), the shown rows are laid out
    /// one under another, each indented by `indentation` per level, as a host draws an outline.
    /// Returns every row's item and every folder's container by label.
    @discardableResult
    public mutating func addOutline(
        _ root: ContainerID, _ label: String, policy: ContainerPolicy = ContainerPolicy(crossContainerOperation: .move),
        rows: [OutlineNode], origin: Point = .zero, width: Double = 400, rowHeight: Double = 30, indentation: Double = 20,
        levelPolicies: [String: ContainerPolicy] = [:]
    ) throws(WorkspaceError) -> (items: [String: ItemID], folders: [String: ContainerID]) {
        let made = try declareOutline(root, label, policy: policy, rows: rows, indentation: indentation, levelPolicies: levelPolicies)
        outlineShapes[root] = OutlineShape(origin: origin, width: width, rowHeight: rowHeight, indentation: indentation)
        relayoutOutline(root)
        resetMirror()
        return made
    }

    /// Builds a described outline (issue 37, F6): the same tree as
    /// ``addOutline(_:_:policy:rows:origin:width:rowHeight:indentation:)``, but, as a virtualised
    /// tree does, its host reports only the top level's frame (`height` high, by default as tall
    /// as ``addOutline(_:_:policy:rows:origin:width:rowHeight:indentation:)`` makes it) and a
    /// list geometry of rows `rowHeight` high, `spacing` apart, from `geometryOrigin`: no row and
    /// no deeper level has a frame, and laying the lists out again measures none.
    @discardableResult
    public mutating func addDescribedOutline(
        _ root: ContainerID, _ label: String, policy: ContainerPolicy = ContainerPolicy(crossContainerOperation: .move),
        rows: [OutlineNode], origin: Point = .zero, width: Double = 400, height: Double? = nil, rowHeight: Double = 30,
        spacing: Double = 0, geometryOrigin: Point = .zero, indentation: Double = 20,
        levelPolicies: [String: ContainerPolicy] = [:]
    ) throws(WorkspaceError) -> (items: [String: ItemID], folders: [String: ContainerID]) {
        let made = try declareOutline(root, label, policy: policy, rows: rows, indentation: indentation, levelPolicies: levelPolicies)
        engine.setUniformGeometry(.list(extent: rowHeight, spacing: spacing, origin: geometryOrigin), for: root)
        let shown = engine.outlineRows(of: root).count
        let tall = height ?? max(Double(shown + 3) * rowHeight, rowHeight * 4)
        _ = engine.handle(.containerFrame(Rect(origin: origin, size: Size(width: width, height: tall)), of: root))
        resetMirror()
        return made
    }

    /// Adds the list `root` as an outline's top level and its rows, each folder opening a
    /// container of its own; returns every row's item and every folder's container by label.
    /// A folder named in `levelPolicies` has that policy, and its levels below inherit it; the
    /// others have their parent level's.
    private mutating func declareOutline(
        _ root: ContainerID, _ label: String, policy: ContainerPolicy, rows: [OutlineNode], indentation: Double,
        levelPolicies: [String: ContainerPolicy]
    ) throws(WorkspaceError) -> (items: [String: ItemID], folders: [String: ContainerID]) {
        try engine.addContainer(Container(id: root, label: label, policy: policy))
        engine.setOutline(root, indentation: indentation)
        var items: [String: ItemID] = [:]
        var folders: [String: ContainerID] = [:]
        var nextFolder = root.rawValue * 100
        try addOutlineRows(rows, into: root, policy: policy, levelPolicies: levelPolicies, items: &items, folders: &folders, nextFolder: &nextFolder)
        return (items, folders)
    }

    private mutating func addOutlineRows(
        _ nodes: [OutlineNode], into container: ContainerID, policy: ContainerPolicy, levelPolicies: [String: ContainerPolicy],
        items: inout [String: ItemID], folders: inout [String: ContainerID], nextFolder: inout UInt32
    ) throws(WorkspaceError) {
        for node in nodes {
            let item = makeItemID()
            try engine.insert(Item(id: item, label: node.label), into: container)
            items[node.label] = item
            guard let children = node.children else { continue }
            nextFolder += 1
            let folder = ContainerID(nextFolder)
            let levelPolicy = levelPolicies[node.label] ?? policy
            try engine.addContainer(Container(id: folder, label: node.label, policy: levelPolicy))
            engine.setOpenedContainer(folder, for: item)
            engine.setExpanded(item, node.expanded)
            folders[node.label] = folder
            try addOutlineRows(children, into: folder, policy: levelPolicy, levelPolicies: levelPolicies, items: &items, folders: &folders, nextFolder: &nextFolder)
        }
    }

    /// Shows or hides a folder row's children and lays the outline out again, as a host does
    /// when its disclosure triangle is clicked.
    public mutating func setExpanded(_ item: ItemID, _ expanded: Bool) {
        engine.setExpanded(item, expanded)
        relayoutAll()
    }

    /// Lays the outline whose top level is `root` out again: its shown rows one under another,
    /// each indented per level; each level's container framed around its rows (an expanded empty
    /// folder's as a line under its row); hidden rows and levels moved far off screen.
    mutating func relayoutOutline(_ root: ContainerID) {
        guard let shape = outlineShapes[root] else { return }
        let rows = engine.outlineRows(of: root)
        let hidden = Rect(x: -1e7, y: -1e7, width: 0, height: 0)
        var shown: Set<ContainerID> = [root]
        var extents: [ContainerID: Rect] = [:]
        for (position, row) in rows.enumerated() {
            let inset = Double(row.depth) * shape.indentation
            let frame = Rect(x: shape.origin.x + inset, y: shape.origin.y + Double(position) * shape.rowHeight,
                             width: shape.width - inset, height: shape.rowHeight)
            _ = engine.handle(.itemFrame(frame, of: row.item))
            extents[row.container] = extents[row.container].map { enclosing($0, frame) } ?? frame
            shown.insert(row.container)
            if let opened = engine.openedContainer(of: row.item), engine.isExpanded(row.item) {
                shown.insert(opened)
                if engine.workspace.count(of: opened) == 0 {
                    extents[opened] = Rect(x: frame.minX + shape.indentation, y: frame.maxY,
                                           width: frame.width - shape.indentation, height: 0)
                }
            }
        }
        let height = max(Double(rows.count + 3) * shape.rowHeight, shape.rowHeight * 4)
        _ = engine.handle(.containerFrame(Rect(origin: shape.origin, size: Size(width: shape.width, height: height)), of: root))
        var pending = [root]
        var seen: Set<ContainerID> = [root]
        while let container = pending.popLast() {
            for item in order(of: container) {
                guard let opened = engine.openedContainer(of: item), seen.insert(opened).inserted else { continue }
                pending.append(opened)
                if shown.contains(opened), let extent = extents[opened] {
                    _ = engine.handle(.containerFrame(extent, of: opened))
                } else {
                    _ = engine.handle(.containerFrame(hidden, of: opened))
                    for child in order(of: opened) { _ = engine.handle(.itemFrame(hidden, of: child)) }
                }
            }
        }
    }

    /// The smallest rectangle holding `a` and `b`.
    private func enclosing(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
