/// The content the engine knows about: containers, each with an ordered list of items.
///
/// The workspace mirrors what the host's storage holds. The engine changes it when a drop
/// happens (optimistically, before the host has stored the change) and changes it back if the
/// host reports that storing failed. Every mutating method validates first and throws before
/// changing anything, so a thrown ``WorkspaceError`` always leaves the content as it was.
///
/// As the engine's content part (issue 23) it also holds the text views' documents (S6), the
/// apps containers belong to and the items that open containers (S1–S3), and destinations'
/// drop rules (S2–S4, F5), which ``DragEngine`` declares and reads.
public struct Workspace: Equatable, Sendable {
    /// The containers by id, in a dense table (issue 23): a lookup is two array reads. O(1).
    public private(set) var containers = HandleTable<ContainerKind, Container>()
    /// The items by id, in a dense table (issue 23). O(1) a lookup.
    public private(set) var items = HandleTable<ItemKind, Item>()
    /// The types and their conformances, used to decide what a container accepts.
    public var types = TypeHierarchy()
    /// Containers in registration order, so iteration is deterministic.
    public private(set) var containerOrder: [ContainerID] = []
    /// Increases with every change to the content; lets callers cache derived data.
    public private(set) var generation: UInt64 = 0
    private var location = HandleTable<ItemKind, ContainerID>()
    /// Per container, the ``generation`` at which its list last changed, so that a change to one
    /// list leaves what was derived from the others current (issue 23: the first press after
    /// an insert elsewhere does not rebuild this list's locator).
    private var containerGenerations = HandleTable<ContainerKind, UInt64>()
    /// Per container, a fingerprint of its order, kept up to date in O(1) by every insert and
    /// removal (``ContainerFingerprint``): what undo checks the content against (S10) without
    /// holding a copy of the list, which would make the next change copy all of it (issue 23).
    private var fingerprints = HandleTable<ContainerKind, ContainerFingerprint>()
    private var nextItemID: UInt32 = 1
    /// Text views' documents (S6).
    var textState = TextState()
    /// Apps of containers and the containers items open (S1–S3, drops into an item).
    var relations = ContainerRelations()
    /// Destinations' own rules for answering hovers, where they have some (S2–S4, F5).
    var dropRules = HandleTable<ContainerKind, [DropRule]>()
    /// Each item's own type and its representations' types, interned in ``types`` when the
    /// item was declared: what acceptance is decided on, with no `String` hashed or compared
    /// on a drag's path (A2, issue 23). Derived from ``items`` and ``types``.
    private var itemTypes = HandleTable<ItemKind, [TypeHandle]>()
    /// Each container's accepted types, interned when the container was declared (empty: it
    /// takes every type). Derived from ``containers`` and ``types``.
    private var acceptedTypeSets = HandleTable<ContainerKind, TypeSet>()

    public init() {}

    // MARK: Queries

    /// The container that holds `item`, if any. O(1).
    public func container(of item: ItemID) -> ContainerID? {
        location[item]
    }

    /// The position of `item` in its container. O(n) in the container's size.
    public func index(of item: ItemID) -> Int? {
        guard let container = location[item], let list = containers[container]?.items else { return nil }
        return list.firstIndex(of: item)
    }

    /// Whether `container` accepts `item`'s type (and accepts drops at all).
    public func accepts(_ container: ContainerID, _ item: ItemID) -> Bool {
        guard let policy = containers[container]?.policy else { return false }
        return accepts(item, into: container, by: policy)
    }

    /// Whether `container`, whose policy is `policy`, accepts `item`: ``accepts(_:_:)`` with
    /// the container already looked up by the caller (a pointer move looks it up once). O(1)
    /// when the policy accepts every type; otherwise O(k · t/64) for the item's k types and t
    /// known types, on interned types: no `String` is hashed or compared (issue 23).
    func accepts(_ item: ItemID, into container: ContainerID, by policy: ContainerPolicy) -> Bool {
        guard policy.acceptsDrops else { return false }
        // A folder row never goes into its own folder or one inside it (F6, F7).
        if !relations.opens.isEmpty && wouldBeInsideItself(item, in: container) { return false }
        // Every type will do: only whether the item exists, without copying it.
        if policy.acceptedTypes.isEmpty { return items.contains(item) }
        guard let own = itemTypes[item], let accepted = acceptedTypeSets[container] else { return false }
        // Any representation the container accepts will do (A2): the rule the showcase's
        // server applies on names (TypeHierarchy.accepts, Packages/DragKitTypes).
        return types.accepts(anyOf: own, by: accepted)
    }

