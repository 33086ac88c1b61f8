@testable import DragKit

extension ActiveDrag {
    /// A drag of `items` by `pointer` from container 1, at the origin, with no destination yet:
    /// what the session table's tests store and take back.
    static func fixture(_ pointer: PointerID, items: [ItemID]) -> ActiveDrag {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        return ActiveDrag(
            pointer: pointer, device: .mouse, payload: .items(items), source: 1, placements: [],
            placementsGeneration: 0, originFrame: frame, origin: Point(x: 0, y: 0),
            location: Point(x: 0, y: 0), modifiers: [], hasLeftSource: false,
            feedback: DragFeedback(pointer: pointer, items: items, source: 1, previewFrame: frame,
                                   destination: nil, operation: .cancel, cursor: .automatic, badge: nil))
    }
}
