import DragKit
import Foundation

// What a drag that leaves the window offers other apps (S12, P1): each representation once, in
// fidelity order. A file goes as the file itself (its real `file://` URI), then its name as
// text; a photo also as PNG bytes; a reminder as text and as an `.ics` written on demand.

extension DesktopHost {
    /// The representations of `items` (item keys), richest first, as `(MIME type, bytes)`. Files
    /// are read only for a single PNG photo (at most ``imageLimit`` bytes). O(items + bytes).
    public func representations(of items: [String], onDemand: (any OnDemandFiles)? = nil) -> [(mime: String, bytes: [UInt8])] {
        var uris: [String] = []
        var texts: [String] = []
        var png: [UInt8]?
        for key in items {
            guard let item = itemID(key), let record = records[item],
                  let container = engine.workspace.container(of: item), let pane = panes[container] else { continue }
            switch pane {
            case .folder, .photos:
                guard let folder, let path = path(of: item) else { continue }
                let url = folder.url(of: path)
                uris.append(url.absoluteString)
                texts.append(record.title)
                if pane == .photos, items.count == 1, record.name.lowercased().hasSuffix(".png"),
                   let data = FileManager.default.contents(atPath: url.path), data.count <= Self.imageLimit {
                    png = [UInt8](data)
                }
            case .reminders:
                texts.append(record.title)
                if let onDemand, let url = try? onDemand.calendarTodo(title: record.title, id: record.name) {
                    uris.append(url.absoluteString)
                }
            }
        }
        var result: [(mime: String, bytes: [UInt8])] = []
        let reminderOnly = items.allSatisfy { $0.hasPrefix("reminders/") }
        if reminderOnly {
            // A reminder is text first; its calendar file is the richer copy for calendars.
            if !texts.isEmpty {
                result.append(("text/plain;charset=utf-8", Array(texts.joined(separator: "\n").utf8)))
                result.append(("text/plain", Array(texts.joined(separator: "\n").utf8)))
            }
            if !uris.isEmpty { result.append(("text/uri-list", Array((uris.joined(separator: "\r\n") + "\r\n").utf8))) }
            return result
        }
        if !uris.isEmpty { result.append(("text/uri-list", Array((uris.joined(separator: "\r\n") + "\r\n").utf8))) }
        if let png { result.append(("image/png", png)) }
        if !texts.isEmpty {
            result.append(("text/plain;charset=utf-8", Array(texts.joined(separator: "\n").utf8)))
            result.append(("text/plain", Array(texts.joined(separator: "\n").utf8)))
        }
        return result
    }

    /// The drag that left the window came back in (XDND brought it to our own drop target):
    /// the engine's session targets again from `location`. O(c + log n).
    public func dragReturned(to location: Point, time: UInt32) {
        mouseIsOutside = false
        pointer(.moved, at: location, time: time)
    }
}

extension DesktopHost {
    /// The file URL of a Files or Photos item key, for drawing it. O(n).
    public func folderURL(of key: String) -> URL? {
        guard let folder, let item = itemID(key), let path = path(of: item) else { return nil }
        return folder.url(of: path)
    }
}
