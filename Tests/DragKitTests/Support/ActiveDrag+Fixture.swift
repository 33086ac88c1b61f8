@testable import DragKit

extension ActiveDrag {
    /// A drag of `items` by `pointer` from container 1, at the origin, with no destination yet:
    /// what the session table's tests store and take back.
    static func fixture(_ pointer: PointerID, items: [ItemID]) -> ActiveDrag {
        fixture(pointer, source: 1, payload: .items(items))
    }

    /// A drag of `payload` by `pointer` from `source`, at the origin, with no destination yet.
    static func fixture(_ pointer: PointerID, source: ContainerID, payload: DragPayload) -> ActiveDrag {
        var items: [ItemID] = []
        if case .items(let dragged) = payload { items = dragged }
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        return ActiveDrag(
            pointer: pointer, device: .mouse, payload: payload, source: source, placements: [],
            placementsGeneration: 0, originFrame: frame, origin: Point(x: 0, y: 0),
            location: Point(x: 0, y: 0), modifiers: [], hasLeftSource: false,
            feedback: DragFeedback(pointer: pointer, items: items, source: source, previewFrame: frame,
                                   destination: nil, operation: .cancel, cursor: .automatic, badge: nil))
    }
}
