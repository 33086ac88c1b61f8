import DragKit

/// Draws a walk's steps from a seed (``SplitMix64``): the same seed gives the same steps, so a
/// failure replays from its seed alone. The mix leans on what people do most (pointer drags,
/// then keyboard drags, undo and redo) and keeps every rarer thing frequent enough to meet the
/// others: selections of each shape, put-backs, Escape and cancels, rests on folder rows and
/// scroll edges, changes from another window, failing, late and loading transfers.
public enum SimulationPlan {
    /// `count` steps drawn from `seed`. O(count).
    public static func steps(seed: UInt64, count: Int) -> [SimulationStep] {
        var random = SplitMix64(seed: seed)
        return (0..<max(count, 0)).map { _ in step(&random) }
    }

    /// One step. O(1).
    public static func step(_ random: inout SplitMix64) -> SimulationStep {
        switch random.below(100) {
        case 0..<46: return .pointerDrag(pointerDrag(&random))
        case 46..<68: return .keyboardDrag(keyboardDrag(&random))
        case 68..<79: return .undo(outcome(&random))
        case 79..<87: return .redo(outcome(&random))
        case 87..<95: return .outside(outsideChange(&random))
        default: return .settle(SettleChoice(bits: UInt16(truncatingIfNeeded: random.next())))
        }
    }

    static func pointerDrag(_ random: inout SplitMix64) -> PointerDragPlan {
        let device: PointerDevice = [.mouse, .mouse, .pen, .touch][random.below(4)]
        var path: [Aim] = []
        for _ in 0..<(1 + random.below(3)) { path.append(aim(&random)) }
        if random.below(8) == 0 { path.append(Aim(container: 0, row: 0, zone: .origin, dwell: dwell(&random), across: byte(&random))) }
        return PointerDragPlan(
            device: device, pointer: UInt8(1 + random.below(3)), grab: grab(&random), option: random.below(5) == 0,
            path: path, midDrag: random.below(4) == 0 ? midDrag(&random) : nil,
            ending: random.below(10) == 0 ? .escape : random.below(12) == 0 ? .cancel : .drop,
            outcome: outcome(&random), load: load(&random))
    }

    static func keyboardDrag(_ random: inout SplitMix64) -> KeyboardDragPlan {
        var keys: [DragKey] = []
        for _ in 0..<random.below(6) { keys.append(DragKey.allCases[random.below(DragKey.allCases.count)]) }
        return KeyboardDragPlan(
            grab: grab(&random), withSpace: random.below(3) != 0, option: random.below(6) == 0, keys: keys,
            midDrag: random.below(5) == 0 ? midDrag(&random) : nil,
            ending: random.below(8) == 0 ? .escape : random.below(12) == 0 ? .cancel : .drop,
            outcome: outcome(&random), load: load(&random))
    }

    static func grab(_ random: inout SplitMix64) -> Grab {
        let selection: SelectionShape
        switch random.below(10) {
        case 0..<4: selection = .none
        case 4..<7: selection = .contiguous(start: byte(&random), count: UInt8(2 + random.below(3)))
        default: selection = .scattered(UInt16(truncatingIfNeeded: random.next()) | 1)
        }
        return Grab(source: byte(&random), selection: selection, pressed: byte(&random), pressSelected: random.below(5) != 0)
    }

    static func aim(_ random: inout SplitMix64) -> Aim {
        let zone: Aim.Zone
        switch random.below(40) {
        case 0..<10: zone = .top
        case 10..<22: zone = .middle
        case 22..<31: zone = .bottom
        case 31..<33: zone = .between
        case 33: zone = .nowhere
        case 34..<37: zone = .scrollEdgeTop
        default: zone = .scrollEdgeBottom
        }
        // Aimed at Archive more often at its edges (the only list that scrolls), and at the
        // file system's folder rows more often in general.
        var container = byte(&random)
        if zone == .scrollEdgeTop || zone == .scrollEdgeBottom, random.below(3) != 0 { container = 1 }
        var row = byte(&random)
        if (container % 4 == 2 || container % 4 == 3) && random.below(2) == 0 { row = 0 }
        return Aim(container: container, row: row, zone: zone, dwell: dwell(&random), across: byte(&random))
    }

    static func dwell(_ random: inout SplitMix64) -> UInt16 {
        switch random.below(6) {
        case 0, 1: return 0
        case 2: return UInt16(50 + random.below(300))
        case 3: return 550  // past the announced-position rest and the spring delay (S7, S13)
        case 4: return UInt16(600 + random.below(900))
        default: return 200
        }
    }

    static func midDrag(_ random: inout SplitMix64) -> MidDragEvent {
        switch random.below(6) {
        case 0: return .outside(outsideChange(&random))
        case 1: return .settle(SettleChoice(bits: UInt16(truncatingIfNeeded: random.next())))
        case 2: return .undo
        case 3: return .removeDragged(byte(&random))
        default: return .renameDragged(byte(&random))
        }
    }

    static func outsideChange(_ random: inout SplitMix64) -> OutsideChange {
        switch random.below(5) {
        case 0, 1: return .insert(container: byte(&random), index: byte(&random))
        case 2, 3: return .remove(item: byte(&random))
        default: return .rename(item: byte(&random))
        }
    }

    static func outcome(_ random: inout SplitMix64) -> CommitOutcome {
        switch random.below(10) {
        case 0, 1: return .fail("the disk is full")
        case 2, 3: return .later
        default: return .succeed
        }
    }

    static func load(_ random: inout SplitMix64) -> LoadChoice {
        LoadChoice(rawValue: UInt8(random.below(4))) ?? .arrives
    }

    static func byte(_ random: inout SplitMix64) -> UInt8 {
        UInt8(truncatingIfNeeded: random.next())
    }
}
