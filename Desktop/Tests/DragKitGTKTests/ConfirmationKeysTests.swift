import CGtk4
import Testing
@testable import DragKitGTK

// The Drop Box's question from the keyboard (S7, S11, issue 26): Return answers the focused
// button, Drop by default; Escape is Cancel; other keys answer nothing.

@MainActor
@Suite struct ConfirmationKeysTests {
    @Test func returnDropsUnlessCancelHasFocusAndEscapeCancels() {
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_Return), cancelFocused: false) == true)
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_KP_Enter), cancelFocused: false) == true)
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_Return), cancelFocused: true) == false)
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_Escape), cancelFocused: false) == false)
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_Tab), cancelFocused: false) == nil)
        #expect(ConfirmationDialog.answer(forKey: UInt32(GDK_KEY_space), cancelFocused: false) == nil)
    }
}
