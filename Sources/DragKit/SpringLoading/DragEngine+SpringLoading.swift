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
        springLoading.controls[control.id] = control
    }

    /// Forgets a spring-loaded control; a dwell over it ends without activating. O(p) in the
    /// number of hovering pointers.
    public mutating func removeSpringLoadedControl(_ id: SpringID) {
        springLoading.controls[id] = nil
        for pointer in springLoading.hovers.keys.sorted() where springLoading.hovers[pointer]?.control == id {
            springLoading.hovers[pointer] = nil
        }
    }

    /// The spring-loaded controls, in ascending id order.
    public var springLoadedControls: [SpringLoadedControl] {
        springLoading.controls.keys.sorted().compactMap { springLoading.controls[$0] }
    }

    /// The control a drag of `pointer` is pausing over and has not yet activated, if any.
    public func springDwell(of pointer: PointerID) -> SpringID? {
        guard let hover = springLoading.hovers[pointer], !hover.isDone else { return nil }
        return hover.control
    }

    // MARK: Hooks

    /// Follows a drag's pointer over spring-loaded controls (S13). Called after each move of a
    /// dragging pointer. O(s) in the number of controls.
    mutating func updateSpringLoading(_ pointer: PointerID, at location: Point, pressure: Double, now: Timestamp, into actions: inout [Action]) {
        guard let control = springLoading.control(at: location) else {
            // Leaving the control cancels its dwell (no hashing when nothing hovers).
            if !springLoading.hovers.isEmpty { springLoading.hovers[pointer] = nil }
            return
        }
        var hover: SpringHover
        if let current = springLoading.hovers[pointer], current.control == control.id {
            hover = current
            if !hover.isDone && hover.anchor.distance(to: location) > configuration.springTolerance {
                // A deliberate move within the control: the pause starts again (AppKit).
                hover.anchor = location
                hover.since = now
                hover.flashed = false
                scheduleSpringTick(hover, into: &actions)
            }
        } else {
            hover = SpringHover(control: control.id, anchor: location, since: now, flashed: false, isDone: false)
            scheduleSpringTick(hover, into: &actions)
        }
        springLoading.hovers[pointer] = hover
        if !hover.isDone && pressure >= configuration.forcePressThreshold {
            activateSpring(of: pointer, into: &actions)
        }
    }

    /// Flashes and activates the controls whose dwell is due. O(p) in hovering pointers.
    mutating func springLoadingTick(_ now: Timestamp, into actions: inout [Action]) {
        for pointer in springLoading.hovers.keys.sorted() {
            guard var hover = springLoading.hovers[pointer], !hover.isDone else { continue }
            guard springLoading.controls[hover.control] != nil, dragLocation(of: pointer) != nil else {
                springLoading.hovers[pointer] = nil
                continue
            }
            let due = hover.since + configuration.springLoadingDelay
            if now >= due {
                activateSpring(of: pointer, into: &actions)
            } else if !hover.flashed && now >= flashTime(of: hover) {
                hover.flashed = true
                springLoading.hovers[pointer] = hover
                actions.append(.springFlash(hover.control))
                actions.append(.scheduleTick(at: due))
            }
        }
    }

    /// Space springs every control a pointer drag is pausing over at once (AppKit). Returns
    /// whether any control activated (the key is then consumed).
    mutating func springOnSpace(into actions: inout [Action]) -> Bool {
        var any = false
        for pointer in springLoading.hovers.keys.sorted() {
            guard let hover = springLoading.hovers[pointer], !hover.isDone, dragLocation(of: pointer) != nil else { continue }
            activateSpring(of: pointer, into: &actions)
            any = true
        }
        return any
    }

    /// Escape backs out of every dwell in progress without ending the drag (AppKit). Returns
    /// whether any dwell was cancelled; when none was, Escape cancels the drag as usual (F7).
    mutating func backOutOfSprings() -> Bool {
        var any = false
        for pointer in springLoading.hovers.keys.sorted() {
            guard var hover = springLoading.hovers[pointer], !hover.isDone, dragLocation(of: pointer) != nil else { continue }
            hover.isDone = true
            springLoading.hovers[pointer] = hover
            any = true
        }
        return any
    }

    // MARK: Helpers

    private mutating func activateSpring(of pointer: PointerID, into actions: inout [Action]) {
        guard var hover = springLoading.hovers[pointer], let control = springLoading.controls[hover.control] else { return }
        hover.isDone = true
        springLoading.hovers[pointer] = hover
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
