/// Values keyed by identifiers of one kind, stored densely: the engine's content and layout
/// tables (issue 23, dense storage; F2).
///
/// Hosts number identifiers small and sequentially (the web host's `IdMap` counts from 1,
/// `DragSimulator` from 1), so an identifier's `rawValue` indexes an array directly: a lookup is
/// two array reads, with no hashing and no probing.
///
/// ## Layout
/// `slots`, indexed by `rawValue`, holds each present key's position in `keys`/`entries` plus
/// one (0 for absent); `keys` and `entries` hold the entries packed. Removing an entry moves
/// the last one into its place, so every operation is O(1) and iteration visits only present
/// entries. The three arrays sit in one copy-on-write box, so a table is one word, as a
/// `Dictionary` is: the engine's parts, which hold several tables, are copied on the pointer
/// path and every word shows there (F2).
///
/// ## Large identifiers
/// `slots` grows to the largest key stored (4 bytes a slot), so a key above
/// ``maximumRawValue`` (about a million) is refused: ``accepts(_:)`` is false, the setters
/// store nothing for it and lookups find nothing. The worst a hostile id costs is 4 MiB. The
/// workspace checks ``accepts(_:)`` first and throws ``WorkspaceError/identifierTooLarge(_:)``,
/// so an item or container with such an id never exists
/// and no other table needs it. (The web host's `IdMap` never reuses a number, so a page would
/// reach the bound after a million distinct ids.)
///
/// ## Order and equality
/// Iteration order is the order entries were added, except that a removal moves the last entry
/// into the removed one's place: deterministic (no hash seed), but it depends on history, so
/// the engine sorts where order reaches the host. `==` compares contents only: two tables
/// holding the same values under the same keys are equal whatever was added and removed before.
public struct HandleTable<Kind: IdentifierKind, Value> {
    public typealias Key = Identifier<Kind>

    /// The largest raw value a table stores: 2²⁰ − 1 (1,048,575).
    public static var maximumRawValue: UInt32 { (1 << 20) - 1 }

    /// The table's arrays, shared between copies until one of them changes.
    fileprivate final class Storage {
        // Exclusivity is not checked at run time for these: only the uniquely referenced box of a
        // table being mutated is changed, and the table's own access is checked statically
        // (dynamic checks cost ~60 instructions a lookup on the pointer path, F2).

        /// Per raw value, the entry's position in `keys`/`entries` plus one; 0 where absent.
        @exclusivity(unchecked) var slots: [UInt32]
        /// The present keys, packed, in iteration order.
        @exclusivity(unchecked) var keys: [Key]
        /// The values of `keys`, in the same order. `Optional` only so that the subscript can
        /// move a value out while it is being modified; every stored entry is non-nil.
        @exclusivity(unchecked) var entries: [Value?]

        init(slots: [UInt32] = [], keys: [Key] = [], entries: [Value?] = []) {
            self.slots = slots
            self.keys = keys
            self.entries = entries
        }

        /// The position of `key`'s entry in `keys`/`entries`, if present. O(1).
        @inline(__always)
        func position(of key: Key) -> Int? {
            // Compared as UInt32 first: on wasm32 `Int` has 32 bits, and a hostile id of 2³¹
            // or more would trap in the conversion (slots never exceed 2²⁰ entries).
            guard key.rawValue < UInt32(truncatingIfNeeded: slots.count) else { return nil }
            let slot = slots[Int(truncatingIfNeeded: key.rawValue)]
            return slot == 0 ? nil : Int(slot &- 1)
        }

        /// Appends an entry for `key`, which has none; a key above the bound is dropped.
        /// O(1) amortised.
        func insert(_ value: Value, for key: Key) {
            guard HandleTable.accepts(key) else { return }
            let raw = Int(key.rawValue)
            if raw >= slots.count {
                // Grow to the key, at least doubling, so sequential keys cost amortised O(1).
                let target = Swift.min(Swift.max(raw + 1, slots.count * 2, 16), Int(HandleTable.maximumRawValue) + 1)
                slots.append(contentsOf: repeatElement(0, count: target - slots.count))
            }
            keys.append(key)
            entries.append(value)
            slots[raw] = UInt32(truncatingIfNeeded: keys.count)
        }

        /// Removes the entry at `index`, moving the last one into its place. O(1).
        func remove(at index: Int) {
            let last = keys.count - 1
            slots[Int(keys[index].rawValue)] = 0
            if index != last {
                keys[index] = keys[last]
                entries.swapAt(index, last)
                slots[Int(keys[index].rawValue)] = UInt32(truncatingIfNeeded: index + 1)
            }
            keys.removeLast()
            entries.removeLast()
        }
    }

