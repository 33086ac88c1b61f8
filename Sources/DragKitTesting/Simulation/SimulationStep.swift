import DragKit

// The vocabulary of the engine simulation: what a person (and the world around the app) does,
// one step at a time. Steps name things by small numbers that are resolved against the scene
// as it is when the step runs (a list's n-th item, modulo its length), so any step can follow
// any other: that is what lets a failing walk be shrunk by removing steps (``SimulationShrinker``).

/// One step of a simulated walk (``SimulationWalk``).
public enum SimulationStep: Hashable, Sendable, CustomStringConvertible {
    /// A drag with a mouse, pen or finger.
    case pointerDrag(PointerDragPlan)
    /// A drag with the keyboard or assistive technology (S7).
    case keyboardDrag(KeyboardDragPlan)
    /// Edit ▸ Undo, and how the host answers its commit (S10).
    case undo(CommitOutcome)
    /// Edit ▸ Redo, and how the host answers its commit (S10).
    case redo(CommitOutcome)
    /// Something changed the content outside this window.
    case outside(OutsideChange)
    /// The host answers every commit and load still waiting.
    case settle(SettleChoice)

    public var description: String {
        switch self {
        case .pointerDrag(let plan): return plan.description
        case .keyboardDrag(let plan): return plan.description
        case .undo(let outcome): return "undo → \(outcome.shortName)"
        case .redo(let outcome): return "redo → \(outcome.shortName)"
        case .outside(let change): return "another window: \(change)"
        case .settle(let choice): return "host answers the waiting: \(choice)"
        }
    }
}

/// What is picked up: from which list, with which selection, pressing or focusing which item.
public struct Grab: Hashable, Sendable, CustomStringConvertible {
    /// Which visible list with items (modulo their number).
    public var source: UInt8
    /// The selection made in it first (S8).
    public var selection: SelectionShape
    /// Which item is pressed or focused: among the selected ones when ``pressSelected``, else in
    /// the whole list (modulo the count).
    public var pressed: UInt8
    public var pressSelected: Bool

    public init(source: UInt8, selection: SelectionShape, pressed: UInt8, pressSelected: Bool) {
        self.source = source
        self.selection = selection
        self.pressed = pressed
        self.pressSelected = pressSelected
    }

    public var description: String {
        "list #\(source), \(selection), pressing \(pressSelected ? "selected" : "item") #\(pressed)"
    }
}

/// A selection made before a drag (S8): by the host's `setSelection`, or item by item.
public enum SelectionShape: Hashable, Sendable, CustomStringConvertible {
    case none
    /// `count` items in a row from `start` (modulo the list).
    case contiguous(start: UInt8, count: UInt8)
    /// The items whose bit is set (modulo 16 rows), added one by one as Ctrl-clicks do.
    case scattered(UInt16)

    public var description: String {
        switch self {
        case .none: return "no selection"
        case .contiguous(let start, let count): return "\(count) selected from #\(start)"
        case .scattered(let mask): return "scattered selection 0b\(String(mask, radix: 2))"
        }
    }
}

/// Where a pointer goes during a drag, and how long it rests there.
public struct Aim: Hashable, Sendable, CustomStringConvertible {
    /// Which visible list (modulo their number).
    public var container: UInt8
    /// Which row (modulo the row count + 1: the last is the space below the rows).
    public var row: UInt8
    public var zone: Zone
    /// How long the pointer rests there, in milliseconds (spring loading, auto-scroll,
    /// announced positions: S13, A1, S7).
    public var dwell: UInt16
    /// Where across the row, in points from its left edge (modulo its width).
    public var across: UInt8

    public init(container: UInt8, row: UInt8, zone: Zone, dwell: UInt16, across: UInt8) {
        self.container = container
        self.row = row
        self.zone = zone
        self.dwell = dwell
        self.across = across
    }

    /// A part of a row, or a place outside every row.
    public enum Zone: UInt8, Hashable, Sendable, CaseIterable {
        /// The row's top quarter ("between", above it).
        case top = 0
        /// Its middle half ("into" on a folder row).
        case middle
        /// Its bottom quarter ("between", below it).
        case bottom
        /// Between two lists, over no list.
        case between
        /// Far from everything.
        case nowhere
        /// The list's top edge band (auto-scroll up, A1).
        case scrollEdgeTop
        /// The list's bottom edge band (auto-scroll down, A1).
        case scrollEdgeBottom
        /// Back where the pressed item was picked up from (a put-back, S2).
        case origin
    }

    public var description: String {
        "\(zone) of row #\(row) in list #\(container)\(dwell > 0 ? ", resting \(dwell) ms" : "")"
    }
}

/// Something that happens while a drag is in progress.
public enum MidDragEvent: Hashable, Sendable, CustomStringConvertible {
    /// Another window changed the content.
    case outside(OutsideChange)
    /// The host answers what was waiting.
    case settle(SettleChoice)
    /// Undo pressed during the drag (refused, S10).
    case undo
    /// Another window deleted one of the dragged items.
    case removeDragged(UInt8)
    /// Another window renamed one of the dragged items.
    case renameDragged(UInt8)

