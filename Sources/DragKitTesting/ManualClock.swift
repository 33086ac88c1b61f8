import DragKit

/// A clock that moves only when told to, for driving the engine deterministically.
public struct ManualClock: Sendable {
    public private(set) var now: Timestamp

    public init(startingAt start: Timestamp = .zero) {
        self.now = start
    }

    /// Moves the clock forward by `span` (never backwards).
    public mutating func advance(by span: TimeSpan) {
        now = now + TimeSpan(milliseconds: max(0, span.milliseconds))
    }
}
