import Testing
import DragKitGTK

@Test func builtAgainstGTK4() {
    #expect(gtkVersion.hasPrefix("4."))
}
