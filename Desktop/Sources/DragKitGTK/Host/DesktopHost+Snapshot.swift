import DragKit

// The test contract (Docs: Desktop/README.md, issue 26): the app's state as JSON, in the shape of
// the web host's `snapshot()`: shown containers with their item ids, drags in progress, pending
// transfers, announcements, failures, frames in window coordinates.

extension DesktopHost {
    /// The snapshot as JSON text. `frames` are the surface's measurements (window coordinates);
    /// `window` the toplevel's place on the screen when known. O(shown items).
    public func snapshotJSON(frames: [String: Rect], window: Rect?, state: ShownState? = nil) -> String {
        var json = JSONText()
        json.raw("{\"ready\": true, \"containers\": [")
        let shown = shownContainers
        for (index, key) in shown.enumerated() {
            if index > 0 { json.raw(", ") }
            json.raw("{\"id\": "); json.string(key)
            json.raw(", \"items\": "); json.strings(items(in: key))
            json.raw("}")
        }
        json.raw("], \"sessions\": [")
        var first = true
        for pointer in engine.draggingPointers {
            guard let feedback = engine.feedback(for: pointer) else { continue }
            if !first { json.raw(", ") }
            first = false
            json.raw("{\"id\": \(pointer.rawValue), \"phase\": \"dragging\", \"items\": ")
            json.strings(feedback.items.compactMap { records[$0]?.name })
            json.raw(", \"destination\": ")
            if let cue = feedback.destination, let pane = panes[cue.container] {
                json.string(pane.key)
            } else {
                json.raw("null")
            }
            // Where the gap is: the index the drop inserts at, in the list without the dragged items.
            json.raw(", \"index\": ")
            json.raw(feedback.destination.map { "\($0.insertionIndex)" } ?? "null")
            json.raw(", \"outside\": \(pointer == Self.mouse && mouseIsOutside)")
            // Where the pointer was last seen: a test knows its last move has arrived.
            if let location = pointerLocations[pointer] {
                json.raw(", \"pointer\": [\(Self.number(location.x)), \(Self.number(location.y))]")
            }
            json.raw("}")
        }
        json.raw("], \"pendingTransfers\": \(pendingTransfers + externalDrops.count)")
        json.raw(", \"announcements\": "); json.strings(announcements)
        json.raw(", \"failures\": "); json.strings(failures)
        json.raw(", \"frames\": {")
        var keys: [String] = []
        for key in shown {
            keys.append(key)
            keys.append(contentsOf: items(in: key).map { key + "/" + $0 })
        }
        var wrote = false
        for key in keys {
            guard let frame = frames[key] else { continue }
            if wrote { json.raw(", ") }
            wrote = true
            json.string(key)
            json.raw(": ")
            json.rect(frame)
        }
        // Each pane's scroller: its visible frame, its content's height and its offset (A1).
        json.raw("}, \"scrollers\": {")
        let scrollers = surface?.scrollers() ?? [:]
        for (index, key) in PaneScroller.keys.filter({ scrollers[$0] != nil }).enumerated() {
            guard let scroller = scrollers[key] else { continue }
            if index > 0 { json.raw(", ") }
            json.string(key)
            json.raw(": {\"frame\": ")
            json.rect(scroller.frame)
            json.raw(", \"contentLength\": \(Self.number(scroller.contentLength)), \"offset\": \(Self.number(scroller.offset))}")
        }
        json.raw("}, \"window\": ")
        if let window { json.rect(window) } else { json.raw("null") }
        json.raw(", \"openFolder\": ")
        json.string(Pane.folder(openFolder).key)
        // The Files tree (issue 37): its folder rows shown expanded, and each shown row's depth.
        json.raw(", \"expanded\": "); json.strings(expandedRows)
        json.raw(", \"depths\": {")
        for (index, row) in filesRows.enumerated() {
            if index > 0 { json.raw(", ") }
            json.string(row.key)
            json.raw(": \(row.depth)")
        }
        json.raw("}")
        if let state {
            json.raw(", \"dimmed\": "); json.strings(state.dimmed)
            json.raw(", \"status\": "); json.string(state.status)
            json.raw(", \"title\": "); json.string(state.title)
            json.raw(", \"layoutPending\": \(state.layoutPending)")
        }
        json.raw("}\n")
        return json.text
    }
}

/// What the window shows beside the content, for the snapshot (issue 34): the item keys of the
/// rows dimmed now, the status line's text, the window's title, and whether new content still
/// waits for GTK's layout (its rows' frames are then left out).
public struct ShownState: Equatable, Sendable {
    public var dimmed: [String]
    public var status: String
    public var title: String
    public var layoutPending: Bool

    public init(dimmed: [String], status: String, title: String, layoutPending: Bool = false) {
        self.dimmed = dimmed
        self.status = status
        self.title = title
        self.layoutPending = layoutPending
    }
}

extension DesktopHost {
    /// `value` as a JSON number (rounded to a hundredth; not finite: 0). O(1).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return "\((value * 100).rounded() / 100)"
    }
}

/// A JSON text being written: strings escaped per RFC 8259. O(n) in what is written.
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ part: String) { text += part }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    mutating func strings(_ values: [String]) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += ", " }
            string(value)
        }
        text += "]"
    }

    mutating func rect(_ rect: Rect) {
        func number(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        text += "[" + number(rect.minX) + ", " + number(rect.minY) + ", " + number(rect.width) + ", " + number(rect.height) + "]"
    }
}