    /// Whether `container`, whose policy is `policy`, takes drops but only of types `item` has
    /// none of: it refuses the item for what it is, not for where it is (issue 37: a board's
    /// column over a list of cards). O(k · t/64) for the item's k types and t known types.
    func refusesType(of item: ItemID, into container: ContainerID, by policy: ContainerPolicy) -> Bool {
        guard policy.acceptsDrops, !policy.acceptedTypes.isEmpty,
              let own = itemTypes[item], let accepted = acceptedTypeSets[container] else { return false }
        return !types.accepts(anyOf: own, by: accepted)
    }

    /// Whether `item`, dropped into `container`, would end up inside itself: it stands for a
    /// container (a folder row, ``DragEngine/setOpenedContainer(_:for:)``) that is `container`
    /// or holds it, however deep (a folder dropped on its own open list, or into one of its
    /// subfolders). Such a drop is refused everywhere: pointer and keyboard drags, "Move to…"
    /// and paste (F6, F7). The walk goes up from `container` through the items that open each
    /// container to the containers holding them, so a folder reached from a sidebar too is
    /// found. O(1) for an item that opens nothing; otherwise O(k · d) for the k items opening
    /// each of the d containers above `container` (usually one).
    public func wouldBeInsideItself(_ item: ItemID, in container: ContainerID) -> Bool {
        guard let opened = relations.opens[item] else { return false }
        var pending = [container]
        var seen: Set<ContainerID> = [container]
        while let current = pending.popLast() {
            if current == opened { return true }
            for opener in relations.openers[current] ?? [] {
                guard let parent = location[opener], seen.insert(parent).inserted else { continue }
                pending.append(parent)
            }
        }
        return false
    }

    /// The ``generation`` at which `container`'s list last changed (0 for an unknown
    /// container); it changes only when that list does. O(1).
    public func generation(of container: ContainerID) -> UInt64 {
        containerGenerations[container] ?? 0
    }

    /// The fingerprint of `container`'s order now (that of an empty list for an unknown
    /// container): equal fingerprints mean equal orders, but for a chance of about 2⁻⁶⁴ (S10). O(1).
    func fingerprint(of container: ContainerID) -> ContainerFingerprint {
        fingerprints[container] ?? ContainerFingerprint()
    }

    /// The number of items in `container` (0 for an unknown container).
    public func count(of container: ContainerID) -> Int {
        containers[container]?.items.count ?? 0
    }

    // MARK: Registration

    /// Adds an empty container. An id above ``HandleTable/maximumRawValue`` is refused as
    /// ``WorkspaceError/identifierTooLarge(_:)``: the engine's tables are indexed by id (issue 23),
    /// and hosts number containers from 1. O(1) amortised.
    public mutating func addContainer(_ container: Container) throws(WorkspaceError) {
        guard HandleTable<ContainerKind, Container>.accepts(container.id) else { throw .identifierTooLarge(container.id.rawValue) }
        guard !containers.contains(container.id) else { throw .duplicateContainer(container.id) }
        var empty = container
        empty.items = []
        containers[container.id] = empty
        acceptedTypeSets[container.id] = types.intern(container.policy.acceptedTypes)
        containerOrder.append(container.id)
        generation &+= 1
        containerGenerations[container.id] = generation
        fingerprints[container.id] = ContainerFingerprint()
    }

    /// Sets whether `item` opens in a new window when dropped on empty space (P3). Unknown
    /// items are ignored. O(1).
    public mutating func setOpensInNewWindow(_ opens: Bool, for item: ItemID) {
        items[item]?.opensInNewWindow = opens
    }

    /// Gives `item` a new name (renamed elsewhere: another window, another program), keeping
    /// its place, its drags and the undo history: a name is not part of the order undo checks
    /// (S10). O(1).
    public mutating func setLabel(_ label: String, of item: ItemID) throws(WorkspaceError) {
        guard items.contains(item) else { throw .unknownItem(item) }
        items[item]?.label = label
    }

