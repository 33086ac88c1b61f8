import DragKit

// Keyboard and assistive-technology drags (S7), driven as a host would drive them.

extension DragSimulator {
    /// Presses (and, unless `release` is false, releases) a key while `target` has keyboard
    /// focus, as a host reports a key on a focused draggable item.
    public mutating func key(_ key: Key, target: ItemID, modifiers: Modifiers = [], release: Bool = true) {
        send(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: clock.now, target: target)))
        if release {
            send(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: clock.now, target: target)))
        }
    }

    /// Picks items up for a keyboard drag through ``Event/pickUp(_:modifiers:)``.
    public mutating func pickUp(_ items: [ItemID], modifiers: Modifiers = []) {
        record(engine.handle(.pickUp(.items(items), modifiers: modifiers)))
    }

    /// Picks up the selection of a text view for a keyboard drag through
    /// ``Event/pickUp(_:modifiers:)`` (``PickUpContent/selectedText(in:)``) (S7, S6), as a host's shortcut or Edit menu does.
    public mutating func pickUpText(in container: ContainerID, modifiers: Modifiers = []) {
        record(engine.handle(.pickUp(.selectedText(in: container), modifiers: modifiers)))
    }

    /// Moves the keyboard drag to a drop point, as a rotor or a "Move to…" menu does.
    public mutating func moveKeyboardDrag(to point: DropPoint.ID) {
        record(engine.handle(.moveKeyboardDrag(to: point)))
    }

    /// Drops the keyboard drag where it is.
    public mutating func dropKeyboardDrag() {
        record(engine.handle(.dropKeyboardDrag))
    }

    /// Cancels the keyboard drag.
    public mutating func cancelKeyboardDrag() {
        record(engine.handle(.cancelKeyboardDrag))
    }
}
