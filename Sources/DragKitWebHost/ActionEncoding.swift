import DragKit

// How the web host's JavaScript receives the engine's actions (issue 36): each `Action` becomes
// the host contract's `WireAction` (Wire+Generated.swift, generated from DragKitWire's
// HostContract.swift), which the generated encoder writes as a tagged little-endian record and
// the page's generated decoder (Web/dragkit/dragkit-wire.js) reads back as an object whose `t`
// names it. Ids are the engine's integers; the bridge maps them to its `data-dk-*` strings.
// Announcements, failures and questions cross as sentences in the page's language (S7): the
// content is a string. This switch is the only place an `Action` meets the wire.

extension WireWriter {
    /// The output afresh as the `actions` answer, announcements in English.
    public mutating func answer(_ actions: [Action]) {
        answer(actions, words: EnglishAnnouncer())
    }

    /// The output afresh as the `actions` answer, announcements, failures and questions in the
    /// words of `announcer`. O(size of the actions).
    public mutating func answer<Words: Announcer>(_ actions: [Action], words announcer: Words) {
        beginActions(count: actions.count)
        for action in actions { put(WireAction(action, words: announcer)) }
    }
}

extension WireAction {
    /// `action` as the contract states it, its words in those of `announcer`.
    public init<Words: Announcer>(_ action: Action, words announcer: Words) {
        switch action {
        case .scheduleTick(let time):
            self = .tick(at: Double(time.milliseconds))
        case .measureLayout:
            self = .measure
        case .scroll(let container, let delta):
            self = .scroll(c: container.rawValue, dx: delta.x, dy: delta.y)
        case .beginPreview(let pointer, .items(let items), let frame):
            self = .beginItems(p: pointer.rawValue, items: items, f: frame)
        case .beginPreview(let pointer, .text(let source, let range), let frame):
            self = .beginText(p: pointer.rawValue, c: source.rawValue, r: range, f: frame)
        case .movePreview(let pointer, let frame):
            self = .move(p: pointer.rawValue, f: frame)
        case .endPreview(let pointer, let ending):
            switch ending {
            case .settle(let items): self = .settle(p: pointer.rawValue, items: items)
            case .flyBack(let frame): self = .flyBack(p: pointer.rawValue, f: frame)
            case .evaporate: self = .evaporate(p: pointer.rawValue)
            case .delivered: self = .delivered(p: pointer.rawValue)
            }
        case .setLifted(let items, let lifted):
            self = .lifted(items: items, on: lifted)
        case .markDestination(let pointer, let cue):
            if let cue {
                self = .mark(p: pointer.rawValue, c: cue.container.rawValue, hl: cue.isHighlighted,
                             i: cue.insertionIndex, f: cue.markerFrame, o: cue.textOffset, into: cue.intoItem?.rawValue)
            } else {
                self = .unmark(p: pointer.rawValue)
            }
        case .setCursor(let pointer, let cursor):
            self = .cursor(p: pointer.rawValue, v: WireCursor(cursor))
        case .setBadge(let pointer, let badge):
            if let badge {
                self = .badge(p: pointer.rawValue, n: badge.count, s: WireSymbol(badge.symbol))
            } else {
                self = .unbadge(p: pointer.rawValue)
            }
        case .announce(let announcement):
            self = .say(text: announcement.words(by: announcer), assertive: announcement.politeness == .assertive)
        case .applyChange(.items(let steps)):
            self = .changeItems(steps: steps.map(WireStep.init))
        case .applyChange(.text(let container, let edits, let selection)):
            self = .changeText(c: container.rawValue,
                               edits: edits.map { WireEdit(range: $0.range, runs: WireRun.runs($0.replacement)) },
                               sel: selection)
        case .commit(.items(let transfer)):
            self = .commitItems(
                id: transfer.id.rawValue, op: WireOperation(transfer.operation), items: transfer.items,
                from: transfer.source.rawValue, to: transfer.destination.rawValue, index: transfer.index,
                copies: transfer.copies, types: transfer.representations.map { $0.rawValue }, fields: transfer.fields,
                at: transfer.indices,
                created: transfer.created.map { WireCreated(id: $0.id.rawValue, type: $0.type.rawValue, label: $0.label, text: $0.text) })
        case .commit(.text(let transfer)):
            self = .commitText(
                id: transfer.id.rawValue, op: WireOperation(transfer.operation), from: transfer.source.rawValue,
                fr: transfer.sourceRange, to: transfer.destination.rawValue, r: transfer.insertedRange,
                text: WireRun.runs(transfer.text), items: transfer.sourceItems)
        case .reportFailure(let failure):
            self = .fail(text: announcer.words(for: failure))
        case .addToPreview(let pointer, let items):
            self = .add(p: pointer.rawValue, items: items)
        case .flockPreview(let pointer, let frames):
            self = .flock(p: pointer.rawValue, items: frames.map { $0.item }, fs: frames.map { $0.frame })
        case .reshapePreview(let pointer, let size):
            if let size {
                self = .reshape(p: pointer.rawValue, w: size.width, h: size.height)
            } else {
                self = .unshape(p: pointer.rawValue)
            }
        case .setSelection(let container, let items):
            self = .select(c: container.rawValue, items: items)
        case .activateWindow(let container):
            self = .activate(c: container.rawValue)
        case .springFlash(let control):
            self = .springFlash(id: control.rawValue)
        case .springActivate(let control):
            self = .spring(id: control.rawValue)
        case .revealDropPoint(let container, let index, let frame):
            self = .reveal(c: container.rawValue, i: index, f: frame)
        case .loadRepresentation(let transfer, let item, let type, let fields):
            self = .load(id: transfer.rawValue, item: item.rawValue, type: type.rawValue, fields: fields)
        case .insertPlaceholder(let transfer, let container, let index, let label, let items):
            // F9: an item not known yet (empty label) is labelled as the placeholder is.
            let name = announcer.words(for: label)
            self = .placeholder(
                id: transfer.rawValue, c: container.rawValue, i: index, label: name,
                items: items.map { WireSlot(item: $0.item.rawValue, label: $0.label.isEmpty ? name : $0.label, total: Double($0.totalBytes)) })
        case .showProgress(let transfer, let progress):
            self = .progress(id: transfer.rawValue, done: Double(progress.completedBytes),
                             total: Double(progress.totalBytes), each: progress.items.map { Double($0.completedBytes) })
        case .receiveExternalDrop(let transfer, let container, let index, let types):
            self = .external(id: transfer.rawValue, c: container.rawValue, i: index, types: types.map { $0.rawValue })
        case .openInNewWindow(let items):
            self = .open(items: items)
        case .removePlaceholder(let transfer):
            self = .unplaceholder(id: transfer.rawValue)
        case .startTask(let task, let container, let items):
            self = .task(id: task.rawValue, c: container.rawValue, items: items)
        case .updateTask(let task, let state):
            switch state {
            case .running(let fraction): self = .taskRunning(id: task.rawValue, f: fraction)
            case .finished: self = .taskFinished(id: task.rawValue)
            case .failed(let reason): self = .taskFailed(id: task.rawValue, why: announcer.words(for: reason))
            }
        case .requestConfirmation(let request):
            self = .confirm(id: request.id.rawValue, style: request.style == .before ? .before : .after,
                            text: announcer.words(for: request.message), c: request.destination.rawValue, items: request.items)
        }
    }
}

