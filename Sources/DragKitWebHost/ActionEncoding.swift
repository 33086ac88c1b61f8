import DragKit

// How the web host's JavaScript receives the engine's actions: a JSON array, one object per
// action, with a `"t"` field naming it. Ids are the engine's integers; the JavaScript bridge
// maps them to its `data-dk-*` strings. The format is documented in Web/dragkit/Internals.md
// ("The wire format between bridge and engine").

extension JSONWriter {
    /// Writes `actions` as a JSON array, announcements in English.
    public mutating func write(_ actions: [Action]) {
        write(actions, words: EnglishAnnouncer())
    }

    /// Writes `actions` as a JSON array, announcements, failures and questions in the words of
    /// `announcer` (S7): the page receives sentences, ready for its live region.
    public mutating func write<Words: Announcer>(_ actions: [Action], words announcer: Words) {
        beginArray()
        for action in actions { write(action, words: announcer) }
        endArray()
    }

    /// Writes one action, announcements in English.
    public mutating func write(_ action: Action) {
        write(action, words: EnglishAnnouncer())
    }

    /// Writes one action, announcements in the words of `announcer`.
    public mutating func write<Words: Announcer>(_ action: Action, words announcer: Words) {
        beginObject()
        switch action {
        case .scheduleTick(let time):
            field("t", "tick"); key("at"); integer(time.milliseconds)
        case .measureLayout:
            field("t", "measure")
        case .scroll(let container, let delta):
            field("t", "scroll"); key("c"); integer(container.rawValue)
            key("dx"); number(delta.x); key("dy"); number(delta.y)
        case .beginPreview(let pointer, .items(let items), let frame):
            // One message for every drag image (issue 23): `kind` says what it shows.
            field("t", "begin"); field("kind", "items"); key("p"); integer(pointer.rawValue)
            key("items"); write(items); key("f"); write(frame)
        case .movePreview(let pointer, let frame):
            field("t", "move"); key("p"); integer(pointer.rawValue); key("f"); write(frame)
        case .endPreview(let pointer, let ending):
            field("t", "end"); key("p"); integer(pointer.rawValue)
            switch ending {
            case .settle(let items): field("how", "settle"); key("items"); write(items)
            case .flyBack(let frame): field("how", "flyBack"); key("f"); write(frame)
            case .evaporate: field("how", "evaporate")
            case .delivered: field("how", "delivered")
            }
        case .setLifted(let items, let lifted):
            field("t", "lifted"); key("items"); write(items); key("on"); bool(lifted)
        case .markDestination(let pointer, let cue):
            field("t", "mark"); key("p"); integer(pointer.rawValue)
            if let cue {
                key("c"); integer(cue.container.rawValue)
                key("hl"); bool(cue.isHighlighted)
                key("i"); integer(cue.insertionIndex)
                key("f"); write(cue.markerFrame)
                if let offset = cue.textOffset { key("o"); integer(offset) }
                if let into = cue.intoItem { key("into"); integer(into.rawValue) }
            } else {
                key("c"); null()
            }
        case .setCursor(let pointer, let cursor):
            field("t", "cursor"); key("p"); integer(pointer.rawValue); key("v"); staticString(cursor.name)
        case .setBadge(let pointer, let badge):
            field("t", "badge"); key("p"); integer(pointer.rawValue)
            if let badge {
                key("n"); integer(badge.count); key("s"); staticString(badge.symbol.name)
            } else {
                key("n"); null()
            }
        case .announce(let announcement):
            field("t", "say"); key("text"); string(announcement.words(by: announcer))
            key("assertive"); bool(announcement.politeness == .assertive)
        case .applyChange(.items(let steps)):
            // One message for every change (issue 23): `kind` says what it changes.
            field("t", "change"); field("kind", "items"); key("steps"); write(steps)
        case .commit(.items(let transfer)):
            // One message for every commit (issue 23): `kind` says what it carries.
            field("t", "commit"); field("kind", "items"); key("id"); integer(transfer.id.rawValue)
            key("op"); staticString(transfer.operation.name)
            key("items"); write(transfer.items)
            key("from"); integer(transfer.source.rawValue)
            key("to"); integer(transfer.destination.rawValue)
            key("index"); integer(transfer.index)
            key("copies"); write(transfer.copies)
            key("types"); beginArray(); for type in transfer.representations { string(type.rawValue) }; endArray()
            key("fields"); write(transfer.fields)
            key("at"); beginArray(); for index in transfer.indices { integer(index) }; endArray()
            key("created"); write(transfer.created)
        case .reportFailure(let failure):
            field("t", "fail"); key("text"); string(announcer.words(for: failure))
        case .addToPreview(let pointer, let items):
            field("t", "add"); key("p"); integer(pointer.rawValue); key("items"); write(items)
        case .flockPreview(let pointer, let frames):
            field("t", "flock"); key("p"); integer(pointer.rawValue)
            key("items"); beginArray(); for entry in frames { integer(entry.item.rawValue) }; endArray()
            key("fs"); beginArray(); for entry in frames { write(entry.frame) }; endArray()
        case .reshapePreview(let pointer, let size):
            field("t", "reshape"); key("p"); integer(pointer.rawValue)
            if let size {
                key("w"); number(size.width); key("h"); number(size.height)
            } else {
                key("w"); null()
            }
        case .setSelection(let container, let items):
            field("t", "select"); key("c"); integer(container.rawValue); key("items"); write(items)
        case .activateWindow(let container):
            field("t", "activate"); key("c"); integer(container.rawValue)
        case .springFlash(let control):
            field("t", "springFlash"); key("id"); integer(control.rawValue)
        case .springActivate(let control):
            field("t", "spring"); key("id"); integer(control.rawValue)
        case .revealDropPoint(let container, let index, let frame):
            field("t", "reveal"); key("c"); integer(container.rawValue)
            key("i"); integer(index); key("f"); write(frame)
        case .loadRepresentation(let transfer, let item, let type, let fields):
            field("t", "load"); key("id"); integer(transfer.rawValue); key("item"); integer(item.rawValue)
            key("type"); string(type.rawValue); key("fields"); write(fields)
        case .insertPlaceholder(let transfer, let container, let index, let label, let items):
            field("t", "ph"); key("id"); integer(transfer.rawValue); key("c"); integer(container.rawValue)
            let name = announcer.words(for: label)
            key("i"); integer(index); key("label"); string(name); key("items"); write(items, unnamed: name)
        case .showProgress(let transfer, let progress):
            field("t", "progress"); key("id"); integer(transfer.rawValue)
            key("done"); integer(Int64(clamping: progress.completedBytes))
            key("total"); integer(Int64(clamping: progress.totalBytes))
            key("each"); beginArray()
            for item in progress.items { integer(Int64(clamping: item.completedBytes)) }
            endArray()
        case .receiveExternalDrop(let transfer, let container, let index, let types):
            field("t", "external"); key("id"); integer(transfer.rawValue); key("c"); integer(container.rawValue)
            key("i"); integer(index)
            key("types"); beginArray(); for type in types { string(type.rawValue) }; endArray()
        case .openInNewWindow(let items):
            field("t", "open"); key("items"); write(items)
        case .removePlaceholder(let transfer):
            field("t", "unph"); key("id"); integer(transfer.rawValue)
        case .startTask(let task, let container, let items):
            field("t", "task"); key("id"); integer(task.rawValue); key("c"); integer(container.rawValue)
            key("items"); write(items)
        case .updateTask(let task, let state):
            field("t", "taskState"); key("id"); integer(task.rawValue)
            switch state {
            case .running(let fraction): field("s", "running"); key("f"); number(fraction)
            case .finished: field("s", "finished")
            case .failed(let reason): field("s", "failed"); key("why"); string(announcer.words(for: reason))
            }
        case .beginPreview(let pointer, .text(let source, let range), let frame):
            field("t", "begin"); field("kind", "text"); key("p"); integer(pointer.rawValue); key("c"); integer(source.rawValue)
            key("r"); write(range); key("f"); write(frame)
        case .applyChange(.text(let container, let edits, let selection)):
            field("t", "change"); field("kind", "text"); key("c"); integer(container.rawValue)
            key("edits"); beginArray()
            for edit in edits {
                beginArray(); write(edit.range); write(edit.replacement); endArray()
            }
            endArray()
            key("sel")
            if let selection { write(selection) } else { null() }
        case .commit(.text(let transfer)):
            field("t", "commit"); field("kind", "text"); key("id"); integer(transfer.id.rawValue)
            key("op"); staticString(transfer.operation.name)
            key("from"); integer(transfer.source.rawValue); key("fr"); write(transfer.sourceRange)
            key("to"); integer(transfer.destination.rawValue); key("r"); write(transfer.insertedRange)
            key("text"); write(transfer.text)
            key("items"); write(transfer.sourceItems)
        case .requestConfirmation(let request):
            field("t", "confirm"); key("id"); integer(request.id.rawValue)
            field("style", request.style == .before ? "before" : "after")
            key("text"); string(announcer.words(for: request.message))
            key("c"); integer(request.destination.rawValue)
            key("items"); write(request.items)
        }
        endObject()
    }

