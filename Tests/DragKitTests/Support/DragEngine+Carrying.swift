import DragKit

/// Test readings of one payload's sessions through the engine's single queries (issue 36: the
/// engine has no per-payload twins; ``DragEngine/content(of:)`` says what a session carries).
extension DragEngine {
    /// `pointer`'s phase if its session carries `content`, else `nil`. O(s).
    func phase(of pointer: PointerID, carrying content: DragContent) -> SessionPhase? {
        self.content(of: pointer) == content ? phase(of: pointer) : nil
    }

    /// `pointer`'s feedback if its drag carries `content`, else `nil`. O(s).
    func feedback(for pointer: PointerID, carrying content: DragContent) -> DragFeedback? {
        self.content(of: pointer) == content ? feedback(for: pointer) : nil
    }

    /// The dragging pointers whose drags carry `content`, in ascending order. O(s log s).
    func draggingPointers(carrying content: DragContent) -> [PointerID] {
        draggingPointers.filter { self.content(of: $0) == content }
    }
}
