import DragKit

// The Files pane as a tree (issue 37): the folder it shows is the top level of an engine outline
// (``DragEngine/setOutline(_:indentation:)``), each subfolder a container its folder row opens, so
// the engine shows the rows, their depth and where a drop between them lands, and a drag resting
// on a collapsed folder row springs it open in place (S13). A row's children are listed from the
// disk when it opens (one level further down too, so the subfolders shown can take drops).

/// One row of the Files pane's tree, top to bottom as shown.
public struct FilesRow: Equatable, Sendable {
    /// The item key (`"files/Projects/plan.txt"`).
    public var key: String
    public var record: ItemRecord
    /// 0 for the shown folder's own entries, one more per folder row it is inside.
    public var depth: Int
    /// Whether the row has an expander: a folder that can be listed (not a write-only drop box).
    public var canExpand: Bool
    /// Whether its children are shown under it (as the engine says: a drag may spring open
    /// even a row without an expander).
    public var isExpanded: Bool
}

extension DesktopHost {
    /// Points each level of the Files tree is indented by (the engine's outline indentation).
    public static let indentation = 20.0

    /// Declares the shown folder the top level of the outline (and the one shown before, if
    /// another, a plain list again). O(1).
    func declareOutline(replacing previous: String? = nil) {
        if let previous, previous != openFolder, let id = containerIDs[Pane.folder(previous).key] {
            engine.setOutline(id, indentation: nil)
        }
        if let id = containerIDs[Pane.folder(openFolder).key] {
            engine.setOutline(id, indentation: Self.indentation)
        }
    }

    /// The Files pane's rows as shown: the open folder's entries, each expanded folder's
    /// entries under it, indented. O(v) for v shown rows.
    public var filesRows: [FilesRow] {
        treeRows.compactMap { row in
            guard let record = records[row.item], let key = key(of: row.item) else { return nil }
            let canExpand = record.isFolder && engine.openedContainer(of: row.item) != nil
                && !(path(of: row.item).map { folder?.isDropBox($0) ?? true } ?? true)
            return FilesRow(key: key, record: record, depth: row.depth, canExpand: canExpand,
                            isExpanded: engine.isExpanded(row.item))
        }
    }

    /// The engine's rows of the Files tree, top to bottom as shown. O(v).
    var treeRows: [OutlineRow] {
        guard let root = containerIDs[Pane.folder(openFolder).key] else { return [] }
        return engine.outlineRows(of: root)
    }

    /// The container keys of the tree's levels shown below its top level, in the order their
    /// rows are shown: the folders of the expanded rows. O(v).
    public var shownLevels: [String] {
        var keys: [String] = []
        for row in treeRows where engine.isExpanded(row.item) {
            guard let opened = engine.openedContainer(of: row.item), let pane = panes[opened] else { continue }
            keys.append(pane.key)
        }
        return keys
    }

    /// The keys of the folder rows shown expanded (the snapshot's `expanded`). O(v).
    public var expandedRows: [String] {
        filesRows.filter(\.isExpanded).map(\.key)
    }

    /// Shows (`expanded`) or hides the children of folder row `key`: a click on its expander,
    /// Right or Left on it. The engine is told, the folder listed when it opens, and the rows
    /// drawn and measured again (a layout change). Returns whether anything changed. O(entries).
    @discardableResult
    public func setExpanded(_ key: String, _ expanded: Bool) -> Bool {
        guard let row = filesRows.first(where: { $0.key == key }), row.canExpand || !expanded,
              row.isExpanded != expanded, let item = itemID(key) else { return false }
        engine.setExpanded(item, expanded)
        expansionChanged(item, expanded)
        // Measured at once here; a window measures again once its rows are laid out.
        measure()
        surface?.stateChanged()
        return true
    }

    /// A row opened or closed (by the engine's spring loading, undo, or the person): an opened
    /// folder is listed (with its subfolders, so they take drops), and the panes drawn again. O(entries).
    func expansionChanged(_ item: ItemID, _ expanded: Bool) {
        if expanded, let path = path(of: item), records[item]?.isFolder == true {
            loadFolder(path)
        }
        surface?.contentChanged()
    }

    /// The last row shown under Files row `key` (its last descendant while it is expanded), or
    /// `key` itself: a gap after a level's last row opens below that row's own rows. O(v).
    func lastShownRow(under key: String) -> String {
        let rows = treeRows
        guard let item = itemID(key), let index = rows.firstIndex(where: { $0.item == item }) else { return key }
        var last = index
        while last + 1 < rows.count, rows[last + 1].depth > rows[index].depth { last += 1 }
        return self.key(of: rows[last].item) ?? key
    }

    /// The frames of the tree's shown lower levels, from their rows' frames, as the engine reads
    /// an outline: each level framed around its own rows; an expanded empty folder's level a line
    /// under its row, one indentation in. O(v).
    func levelFrames(_ frames: [String: Rect]) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for row in treeRows {
            guard let key = key(of: row.item), let frame = frames[key] else { continue }
            if row.depth > 0, let level = panes[row.container]?.key {
                result[level] = result[level].map { $0.union(frame) } ?? frame
            }
            if engine.isExpanded(row.item), let opened = engine.openedContainer(of: row.item),
               engine.workspace.count(of: opened) == 0, let pane = panes[opened] {
                result[pane.key] = Rect(x: frame.minX + Self.indentation, y: frame.maxY,
                                        width: max(frame.width - Self.indentation, 0), height: 0)
            }
        }
        return result
    }
}

extension Rect {
    /// The smallest rectangle holding both. O(1).
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
