#if DRAGKIT_NO_TEXT
/// The items-only build's stand-in for the engine's text table (`TextState.documents`): a table
/// that is always empty. Compiled only with the condition
/// `DRAGKIT_NO_TEXT` (`Scripts/build-wasm.sh` builds `dragkit-items.wasm` so).
///
/// Every lookup answers `nil` and every write is dropped, in O(1), so after inlining the optimiser
/// proves each text branch of the engine dead ("is this container a text view?" is always no) and
/// the linker drops the text code, styled text, grapheme breaking and the Unicode tables. The
/// native package never defines the condition: it always has text views.
struct AbsentTable<Key: Hashable & Sendable, Value: Sendable>: Equatable, Sendable {
    /// Always `nil`; assigning does nothing.
    @inline(__always) subscript(_ key: Key) -> Value? {
        get { nil }
        set {}
    }

    /// Always `true`.
    @inline(__always) var isEmpty: Bool { true }
    /// Always empty.
    @inline(__always) var keys: [Key] { [] }
    /// Always empty.
    @inline(__always) var values: [Value] { [] }

    /// Removes nothing; always `nil`.
    @inline(__always) @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { nil }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
#endif
