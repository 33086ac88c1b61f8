// Drops on task controls (F10): the content stays where it is and a task starts on it.

/// What a drop on a container does (see ``ContainerPolicy/role``).
public enum DropRole: Hashable, Sendable {
    /// It takes the content: a list, a folder (the default).
    case content
    /// It removes the content, as a trash does: the drop always moves, and the pointer shows the
    /// item disappearing (F8).
    case trash
    /// It is a control that starts a task on the content, the verb saying which (print,
    /// upload, share); the content is not moved or copied (F10).
    case task(TaskVerb)
}

/// Where a task started by a drop stands (F10).
public enum TaskState: Hashable, Sendable {
    /// Running, with the share done from 0 to 1.
    case running(Double)
    case finished
    /// Failed, for this reason (an `Announcer` says it; a host's words pass through).
    case failed(FailureReason)
}

/// A task the engine is tracking.
struct RunningTask: Equatable, Sendable {
    var verb: TaskVerb
    var items: [ItemID]
    var container: ContainerID
    var fraction: Double
}

extension DragEngine {
    mutating func startTask(
        _ verb: TaskVerb, on items: [ItemID], in container: ContainerID, drag: ActiveDrag,
        into actions: inout [Action]
    ) {
        let id = ledger.startTask(RunningTask(verb: verb, items: items, container: container, fraction: 0))
        finishPreview(drag, ending: .settle(onto: []), into: &actions)
        actions.append(.startTask(id, container, items: items))
        actions.append(.updateTask(id, .running(0)))
        actions.append(.announce(Announcement(.taskStarted(verb, describe(items)))))
    }

    /// The tasks started by drops and still running, oldest first.
    public var runningTasks: [TaskID] {
        ledger.tasks.keys.sortedByKey({ $0.rawValue })
    }

    /// A task has done `fraction` (0 to 1) of its work (F10). Progress only moves forward; the
    /// announcement ("Printing 2 items… 50%") is made when the whole percentage changes.
    mutating func taskProgress(_ task: TaskID, fraction: Double) -> [Action] {
        guard var running = ledger.tasks[task] else { return [] }
        let clamped = min(max(fraction, running.fraction), 1)
        guard clamped != running.fraction else { return [] }
        let before = Int(running.fraction * 100)
        running.fraction = clamped
        ledger.updateTask(task, to: running)
        var actions: [Action] = [.updateTask(task, .running(clamped))]
        let percent = Int(clamped * 100)
        if percent != before {
            actions.append(.announce(Announcement(.taskProgress(running.verb, describe(running.items), percent: percent))))
        }
        return actions
    }

    /// A task finished (F10).
    mutating func taskFinished(_ task: TaskID) -> [Action] {
        guard let running = ledger.endTask(task) else { return [] }
        return [
            .updateTask(task, .finished),
            .announce(Announcement(.taskFinished(running.verb, describe(running.items)))),
        ]
    }

    /// A task failed: the person is told why (F7, F10). The content was never changed.
    mutating func taskFailed(_ task: TaskID, reason: FailureReason) -> [Action] {
        guard let running = ledger.endTask(task) else { return [] }
        let text = Announcement.Event.taskFailed(running.verb, describe(running.items), reason: reason)
        return [
            .updateTask(task, .failed(reason)),
            .reportFailure(text),
            .announce(Announcement(text, politeness: .assertive)),
        ]
    }
}
