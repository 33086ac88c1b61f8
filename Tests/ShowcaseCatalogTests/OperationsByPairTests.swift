import DragKit
import DragKitEditing
import DragKitWebHost
import Testing

/// One row of the showcase's table of operations (Docs/Showcase.md, "Operations by pair").
struct ShowcasePair: CustomStringConvertible, Sendable {
    var from: (scene: String, kind: String, cross: String, accepts: String)
    var type: String
    /// `nil`: the same container as `from`.
    var to: (scene: String, kind: String, cross: String, accepts: String)?
    /// What a drag, a keyboard drag and "Move to…" all do: "move" or "copy".
    var expected: String

    var description: String {
        "\(from.scene) \(from.kind) → \(to.map { "\($0.scene) \($0.kind)" } ?? "same \(from.kind)"): \(expected)"
    }
}

/// The showcase's table of operations for every source/destination pair of item containers
/// (S1–S3): within one container a move; between containers of one scene the destination's
/// `crossOperation` (reminder lists, days, folders and the home screen move, S3); between
/// scenes (split views: different apps) always a copy (S2), so the source keeps its item.
enum ShowcasePairs {
    static let reminders = ("reminders", "list", "move", "com.dragkit.reminder")
    static let notesIndex = ("notes", "list", "move", "com.dragkit.note")
    static let noteAttachments = ("notes", "attachments", "copy", "public.image")
    static let library = ("photos", "grid", "copy", "com.dragkit.photo public.image")
    static let album = ("photos", "album", "copy", "com.dragkit.photo public.image")
    static let contacts = ("mail", "list", "copy", "public.vcard")
    static let recipients = ("mail", "recipients", "copy", "public.vcard")
    static let mailAttachments = ("mail", "attachments", "copy", "public.image")
    static let day = ("calendar", "day", "move", "com.dragkit.event")
    static let folder = ("files", "folder", "move", "")
    static let dropbox = ("files", "dropbox", "copy", "")
    static let springboard = ("home", "springboard", "move", "com.dragkit.app")
    static let dock = ("home", "dock", "move", "com.dragkit.app")
    static let appfolder = ("home", "appfolder", "move", "com.dragkit.app")
    static let gallery = ("charts", "grid", "copy", "com.dragkit.chart")
    static let dashboard = ("charts", "dashboard", "copy", "com.dragkit.chart-data")

    static let photo = "com.dragkit.photo", event = "com.dragkit.event", reminder = "com.dragkit.reminder"
    static let note = "com.dragkit.note", contact = "public.vcard", file = "public.file", app = "com.dragkit.app"
    static let chart = "com.dragkit.chart", clipping = "com.dragkit.clipping"

    static let all: [ShowcasePair] = [
        // Within one container: a move (S2).
        .init(from: reminders, type: reminder, to: nil, expected: "move"),
        .init(from: notesIndex, type: note, to: nil, expected: "move"),
        .init(from: noteAttachments, type: photo, to: nil, expected: "move"),
        .init(from: library, type: photo, to: nil, expected: "move"),
        .init(from: contacts, type: contact, to: nil, expected: "move"),
        .init(from: day, type: event, to: nil, expected: "move"),
        .init(from: folder, type: file, to: nil, expected: "move"),
        .init(from: springboard, type: app, to: nil, expected: "move"),
        .init(from: gallery, type: chart, to: nil, expected: "move"),
        // Between containers of one scene: the destination's override (S3), else a copy (S2).
        .init(from: reminders, type: reminder, to: reminders, expected: "move"),
        .init(from: noteAttachments, type: photo, to: noteAttachments, expected: "copy"),
        .init(from: library, type: photo, to: album, expected: "copy"),
        .init(from: album, type: photo, to: library, expected: "copy"),
        .init(from: contacts, type: contact, to: recipients, expected: "copy"),
        .init(from: day, type: event, to: day, expected: "move"),
        .init(from: folder, type: file, to: folder, expected: "move"),
        .init(from: folder, type: file, to: dropbox, expected: "copy"),
        .init(from: springboard, type: app, to: dock, expected: "move"),
        .init(from: dock, type: app, to: appfolder, expected: "move"),
        .init(from: appfolder, type: app, to: springboard, expected: "move"),
        .init(from: gallery, type: chart, to: dashboard, expected: "copy"),
        // Between scenes (split views, different apps): always a copy (S2), the source keeps it.
        .init(from: library, type: photo, to: noteAttachments, expected: "copy"),
        .init(from: library, type: photo, to: mailAttachments, expected: "copy"),
        .init(from: library, type: photo, to: folder, expected: "copy"),
        .init(from: gallery, type: chart, to: noteAttachments, expected: "copy"),
        .init(from: day, type: event, to: folder, expected: "copy"),
        .init(from: reminders, type: reminder, to: folder, expected: "copy"),
        .init(from: notesIndex, type: note, to: folder, expected: "copy"),
        .init(from: contacts, type: contact, to: folder, expected: "copy"),
        .init(from: springboard, type: app, to: folder, expected: "copy"),
        .init(from: folder, type: clipping, to: dropbox, expected: "copy"),
        .init(from: noteAttachments, type: photo, to: album, expected: "copy"),
        .init(from: noteAttachments, type: photo, to: mailAttachments, expected: "copy"),
    ]
}

