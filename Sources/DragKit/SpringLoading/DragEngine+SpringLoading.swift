// Spring loading (S13): a drag that pauses over a registered control activates it. The dwell is
// timed with scheduled ticks, never a clock; a force press or Space activates at once; Escape
// backs out of a dwell in progress, as in AppKit, without ending the drag.

extension DragEngine {
    /// Registers a spring-loaded control, or replaces the one with the same id (use this to report
    /// a new frame after the layout changed). O(1).
    ///
    /// The control stays an ordinary control for the host: keep its click and tap handlers, the
    /// engine only adds the drag path (S13).
    public mutating func setSpringLoadedControl(_ control: SpringLoadedControl) {
        layout.springLoading.declare(control)
    }

    /// Forgets a spring-loaded control; a dwell over it ends without activating. O(s log s) in
    /// the number of sessions.
    public mutating func removeSpringLoadedControl(_ id: SpringID) {
        layout.springLoading.remove(id)
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), extras.springHover.control == id else { continue }
            extras.springHover.leave()
            sessions.setExtras(extras, of: pointer)
        }
    }

    /// The spring-loaded controls, in ascending id order.
    public var springLoadedControls: [SpringLoadedControl] {
        layout.springLoading.controls.keys.sortedByKey({ $0.rawValue }).compactMap { layout.springLoading.controls[$0] }
    }

    /// The control a drag of `pointer` is pausing over and has not yet activated, if any.
    public func springDwell(of pointer: PointerID) -> SpringID? {
        sessions.extras(of: pointer)?.springHover.pause?.control
    }

    // MARK: Hooks

    /// Follows a drag's pointer over spring-loaded controls (S13): `hover` is the drag's own
    /// (``DragExtras/springHover``). Called after each move of a dragging pointer; reads no
    /// session, so it may run on a drag taken out of its table. A control on a folder row is
    /// only over where `gate` says a drop goes into the row: elsewhere on the row (its top and
    /// bottom edges, where the feedback shows "between rows") the pointer is away from it, so
    /// a pause there neither springs the folder open nor drops into it. O(s) in the number of
    /// controls, plus O(m) in the opening items while over a control.
    func updateSpringLoading(_ hover: inout SpringHover, at location: Point, gate: SpringGate, pressure: Double,
                             now: Timestamp, into actions: inout [Action]) {
        guard let control = layout.springLoading.control(at: location), maySpring(control, at: location, gate: gate) else {
            hover.leave()  // Leaving the control cancels its pause.
            return
        }
        if hover.control == control.id {
            if let pause = hover.pause, pause.dwell.anchor.distance(to: location) > configuration.springTolerance {
                // A deliberate move within the control: the pause starts again (AppKit).
                hover.restart(at: location, now: now)
                scheduleSpringTick(since: now, into: &actions)
            }
        } else {
            hover.enter(control.id, at: location, now: now)
            scheduleSpringTick(since: now, into: &actions)
        }
        if hover.pause != nil && pressure >= configuration.forcePressThreshold {
            activateSpring(&hover, into: &actions)
        }
    }

    /// Flashes and activates the controls whose pause is due, in pointer order. O(s log s) in
    /// the number of sessions.
    mutating func springLoadingTick(_ now: Timestamp, into actions: inout [Action]) {
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), let pause = extras.springHover.pause else { continue }
            defer { sessions.setExtras(extras, of: pointer) }
            guard let control = layout.springLoading.controls[pause.control] else {
                extras.springHover.leave()  // The control went away (S13).
                continue
            }
            // The content or the layout changed under a resting pointer (a row removed above it):
            // the zone is decided again from the feedback as it is now (S13, F6).
            if let drag = sessions.drag(of: pointer),
               !control.frame.contains(drag.location) || !maySpring(control, at: drag.location, gate: gate(of: drag)) {
                extras.springHover.leave()
                continue
            }
            let due = pause.dwell.since + configuration.springLoadingDelay
            if now >= due {
                activateSpring(&extras.springHover, into: &actions)
            } else if !extras.springHover.hasFlashed && now >= flashTime(since: pause.dwell.since) {
                extras.springHover.flash()
                actions.append(.springFlash(pause.control))
                actions.append(.scheduleTick(at: due))
            }
        }
    }

    /// Space springs every control a pointer drag is pausing over at once (AppKit). Returns
    /// whether any control activated (the key is then consumed). O(s log s).
    mutating func springOnSpace(into actions: inout [Action]) -> Bool {
        var any = false
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), extras.springHover.pause != nil else { continue }
            activateSpring(&extras.springHover, into: &actions)
            sessions.setExtras(extras, of: pointer)
            any = true
        }
        return any
    }

    /// Escape backs out of every pause in progress without ending the drag (AppKit). Returns
    /// whether any pause was cancelled; when none was, Escape cancels the drag as usual (F7).
    /// O(s log s).
    mutating func backOutOfSprings() -> Bool {
        var any = false
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), extras.springHover.pause != nil else { continue }
            extras.springHover.backOut()
            sessions.setExtras(extras, of: pointer)
            any = true
        }
        return any
    }

    // MARK: Helpers

    /// How `drag` decides where a folder row's control may spring (``SpringGate``). O(1).
    func gate(of drag: borrowing ActiveDrag) -> SpringGate {
        drag.isExternal || drag.text != nil ? .intoBand : .marked(drag.feedback.destination?.intoItem)
    }

    /// Whether a pause at `location` over `control` may spring it (S13): a control that stands
    /// on a folder row (an item opening a container whose row holds `location` and overlaps the
    /// control) springs only in the zone where a drop goes into that row, the same decision the
    /// feedback makes (F6, ``SpringGate``); any other control springs over its whole frame.
    /// O(m) in the opening items.
    func maySpring(_ control: SpringLoadedControl, at location: Point, gate: SpringGate) -> Bool {
        guard !workspace.relations.opens.isEmpty else { return true }
        for (item, _) in workspace.relations.opens {
            guard let frame = self.frame(of: item), frame.contains(location), frame.intersects(control.frame),
                  let container = workspace.container(of: item) else { continue }
            switch gate {
            case .marked(let marked): return marked == item
            case .intoBand: return isInIntoBand(location, of: frame, in: container)
            }
        }
        return true
    }

    /// Opens the control `hover` pauses over, if it is still declared. O(1).
    private func activateSpring(_ hover: inout SpringHover, into actions: inout [Action]) {
        guard let id = hover.pause?.control, let control = layout.springLoading.controls[id] else { return }
        hover.open()
        actions.append(.springActivate(control.id))
        actions.append(.announce(Announcement(.opened(control.label))))
    }

    /// When a pause that began at `since` flashes: the flash lead before it opens. O(1).
    private func flashTime(since: Timestamp) -> Timestamp {
        let lead = min(max(configuration.springFlashLead.milliseconds, 0), configuration.springLoadingDelay.milliseconds)
        return since + TimeSpan(milliseconds: configuration.springLoadingDelay.milliseconds - lead)
    }

    private func scheduleSpringTick(since: Timestamp, into actions: inout [Action]) {
        actions.append(.scheduleTick(at: flashTime(since: since)))
    }
}

/// How a drag decides where on a folder row a spring-loaded control may spring (S13): where
/// the drop would go into the row, as the feedback shows it (F6).
enum SpringGate: Equatable, Sendable {
    /// A drag of items: exactly where its feedback marks the row as the destination
    /// (``DestinationCue/intoItem``), so a row that can't take the items (a folder over itself,
    /// S13, F6) never springs, and its edges, which show "between rows", never do.
    case marked(ItemID?)
    /// Text or another app's content, which never drop *into* a row: the row's middle band
    /// (``DropIntoBand``), the zone an item drag's "into" uses.
    case intoBand
}