    /// Adds a new item to `container` at `index` (at the end when `nil`). An id above
    /// ``HandleTable/maximumRawValue`` is refused as ``WorkspaceError/identifierTooLarge(_:)``: the
    /// engine's tables are indexed by id (issue 23), and hosts number items from 1. O(n) in the
    /// container's size (the list insert); the tables are O(1) amortised.
    public mutating func insert(_ item: Item, into container: ContainerID, at index: Int? = nil) throws(WorkspaceError) {
        guard HandleTable<ItemKind, Item>.accepts(item.id) else { throw .identifierTooLarge(item.id.rawValue) }
        guard !items.contains(item.id) else { throw .duplicateItem(item.id) }
        guard let count = containers[container]?.items.count else { throw .unknownContainer(container) }
        let position = index ?? count
        guard position >= 0 && position <= count else { throw .indexOutOfRange(position, count: count) }
        items[item.id] = item
        itemTypes[item.id] = [types.intern(item.type)] + item.representations.map { types.intern($0.type) }
        place(item.id, into: container, at: position)
        if item.id.rawValue >= nextItemID { nextItemID = item.id.rawValue &+ 1 }
    }

    /// Removes `item` from the workspace and returns it.
    @discardableResult
    public mutating func remove(_ item: ItemID) throws(WorkspaceError) -> Item {
        guard let removed = items[item] else { throw .unknownItem(item) }
        detach(item)
        items[item] = nil
        itemTypes[item] = nil
        return removed
    }

    /// Removes every container and item, with their text, apps and drop rules; the declared
    /// types stay. O(1) plus freeing the old content.
    public mutating func removeAll() {
        self = emptied()
    }

    /// An empty workspace that keeps the declared types, goes on numbering copies from where
    /// this one is and has a later ``generation``, so nothing cached from this one is taken as
    /// current (``DragEngine/removeAll()``). O(1) plus copying the types.
    func emptied() -> Workspace {
        var fresh = Workspace()
        fresh.types = types
        fresh.nextItemID = nextItemID
        fresh.generation = generation &+ 1
        return fresh
    }

    /// An item id that no item uses yet, for a copy the engine creates: the next after the
    /// largest seen, starting again from 1 past ``HandleTable/maximumRawValue`` so the id can be
    /// stored. O(1) amortised.
    public mutating func makeItemID() -> ItemID {
        let limit = HandleTable<ItemKind, Item>.maximumRawValue
        while true {
            if nextItemID == 0 || nextItemID > limit { nextItemID = 1 }
            if !items.contains(ItemID(nextItemID)) { break }
            nextItemID &+= 1
        }
        let id = ItemID(nextItemID)
        nextItemID &+= 1
        return id
    }

    // MARK: Moving and copying

    /// Moves `moving` (in that order) into `container`, at `index` of the list as it is once
    /// they have been taken out of it.
    ///
    /// `placements`, where the caller already knows them (``placements(of:)`` taken just
    /// before), spare the search for each item's index; a placement that isn't current is
    /// ignored, so they can never misplace an item.
    ///
    /// - Returns: the steps a host mirrors.
    /// - Complexity: O(k) plus the array removals and inserts (a memmove of up to n ids each)
    ///   when `placements` are current; otherwise an O(n) search per item as well.
    public mutating func move(_ moving: [ItemID], to container: ContainerID, at index: Int,
                              from placements: [ItemPlacement] = []) throws(WorkspaceError) -> [ContentStep] {
        // Only the count: a copy of the container here would share its list's storage and make
        // the first removal copy the whole list (issue 23).
        guard let count = containers[container]?.items.count else { throw .unknownContainer(container) }
        for item in moving where location[item] == nil { throw .unknownItem(item) }
        let remaining = count - moving.count(where: { location[$0] == container })
        guard index >= 0 && index <= remaining else { throw .indexOutOfRange(index, count: remaining) }
        var steps: [ContentStep] = []
        steps.reserveCapacity(moving.count * 2)
        var hints = placements
        for item in moving {
            let hint = hints.first(where: { $0.item == item && $0.container == location[item] })
            let from = location[item]
            if let removed = detach(item, hint: hint?.index) {
                // Later items of the same container moved up by one.
                for position in hints.indices where hints[position].container == from && hints[position].index > removed {
                    hints[position].index -= 1
                }
            }
            steps.append(.remove(item))
        }
        for (offset, item) in moving.enumerated() {
            place(item, into: container, at: index + offset)
            steps.append(.insert(item, into: container, at: index + offset))
        }
        return steps
    }

