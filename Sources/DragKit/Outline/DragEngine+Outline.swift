// Outlines (issue 37, S13, F6): a tree of rows shown as one indented list, as Finder's list view
// shows folders and Mail its mailboxes. An outline is not a new kind of content: its top level is
// a container, and every row that has children is an item opening a container of its own
// (``DragEngine/setOpenedContainer(_:for:)``), which holds the next level. So a row's children
// travel with it wherever it moves, a move between levels is a move between containers (kept,
// committed, undone and refused by the rules every container follows), and a folder can never go
// into itself or a folder inside it (F6, F7). What the outline adds is the reading of the rows as
// one list: which rows are shown (a row's children are shown while it is expanded), each row's
// depth, and where a drop between two rows lands given how far right the pointer is.

/// One row of an outline as it is shown: an item, where it is held and how deep it sits.
public struct OutlineRow: Hashable, Sendable {
    public var item: ItemID
    /// The container holding the item: the outline's top level or a level that a row above opens.
    public var container: ContainerID
    /// The item's index in ``container``.
    public var index: Int
    /// 0 for the top level, one more for each row above it that it is inside.
    public var depth: Int

    public init(item: ItemID, container: ContainerID, index: Int, depth: Int) {
        self.item = item
        self.container = container
        self.index = index
        self.depth = depth
    }
}

extension DragEngine {
    /// Shows `root` as the top level of an outline whose levels are indented by `indentation`
    /// points each (`nil` shows it as a plain list again). The containers its rows open are its
    /// deeper levels, however deep; a drop between two of its rows lands at the level the
    /// pointer's horizontal offset from where the drag began chooses, within what the rows
    /// around the gap allow (issue 37). O(1).
    public mutating func setOutline(_ root: ContainerID, indentation: Double?) {
        let valid = indentation.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        workspace.relations.setOutline(root, indentation: valid)
    }

    /// Shows or hides the children of the outline row `item` (a row that opens a container). A
    /// change the host makes (a click on the row's disclosure triangle) or the engine makes while
    /// a drag rests on a collapsed row (S13). O(1).
    public mutating func setExpanded(_ item: ItemID, _ expanded: Bool) {
        workspace.relations.setExpanded(item, expanded)
    }

    /// Whether the outline row `item` shows its children. O(1).
    public func isExpanded(_ item: ItemID) -> Bool {
        workspace.relations.expanded[item] ?? false
    }

    /// The top level of the outline `container` is part of, with its indentation: `container`
    /// itself when it is a root, otherwise the root reached by going up through the rows that
    /// open each level; `nil` when `container` is in no outline. O(k · d), as ``outlineLevel(of:)``.
    public func outline(of container: ContainerID) -> (root: ContainerID, indentation: Double)? {
        outlineLevel(of: container).map { ($0.root, $0.indentation) }
    }

    /// The depth of the rows of `container` in its outline: 0 for the top level, one more than
    /// the row that opens it otherwise; `nil` outside outlines. O(k · d), as ``outlineLevel(of:)``.
    public func levelDepth(of container: ContainerID) -> Int? {
        outlineLevel(of: container)?.depth
    }

    /// Where `container` sits in an outline: the outline's top level, its indentation and the
    /// container's depth, found by going up through the rows that open each level; `nil`
    /// outside outlines. The one walk up ``outline(of:)``, ``levelDepth(of:)`` and
    /// ``outlineDepth(of:)`` read. O(1) when no outline is declared; otherwise O(k · d) for d
    /// levels above and k rows opening each (usually one), without allocating: a walk longer
    /// than there are containers is a cycle the host made, and answers `nil`.
    func outlineLevel(of container: ContainerID) -> (root: ContainerID, indentation: Double, depth: Int)? {
        let roots = workspace.relations.outlineRoots
        guard !roots.isEmpty else { return nil }
        var current = container
        for depth in 0...workspace.containerOrder.count {
            if let indentation = roots[current] { return (current, indentation, depth) }
            guard let parent = parentLevel(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    /// The container holding the row that opens `container`: the level above it. O(k).
    func parentLevel(of container: ContainerID) -> ContainerID? {
        openingItem(of: container).flatMap { workspace.container(of: $0) }
    }

    /// The row that opens `container` (the folder row of a folder), if any: of several (a
    /// folder's row in an outline and its shortcut in a sidebar), the first whose own list is
    /// an outline's top level or a level some row opens, else the first declared. O(k) for k
    /// items opening it.
    public func openingItem(of container: ContainerID) -> ItemID? {
        let relations = workspace.relations
        guard let openers = relations.openers[container] else { return nil }
        if openers.count == 1 || relations.outlineRoots.isEmpty { return openers.first }
        return openers.first { opener in
            guard let list = workspace.container(of: opener) else { return false }
            return relations.outlineRoots[list] != nil || relations.openers[list] != nil
        } ?? openers.first
    }

    /// The rows of the outline whose top level is `root`, as they are shown, top to bottom: each
    /// row, then its children's rows if it is expanded, and so on. A level that opens one of its
    /// own ancestors (a cycle the host made) is not entered again. O(v) for v shown rows.
    public func outlineRows(of root: ContainerID) -> [OutlineRow] {
        var rows: [OutlineRow] = []
        var entered: Set<ContainerID> = [root]
        appendRows(of: root, depth: 0, to: &rows, entered: &entered)
        return rows
    }

    /// The depth of `item` in its outline (0 at the top level), or `nil` when it is in no
    /// outline. O(k · d), as ``outlineLevel(of:)``.
    public func outlineDepth(of item: ItemID) -> Int? {
        workspace.container(of: item).flatMap { levelDepth(of: $0) }
    }

    private func appendRows(of container: ContainerID, depth: Int, to rows: inout [OutlineRow],
                            entered: inout Set<ContainerID>) {
        guard let items = workspace.containers[container]?.items else { return }
        for (index, item) in items.enumerated() {
            rows.append(OutlineRow(item: item, container: container, index: index, depth: depth))
            guard isExpanded(item), let opened = workspace.relations.opens[item],
                  entered.insert(opened).inserted else { continue }
            appendRows(of: opened, depth: depth + 1, to: &rows, entered: &entered)
            entered.remove(opened)
        }
    }
}