    fileprivate var storage = Storage()

    /// An empty table. O(1).
    public init() {}

    /// The storage, copied first if another table shares it. O(1), or O(n) to copy.
    @inline(__always)
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(slots: storage.slots, keys: storage.keys, entries: storage.entries)
        }
        return storage
    }

    /// Whether `key` is small enough to be stored (its `rawValue` ≤ ``maximumRawValue``). O(1).
    @inlinable
    public static func accepts(_ key: Key) -> Bool {
        key.rawValue <= maximumRawValue
    }

    /// The number of entries. O(1).
    public var count: Int { storage.keys.count }

    /// Whether the table has no entries. O(1).
    public var isEmpty: Bool { storage.keys.isEmpty }

    /// The present keys, in iteration order. O(1).
    public var keys: [Key] { storage.keys }

    /// Whether `key` has an entry. O(1).
    @inline(__always)
    public func contains(_ key: Key) -> Bool {
        storage.position(of: key) != nil
    }

    /// The value for `key`, or `nil`. Setting `nil` removes the entry; setting a value for a key
    /// above ``maximumRawValue`` stores nothing. Modifying through the subscript (for example
    /// `table[id]?.list.append(x)`) changes the stored value in place, without copying it. O(1).
    public subscript(key: Key) -> Value? {
        get {
            let storage = storage
            guard let index = storage.position(of: key) else { return nil }
            return storage.entries[index]
        }
        _modify {
            let storage = unique()
            if let index = storage.position(of: key) {
                var value: Value? = nil
                swap(&value, &storage.entries[index])
                defer {
                    if value != nil {
                        swap(&value, &storage.entries[index])
                    } else {
                        storage.remove(at: index)
                    }
                }
                yield &value
            } else {
                var value: Value? = nil
                defer { if let value { storage.insert(value, for: key) } }
                yield &value
            }
        }
        set {
            let storage = unique()
            if let newValue {
                if let index = storage.position(of: key) {
                    storage.entries[index] = newValue
                } else {
                    storage.insert(newValue, for: key)
                }
            } else if let index = storage.position(of: key) {
                storage.remove(at: index)
            }
        }
    }

    /// Stores `value` for `key` and returns the value it replaces, if any. O(1).
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let storage = unique()
        if let index = storage.position(of: key) {
            var old: Value? = value
            swap(&old, &storage.entries[index])
            return old
        }
        storage.insert(value, for: key)
        return nil
    }

    /// Removes `key`'s entry and returns its value, if any. O(1).
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        guard contains(key) else { return nil }
        let storage = unique()
        guard let index = storage.position(of: key) else { return nil }
        let old = storage.entries[index]
        storage.remove(at: index)
        return old
    }

    /// The values, in iteration order. O(n).
    public var values: [Value] {
        var result: [Value] = []
        result.reserveCapacity(count)
        for value in storage.entries { if let value { result.append(value) } }
        return result
    }
}

// The storage is only changed through a uniquely referenced box (copy on write), so a table is
// a value and may cross concurrency domains when its values may.
extension HandleTable.Storage: @unchecked Sendable where Value: Sendable {}
extension HandleTable: Sendable where Value: Sendable {}

extension HandleTable: Sequence {
    /// Visits the entries in iteration order (see the type's documentation). O(1) a step.
    public struct Iterator: IteratorProtocol {
        fileprivate let keys: [Key]
        fileprivate let entries: [Value?]
        fileprivate var index = 0

        public mutating func next() -> (key: Key, value: Value)? {
            while index < keys.count {
                defer { index += 1 }
                if let value = entries[index] { return (keys[index], value) }
            }
            return nil
        }
    }

    /// An iterator over the entries. O(1).
    public func makeIterator() -> Iterator {
        Iterator(keys: storage.keys, entries: storage.entries)
    }

    /// The number of entries. O(1).
    public var underestimatedCount: Int { count }
}

extension HandleTable: Equatable where Value: Equatable {
    /// Whether both tables hold the same values under the same keys, whatever their history. O(n).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let left = lhs.storage, right = rhs.storage
        if left === right { return true }
        guard left.keys.count == right.keys.count else { return false }
        for index in left.keys.indices {
            guard let other = right.position(of: left.keys[index]), left.entries[index] == right.entries[other] else { return false }
        }
        return true
    }
}