    public mutating func write(_ items: [ItemID]) {
        beginArray()
        for item in items { integer(item.rawValue) }
        endArray()
    }

    /// One placeholder per item (F9): `[{"item": 7, "label": "Beach", "total": 1500000}]`; an
    /// item not known yet (empty label) is labelled `unnamed`, the placeholder's own label.
    public mutating func write(_ items: [PlaceholderItem], unnamed: String = "") {
        beginArray()
        for slot in items {
            beginObject()
            key("item"); integer(slot.item.rawValue)
            key("label"); string(slot.label.isEmpty ? unnamed : slot.label)
            key("total"); integer(Int64(clamping: slot.totalBytes))
            endObject()
        }
        endArray()
    }

    /// An array of strings.
    public mutating func write(_ strings: [String]) {
        beginArray()
        for value in strings { string(value) }
        endArray()
    }

    /// `[x, y, width, height]`.
    public mutating func write(_ rect: Rect) {
        beginArray()
        number(rect.minX); number(rect.minY); number(rect.width); number(rect.height)
        endArray()
    }

    /// `[lower, upper]` character offsets.
    public mutating func write(_ range: TextRange) {
        beginArray(); integer(range.lowerBound); integer(range.upperBound); endArray()
    }

    /// Styled text as an array of runs:
    /// `{"s": text, "font": family, "size": points, "w": weight, "i": italic, "rgba": colour, "link": url|null}`.
    public mutating func write(_ text: StyledText) {
        beginArray()
        for run in text.runs {
            beginObject()
            key("s"); string(run.text)
            key("font"); string(run.style.fontFamily)
            key("size"); number(run.style.size)
            key("w"); integer(Int(run.style.weight))
            key("i"); bool(run.style.isItalic)
            key("rgba"); integer(run.style.color)
            key("link")
            if let link = run.style.link { string(link) } else { null() }
            endObject()
        }
        endArray()
    }

