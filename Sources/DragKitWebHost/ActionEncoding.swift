import DragKit

// How the web host's JavaScript receives the engine's actions (issue 36): each `Action` is
// written as its case of the host contract's `action` union (the generated `putAction…` writers
// of Wire+Generated.swift, from DragKitWire's HostContract.swift), a tagged little-endian
// record the page's generated decoder (Web/dragkit/dragkit-wire.js) reads back as an object
// whose `t` names it. Ids are the engine's integers; the bridge maps them to its `data-dk-*` strings.
// Announcements, failures, questions and placeholders' names cross as their structured value's
// bytes (``Utterance``, issue 36): the engine wasm makes no sentence; the page's words module
// (Scripts/build-wasm.sh `words`, DragKitWords) says them in the page's language (S7). This
// switch is the only place an `Action` meets the wire.

extension WireWriter {
    /// The output afresh as the `actions` answer. O(size of the actions).
    public mutating func answer(_ actions: [Action]) {
        beginActions(count: actions.count)
        for action in actions { put(action) }
    }

    /// Puts `action` as the contract states it (its case of `action`, Wire+Generated.swift).
    /// Straight from the action's values: no `WireAction` is made on the way (each would be
    /// copied once more; issue 36). O(size of the action).
    public mutating func put(_ action: Action) {
        switch action {
        case .scheduleTick(let time):
            putActionTick(at: Double(time.milliseconds))
        case .measureLayout:
            putActionMeasure()
        case .scroll(let container, let delta):
            putActionScroll(c: container.rawValue, dx: delta.x, dy: delta.y)
        case .beginPreview(let pointer, .items(let items), let frame):
            putActionBeginItems(p: pointer.rawValue, items: items, f: frame)
        case .beginPreview(let pointer, .text(let source, let range), let frame):
            putActionBeginText(p: pointer.rawValue, c: source.rawValue, r: range, f: frame)
        case .movePreview(let pointer, let frame):
            putActionMove(p: pointer.rawValue, f: frame)
        case .endPreview(let pointer, let ending):
            switch ending {
            case .settle(let items): putActionSettle(p: pointer.rawValue, items: items)
            case .flyBack(let frame): putActionFlyBack(p: pointer.rawValue, f: frame)
            case .evaporate: putActionEvaporate(p: pointer.rawValue)
            case .delivered: putActionDelivered(p: pointer.rawValue)
            }
        case .setLifted(let items, let lifted):
            putActionLifted(items: items, on: lifted)
        case .markDestination(let pointer, let cue):
            if let cue {
                putActionMark(p: pointer.rawValue, c: cue.container.rawValue, hl: cue.isHighlighted,
                             i: cue.insertionIndex, f: cue.markerFrame, o: cue.textOffset, into: cue.intoItem?.rawValue)
            } else {
                putActionUnmark(p: pointer.rawValue)
            }
        case .setCursor(let pointer, let cursor):
            putActionCursor(p: pointer.rawValue, v: WireCursor(cursor))
        case .setBadge(let pointer, let badge):
            if let badge {
                putActionBadge(p: pointer.rawValue, n: badge.count, s: WireSymbol(badge.symbol))
            } else {
                putActionUnbadge(p: pointer.rawValue)
            }
        case .announce(let announcement):
            putActionSay(words: Self.bytes(.event(announcement.event)), assertive: announcement.politeness == .assertive)
        case .applyChange(.items(let steps)):
            putActionChangeItems(steps: steps.map(WireStep.init))
        case .applyChange(.text(let container, _, let selection, let result)):
            putActionChangeText(c: container.rawValue, runs: WireRun.runs(result), sel: selection)
        case .commit(.items(let transfer)):
            putActionCommitItems(
                id: transfer.id.rawValue, op: WireOperation(transfer.operation), items: transfer.items,
                from: transfer.source.rawValue, to: transfer.destination.rawValue, index: transfer.index,
                copies: transfer.copies, types: transfer.representations.map { $0.rawValue }, fields: transfer.fields,
                at: transfer.indices,
                created: transfer.created.map { WireCreated(id: $0.id.rawValue, type: $0.type.rawValue, label: $0.label, text: $0.text) })
        case .commit(.text(let transfer)):
            putActionCommitText(
                id: transfer.id.rawValue, op: WireOperation(transfer.operation), from: transfer.source.rawValue,
                fr: transfer.sourceRange, to: transfer.destination.rawValue, r: transfer.insertedRange,
                text: WireRun.runs(transfer.text), items: transfer.sourceItems)
        case .reportFailure(let failure):
            putActionFail(words: Self.bytes(.event(failure)))
        case .addToPreview(let pointer, let items):
            putActionAdd(p: pointer.rawValue, items: items)
        case .flockPreview(let pointer, let frames):
            putActionFlock(p: pointer.rawValue, items: frames.map { $0.item }, fs: frames.map { $0.frame })
        case .reshapePreview(let pointer, let size):
            if let size {
                putActionReshape(p: pointer.rawValue, w: size.width, h: size.height)
            } else {
                putActionUnshape(p: pointer.rawValue)
            }
        case .setSelection(let container, let items):
            putActionSelect(c: container.rawValue, items: items)
        case .activateWindow(let container):
            putActionActivate(c: container.rawValue)
        case .springFlash(let control):
            putActionSpringFlash(id: control.rawValue)
        case .springActivate(let control):
            putActionSpring(id: control.rawValue)
        case .setExpanded(let item, let open):
            putActionExpand(item: item.rawValue, open: open)
        case .revealDropPoint(let container, let index, let frame):
            putActionReveal(c: container.rawValue, i: index, f: frame)
        case .loadRepresentation(let transfer, let item, let type, let fields):
            putActionLoad(id: transfer.rawValue, item: item.rawValue, type: type.rawValue, fields: fields)
        case .insertPlaceholder(let transfer, let container, let index, let label, let items):
            // F9: an item not known yet (empty label) is labelled as the placeholder is, by the page.
            putActionPlaceholder(
                id: transfer.rawValue, c: container.rawValue, i: index, words: Self.bytes(.event(label)),
                items: items.map { WireSlot(item: $0.item.rawValue, label: $0.label, total: Double($0.totalBytes)) })
        case .showProgress(let transfer, let progress):
            putActionProgress(id: transfer.rawValue, done: Double(progress.completedBytes),
                             total: Double(progress.totalBytes), each: progress.items.map { Double($0.completedBytes) })
        case .receiveExternalDrop(let transfer, let container, let index, let types):
            putActionExternal(id: transfer.rawValue, c: container.rawValue, i: index, types: types.map { $0.rawValue })
        case .openInNewWindow(let items):
            putActionOpen(items: items)
        case .removePlaceholder(let transfer):
            putActionUnplaceholder(id: transfer.rawValue)
        case .startTask(let task, let container, let items):
            putActionTask(id: task.rawValue, c: container.rawValue, items: items)
        case .updateTask(let task, let state):
            switch state {
            case .running(let fraction): putActionTaskRunning(id: task.rawValue, f: fraction)
            case .finished: putActionTaskFinished(id: task.rawValue)
            case .failed(let reason): putActionTaskFailed(id: task.rawValue, words: Self.bytes(.reason(reason)))
            }
        case .requestConfirmation(let request):
            putActionConfirm(id: request.id.rawValue, style: request.style == .before ? .before : .after,
                            words: Self.bytes(.event(request.message)), c: request.destination.rawValue, items: request.items)
        }
    }
}

extension WireWriter {
    /// The bytes of `utterance`, for a `words` field. O(size of the utterance).
    static func bytes(_ utterance: Utterance) -> [UInt8] {
        var bytes: [UInt8] = []
        utterance.encode(into: &bytes)
        return bytes
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
