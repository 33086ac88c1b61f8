/// The gaps of the outline a drag is over (``OutlineGaps``: its shown rows, where each sits, and
/// which stay), kept while nothing they are read from changes (issue 37): the content, which
/// rows open what and are expanded, and the dragged items. A pointer move over an unchanged
/// outline reads them in O(1) and finds its gap in O(log v); the first move after a change
/// reads the rows again, in O(v). Part of the ``Layout``.
///
/// Derived data: two caches are always equal, as the LocatorCache's repeated entry is.
struct OutlineCache: Equatable, Sendable {
    /// One outline's gaps and what they were read for.
    final class Entry: Sendable {
        let root: ContainerID
        let content: UInt64
        let outline: UInt64
        let dragged: [ItemID]
        let gaps: OutlineGaps

        init(root: ContainerID, content: UInt64, outline: UInt64, dragged: [ItemID], gaps: OutlineGaps) {
            self.root = root
            self.content = content
            self.outline = outline
            self.dragged = dragged
            self.gaps = gaps
        }
    }

    private var entry: Entry?

    static func == (lhs: OutlineCache, rhs: OutlineCache) -> Bool { true }

    /// The gaps kept for `root` if they were read at these generations for these dragged items.
    /// O(k) for k dragged items.
    func gaps(of root: ContainerID, content: UInt64, outline: UInt64, dragged: [ItemID]) -> OutlineGaps? {
        guard let entry, entry.root == root, entry.content == content, entry.outline == outline,
              entry.dragged == dragged else { return nil }
        return entry.gaps
    }

    /// The gaps kept for `root` if they were read at these generations, whichever items were
    /// dragged: their rows and row positions (``OutlineGaps/positions``) do not depend on them
    /// (a described outline's frames, issue 37). O(1).
    func rows(of root: ContainerID, content: UInt64, outline: UInt64) -> OutlineGaps? {
        guard let entry, entry.root == root, entry.content == content, entry.outline == outline else { return nil }
        return entry.gaps
    }

    /// Keeps `gaps`, read for `root` at these generations with `dragged` travelling. O(1).
    mutating func store(_ gaps: OutlineGaps, of root: ContainerID, content: UInt64, outline: UInt64, dragged: [ItemID]) {
        entry = Entry(root: root, content: content, outline: outline, dragged: dragged, gaps: gaps)
    }
}

extension DragEngine {
    /// The gaps of the outline `root` with `dragged` travelling: kept from the last call when
    /// nothing changed, else read again. A described outline's (``DescribedOutline``, issue 37)
    /// also index each row's position, in the same pass. O(k) when kept, O(v) otherwise.
    mutating func outlineGaps(of root: ContainerID, dragged: [ItemID]) -> OutlineGaps {
        let content = workspace.generation, outline = workspace.relations.outlineGeneration
        let described = isDescribedOutline(root)
        if let gaps = layout.outlines.gaps(of: root, content: content, outline: outline, dragged: dragged),
           !described || gaps.positions != nil { return gaps }
        let gaps = OutlineGaps(rows: outlineRows(of: root), dragged: Set(dragged), indexing: described)
        layout.outlines.store(gaps, of: root, content: content, outline: outline, dragged: dragged)
        return gaps
    }
}

/// What reading an outline's gaps needs from the engine, taken once per call: the rows' frames,
/// which rows open a level and which are expanded. Holding these tables (one retain each)
/// instead of capturing the engine in closures keeps a pointer move from copying the engine.
struct OutlineLookup {
    let frames: ItemFrames
    let opens: HandleTable<ItemKind, ContainerID>
    let containers: HandleTable<ContainerKind, Container>
    let expanded: HandleTable<ItemKind, Bool>
    /// A described outline's placement and its rows' positions (issue 37, F6): its rows'
    /// frames come from there, not from ``frames``.
    var described: (outline: DescribedOutline, gaps: OutlineGaps)? = nil

    /// Where `item` is on screen: placed by its position among the shown rows in a described
    /// outline (`nil` when it is not shown), as reported otherwise. O(1).
    func frame(of item: ItemID) -> Rect? {
        guard let described else { return frames[item] }
        return described.outline.frame(of: item, among: described.gaps)
    }

    /// The level `item` opens, when it can hold children. O(1).
    func opened(_ item: ItemID) -> ContainerID? {
        guard let opened = opens[item], containers.contains(opened) else { return nil }
        return opened
    }

    /// Whether `item` shows its children. O(1).
    func isExpanded(_ item: ItemID) -> Bool { expanded[item] ?? false }
}

extension DragEngine {
    /// The tables an outline's gaps are read with. O(1).
    var outlineLookup: OutlineLookup {
        OutlineLookup(frames: layout.itemFrames, opens: workspace.relations.opens, containers: workspace.containers,
                      expanded: workspace.relations.expanded)
    }

    /// The tables the gaps `gaps` of the outline `root` are read with: for a described outline
    /// (``DescribedOutline``, issue 37, F6), its rows placed by their positions in `gaps`. O(1).
    func outlineLookup(of root: ContainerID, gaps: OutlineGaps) -> OutlineLookup {
        var lookup = outlineLookup
        if gaps.positions != nil, let outline = describedOutline(of: root, rows: gaps.rows.count) {
            lookup.described = (outline, gaps)
        }
        return lookup
    }
}
