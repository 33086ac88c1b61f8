#if DRAGKIT_NO_TEXT
/// A value that is always empty in the items-only build: `[]` for an array, `nil` for an
/// optional. See ``AbsentValue``.
protocol EmptyInItemsBuild {
    /// The empty value.
    static var absent: Self { get }
}

extension Array: EmptyInItemsBuild {
    @inline(__always) static var absent: Self { [] }
}

extension Optional: EmptyInItemsBuild {
    @inline(__always) static var absent: Self { nil }
}

/// The items-only build's stand-in for the text fields of the engine's undo history and
/// transfers (`UndoRecord.textSteps`, `UndoRecord.textTransfer`, `PendingTransfer.textUndo`)
/// (a press's and a drag's text, `PendingDrag.text` and `ActiveDrag.text`, read as `nil` in that
/// build for the same reason):
/// a property wrapper that stores nothing, always reads as empty and drops every write, in O(1).
/// Compiled only with the condition `DRAGKIT_NO_TEXT`, like ``AbsentTable``.
///
/// Undo and redo of text steps and the rollback of a clipping's text selection are reached from
/// the history, not from the text tables, so ``AbsentTable`` alone leaves them in that build;
/// with these fields always empty the optimiser proves those branches dead too and the linker
/// drops the text payload's undo and redo (`TextPayload.undo`, `TextPayload.redo`) and what only
/// they use. The native package never defines the condition: its records keep their text.
@propertyWrapper
struct AbsentValue<Value: EmptyInItemsBuild>: Equatable, Sendable {
    /// Discards `wrappedValue`.
    @inline(__always) init(wrappedValue: Value) {}

    /// Always empty; assigning does nothing.
    @inline(__always) var wrappedValue: Value {
        get { .absent }
        set {}
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
#endif
