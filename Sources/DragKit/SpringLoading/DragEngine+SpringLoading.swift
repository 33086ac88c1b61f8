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
            guard var extras = sessions.extras(of: pointer), extras.springHover?.control == id else { continue }
            extras.springHover = nil
            sessions.setExtras(extras, of: pointer)
        }
    }

    /// The spring-loaded controls, in ascending id order.
    public var springLoadedControls: [SpringLoadedControl] {
        layout.springLoading.controls.keys.sorted().compactMap { layout.springLoading.controls[$0] }
    }

    /// The control a drag of `pointer` is pausing over and has not yet activated, if any.
    public func springDwell(of pointer: PointerID) -> SpringID? {
        guard let hover = sessions.extras(of: pointer)?.springHover, !hover.isDone else { return nil }
        return hover.control
    }

    // MARK: Hooks

    /// Follows a drag's pointer over spring-loaded controls (S13): `hover` is the drag's own
    /// (``DragExtras/springHover``). Called after each move of a dragging pointer; reads no
    /// session, so it may run on a drag taken out of its table. O(s) in the number of controls.
    func updateSpringLoading(_ hover: inout SpringHover?, at location: Point, pressure: Double, now: Timestamp, into actions: inout [Action]) {
        guard let control = layout.springLoading.control(at: location) else {
            hover = nil  // Leaving the control cancels its dwell.
            return
        }
        if var current = hover, current.control == control.id {
            if !current.isDone && current.anchor.distance(to: location) > configuration.springTolerance {
                // A deliberate move within the control: the pause starts again (AppKit).
                current.restart(at: location, now: now)
                scheduleSpringTick(current, into: &actions)
            }
            hover = current
        } else {
            let started = SpringHover(over: control.id, at: location, now: now)
            scheduleSpringTick(started, into: &actions)
            hover = started
        }
        if var current = hover, !current.isDone && pressure >= configuration.forcePressThreshold {
            activateSpring(&current, into: &actions)
            hover = current
        }
    }

    /// Flashes and activates the controls whose dwell is due, in pointer order. O(s log s) in
    /// the number of sessions.
    mutating func springLoadingTick(_ now: Timestamp, into actions: inout [Action]) {
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), var hover = extras.springHover, !hover.isDone else { continue }
            defer { sessions.setExtras(extras, of: pointer) }
            guard layout.springLoading.controls[hover.control] != nil else {
                extras.springHover = nil
                continue
            }
            let due = hover.since + configuration.springLoadingDelay
            if now >= due {
                activateSpring(&hover, into: &actions)
            } else if !hover.flashed && now >= flashTime(of: hover) {
                hover.flash()
                actions.append(.springFlash(hover.control))
                actions.append(.scheduleTick(at: due))
            }
            extras.springHover = hover
        }
    }

    /// Space springs every control a pointer drag is pausing over at once (AppKit). Returns
    /// whether any control activated (the key is then consumed). O(s log s).
    mutating func springOnSpace(into actions: inout [Action]) -> Bool {
        var any = false
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), var hover = extras.springHover, !hover.isDone else { continue }
            activateSpring(&hover, into: &actions)
            extras.springHover = hover
            sessions.setExtras(extras, of: pointer)
            any = true
        }
        return any
    }

    /// Escape backs out of every dwell in progress without ending the drag (AppKit). Returns
    /// whether any dwell was cancelled; when none was, Escape cancels the drag as usual (F7).
    /// O(s log s).
    mutating func backOutOfSprings() -> Bool {
        var any = false
        for pointer in sessions.pointers {
            guard var extras = sessions.extras(of: pointer), var hover = extras.springHover, !hover.isDone else { continue }
            hover.finish()
            extras.springHover = hover
            sessions.setExtras(extras, of: pointer)
            any = true
        }
        return any
    }

    // MARK: Helpers

    private func activateSpring(_ hover: inout SpringHover, into actions: inout [Action]) {
        guard let control = layout.springLoading.controls[hover.control] else { return }
        hover.finish()
        actions.append(.springActivate(control.id))
        actions.append(.announce(Announcement(.opened(control.label))))
    }

    private func flashTime(of hover: SpringHover) -> Timestamp {
        let lead = min(max(configuration.springFlashLead.milliseconds, 0), configuration.springLoadingDelay.milliseconds)
        return hover.since + TimeSpan(milliseconds: configuration.springLoadingDelay.milliseconds - lead)
    }

    private func scheduleSpringTick(_ hover: SpringHover, into actions: inout [Action]) {
        actions.append(.scheduleTick(at: flashTime(of: hover)))
    }
}
