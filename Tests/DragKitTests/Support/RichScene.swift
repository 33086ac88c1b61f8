import DragKit
import DragKitTesting

/// A desk (container 1, at x 0) holding items with several representations, and a destination
/// (container 2, at x 400, holding "Intro") with the given policy.
enum RichScene {
    static let desk: ContainerID = 1
    static let destination: ContainerID = 2
    static let chart: TypeIdentifier = "com.example.chart"

    static func make(destination policy: ContainerPolicy, items: [Item]) throws -> (sim: DragSimulator, intro: ItemID) {
        var sim = DragSimulator()
        try sim.addList(desk, "Desk", items: [])
        let intro = try sim.addList(destination, "Document", policy: policy, items: ["Intro"], origin: Point(x: 400, y: 0))
        for item in items { try sim.addItem(item, to: desk) }
        return (sim, intro[0])
    }

    /// A photo offered as a native chart object, a PNG and a JPEG, in that order (S12).
    static func photo(_ id: ItemID = 100, needsLoading: Bool = false) -> Item {
        Item(id: id, type: chart, label: "Chart", provider: ItemProvider([
            Representation(type: chart, byteCount: 10_000),
            Representation(type: .png, byteCount: 300_000, needsLoading: needsLoading),
            Representation(type: .jpeg, byteCount: 90_000, needsLoading: needsLoading),
        ]))
    }

    /// A file that must be loaded at the drop, of `bytes` bytes (S14).
    static func file(_ id: ItemID, _ label: String, bytes: UInt64) -> Item {
        Item(id: id, type: .png, label: label, provider: ItemProvider([
            Representation(type: .png, byteCount: bytes, needsLoading: true),
        ]))
    }
}

extension DragSimulator {
    /// Drags `item` to just below `target`.
    mutating func drop(_ item: ItemID, below target: ItemID, pointer: PointerID = 1) {
        drag(center(of: item), to: point(in: target, fraction: 0.9), pointer: pointer)
    }
}
