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

extension WebHost {
    /// A drag from another app entered the page (S1, P1): `types` holds its type identifiers,
    /// one per line (`\n` or `\r\n`; blank lines and surrounding blanks are skipped); `count` is how many items it carries (≤ 0: not
    /// known). Coordinates and modifiers as for ``pointer(phase:pointer:device:x:y:modifiers:time:target:pressure:)``;
    /// garbage coordinates are ignored. See ``Event/externalDragEntered(_:)``. O(t) in the
    /// types' length plus the targeting.
    public mutating func externalEnter(
        _ pointer: UInt32, x: Double, y: Double, modifiers: UInt32, time: Double, count: Int32, types: String
    ) {
        guard Self.isScreenCoordinate(x), Self.isScreenCoordinate(y) else {
            emit([])
            return
        }
        var identifiers: [TypeIdentifier] = []
        // By bytes: "\r\n" is one Character, and a type identifier is ASCII.
        for line in Self.fields(of: types, separatedBy: 10, or: 13, trimming: true) where !line.isEmpty {
            identifiers.append(TypeIdentifier(line))
        }
        let drag = ExternalDrag(
            pointer: PointerID(pointer), types: identifiers, count: Int(max(count, 0)),
            location: Point(x: x, y: y),
            modifiers: Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers & 15)), timestamp: monotonic(time))
        emit(engine.handle(.externalDragEntered(drag)))
    }

    /// Whether `item` opens in a new window when dropped on empty space (P3): `on` 1 yes, 0 no.
    /// See ``DragEngine/setOpensInNewWindow(_:for:)``. O(1).
    public mutating func setOpensInNewWindow(_ item: UInt32, on: Bool) {
        engine.setOpensInNewWindow(on, for: ItemID(item))
    }

    /// The drag from another app left the page without a drop. See
    /// ``Event/externalDragExited(_:at:)``. O(1).
    public mutating func externalExit(_ pointer: UInt32, time: Double) {
        emit(engine.handle(.externalDragExited(PointerID(pointer), at: monotonic(time))))
    }
}
