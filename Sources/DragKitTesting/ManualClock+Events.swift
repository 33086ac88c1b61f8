import DragKit

/// Input stamped with the clock's current time, for driving a `DragEngine` directly
/// (without a ``DragSimulator``) with a ``ManualClock``.
///
/// ```swift
/// var engine = DragEngine()
/// var clock = ManualClock()
/// _ = engine.handle(clock.pointer(.down, at: start))
/// clock.advance(by: .milliseconds(16))
/// _ = engine.handle(clock.pointer(.moved, at: end))
/// ```
extension ManualClock {
    /// A pointer event of `phase` at `location`, now.
    public func pointer(
        _ phase: PointerEvent.Phase, at location: Point, pointer: PointerID = 1, device: PointerDevice = .mouse,
        modifiers: Modifiers = [], target: ItemID? = nil
    ) -> Event {
        .pointer(PointerEvent(
            pointer: pointer, device: device, phase: phase, location: location,
            modifiers: modifiers, timestamp: now, target: target))
    }

    /// A key press (`isDown`) or release, now.
    public func key(_ key: Key, isDown: Bool = true, modifiers: Modifiers = []) -> Event {
        .key(KeyEvent(key: key, isDown: isDown, modifiers: modifiers, timestamp: now))
    }

    /// A timer tick, now (what a host sends when a `Action.scheduleTick(at:)` falls due).
    public func tick() -> Event {
        .tick(now)
    }
}