    /// Items a drop made from text (P1):
    /// `[{"id": 7, "type": "com.dragkit.clipping", "label": "Hello…", "text": "Hello world"}]`.
    public mutating func write(_ created: [CreatedItem]) {
        beginArray()
        for item in created {
            beginObject()
            key("id"); integer(item.id.rawValue)
            key("type"); string(item.type.rawValue)
            key("label"); string(item.label)
            key("text"); string(item.text)
            endObject()
        }
        endArray()
    }

    /// Each step as an array: `["remove", id]`, `["insert", id, container, index]`,
    /// `["dup", original, copy]`, `["delete", id]`, `["create", id, type, label]` (an item made
    /// from text, P1).
    public mutating func write(_ steps: [ContentStep]) {
        beginArray()
        for step in steps {
            beginArray()
            switch step {
            case .remove(let item): staticString("remove"); integer(item.rawValue)
            case .insert(let item, let container, let index):
                staticString("insert"); integer(item.rawValue); integer(container.rawValue); integer(index)
            case .duplicate(let original, let copy):
                staticString("dup"); integer(original.rawValue); integer(copy.rawValue)
            case .delete(let item): staticString("delete"); integer(item.rawValue)
            case .create(let item, let type, let label):
                staticString("create"); integer(item.rawValue); string(type.rawValue); string(label)
            }
            endArray()
        }
        endArray()
    }

    private mutating func field(_ name: StaticString, _ value: StaticString) {
        key(name)
        staticString(value)
    }
}

extension Cursor {
    /// The name the bridge uses (and maps to a CSS cursor).
    public var name: StaticString {
        switch self {
        case .automatic: return "auto"
        case .grabbing: return "grabbing"
        case .copy: return "copy"
        case .link: return "alias"
        case .notAllowed: return "not-allowed"
        case .disappearingItem: return "disappearing"
        case .newWindow: return "newWindow"
        }
    }
}

extension Badge.Symbol {
    public var name: StaticString {
        switch self {
        case .none: return "none"
        case .copy: return "copy"
        case .link: return "link"
        case .forbidden: return "forbidden"
        }
    }
}

extension DropOperation {
    public var name: StaticString {
        switch self {
        case .cancel: return "cancel"
        case .forbidden: return "forbidden"
        case .copy: return "copy"
        case .move: return "move"
        case .link: return "link"
        case .delete: return "delete"
        }
    }
}
