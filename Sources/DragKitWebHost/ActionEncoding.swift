import DragKit

// How the web host's JavaScript receives the engine's actions: a JSON array, one object per
// action, with a `"t"` field naming it. Ids are the engine's integers; the JavaScript bridge
// maps them to its `data-dk-*` strings. The format is documented in Web/README.md.

extension JSONWriter {
    /// Writes `actions` as a JSON array.
    public mutating func write(_ actions: [Action]) {
        beginArray()
        for action in actions { write(action) }
        endArray()
    }

    public mutating func write(_ action: Action) {
        beginObject()
        switch action {
        case .scheduleTick(let time):
            field("t", "tick"); key("at"); integer(time.milliseconds)
        case .measureLayout:
            field("t", "measure")
        case .scroll(let container, let delta):
            field("t", "scroll"); key("c"); integer(container.rawValue)
            key("dx"); number(delta.x); key("dy"); number(delta.y)
        case .beginPreview(let pointer, let items, let frame):
            field("t", "begin"); key("p"); integer(pointer.rawValue)
            key("items"); write(items); key("f"); write(frame)
        case .movePreview(let pointer, let frame):
            field("t", "move"); key("p"); integer(pointer.rawValue); key("f"); write(frame)
        case .endPreview(let pointer, let ending):
            field("t", "end"); key("p"); integer(pointer.rawValue)
            switch ending {
            case .settle(let items): field("how", "settle"); key("items"); write(items)
            case .flyBack(let frame): field("how", "flyBack"); key("f"); write(frame)
            case .evaporate: field("how", "evaporate")
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
            field("t", "say"); key("text"); string(announcement.text)
            key("assertive"); bool(announcement.politeness == .assertive)
        case .applyChange(let steps):
            field("t", "change"); key("steps"); write(steps)
        case .commit(let transfer):
            field("t", "commit"); key("id"); integer(transfer.id.rawValue)
            key("op"); staticString(transfer.operation.name)
            key("items"); write(transfer.items)
            key("from"); integer(transfer.source.rawValue)
            key("to"); integer(transfer.destination.rawValue)
            key("index"); integer(transfer.index)
            key("copies"); write(transfer.copies)
            key("at"); beginArray(); for index in transfer.indices { integer(index) }; endArray()
        case .reportFailure(let text):
            field("t", "fail"); key("text"); string(text)
        case .requestConfirmation(let request):
            field("t", "confirm"); key("id"); integer(request.id.rawValue)
            field("style", request.style == .before ? "before" : "after")
            key("text"); string(request.message)
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

    /// `[x, y, width, height]`.
    public mutating func write(_ rect: Rect) {
        beginArray()
        number(rect.minX); number(rect.minY); number(rect.width); number(rect.height)
        endArray()
    }

    /// Each step as an array: `["remove", id]`, `["insert", id, container, index]`,
    /// `["dup", original, copy]`, `["delete", id]`.
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