    public var description: String {
        switch self {
        case .outside(let change): return "another window: \(change)"
        case .settle(let choice): return "host answers: \(choice)"
        case .undo: return "undo"
        case .removeDragged(let pick): return "a dragged item #\(pick) deleted elsewhere"
        case .renameDragged(let pick): return "a dragged item #\(pick) renamed elsewhere"
        }
    }
}

/// How a drag ends.
public enum DragEnding: UInt8, Hashable, Sendable {
    /// Released (a pointer) or dropped with Space (the keyboard).
    case drop = 0
    /// Escape, then released where it is (F7).
    case escape
    /// The platform cancelled the pointer, or the keyboard drag's cancel command (F7).
    case cancel
}

/// How a drop that loads its data goes (S14, F9).
public enum LoadChoice: UInt8, Hashable, Sendable {
    /// The data arrives at once.
    case arrives = 0
    /// Loading fails.
    case fails
    /// The person stops it.
    case cancelled
    /// It is still loading when the step ends: a later ``SimulationStep/settle(_:)`` answers.
    case late
}

/// One pointer drag.
public struct PointerDragPlan: Hashable, Sendable, CustomStringConvertible {
    public var device: PointerDevice
    public var pointer: UInt8
    public var grab: Grab
    /// Option held through the drag (a copy, S4).
    public var option: Bool
    /// Where the pointer goes, in order; the drop is at the last.
    public var path: [Aim]
    /// What happens before the pointer reaches the last aim, if anything.
    public var midDrag: MidDragEvent?
    public var ending: DragEnding
    /// How the host answers the drop's commit.
    public var outcome: CommitOutcome
    /// How a drop that loads its data goes.
    public var load: LoadChoice

    public init(device: PointerDevice, pointer: UInt8, grab: Grab, option: Bool, path: [Aim], midDrag: MidDragEvent?,
                ending: DragEnding, outcome: CommitOutcome, load: LoadChoice) {
        self.device = device
        self.pointer = pointer
        self.grab = grab
        self.option = option
        self.path = path
        self.midDrag = midDrag
        self.ending = ending
        self.outcome = outcome
        self.load = load
    }

    public var description: String {
        let route = path.map { $0.description }.joined(separator: " → ")
        return "\(device) drag (pointer \(pointer)) of \(grab)\(option ? " with Option" : ""): \(route)"
            + (midDrag.map { "; meanwhile \($0)" } ?? "") + "; \(ending), commit → \(outcome.shortName), load → \(load)"
    }
}

/// A key pressed during a keyboard drag (S7).
public enum DragKey: UInt8, Hashable, Sendable, CaseIterable {
    case up = 0, down, home, end, pageUp, pageDown, tab, shiftTab
}

/// One keyboard drag (S7).
public struct KeyboardDragPlan: Hashable, Sendable, CustomStringConvertible {
    public var grab: Grab
    /// How it is picked up: Space on the focused item (`true`) or the host's pick-up command
    /// with the focused item (`false`).
    public var withSpace: Bool
    public var option: Bool
    public var keys: [DragKey]
    public var midDrag: MidDragEvent?
    public var ending: DragEnding
    public var outcome: CommitOutcome
    public var load: LoadChoice

    public init(grab: Grab, withSpace: Bool, option: Bool, keys: [DragKey], midDrag: MidDragEvent?, ending: DragEnding,
                outcome: CommitOutcome, load: LoadChoice) {
        self.grab = grab
        self.withSpace = withSpace
        self.option = option
        self.keys = keys
        self.midDrag = midDrag
        self.ending = ending
        self.outcome = outcome
        self.load = load
    }

    public var description: String {
        "keyboard drag (\(withSpace ? "Space" : "pick-up command")) of \(grab)\(option ? " with Option" : ""): keys "
            + keys.map { "\($0)" }.joined(separator: " ") + (midDrag.map { "; meanwhile \($0)" } ?? "")
            + "; \(ending), commit → \(outcome.shortName), load → \(load)"
    }
}

/// A change made outside this window (another window, another program).
public enum OutsideChange: Hashable, Sendable, CustomStringConvertible {
    /// A new item in list #container at #index (modulo).
    case insert(container: UInt8, index: UInt8)
    /// Item #item of all items (modulo) deleted.
    case remove(item: UInt8)
    /// Item #item of all items (modulo) renamed.
    case rename(item: UInt8)

    public var description: String {
        switch self {
        case .insert(let container, let index): return "new item at #\(index) of list #\(container)"
        case .remove(let item): return "item #\(item) deleted"
        case .rename(let item): return "item #\(item) renamed"
        }
    }
}

/// How the host answers what is waiting, bit by bit over the waiting commits and loads in
/// order: bit set — succeeds (a load arrives); clear — fails (the second bit of a load's pair:
/// cancelled instead).
public struct SettleChoice: Hashable, Sendable, CustomStringConvertible {
    public var bits: UInt16

    public init(bits: UInt16) {
        self.bits = bits
    }

    public var description: String { "0b\(String(bits, radix: 2))" }
}

extension CommitOutcome {
    /// A short name for printed walks.
    public var shortName: String {
        switch self {
        case .succeed: return "stored"
        case .fail: return "fails"
        case .unchanged: return "unchanged"
        case .later: return "late"
        }
    }
}