extension WireStep {
    /// One change to the content, as the contract states it.
    public init(_ step: ContentStep) {
        switch step {
        case .remove(let item): self = .remove(id: item.rawValue)
        case .insert(let item, let container, let index): self = .insert(id: item.rawValue, c: container.rawValue, index: index)
        case .duplicate(let original, let copy): self = .duplicate(original: original.rawValue, copy: copy.rawValue)
        case .delete(let item): self = .delete(id: item.rawValue)
        case .create(let item, let type, let label): self = .create(id: item.rawValue, type: type.rawValue, label: label)
        }
    }
}

extension WireRun {
    /// Styled text as its runs: characters, font, size, weight, italic, colour and link.
    public static func runs(_ text: StyledText) -> [WireRun] {
        text.runs.map { run in
            WireRun(s: run.text, font: run.style.fontFamily, size: run.style.size, w: Int(run.style.weight),
                    i: run.style.isItalic, rgba: run.style.color, link: run.style.link)
        }
    }
}

extension WireCursor {
    /// The cursor's name on the wire (the bridge maps it to a CSS cursor).
    public init(_ cursor: Cursor) {
        switch cursor {
        case .automatic: self = .auto
        case .grabbing: self = .grabbing
        case .copy: self = .copy
        case .link: self = .alias
        case .notAllowed: self = .notAllowed
        case .disappearingItem: self = .disappearing
        case .newWindow: self = .newWindow
        }
    }
}

extension WireSymbol {
    public init(_ symbol: Badge.Symbol) {
        switch symbol {
        case .none: self = .none
        case .copy: self = .copy
        case .link: self = .link
        case .forbidden: self = .forbidden
        }
    }
}

extension WireOperation {
    public init(_ operation: DropOperation) {
        switch operation {
        case .cancel: self = .cancel
        case .forbidden: self = .forbidden
        case .copy: self = .copy
        case .move: self = .move
        case .link: self = .link
        case .delete: self = .delete
        }
    }
}
