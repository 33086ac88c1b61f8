// Groups in outlines (issue 37, S8, F6, F7): a selection that spans several levels of one
// outline is dragged, moved by keyboard and sent by "Move to…" as one group. A row inside another
// row of the group never travels on its own: it travels inside that row, so the group carries,
// counts and names only its outermost rows, which is what moves. Those go in tree order (the order
// the outline shows them) and land together at the chosen gap and depth, each with its own
// children. A group holding a folder never goes into that folder or one inside it, even when the
// other rows could: nothing of it goes, and the refusal says why (``refusesGroup(_:into:)``).

extension DragEngine {
    /// The rows selected anywhere in the outline whose top level is `root`, as one group: every
    /// selected row not inside another selected row, in tree order, its levels walked whether
    /// they are shown or not. A level that opens one of its own ancestors (a cycle the host made)
    /// is not entered again. O(n) for the n rows of the outline.
    func outlineSelection(of root: ContainerID) -> [ItemID] {
        var group: [ItemID] = []
        var entered: Set<ContainerID> = [root]
        appendSelectedRows(of: root, to: &group, entered: &entered)
        return group
    }

    private func appendSelectedRows(of level: ContainerID, to group: inout [ItemID], entered: inout Set<ContainerID>) {
        guard let items = workspace.containers[level]?.items else { return }
        for row in items {
            if selection.contains(row, in: level) {
                group.append(row)  // its rows travel inside it: they are not read
                continue
            }
            guard let opened = workspace.relations.opens[row], entered.insert(opened).inserted else { continue }
            appendSelectedRows(of: opened, to: &group, entered: &entered)
            entered.remove(opened)
        }
    }

    /// `items`, from one list or from levels of one outline, as the group that moves, with the
    /// container it is taken from: from one list, that list and `items` as given; from several
    /// levels of one outline, only the rows not inside another of them, in tree order, taken
    /// from the first one's level; `nil` when they are in no one list or outline, or unknown.
    /// O(k) for items from one list; otherwise O(k · d · n) for k items d levels deep in levels
    /// of up to n rows (each row's place on the way up is searched for).
    package func movingGroup(of items: [ItemID]) -> (source: ContainerID, items: [ItemID])? {
        if let source = commonContainer(of: items) { return (source, items) }
        guard !workspace.relations.outlineRoots.isEmpty else { return nil }
        var root: ContainerID?
        var keyed: [(path: [Int], item: ItemID)] = []
        let chosen = Set(items)
        for item in items {
            guard let level = workspace.container(of: item), let found = outlinePath(of: item, skipping: chosen),
                  let outline = outline(of: level)?.root, root == nil || root == outline else { return nil }
            root = outline
            if !found.inside, !keyed.contains(where: { $0.item == item }) { keyed.append((found.path, item)) }
        }
        let group = keyed.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map { $0.item }
        guard let first = group.first, let source = workspace.container(of: first) else { return nil }
        return (source, group)
    }

    /// The indices from the top of its outline down to `item` (its place in each level), and
    /// whether a row above it is in `chosen` (it then travels inside that row); `nil` when the
    /// walk up meets a level twice (a cycle the host made). O(d · n) for d levels of up to n rows.
    private func outlinePath(of item: ItemID, skipping chosen: Set<ItemID>) -> (path: [Int], inside: Bool)? {
        var path: [Int] = []
        var row = item
        var seen: Set<ContainerID> = []
        while let level = workspace.container(of: row), seen.insert(level).inserted {
            guard let index = workspace.index(of: row) else { return nil }
            path.append(index)
            guard workspace.relations.outlineRoots[level] == nil, let opener = openingItem(of: level) else { return (path.reversed(), false) }
            if chosen.contains(opener) { return (path, true) }
            row = opener
        }
        return nil
    }

    /// Whether some of `items` are in other levels of the outline `source` is part of, and all
    /// of them in that outline: a group from several of its levels, or from a level other than
    /// the one named. O(k · d) for k items d levels deep.
    func reachesOtherLevels(_ items: [ItemID], from source: ContainerID) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty, let root = outline(of: source)?.root else { return false }
        var reaches = false
        for item in items {
            guard let level = workspace.container(of: item), level != source else { continue }
            guard outline(of: level)?.root == root else { return false }
            reaches = true
        }
        return reaches
    }

    /// Whether the outline level `container` refuses `items` as a group because one of them
    /// would end up inside itself there (a folder row of the group dropped into its own folder
    /// or one inside it): then nothing of the group goes, not even the rows that could, so the
    /// group keeps its structure (issue 37, F6, F7). Outside outlines a list takes the items it
    /// can (F5). O(1) when no outline is declared; otherwise O(k · m · d), as
    /// ``Workspace/wouldBeInsideItself(_:in:)``, plus O(d) to find the outline.
    func refusesGroup(_ items: [ItemID], into container: ContainerID) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty, !workspace.relations.opens.isEmpty,
              items.contains(where: { workspace.wouldBeInsideItself($0, in: container) }) else { return false }
        return outline(of: container) != nil
    }
}