@Suite("S1–S3, S7: every showcase pair does the same by drag, keyboard drag and Move to…")
struct OperationsByPairTests {
    static let scenes = ["notes", "reminders", "photos", "mail", "calendar", "files", "home", "charts"]

    /// The pair registered as the page registers it: source (1) at x 0 with items 10 and 11,
    /// destination (2) at x 400 (or the source again), each in its scene's app.
    func makeHost(_ pair: ShowcasePair) -> WebHost {
        var host = WebHost(catalog: .showcase)
        func flags(_ cross: String) -> UInt32 { 3 | (cross == "move" ? 8 : 0) }
        func app(_ scene: String) -> UInt32 { UInt32((Self.scenes.firstIndex(of: scene) ?? 0) + 1) }
        _ = host.addContainer(1, flags: flags(pair.from.cross), label: "Source", acceptedTypes: pair.from.accepts, kind: pair.from.kind)
        host.setApp(app(pair.from.scene), forContainer: 1)
        if let to = pair.to {
            _ = host.addContainer(2, flags: flags(to.cross), label: "Destination", acceptedTypes: to.accepts, kind: to.kind)
            host.setApp(app(to.scene), forContainer: 2)
            host.setContainerFrame(2, 400, 0, 300, 200)
        }
        _ = host.addItem(10, container: 1, index: -1, type: pair.type, label: "First", byteCount: 1000)
        _ = host.addItem(11, container: 1, index: -1, type: pair.type, label: "Second", byteCount: 1000)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        return host
    }

    func destination(_ pair: ShowcasePair) -> UInt32 { pair.to == nil ? 1 : 2 }

    /// The operation a mouse drag of item 10 shows over the destination (the drop's, S2–S4).
    func pointerOperation(_ pair: ShowcasePair) -> DropOperation? {
        var host = makeHost(pair)
        let end = pair.to == nil ? (150.0, 75.0) : (550.0, 100.0)
        host.pointer(phase: 0, pointer: 1, device: 0, x: 50, y: 20, modifiers: 0, time: 0, target: 10)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 60, y: 30, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: end.0, y: end.1, modifiers: 0, time: 32, target: 0)
        return host.engine.feedback(for: 1)?.operation
    }

    /// The operation of a keyboard drag of item 10 at the destination (Space, then Tab to the
    /// other container or Down within its own).
    func keyboardOperation(_ pair: ShowcasePair) -> DropOperation? {
        var host = makeHost(pair)
        host.key(3, isDown: true, modifiers: 0, time: 0, target: 10)
        host.key(3, isDown: false, modifiers: 0, time: 1, target: 10)
        host.key(pair.to == nil ? 6 : 4, isDown: true, modifiers: 0, time: 2)
        host.key(pair.to == nil ? 6 : 4, isDown: false, modifiers: 0, time: 3)
        return host.engine.feedback(for: .keyboard)?.operation
    }

    /// What "Move to…" of item 10 did: "copy" when the source kept it, "move" when it left.
    func menuOutcome(_ pair: ShowcasePair) -> String {
        var host = makeHost(pair)
        let to = destination(pair)
        if pair.to != nil {
            let offered = host.engine.moveDestinations(for: [10])
            #expect(offered.map(\.container) == [ContainerID(to)], "\(pair)")
            #expect(offered.first.map { "\(WireOperation($0.operation))" } == pair.expected, "\(pair)")
        }
        host.moveItems([10], to: to, index: pair.to == nil ? 1 : -1)
        if let question = host.engine.pendingConfirmations.first {  // S11: asked first
            host.answerConfirmation(question.id.rawValue, accepted: true)
        }
        let keptInSource = host.engine.workspace.containers[1]?.items.contains(10) == true
        let count = host.engine.workspace.containers[ContainerID(to)]?.items.count ?? 0
        if pair.to == nil { return host.engine.workspace.containers[1]?.items == [11, 10] ? "move" : "unchanged" }
        return keptInSource && count == 1 ? "copy" : !keptInSource && count == 1 ? "move" : "refused"
    }

    @Test("S1–S3, S7: the table of operations holds for drag, keyboard drag and Move to…",
          arguments: ShowcasePairs.all)
    func pairAgrees(_ pair: ShowcasePair) {
        #expect(pointerOperation(pair).map { "\(WireOperation($0))" } == pair.expected, "drag: \(pair)")
        #expect(keyboardOperation(pair).map { "\(WireOperation($0))" } == pair.expected, "keyboard: \(pair)")
        #expect(menuOutcome(pair) == pair.expected, "Move to…: \(pair)")
    }
}
