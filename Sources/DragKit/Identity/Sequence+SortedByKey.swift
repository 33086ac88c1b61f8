extension Sequence {
    /// The elements in ascending order of `key`, elements with equal keys in their order here.
    ///
    /// Every element type sorts through one sort of `UInt64` (the key above, the position
    /// below), so the wasm carries one sort instead of a specialised stable sort per element
    /// type and comparator (each ≈2 KB; issue 36). For ids (`{ $0.rawValue }`) and indices. O(n log n).
    func sortedByKey(_ key: (Element) -> UInt32) -> [Element] {
        let elements = Array(self)
        var order: [UInt64] = []
        order.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            order.append(UInt64(key(element)) << 32 | UInt64(UInt32(truncatingIfNeeded: position)))
        }
        order.sort()
        return order.map { elements[Int($0 & 0xFFFF_FFFF)] }
    }
}