    /// Inserts copies of `originals` into `container` at `index`, with fresh ids.
    ///
    /// - Returns: the steps a host mirrors and the ids of the copies, in order.
    public mutating func duplicate(_ originals: [ItemID], to container: ContainerID, at index: Int) throws(WorkspaceError) -> (steps: [ContentStep], copies: [ItemID]) {
        guard let count = containers[container]?.items.count else { throw .unknownContainer(container) }
        guard index >= 0 && index <= count else { throw .indexOutOfRange(index, count: count) }
        var sources: [Item] = []
        for original in originals {
            guard let item = items[original] else { throw .unknownItem(original) }
            sources.append(item)
        }
        var steps: [ContentStep] = []
        var copies: [ItemID] = []
        for (offset, source) in sources.enumerated() {
            var copy = source
            copy.id = makeItemID()
            items[copy.id] = copy
            itemTypes[copy.id] = itemTypes[source.id]
            place(copy.id, into: container, at: index + offset)
            copies.append(copy.id)
            steps.append(.duplicate(source.id, as: copy.id))
            steps.append(.insert(copy.id, into: container, at: index + offset))
        }
        return (steps, copies)
    }

    /// Puts each item back into `container` at its recorded index (ascending), wherever it is now.
    /// Indices beyond the end of the list are clamped. Used to take back a move that failed.
    public mutating func restore(_ placements: [ItemPlacement]) -> [ContentStep] {
        var steps: [ContentStep] = []
        for placement in placements where location[placement.item] != nil {
            detach(placement.item)
            steps.append(.remove(placement.item))
        }
        for placement in placements.sortedByKey({ UInt32(clamping: $0.index) }) where items.contains(placement.item) {
            guard let count = containers[placement.container]?.items.count else { continue }
            let index = min(max(placement.index, 0), count)
            place(placement.item, into: placement.container, at: index)
            steps.append(.insert(placement.item, into: placement.container, at: index))
        }
        return steps
    }

    /// Where each of `items` is now. O(k·n): a search for each item's index.
    public func placements(of moving: [ItemID]) -> [ItemPlacement] {
        placements(of: moving, known: [])
    }

    /// Where each of `items` is now, taking each item's index from `known` (where the caller
    /// last knew them to be) when it is still right, which is checked in O(1); only the others
    /// are searched for. O(k²) for k items when `known` is current, plus O(n) per stale one
    /// (issue 23: a drop knows where its items lifted from).
    func placements(of moving: [ItemID], known: [ItemPlacement]) -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        for item in moving {
            guard let container = location[item] else { continue }
            if let hint = known.first(where: { $0.item == item && $0.container == container }),
               let list = containers[container]?.items, hint.index >= 0, hint.index < list.count,
               list[hint.index] == item {
                result.append(hint)
            } else if let index = index(of: item) {
                result.append(ItemPlacement(item: item, container: container, index: index))
            }
        }
        return result
    }

    // MARK: Internals

    /// Inserts `item` at `index` of `container`'s list. O(1) plus the array insert.
    private mutating func place(_ item: ItemID, into container: ContainerID, at index: Int) {
        generation &+= 1
        containerGenerations[container] = generation
        if let list = containers[container]?.items {
            let before = index > 0 ? list[index - 1] : nil
            let after = index < list.count ? list[index] : nil
            fingerprints[container]?.insert(item, between: before, and: after)
        }
        containers[container]?.items.insert(item, at: index)
        location[item] = container
    }

    /// Takes `item` out of its container's list and returns the index it had. `hint`, when it
    /// is the item's index, spares the O(n) search; one that isn't is ignored. O(1) plus the
    /// array removal with a right hint.
    @discardableResult
    private mutating func detach(_ item: ItemID, hint: Int? = nil) -> Int? {
        guard let container = location[item] else { return nil }
        generation &+= 1
        containerGenerations[container] = generation
        location[item] = nil
        guard let list = containers[container]?.items else { return nil }
        let position: Int
        if let hint, hint >= 0, hint < list.count, list[hint] == item {
            position = hint
        } else if let found = list.firstIndex(of: item) {
            position = found
        } else {
            return nil
        }
        let before = position > 0 ? list[position - 1] : nil
        let after = position + 1 < list.count ? list[position + 1] : nil
        fingerprints[container]?.remove(item, between: before, and: after)
        // `list` must not outlive this point: a second reference would make the removal copy
        // the whole list (issue 23).
        _ = consume list
        containers[container]?.items.remove(at: position)
        return position
    }
}

/// Where one item sits: its container and its index there.
public struct ItemPlacement: Hashable, Sendable {
    public var item: ItemID
    public var container: ContainerID
    public var index: Int

    public init(item: ItemID, container: ContainerID, index: Int) {
        self.item = item
        self.container = container
        self.index = index
    }
}
