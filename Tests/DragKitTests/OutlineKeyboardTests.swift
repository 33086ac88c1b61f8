import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

/// Keyboard drags in outlines (issue 37, S7): up and down move one gap between shown rows, left
/// and right one level out or in within what the gap allows, Space opens a collapsed row the drop
/// point is inside, every step says the level, the line is where the drop lands, and Tab treats
/// the outline as one place.
@Suite("Issue 37, S7: keyboard drags in outlines — rows by arrows, levels by left and right")
struct OutlineKeyboardTests {
    static let indentation = OutlineTests.indentation

    /// Files: Projects ▾ [Plan, Drafts ▸ [Old], Notes], Budget, Archive ▾ [], CV; beside it the
    /// list Inbox [Milk].
    static func scene() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var (sim, items, folders) = try OutlineTests.scene()
        try sim.addList(2, "Inbox", policy: ContainerPolicy(crossContainerOperation: .move), items: ["Milk"],
                        origin: Point(x: 600, y: 0))
        return (sim, items, folders)
    }

    static func rows(_ sim: DragSimulator) -> [String] { OutlineTests.rows(sim) }

    @Test("S7: CV walked up and in, level by level, into the collapsed Drafts, which Space opens; Enter drops it there; undo puts all back")
    func walkInAndDrop() throws {
        var (sim, items, folders) = try Self.scene()
        let cv = try #require(items["CV"])
        let before = Self.rows(sim)
        sim.key(.space, target: cv)
        var said: [String] = []
        func step(_ key: Key) {
            sim.key(key)
            said.append(sim.announcements.last ?? "")
        }
        step(.arrowRight)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == folders["Archive"])
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.markerFrame.minX == Self.indentation)
        step(.arrowRight)  // Archive is empty: no deeper
        step(.arrowUp)     // between Budget and Archive: level 1 only
        step(.arrowUp)     // between Notes and Budget, level 1 kept
        step(.arrowRight)  // one level in: after Notes, in Projects
        step(.arrowUp)     // between Drafts and Notes
        step(.arrowRight)  // inside the collapsed Drafts, at its end
        #expect(said == [
            "CV, inside Archive, level 2, 1 of 1.",
            "CV, inside Archive, level 2, 1 of 1.",
            "CV, top level of Files, 3 of 4.",
            "CV, top level of Files, 2 of 4.",
            "CV, inside Projects, level 2, 4 of 4.",
            "CV, inside Projects, level 2, 3 of 4.",
            "CV, inside Drafts, level 3, 2 of 2.",
        ])
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == folders["Drafts"])
        #expect(cue.markerFrame.minX == 2 * Self.indentation)
        // Space inside the collapsed Drafts opens it; the drop point stays after its last row.
        sim.key(.space)
        #expect(sim.announcements.last == "Opened Drafts. CV, inside Drafts, level 3, 2 of 2.")
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Old@2", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        let oldItem = try #require(items["Old"])
        let old = try #require(sim.engine.frame(of: oldItem))
        let line = try #require(sim.engine.feedback(for: .keyboard)?.destination?.markerFrame)
        #expect(abs(line.midY - old.maxY) < 1 && line.minX == 2 * Self.indentation)
        sim.key(.enter)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "CV"])
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Old@2", "CV@2", "Notes@1", "Budget@0", "Archive@0"])
        sim.undo()
        #expect(Self.rows(sim) == before)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S13: Escape after Space opened a row closes it again and changes nothing")
    func escapeClosesWhatSpaceOpened() throws {
        var (sim, items, _) = try Self.scene()
        let budget = try #require(items["Budget"]), drafts = try #require(items["Drafts"])
        let before = Self.rows(sim)
        sim.key(.space, target: budget)
        // Budget travels: its drop point is between Notes and Archive at level 1; up is between
        // Drafts and Notes, where level 1 is the shallowest; right is inside Drafts.
        sim.key(.arrowUp)
        sim.key(.arrowRight)
        #expect(sim.announcements.last == "Budget, inside Drafts, level 3, 2 of 2.")
        sim.key(.space)
        #expect(sim.engine.isExpanded(drafts))
        sim.key(.escape)
        #expect(!sim.engine.isExpanded(drafts))
        #expect(Self.rows(sim) == before)
        #expect(sim.commits.isEmpty)
    }

    @Test("S7: up at the top says the start; the top gap is level 1 only")
    func boundaries() throws {
        var (sim, items, _) = try Self.scene()
        let budget = try #require(items["Budget"])
        sim.key(.space, target: budget)
        for _ in 0..<6 { sim.key(.arrowUp) }
        #expect(sim.announcements.last == "Start of Files. Budget, top level of Files, 1 of 4.")
        sim.key(.arrowRight)
        #expect(sim.announcements.last == "Budget, top level of Files, 1 of 4.")
        sim.key(.enter)
        #expect(sim.labels(of: 1) == ["Budget", "Projects", "Archive", "CV"])
    }

    @Test("S7: Tab goes from the outline to Inbox and back to the outline's top level, never to a level inside it")
    func tabSkipsInnerLevels() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"])
        sim.key(.space, target: cv)
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 2)
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 1)
    }

    @Test("S7: the level is said in English, Korean and Japanese")
    func words() {
        let inside = Announcement.Event.outlinePoint(.item("CV"), inside: "Projects", level: 2, position: 3, of: 5, asCopy: false)
        let top = Announcement.Event.outlinePoint(.item("CV"), inside: "Files", level: 1, position: 2, of: 4, asCopy: true)
        #expect(EnglishAnnouncer().words(for: inside) == "CV, inside Projects, level 2, 3 of 5.")
        #expect(EnglishAnnouncer().words(for: top) == "CV, top level of Files, 2 of 4, as a copy.")
        #expect(KoreanAnnouncer().words(for: inside) == "CV, Projects 안 2단계, 위치 5개 중 세 번째.")
        #expect(JapaneseAnnouncer().words(for: inside) == "CV、Projectsの中、レベル2、5か所中3番目。")
    }
}
