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
        layout.springLoading.controls.keys.sorted().compactMap { layout.springLoading.controls[$0] }
    }

    /// The control a drag of `pointer` is pausing over and has not yet activated, if any.
    public func springDwell(of pointer: PointerID) -> SpringID? {
        sessions.extras(of: pointer)?.springHover.pause?.control
    }

    // MARK: Hooks

    /// Follows a drag's pointer over spring-loaded controls (S13): `hover` is the drag's own
    /// (``DragExtras/springHover``). Called after each move of a dragging pointer; reads no
    /// session, so it may run on a drag taken out of its table. O(s) in the number of controls.
    func updateSpringLoading(_ hover: inout SpringHover, at location: Point, pressure: Double, now: Timestamp, into actions: inout [Action]) {
        guard let control = layout.springLoading.control(at: location) else {
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
            guard layout.springLoading.controls[pause.control] != nil else {
                extras.springHover.leave()  // The control went away (S13).
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
