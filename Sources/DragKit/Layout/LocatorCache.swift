// The insertion locators the engine built, per container (F2, A1): derived from the content and
// the layout, rebuilt only when either changed.

/// The insertion locators built so far, per container, each with the content and layout
/// generations it was built at, and a copy of the entry asked for last (F2). Part of the
/// ``Layout`` (issue 23).
///
/// Derived data: two caches are equal when their entries are. The copy of the entry asked for
/// last (``RecentLocator``) is not compared, as it only repeats an entry.
struct LocatorCache: Sendable {
    private(set) var entries = HandleTable<ContainerKind, CachedLocator>()
    /// The entry asked for last, read without hashing (F2).
    private(set) var recent: RecentLocator?

    /// The locator for `container` if it is the one asked for last and nothing changed since
    /// (`stamp`: the content's and the layout's whole generations), else `nil`: no lookup (a
    /// drag over one container asks on every move). O(1).
    @inline(__always)
    func recentLocator(for container: ContainerID, stamp: Generations) -> InsertionLocator? {
        // Its fields are read through the optional, so only the locator is copied.
        guard recent?.container == container, recent?.stamp == stamp else { return nil }
        return recent?.cached.locator
    }

    /// The locator cached for `container` if it was built at `container`'s own generations
    /// (`current`: a change to another container leaves it current), else `nil`; a locator
    /// found becomes the recent one, stamped with the whole generations. O(1).
    mutating func locator(for container: ContainerID, current: Generations, stamp: Generations) -> InsertionLocator? {
        guard let cached = entries[container], cached.isCurrent(content: current.content, layout: current.layout) else { return nil }
        recent = RecentLocator(container: container, cached: cached, stamp: stamp)
        return cached.locator
    }

    /// Keeps `locator`, built for `container` at its own generations `current`, as its entry
    /// and the recent one. O(1).
    mutating func store(_ locator: InsertionLocator, for container: ContainerID, current: Generations, stamp: Generations) {
        let cached = CachedLocator(locator: locator, contentGeneration: current.content, layoutGeneration: current.layout)
        entries[container] = cached
        recent = RecentLocator(container: container, cached: cached, stamp: stamp)
    }
}

extension LocatorCache: Equatable {
    /// Whether both caches hold the same entries; the recent copy is not compared. O(c).
    static func == (lhs: LocatorCache, rhs: LocatorCache) -> Bool {
        lhs.entries == rhs.entries
    }
}

/// An insertion locator together with the generations it was built at.
struct CachedLocator: Equatable, Sendable {
    var locator: InsertionLocator
    var contentGeneration: UInt64
    var layoutGeneration: UInt64

    /// Whether the locator was built at the current content and layout generations. O(1).
    func isCurrent(content: UInt64, layout: UInt64) -> Bool {
        contentGeneration == content && layoutGeneration == layout
    }
}

/// The locator cache's entry for the container a drag was last over, kept beside the cache so a
/// pointer move over the same container finds it without hashing (F2). It is a copy of that
/// entry, checked against the whole content's and layout's generations, so it is never used
/// once either changed anywhere; then the entry itself is checked against its container's own.
struct RecentLocator: Sendable {
    var container: ContainerID
    var cached: CachedLocator
    /// The content's and the layout's whole generations when it became the recent one.
    var stamp: Generations
}

/// A content generation and a layout generation, compared together. O(1).
struct Generations: Equatable, Sendable {
    var content: UInt64
    var layout: UInt64
}
