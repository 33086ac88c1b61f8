import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

/// A folder row never goes into its own folder or a folder inside it (F6, F7, issue 34): the
/// engine checked only that the row under the pointer was not the dragged row, so Documents
/// dropped on its own open list, or on the middle of its subfolder's row, moved into itself.
@Suite("F6, F7: a folder never goes into itself or a folder inside it")
struct FolderIntoItselfTests {
    /// Home [Documents ▸, Budget, CV] and, open beside it, Documents [Sub ▸, Lease]; Sub [Notes]
    /// is not on screen; a Favorites sidebar (no drops) holds a Documents shortcut.
    static func scene() throws -> (sim: DragSimulator, home: [ItemID], documents: [ItemID], shortcut: ItemID) {
        var sim = DragSimulator()
        let move = ContainerPolicy(crossContainerOperation: .move)
        let home = try sim.addList(1, "Home", policy: move, items: ["Documents", "Budget", "CV"])
        let documents = try sim.addList(2, "Documents", policy: move, items: ["Sub", "Lease"], origin: Point(x: 400, y: 0))
        try sim.addList(3, "Sub", policy: move, items: ["Notes"], origin: Point(x: -1e7, y: -1e7))
        _ = sim.engine.handle(.containerFrame(Rect(x: -1e7, y: -1e7, width: 0, height: 0), of: 3))
        let favorites = try sim.addList(4, "Favorites", policy: ContainerPolicy(acceptsDrops: false, allowsDragging: false),
                                        items: ["Documents"], origin: Point(x: 800, y: 0))
        sim.engine.setOpenedContainer(2, for: home[0])
        sim.engine.setOpenedContainer(3, for: documents[0])
        sim.engine.setOpenedContainer(2, for: favorites[0])
        return (sim, home, documents, favorites[0])
    }

    @Test("F6, F7: Documents over its own open list: not allowed, said why; released there, nothing changes")
    func ontoItsOwnList() throws {
        var (sim, home, documents, _) = try Self.scene()
        sim.lift(home[0], to: sim.point(in: documents[1], fraction: 0.9))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil)
        #expect(feedback.operation == .forbidden)
        #expect(feedback.cursor == .notAllowed)
        #expect(sim.announcements.contains("Documents can't go into Documents: a folder can't go into itself or a folder inside it."))
        sim.release(at: sim.point(in: documents[1], fraction: 0.9))
        #expect(sim.commits.isEmpty)
        #expect(sim.labels(of: 1) == ["Documents", "Budget", "CV"])
        #expect(sim.labels(of: 2) == ["Sub", "Lease"])
        #expect(sim.announcements.last?.hasPrefix("Documents can't go into Documents") == true)
    }

    @Test("F6, F7: Documents over the middle of its subfolder's row: no \"into\" highlight, not allowed, nothing moves")
    func ontoItsSubfolderRow() throws {
        var (sim, home, documents, _) = try Self.scene()
        sim.lift(home[0], to: sim.center(of: documents[0]))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination?.intoItem == nil)
        #expect(feedback.operation == .forbidden)
        #expect(feedback.badge == Badge(count: 0, symbol: .forbidden))
        #expect(sim.announcements.last == "Documents can't go into Sub: a folder can't go into itself or a folder inside it.")
        sim.release(at: sim.center(of: documents[0]))
        #expect(sim.commits.isEmpty)
        #expect(sim.labels(of: 1) == ["Documents", "Budget", "CV"])
        #expect(sim.labels(of: 3) == ["Notes"])
    }

    @Test("F6: Documents over its own sidebar shortcut (a list that takes no drops): not allowed")
    func ontoItsOwnShortcut() throws {
        var (sim, home, _, shortcut) = try Self.scene()
        sim.drag(sim.center(of: home[0]), to: sim.center(of: shortcut))
        #expect(sim.commits.isEmpty)
        #expect(sim.labels(of: 1) == ["Documents", "Budget", "CV"])
    }

    @Test("F5, F6: a group of Documents and Budget over Sub: Budget goes in, Documents stays")
    func groupLeavesTheFolderOut() throws {
        var (sim, home, documents, _) = try Self.scene()
        sim.send(.setSelection([home[0], home[1]], in: 1))
        sim.lift(home[0], to: sim.center(of: documents[0]))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination?.intoItem == documents[0])
        #expect(feedback.acceptedItems == [home[1]])
        #expect(feedback.badge?.count == 1)
        sim.release(at: sim.center(of: documents[0]))
        #expect(sim.labels(of: 1) == ["Documents", "CV"])
        #expect(sim.labels(of: 3) == ["Notes", "Budget"])
    }

    @Test("S7: a keyboard drag of Documents never stands in Documents or Sub, and is told why when sent there")
    func keyboardSkipsItsOwnFolders() throws {
        var (sim, home, _, _) = try Self.scene()
        sim.key(.space, target: home[0])
        let containers = Set(sim.engine.dropPoints().map { $0.container })
        #expect(!containers.contains(2) && !containers.contains(3))
        for _ in 0..<4 {
            sim.key(.tab)
            let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
            #expect(cue.container != 2 && cue.container != 3)
        }
        sim.moveKeyboardDrag(to: DropPoint.ID(container: 3, index: 0))
        #expect(sim.announcements.last?.hasPrefix("Documents can't go into Sub: a folder can't go into itself") == true)
        sim.key(.space)
        #expect(sim.labels(of: 3) == ["Notes"])
    }

    @Test("S7, F5: a keyboard drop point over a list that takes only part of the group names what goes, as the badge counts it; the drop says the rest stayed")
    func keyboardDropPointNamesWhatGoes() throws {
        var (sim, home, documents, _) = try Self.scene()
        sim.pickUp([home[0], home[1]])  // Documents and Budget
        sim.moveKeyboardDrag(to: DropPoint.ID(container: 2, index: 0))
        #expect(sim.engine.feedback(for: .keyboard)?.acceptedItems == [home[1]])
        #expect(sim.announcements.last == "Budget, position 1 of 3 in Documents.")
        sim.key(.space)
        #expect(sim.order(of: 2) == [home[1]] + documents)
        #expect(sim.order(of: 1) == [home[0], home[2]])
        #expect(sim.announcements.last?.hasPrefix("Moved Budget to Documents, position 1 of 3.") == true, "\(sim.announcements)")
    }

    @Test("S7: a command moving Documents into Sub is refused with the reason")
    func commandRefused() throws {
        var (sim, home, _, _) = try Self.scene()
        sim.perform { $0.transfer([home[0]], operation: .move, to: 3) }
        #expect(sim.commits.isEmpty)
        #expect(sim.announcements.last == "Documents can't go into Sub: a folder can't go into itself or a folder inside it.")
        #expect(sim.labels(of: 1) == ["Documents", "Budget", "CV"])
    }

    @Test("S7: the refusal in Korean and Japanese")
    func refusalInKoreanAndJapanese() {
        let event = Announcement.Event.cantGoInsideItself(.item("Documents"), into: "Sub")
        #expect(KoreanAnnouncer().words(for: event) == "Documents를 Sub에 넣을 수 없습니다: 폴더는 자기 자신이나 그 안의 폴더에 넣을 수 없습니다.")
        #expect(JapaneseAnnouncer().words(for: event) == "DocumentsをSubに入れることはできません: フォルダはそれ自身やその中のフォルダには入れられません。")
    }
}
