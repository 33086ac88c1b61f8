import DragKit
import DragKitWords

// Engine actions to the surface, the folder and the store (issue 26), in order.

extension DesktopHost {
    /// Carries `actions` out in order, then tells the surface the snapshot's state may have
    /// changed. O(actions).
    ///
    /// A commit is stored at once (the engine puts it last in its batch). The drop's words
    /// ("Moved notes.txt to Archive, position 1 of 1.") are the engine's to hold until the store
    /// answered (issue 36): they come with the success report's actions, and never after a
    /// refusal, when the engine has taken the drop back and said why (F7, issue 34).
    ///
    /// A group from several levels of the Files tree is one commit per level (issue 37): the
    /// folders are listed again after the batch's last commit, not between two, when the disk
    /// holds only part of what the engine already shows.
    public func perform(_ actions: [Action]) {
        guard !actions.isEmpty else { return }
        let outermost = foldersToList == nil
        if outermost { foldersToList = [] }
        for action in actions { perform(action) }
        if outermost, let folders = foldersToList {
            foldersToList = nil
            if !folders.isEmpty { synchronize(folders: folders) }
        }
        if let origin = springOrigin, engine.draggingPointers.isEmpty, engine.pendingConfirmations.isEmpty {
            // The drag that sprang folders open is over: the pane goes back (S13).
            springOrigin = nil
            if origin != openFolder { open(folder: origin) }
        }
        surface?.stateChanged()
    }

    /// The pane scroller (``PaneScroller/keys``) that is scroll view `id` or holds container
    /// `id`. O(1).
    func scrollerKey(of id: ContainerID) -> String? {
        if let key = scrollViews.first(where: { $0.value == id })?.key { return key }
        switch panes[id] {
        case .folder: return "files"
        case .reminders: return "reminders"
        case .photos: return "photos"
        case nil: return nil
        }
    }

    func perform(_ action: Action) {
        let words = EnglishAnnouncer()
        switch action {
        case .scheduleTick(let time):
            let delay = max(0, time.milliseconds - clock.current.milliseconds)
            surface?.scheduleTick(afterMilliseconds: Int(min(delay, 60_000)))
        case .measureLayout:
            measure()
        case .scroll(let id, let delta):
            // A pane's scroller auto-scrolls (A1); the surface measures again once it moved.
            // A touch that moved before its long press scrolls the pane under it (F1).
            if let key = scrollerKey(of: id) { surface?.scroll(key, by: delta.y) }
        case .beginPreview(_, let content, let frame):
            if case .items(let items) = content {
                surface?.beginPreview(items: items.compactMap { key(of: $0) }, frame: frame)
            }
        case .movePreview(_, let frame):
            surface?.movePreview(frame: frame)
        case .endPreview(_, let ending):
            if case .flyBack(let frame) = ending {
                surface?.endPreview(flyBack: frame)
            } else {
                surface?.endPreview(flyBack: nil)
            }
        case .setLifted(let items, let lifted):
            surface?.setLifted(liftedKeys(items, lifted), lifted)
        case .markDestination(let pointer, let cue):
            guard let cue, let pane = panes[cue.container] else {
                surface?.markDestination(container: nil, intoItem: nil, marker: nil, gap: nil)
                return
            }
            let into = cue.intoItem.flatMap { key(of: $0) }
            let marker = into == nil && cue.markerFrame.width + cue.markerFrame.height > 0 ? cue.markerFrame : nil
            var gap: RowGap?
            if marker != nil, pane != .photos {
                let moved = Set((engine.feedback(for: pointer)?.items ?? []).compactMap { key(of: $0) })
                let rows = items(in: pane.key).map { pane.key + "/" + $0 }
                gap = RowGap.placing(at: cue.insertionIndex, in: rows, moving: moved)
                if case .after(let row)? = gap { gap = .after(lastShownRow(under: row)) }
            }
            surface?.markDestination(container: pane.key, intoItem: into, marker: marker, gap: gap)
        case .setCursor(_, let cursor):
            surface?.setCursor(Self.cursorName(cursor))
        case .setBadge(_, let badge):
            surface?.setBadge(badge.map(\.count))
        case .announce(let announcement):
            record(announcement: announcement.words(by: words))
        case .applyChange(let change):
            apply(change)
        case .commit(let commit):
            store(commit)
        case .reportFailure(let event):
            record(failure: words.words(for: event))
        case .addToPreview, .reshapePreview, .setSelection, .activateWindow, .revealDropPoint, .openInNewWindow:
            break
        case .setExpanded(let item, let expanded):
            // A drag resting on a collapsed folder row sprang it open, left it, or an undo
            // closed it again (S13, S10): the tree shows it, and is measured again.
            expansionChanged(item, expanded)
        case .flockPreview(_, let frames):
            surface?.flockPreview(frames: frames.map(\.frame))
        case .springFlash(let id):
            if let key = springs[id] { surface?.springFlash(key) }
        case .springActivate(let id):
            guard let key = springs[id] else { return }
            if springOrigin == nil { springOrigin = openFolder }
            // The Back button is the one control (folder rows spring open in the tree, issue 37).
            if key == Self.backKey { open(folder: parentFolder) }
        case .loadRepresentation(let transfer, _, _, _):
            // Every item here is local: nothing to load (no field-wise drops on the desktop).
            perform(engine.handle(.transferFailed(transfer, reason: "this item has no such data")))
        case .insertPlaceholder(let transfer, let container, let index, _, let items):
            pendingTransfers += 1
            guard let pane = panes[container] else { return }
            let label = items.map(\.label).joined(separator: ", ")
            placeholders[transfer] = Placeholder(container: pane.key, index: index, label: label, fraction: 0)
            surface?.contentChanged()
        case .showProgress(let transfer, let progress):
            // A drop from another app states no total: its copy reports the share instead.
            guard placeholders[transfer] != nil, progress.totalBytes > 0 else { return }
            placeholders[transfer]?.fraction = progress.fraction
            surface?.showProgress(of: transfer.rawValue, fraction: progress.fraction)
        case .removePlaceholder(let transfer):
            pendingTransfers = max(0, pendingTransfers - 1)
            if placeholders.removeValue(forKey: transfer) != nil { surface?.contentChanged() }
        case .receiveExternalDrop(let transfer, let container, let index, let types):
            guard let pane = panes[container] else {
                perform(engine.handle(.transferFailed(transfer, reason: "that place is gone")))
                return
            }
            externalDrops[transfer] = (pane, index, types)
        case .startTask(let task, _, _):
            perform(engine.handle(.taskFailed(task, reason: "the desktop has no tasks")))
        case .updateTask:
            break
        case .requestConfirmation(let request):
            surface?.askConfirmation(request.id.rawValue, message: words.words(for: request.message))
        }
    }

