import CGtk4
import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// The signal wrappers' signatures (issue 26): GTK calls a handler through a C function pointer
// cast to GCallback, so a wrong parameter list compiles and then reads garbage. Each test emits
// the real signal with its real arguments and checks that the handler got them. They need a
// display (GTK cannot initialise without one): run them under `xvfb-run -a swift test`.

/// Whether there is an X display to initialise GTK on.
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false

@MainActor
@Suite(.enabled(if: hasDisplay, "needs an X display: run under xvfb-run -a"))
struct GTKSignalTests {
    init() {
        // Once per process; GTK on the main thread (the suite is main-actor isolated).
        _ = gtk_init_check()
    }

    @Test func dragGestureBeginUpdateEndGiveTheirCoordinates() {
        let gesture = DragGesture()
        var seen: [String] = []
        gesture.onBegin { x, y in seen.append("begin \(x) \(y)") }
        gesture.onUpdate { x, y in seen.append("update \(x) \(y)") }
        gesture.onEnd { x, y in seen.append("end \(x) \(y)") }
        dk_emit_double_double(raw(gesture.gesture), "drag-begin", 10.5, 20.25)
        dk_emit_double_double(raw(gesture.gesture), "drag-update", 3, -4)
        dk_emit_double_double(raw(gesture.gesture), "drag-end", 7, 8)
        #expect(seen == ["begin 10.5 20.25", "update 3.0 -4.0", "end 7.0 8.0"])
    }

    @Test func clickGesturePressedGivesCountAndPlace() {
        let gesture = ClickGesture()
        var seen: (Int, Double, Double)?
        gesture.onPressed { count, x, y in seen = (count, x, y) }
        dk_emit_int_double_double(raw(gesture.gesture), "pressed", 2, 30, 40)
        #expect(seen?.0 == 2 && seen?.1 == 30 && seen?.2 == 40)
    }

    @Test func keyPressedGivesTheKeyAndItsStateAndAnswers() {
        let keys = KeyController()
        var seen: (UInt32, UInt32)?
        keys.onKeyPressed { keyval, state, _ in
            seen = (keyval, state.rawValue)
            return keyval == UInt32(GDK_KEY_space)
        }
        let handled = dk_emit_key(raw(keys.controller), guint(GDK_KEY_space), 65, GDK_CONTROL_MASK)
        #expect(seen?.0 == UInt32(GDK_KEY_space))
        #expect(seen?.1 == GDK_CONTROL_MASK.rawValue)
        #expect(handled != 0)
        #expect(dk_emit_key(raw(keys.controller), guint(GDK_KEY_a), 38, GdkModifierType(rawValue: 0)) == 0)
    }

    @Test func dragGestureCancelReachesItsHandler() {
        let gesture = DragGesture()
        var cancelled = false
        gesture.onCancel { cancelled = true }
        // "cancel" carries the GdkEventSequence (NULL for a pointer).
        dk_emit_pointer(raw(gesture.gesture), "cancel", nil)
        #expect(cancelled)
    }

    @Test func buttonClickedReachesItsHandler() {
        let button = created(gtk_button_new_with_label("Drop"), "a button")
        var clicked = 0
        Button.onClicked(button) { clicked += 1 }
        dk_emit_void(raw(button), "clicked")
        #expect(clicked == 1)
        g_object_ref_sink(raw(button))
        g_object_unref(raw(button))
    }

    @Test func windowCloseRequestReachesItsHandler() {
        let host = DesktopHost(folder: nil, store: nil, monotonic: { 0 })
        let window = DesktopWindow(host: host)
        var closed = false
        window.onClose { closed = true }
        #expect(dk_emit_boolean(raw(window.window), "close-request") == 0)  // the window may close
        #expect(closed)
        gtk_window_destroy(cast(window.window))
    }

    @Test func timeoutRunsOnceOnTheMainLoop() {
        var runs = 0
        Timeout.once(after: 5) { runs += 1 }
        let deadline = g_get_monotonic_time() + 2_000_000
        while runs == 0 && g_get_monotonic_time() < deadline {
            g_main_context_iteration(nil, 0)
        }
        for _ in 0 ..< 20 { g_main_context_iteration(nil, 0) }
        #expect(runs == 1)
    }

    @Test func dropTargetSignalsReachTheirHandlers() throws {
        let target = DropTargetAsync(mimeTypes: ["text/plain"])
        var seen: [String] = []
        target.onAccept { drop in seen.append("accept \(drop == nil)"); return true }
        target.onEnter { _, x, y in seen.append("enter \(x) \(y)"); return GDK_ACTION_COPY }
        target.onMotion { _, x, y in seen.append("motion \(x) \(y)"); return GDK_ACTION_COPY }
        target.onLeave { _ in seen.append("leave") }
        target.onDrop { _, x, y in seen.append("drop \(x) \(y)"); return true }
        // A GdkDrop can't be made outside a real drag (its types are private): the signals are
        // emitted with none, which the wrappers pass on as `nil`.
        let drop: UnsafeMutableRawPointer? = nil
        #expect(dk_emit_drop_boolean(raw(target.target), "accept", drop) != 0)
        #expect(dk_emit_drop_motion(raw(target.target), "drag-enter", drop, 1, 2) == GDK_ACTION_COPY.rawValue)
        #expect(dk_emit_drop_motion(raw(target.target), "drag-motion", drop, 3, 4) == GDK_ACTION_COPY.rawValue)
        dk_emit_pointer(raw(target.target), "drag-leave", drop)
        #expect(dk_emit_drop_position(raw(target.target), "drop", drop, 5, 6) != 0)
        #expect(seen == ["accept true", "enter 1.0 2.0", "motion 3.0 4.0", "leave", "drop 5.0 6.0"])
    }

    @Test func contentUnionOffersEachTypeOnceInOrder() throws {  // S12
        let provider = try #require(ContentProvider.union([
            ("text/uri-list", Array("file:///tmp/a\r\n".utf8)),
            ("image/png", [0x89, 0x50]),
            ("text/plain", Array("a".utf8)),
        ]))
        defer { g_object_unref(raw(provider)) }
        #expect(ContentProvider.mimeTypes(of: provider) == ["text/uri-list", "image/png", "text/plain"])
    }

    @Test func theAnnouncerIsAnAlertWhoseTextChanges() {  // S7
        let announcer = AlertAnnouncer()
        announcer.say("Moved notes.txt into Projects.", failure: false)
        #expect(String(cString: gtk_label_get_text(OpaquePointer(announcer.label))) == "Moved notes.txt into Projects.")
        #expect(gtk_accessible_get_accessible_role(OpaquePointer(announcer.label)) == GTK_ACCESSIBLE_ROLE_ALERT)
        announcer.say("Refused.", failure: true)
        #expect(gtk_widget_has_css_class(announcer.label, "failure") != 0)
    }
}
