import DragKit
import DragKitEditing

// Cut, Copy and Paste (S5, S7: nothing needs a drag): the editing layer's commands, carried out
// through the same drop pipeline as a drag, so a paste into Files copies the file on disk, a Cut
// then Paste moves it with one rename(2), and each is undone like a drop (S10).

extension DesktopHost {
    /// The items a command takes from the focused row `key`: the container's selection when
    /// the row is part of it (S8), else the row alone. O(n) in its container.
    func commandItems(at key: String) -> [ItemID] {
        guard let item = itemID(key), let container = engine.workspace.container(of: item) else { return [] }
        let selected = engine.selectedItems(in: container)
        return selected.contains(item) ? selected : [item]
    }

    /// Copy: the focused row (or its container's selection) goes on the app's pasteboard. O(k).
    public func copy(at key: String) {
        let items = commandItems(at: key)
        guard !items.isEmpty else { return }
        perform(editor.handle(.copy(items)))
    }

    /// Cut: as Copy; the next Paste moves the items instead of copying them. O(k).
    public func cut(at key: String) {
        let items = commandItems(at: key)
        guard !items.isEmpty else { return }
        perform(editor.handle(.cut(items)))
    }

    /// Paste after the focused row `key`, or at the end of container `key`. The destination's
    /// rules apply as for a drop (a Files pane takes files, a list takes reminders; A2), and a
    /// refusal is said (F7). O(k + n).
    public func paste(at key: String) {
        if let container = containerID(key) {
            perform(editor.handle(.paste(into: container)))
            return
        }
        guard let item = itemID(key), let container = engine.workspace.container(of: item) else { return }
        perform(editor.handle(.pasteAfter(item, into: container)))
    }
}

// "Move to…" (S7): every drag also exists as a command, with the operation a drag there would
// perform (S2, S3), reaching folders that are not on screen.

/// A place "Move to…" offers: its container key, a title people read, and whether putting the
/// items there moves or copies them.
public struct MoveChoice: Equatable, Sendable {
    public var container: String
    public var title: String
    public var copies: Bool
}

extension DesktopHost {
    /// The places "Move to…" offers for the focused row `key` (or its list's selection), in the
    /// engine's order. O(c·k) for c containers.
    public func moveChoices(at key: String) -> [MoveChoice] {
        let items = commandItems(at: key)
        guard !items.isEmpty else { return [] }
        return engine.moveDestinations(for: items).compactMap { destination in
            guard let pane = panes[destination.container] else { return nil }
            return MoveChoice(container: pane.key, title: title(of: pane), copies: destination.operation == .copy)
        }
    }

    /// "Move to…" `container`: the focused row (or its selection) goes there as a drag would,
    /// undoably (S10); a Drop Box asks first (S11). O(k + n).
    public func move(at key: String, to container: String) {
        let items = commandItems(at: key)
        guard !items.isEmpty, let destination = containerID(container) else { return }
        perform(editor.handle(.move(items, to: destination)))
    }

    /// The name people read for `pane`: "Files", a folder's path, a list's title, "Photos". O(1).
    func title(of pane: Pane) -> String {
        switch pane {
        case .folder(let path): return path.isEmpty ? "Files" : path
        case .reminders: return title(ofList: pane.key)
        case .photos: return "Photos"
        }
    }
}
