import DragKit
import DragKitEditing
import DragKitTesting

extension DragSimulator {
    /// Runs `event` through the editing layer (issue 23): `pasteboard` reduces with this
    /// simulator's engine, and the actions are processed as a host would (``perform(_:)``).
    mutating func edit(_ event: EditingEvent, _ pasteboard: inout Pasteboard) {
        perform { pasteboard.handle(event, in: &$0) }
    }
}
