import DragKit
import DragKitEditing
import DragKitTesting
import Testing
@testable import DragKitWords

extension SplitMix64 {
    /// `true` with the given probability, in percent.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}

// Undo and redo of menu commands (S10, S7; moved from DragKitTests/UndoTests.swift with the
// editing layer, issue 23).

@Suite("Undo and redo of menu commands (S10, S7)")
struct UndoOfCommandsTests {
    static func lastCommits(_ sim: DragSimulator) -> [Transfer] {
        sim.lastActions.compactMap { if case .commit(.items(let transfer)) = $0 { transfer } else { nil } }
    }

    @Test("S10: undo of a move of scattered items puts each back in its own place, and says where in the Transfer")
    func undoScatteredMove() throws {
        var board = Pasteboard()
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        let before = sim.snapshot
        sim.edit(.move([inbox[3], inbox[1]], to: Scene.archive, at: 1), &board)
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[3], inbox[1], archive[1]])
        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
        let inverse = try #require(Self.lastCommits(sim).first)
        #expect(inverse.items == [inbox[3], inbox[1]])
        #expect(inverse.indices == [3, 1])
        #expect(inverse.index == 1)
        #expect(sim.announcements.last == "Undid: moved 2 items back to Inbox.")
    }

    @Test("S10/S7: Undo and Redo each say once what they did, in English, Korean and Japanese")
    func undoAndRedoSayItOnce() throws {
        var board = Pasteboard()
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.edit(.move([inbox[0], inbox[1], inbox[2]], to: Scene.archive, at: 0), &board)
        sim.undo()
        sim.redo()
        let said = { (announcer: any Announcer) in Array(sim.announcements(by: announcer).suffix(2)) }
        #expect(said(EnglishAnnouncer()) == [
            "Undid: moved 3 items back to Inbox.",
            "Redid: moved 3 items to Archive, position 1 of 5.",
        ])
        #expect(said(KoreanAnnouncer()) == [
            "실행 취소: 항목 3개가 Inbox로 돌아갔습니다.",
            "실행 복귀: 항목 3개를 Archive로 이동했습니다. 위치 5개 중 첫 번째입니다.",
        ])
        #expect(said(JapaneseAnnouncer()) == [
            "取り消しました：3個の項目はInboxに戻りました。",
            "やり直しました：3個の項目をArchiveに移動しました。5か所中1番目です。",
        ])
    }

    @Test("S10: randomized drops, menu commands, undo, redo and failing commits never lose or duplicate items")
    func randomizedWithFailures() throws {
        var board = Pasteboard()
        var roundTrips = 0
        var failures = 0
        for seed in UInt64(100)...110 {
            var generator = SplitMix64(seed: seed)
            var (sim, _, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
            sim.commitsSucceedAutomatically = false
            var seen: [[ContainerID: [ItemID]]] = [sim.snapshot]
            for step in 0..<60 {
                let lists = [Scene.inbox, Scene.archive].filter { !sim.order(of: $0).isEmpty }
                switch generator.below(8) {
                case 0, 1:
                    let from = generator.pick(lists)
                    let item = generator.pick(sim.order(of: from))
                    let to = generator.pick([Scene.inbox, Scene.archive])
                    let targets = sim.order(of: to)
                    let point = targets.isEmpty
                        ? (sim.engine.layout.containerFrames[to]?.center ?? .zero)
                        : sim.point(in: generator.pick(targets), fraction: generator.chance(50) ? 0.1 : 0.9)
                    sim.drag(sim.center(of: item), to: point, modifiers: generator.chance(25) ? [.option] : [])
                case 2:
                    let from = generator.pick(lists)
                    let item = generator.pick(sim.order(of: from))
                    let to = generator.pick([Scene.inbox, Scene.archive])
                    if generator.chance(50) {
                        sim.edit(.move([item], to: to), &board)
                    } else {
                        sim.edit(generator.chance(50) ? .cut([item]) : .copy([item]), &board)
                        sim.edit(.paste(into: to, at: 0), &board)
                    }
                case 3, 4:
                    // Undo then redo (or redo then undo) of a change gets back exactly where it was.
                    let start = sim.snapshot
                    let undoFirst = generator.chance(60)
                    if undoFirst { sim.undo() } else { sim.redo() }
                    guard let first = Self.lastCommits(sim).first else { break }
                    sim.succeed(first.id)
                    if generator.chance(60) {
                        if undoFirst { sim.redo() } else { sim.undo() }
                        let back = try #require(Self.lastCommits(sim).first, "seed \(seed) step \(step)")
                        sim.succeed(back.id)
                        let restored = sim.snapshot == start
                        roundTrips += 1
                        #expect(restored, "undo/redo round trip: seed \(seed) step \(step)")
                    }
                default:
                    if let transfer = sim.uncommitted.first {
                        if generator.chance(30) {
                            sim.fail(transfer.id, reason: "offline")
                            failures += 1
                        } else {
                            sim.succeed(transfer.id)
                        }
                    }
                }
                seen.append(sim.snapshot)
                let label = "seed \(seed) step \(step)"
                #expect(sim.mirrorIsInStep, "\(label)")
                let all = sim.snapshot.values.flatMap { $0 }
                #expect(Set(all).count == all.count, "\(label)")
                #expect(all.count == sim.engine.workspace.items.count, "\(label)")
            }
            // Settle every commit, then undo everything that can be undone: nothing is lost.
            while let transfer = sim.uncommitted.first { sim.succeed(transfer.id) }
            while sim.engine.canUndo {
                sim.undo()
                while let transfer = sim.uncommitted.first { sim.succeed(transfer.id) }
            }
            let all = sim.snapshot.values.flatMap { $0 }
            #expect(Set(all).count == all.count, "seed \(seed)")
            #expect(sim.mirrorIsInStep, "seed \(seed)")
        }
        // The generator really exercised round trips and failed commits.
        #expect(roundTrips > 10)
        #expect(failures > 10)
    }

    @Test("S10: the history keeps at most undoLimit changes, forgetting the oldest")
    func undoLimit() throws {
        var board = Pasteboard()
        var (sim, _, _) = try Scene.twoLists()
        sim.engine.undoLimit = 2
        var states = [sim.snapshot]
        for _ in 0..<3 {
            let first = sim.order(of: Scene.inbox)[0]
            sim.edit(.move([first], to: Scene.inbox), &board)
            states.append(sim.snapshot)
        }
        #expect(Set(states).count == 4)
        #expect(sim.engine.undoDepth == 2)
        sim.undo()
        sim.undo()
        #expect(sim.snapshot == states[1])
        #expect(!sim.engine.canUndo)
    }
}