    /// The item keys to dim or show again for `items`: each item's key as it was when lifted,
    /// since a drop moves the item (and its key) before the engine shows it again, and a failed
    /// commit moves it back; an item no longer registered (deleted by another program) is shown
    /// again by its old key. O(k).
    func liftedKeys(_ items: [ItemID], _ lifted: Bool) -> [String] {
        var keys: [String] = []
        for item in items {
            if lifted {
                guard let key = key(of: item) else { continue }
                liftedItems[item] = key
                keys.append(key)
            } else {
                if let key = liftedItems.removeValue(forKey: item) { keys.append(key) }
                if let key = key(of: item), !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    /// GTK's cursor name for `cursor` (F8); `nil` for the normal pointer. O(1).
    public static func cursorName(_ cursor: Cursor) -> String? {
        switch cursor {
        case .automatic: return nil
        case .grabbing: return "grabbing"
        case .copy: return "copy"
        case .link: return "alias"
        case .notAllowed: return "no-drop"
        case .disappearingItem: return "no-drop"
        case .newWindow: return "copy"
        }
    }

    /// Mirrors a content change: the engine's workspace already holds it; copies and created
    /// items get their records, then the panes are drawn again. O(steps).
    func apply(_ change: ContentChange) {
        guard case .items(let steps) = change else { return }
        for step in steps {
            switch step {
            case .duplicate(let original, let copy):
                if let record = records[original] { records[copy] = record }
            case .create(let item, _, let label):
                records[item] = ItemRecord(name: label, title: label, isFolder: false)
            case .remove, .insert, .delete:
                // A deleted item keeps its record: the commit that follows names it (an undone
                // copy's file is removed then), and a failed commit brings it back.
                break
            }
        }
        surface?.contentChanged()
    }
}

extension Announcement.Event {
    /// Words for the event, by an English announcer. O(n).
    func words() -> String { EnglishAnnouncer().words(for: self) }
}
