@testable import DragKit
import DragKitTesting
import Testing

/// The fingerprints undo checks content against (S10, issue 23): kept up to date in O(1) by
/// every change, equal to the fingerprint of the order built afresh, and different for
/// different orders.
@Suite("ContainerFingerprint: an order's fingerprint kept up to date in O(1)")
struct ContainerFingerprintTests {
    /// The fingerprint of `items` built afresh, one append after another.
    func fresh(_ items: [ItemID]) -> ContainerFingerprint {
        var fingerprint = ContainerFingerprint()
        for (index, item) in items.enumerated() {
            fingerprint.insert(item, between: index > 0 ? items[index - 1] : nil, and: nil)
        }
        return fingerprint
    }

    @Test("Different orders of the same items, and different items, have different fingerprints")
    func distinguishesOrders() {
        #expect(fresh([1, 2, 3]) != fresh([1, 3, 2]))
        #expect(fresh([1, 2, 3]) != fresh([3, 2, 1]))
        #expect(fresh([1, 2, 3]) != fresh([1, 2, 4]))
        #expect(fresh([1, 2]) != fresh([1, 2, 3]))
        #expect(fresh([]) == ContainerFingerprint())
        #expect(fresh([1, 2, 3]) == fresh([1, 2, 3]))
    }

    @Test("S10: after random inserts, moves, copies, and removals each list's fingerprint is its order's")
    func keptUpToDate() throws {
        for seed in UInt64(1)...20 {
            var generator = SeededGenerator(seed: seed)
            var workspace = Workspace()
            try workspace.addContainer(Container(id: 1, label: "A"))
            try workspace.addContainer(Container(id: 2, label: "B"))
            for step in 0..<200 {
                let container = ContainerID(UInt32.random(in: 1...2, using: &generator))
                let count = workspace.count(of: container)
                let all = (workspace.containers[1]?.items ?? []) + (workspace.containers[2]?.items ?? [])
                switch Int.random(in: 0..<5, using: &generator) {
                case 0, 1:
                    let id = workspace.makeItemID()
                    try workspace.insert(Item(id: id, label: "\(id.rawValue)"), into: container,
                                         at: Int.random(in: 0...count, using: &generator))
                case 2 where !all.isEmpty:
                    let item = all[Int.random(in: 0..<all.count, using: &generator)]
                    let remaining = count - (workspace.container(of: item) == container ? 1 : 0)
                    // Every other step with a stale placement: it must be ignored.
                    let known = step % 2 == 0
                        ? workspace.placements(of: [item])
                        : [ItemPlacement(item: item, container: container, index: 0)]
                    _ = try workspace.move([item], to: container, at: Int.random(in: 0...remaining, using: &generator), from: known)
                case 3 where !all.isEmpty:
                    let item = all[Int.random(in: 0..<all.count, using: &generator)]
                    _ = try workspace.duplicate([item], to: container, at: Int.random(in: 0...count, using: &generator))
                case 4 where !all.isEmpty:
                    try workspace.remove(all[Int.random(in: 0..<all.count, using: &generator)])
                default:
                    break
                }
                for id: ContainerID in [1, 2] {
                    #expect(workspace.fingerprint(of: id) == fresh(workspace.containers[id]?.items ?? []))
                }
            }
        }
    }

    @Test("A move with placements that are no longer right moves the right items to the right place")
    func stalePlacementsIgnored() throws {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "A"))
        for id: UInt32 in 1...5 { try workspace.insert(Item(id: ItemID(id), label: "\(id)"), into: 1) }
        let stale = [ItemPlacement(item: 2, container: 1, index: 1), ItemPlacement(item: 4, container: 1, index: 3)]
        try workspace.insert(Item(id: 9, label: "9"), into: 1, at: 0)  // [9, 1, 2, 3, 4, 5]
        _ = try workspace.move([2, 4], to: 1, at: 0, from: stale)
        #expect(workspace.containers[1]?.items == [2, 4, 9, 1, 3, 5])
        #expect(workspace.placements(of: [3, 5], known: stale) == [
            ItemPlacement(item: 3, container: 1, index: 4), ItemPlacement(item: 5, container: 1, index: 5)])
        // Right ones are taken as they are, and the second's index is adjusted for the first.
        let right = workspace.placements(of: [9, 3])
        #expect(right == [ItemPlacement(item: 9, container: 1, index: 2), ItemPlacement(item: 3, container: 1, index: 4)])
        _ = try workspace.move([9, 3], to: 1, at: 4, from: right)
        #expect(workspace.containers[1]?.items == [2, 4, 1, 5, 9, 3])
    }
}
