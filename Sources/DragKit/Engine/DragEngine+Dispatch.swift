// Routes each ``Event`` to the part of the engine that handles it. ``DragEngine/handle(_:)``
// does the per-call bookkeeping around this, once per event.

extension DragEngine {
    /// Hands `event` to its handler, appending what the host must do to `actions`. O(1) plus
    /// the handler's own cost.
    mutating func dispatch(_ event: Event, into actions: inout [Action]) {
        switch event {
        // Input (F1, F2, S4, S7, S13, A1)
        case .pointer(let pointerEvent): handlePointer(pointerEvent, into: &actions)
        case .key(let keyEvent): handleKey(keyEvent, into: &actions)
        case .tick(let now): handleTick(now, into: &actions)
        // Crossing the app's edge (S1, S2)
        case .pointerLeftApp(let pointer, _): pointerLeftApp(pointer, into: &actions)
        case .dragEndedOutside(let pointer, let delivered, _): dragEndedOutside(pointer, delivered: delivered, into: &actions)
        case .externalDragEntered(let drag): externalDragEntered(drag, into: &actions)
        case .externalDragExited(let pointer, _): externalDragExited(pointer, into: &actions)
        // Layout reports
        case .containerFrame(let frame, of: let container): setFrame(frame, forContainer: container)
        case .itemFrame(let frame, of: let item): setFrame(frame, forItem: item)
        case .layoutDidChange: actions += layoutDidChange()
        case .scrollMetrics(let metrics, of: let container): setScrollMetrics(metrics, forContainer: container)
        case .scrollMetricsRemoved(of: let container): removeScrollMetrics(forContainer: container)
        case .scrollViewport(let frame, of: let container): layout.autoScroll.setViewport(frame, of: container)
        case .scrollOffset(let offset, of: let container): scrollContent(of: container, to: offset, into: &actions)
        case .textLayout(let layout, of: let container): setTextLayout(layout, for: container)
        // Transfer reports (S10, S14, F7, F9, P1)
        case .transferSucceeded(let transfer): actions += transferSucceeded(transfer)
        case .transferUnchanged(let transfer): actions += transferUnchanged(transfer)
        case .transferFailed(let transfer, let reason): actions += transferFailed(transfer, reason: FailureReason(hostText: reason))
        case .transferProgress(let transfer, let item?, let completed):
            actions += transferProgress(transfer, item: item, completedBytes: completed)
        case .transferProgress(let transfer, nil, let completed):
            actions += transferProgress(transfer, completedBytes: completed)
        case .transferLoaded(let transfer, let content): actions += transferLoaded(transfer, content)
        case .transferCancelled(let transfer): actions += cancelTransfer(transfer)
        // Task reports (F10)
        case .taskProgress(let task, let fraction): actions += taskProgress(task, fraction: fraction)
        case .taskFinished(let task): actions += taskFinished(task)
        case .taskFailed(let task, let reason): actions += taskFailed(task, reason: FailureReason(hostText: reason))
        // Keyboard drags (S7)
        case .pickUp(.items(let items), let modifiers): actions += pickUp(items, modifiers: modifiers)
        case .pickUp(.selectedText(let container), let modifiers): actions += pickUpText(in: container, modifiers: modifiers)
        case .moveKeyboardDrag(let point): actions += moveKeyboardDrag(to: point)
        case .dropKeyboardDrag: actions += dropKeyboardDrag()
        case .cancelKeyboardDrag: actions += cancelKeyboardDrag()
        // Undo and redo (S10); the menu commands are the editing layer's (DragKitEditing, S7)
        case .undo: actions += undo()
        case .redo: actions += redo()
        // Confirmation answers (S11)
        case .confirm(let id): actions += confirm(id)
        case .decline(let id): actions += decline(id)
        // Selection commands (S8, A5, P2)
        case .select(let items): select(items)
        case .deselect(let items): deselect(items)
        case .setSelection(let items, let container):
            // Other levels of an outline it cleared or set (issue 37: one selection per outline).
            for level in setSelection(items, in: container) { actions.append(.setSelection(level, selectedItems(in: level))) }
        case .setTextSelection(let range, let container): setSelection(range, for: container)
        case .setWindowActive(let active, let container): setWindowActive(active, for: container)
        }
    }
}
