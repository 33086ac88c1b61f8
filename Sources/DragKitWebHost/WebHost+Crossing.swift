import DragKit

// Drags that cross the page's edge (S1, S2, P1, P3): the bridge's native drag path reports
// where the pointer went and how the drag ended outside. Each call leaves its actions in
// `output`, as the pointer calls do.

extension WebHost {
    /// The dragging `pointer` left the window (the document's `dragleave` toward outside);
    /// `time` in browser milliseconds. See ``Event/pointerLeftApp(_:at:)``. O(1).
    public mutating func pointerLeft(_ pointer: UInt32, time: Double) {
        emit(engine.handle(.pointerLeftApp(PointerID(pointer), at: monotonic(time))))
    }

    /// The drag of `pointer` ended outside the page (`dragend` with no drop in the page):
    /// `delivered` when another app took it (`dropEffect` other than `none`). See
    /// ``Event/dragEndedOutside(_:delivered:at:)``. O(1).
    public mutating func dragEndedOutside(_ pointer: UInt32, delivered: Bool, time: Double) {
        emit(engine.handle(.dragEndedOutside(PointerID(pointer), delivered: delivered, at: monotonic(time))))
    }
}
