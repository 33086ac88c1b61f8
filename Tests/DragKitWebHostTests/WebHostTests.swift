import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("WebHost: the engine through the wasm entry points")
struct WebHostTests {
    /// Inbox (1: Milk 10, Eggs 11) at x 0 and an empty Archive (2) at x 400; both accept drops
    /// and allow dragging.
    func makeHost(archiveFlags: UInt32 = 3, archiveTypes: String = "") -> WebHost {
        WebHostFixtures.inboxAndArchive(archiveFlags: archiveFlags, archiveTypes: archiveTypes)
    }

    /// The output of the last call, parsed as a JSON array of action objects.
    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    func types(_ host: WebHost) throws -> [String] { try WebHostFixtures.types(host) }

    @Test("S8: the page's selection reaches the engine, and pressing a selected item drags all of it")
    func pageSelectionDragsTogether() throws {
        var host = makeHost()
        host.setSelection(container: 1, items: [11, 10, 99])  // 99 isn't in Inbox: ignored
        let select = try actions(host)
        #expect(select.count == 1)
        #expect(select[0]["t"] as? String == "select")
        #expect(select[0]["c"] as? Int == 1)
        #expect(select[0]["items"] as? [Int] == [10, 11])
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 60, modifiers: 0, time: 0, target: 11)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 62, modifiers: 0, time: 8, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 70, modifiers: 0, time: 16, target: 0)
        let begin = try #require(try actions(host).first { $0["t"] as? String == "begin" })
        #expect(begin["items"] as? [Int] == [10, 11])

        host.setSelection(container: 1, items: [])
        #expect(host.engine.selectedItems(in: 1).isEmpty)
    }

    @Test("F1/F2/F6/S2: a full mouse drag yields the expected actions, in order")
    func fullDrag() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        #expect(try types(host) == ["measure"])

        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 22, modifiers: 0, time: 8, target: 0)
        #expect(try types(host) == [])  // 2 points: not yet a drag

        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 30, modifiers: 0, time: 16, target: 0)
        #expect(try types(host) == ["begin", "lifted", "say", "mark", "cursor"])
        let lift = try actions(host)
        #expect(lift[0]["items"] as? [Int] == [10])
        #expect(lift[0]["f"] as? [Double] == [0, 10, 300, 40])
        #expect(lift[2]["text"] as? String == "Picked up Milk, item 1 of 2 in Inbox.")
        #expect(lift[3]["hl"] as? Bool == false)
        #expect(lift[4]["v"] as? String == "grabbing")

        host.pointer(phase: 1, pointer: 1, device: 0, x: 550.5, y: 20.25, modifiers: 0, time: 32, target: 0)
        #expect(try types(host) == ["move", "mark", "cursor", "badge", "say"])
        let over = try actions(host)
        #expect(over[0]["f"] as? [Double] == [400.5, 0.25, 300, 40])
        #expect(over[1]["c"] as? Int == 2)
        #expect(over[1]["hl"] as? Bool == true)
        #expect(over[2]["v"] as? String == "copy")
        #expect(over[3]["n"] as? Int == 1)
        #expect(over[3]["s"] as? String == "copy")

        host.writeSessions()
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [[String: Any]])
        #expect(sessions.count == 1)
        #expect(sessions.first?["destination"] as? Int == 2)
        #expect(sessions.first?["operation"] as? String == "copy")

        host.pointer(phase: 2, pointer: 1, device: 0, x: 550.5, y: 20.25, modifiers: 0, time: 48, target: 0)
        #expect(try types(host) == ["change", "mark", "badge", "cursor", "lifted", "end", "select", "commit"])
        let drop = try actions(host)
        let commit = drop[7]
        #expect(commit["op"] as? String == "copy")
        #expect(commit["from"] as? Int == 1)
        #expect(commit["to"] as? Int == 2)
        #expect(commit["items"] as? [Int] == [10])
        let copy = try #require((commit["copies"] as? [Int])?.first)
        #expect(drop[5]["how"] as? String == "settle")
        #expect(drop[5]["items"] as? [Int] == [copy])
        #expect(drop[6]["c"] as? Int == 2)  // A5: the copy is selected at the destination.
        #expect(drop[6]["items"] as? [Int] == [copy])
        #expect(host.engine.workspace.containers[2]?.items == [ItemID(UInt32(copy))])

        let id = try #require(commit["id"] as? Int)
        // Stored: the drop's words, held until now, are said (F7, issue 36).
        host.transferSucceeded(UInt32(id))
        #expect(try types(host) == ["say"])
        host.writeSessions()
        #expect(host.output.text == "[]")
    }

    @Test("F7: a failed transfer through the web host takes the copy back and reports why")
    func failedTransfer() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 60, modifiers: 0, time: 0, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 550, y: 20, modifiers: 0, time: 16, target: 0)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 550, y: 20, modifiers: 0, time: 32, target: 0)
        let commit = try #require(try actions(host).first { $0["t"] as? String == "commit" })
        let id = try #require(commit["id"] as? Int)
        host.transferFailed(UInt32(id), reason: "HTTP 503 \"busy\"")
        #expect(try types(host) == ["change", "fail", "say"])
        let failure = try actions(host)
        #expect(failure[1]["text"] as? String
            == "Couldn't copy Eggs to Archive: HTTP 503 \"busy\". The copy was removed; the original is unchanged.")
        #expect(failure[2]["assertive"] as? Bool == true)
        #expect(host.engine.workspace.containers[2]?.items == [])
    }

    @Test("F1: a touch press through the web host schedules the long-press tick")
    func touchTick() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 3, device: 1, x: 150, y: 20, modifiers: 0, time: 1000.75, target: 10)
        #expect(try types(host) == ["measure", "tick"])
        #expect(try actions(host)[1]["at"] as? Int == 1500)
        host.tick(time: 1500)
        #expect(try types(host).prefix(2) == ["begin", "lifted"])
        host.key(1, isDown: true, modifiers: 0, time: 1600)  // Escape
        #expect(try types(host).contains("end"))
        #expect(host.engine.draggingPointers.isEmpty)
    }

    @Test("S4: the Alt bit of the modifiers makes a same-container drop a copy")
    func altModifier() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 4, time: 0, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 150, y: 75, modifiers: 4, time: 10, target: 0)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 150, y: 75, modifiers: 4 | 0xF0, time: 20, target: 0)
        let commit = try #require(try actions(host).first { $0["t"] as? String == "commit" })
        #expect(commit["op"] as? String == "copy")
        #expect(host.engine.workspace.containers[1]?.items.count == 3)
    }

    @Test("Bad input: registration errors come back as codes and change nothing")
    func registrationErrors() {
        var host = makeHost()
        #expect(host.addContainer(1, flags: 3, label: "Again", acceptedTypes: "") == WebHost.ErrorCode.duplicateContainer.rawValue)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "Again") == WebHost.ErrorCode.duplicateItem.rawValue)
        #expect(host.addItem(12, container: 99, index: -1, type: "", label: "Lost") == WebHost.ErrorCode.unknownContainer.rawValue)
        #expect(host.addItem(13, container: 1, index: 7, type: "", label: "Far") == WebHost.ErrorCode.indexOutOfRange.rawValue)
        #expect(host.addItem(14, container: 1, index: 0, type: "", label: "First") == 0)
        #expect(host.engine.workspace.containers[1]?.items == [14, 10, 11])
        #expect(host.engine.workspace.items.count == 3)
        #expect(host.engine.workspace.containers[1]?.label == "Inbox")
    }

    @Test("Bad input: an unknown phase is ignored and writes an empty list")
    func unknownPhase() throws {
        var host = makeHost()
        host.pointer(phase: 9, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        #expect(host.output.text == "[]")
        #expect(host.engine.phase(of: 1) == nil)
        host.pointer(phase: UInt32.max, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 10)
        #expect(host.output.text == "[]")
    }

    @Test("Bad input: NaN, infinite and absurd times become 0 instead of trapping")
    func badTimes() throws {
        for time in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            var host = makeHost()
            host.pointer(phase: 0, pointer: 1, device: 1, x: 150, y: 20, modifiers: 0, time: time, target: 10)
            #expect(try types(host) == ["measure", "tick"], "\(time)")
            #expect(try actions(host)[1]["at"] as? Int == 500, "\(time)")
            host.tick(time: time)
            host.key(1, isDown: true, modifiers: 0, time: time)
        }
    }

    @Test("Bad input: NaN and infinite coordinates neither trap nor start a drag")
    func badCoordinates() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: .nan, y: .nan, modifiers: 0, time: 0, target: 0)
        #expect(host.output.text == "[]")
        host.pointer(phase: 0, pointer: 2, device: 0, x: .infinity, y: -.infinity, modifiers: 0, time: 0, target: 0)
        #expect(host.output.text == "[]")
        // A real press, then garbage moves: the drag survives and its JSON stays valid.
        host.pointer(phase: 0, pointer: 3, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        host.pointer(phase: 1, pointer: 3, device: 0, x: 150, y: 40, modifiers: 0, time: 1, target: 0)
        host.pointer(phase: 1, pointer: 3, device: 0, x: .nan, y: 1e308, modifiers: 0, time: 2, target: 0)
        _ = try actions(host)
        host.pointer(phase: 2, pointer: 3, device: 0, x: .infinity, y: .nan, modifiers: 0, time: 3, target: 0)
        _ = try actions(host)
        #expect(try !types(host).contains("commit"))
        #expect(host.engine.workspace.containers[1]?.items == [10, 11])
        host.setContainerFrame(2, .nan, .infinity, -5, .nan)
        host.layoutChanged()
        #expect(host.output.text == "[]")
    }

    @Test("Bad input: unknown devices, items, keys and transfers are harmless")
    func unknownIDs() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 42, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        #expect(try types(host) == ["measure"])  // treated as a mouse: no long-press tick
        host.pointer(phase: 2, pointer: 1, device: 42, x: 150, y: 20, modifiers: 0, time: 5, target: 0)
        host.pointer(phase: 0, pointer: 2, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 777)
        #expect(host.output.text == "[]")  // the DOM named an item the engine doesn't know
        host.key(12345, isDown: true, modifiers: 0xFFFF_FFFF, time: 0)
        #expect(host.output.text == "[]")
        host.transferFailed(4242, reason: "x")
        #expect(host.output.text == "[]")
        host.transferSucceeded(4242)
        #expect(host.output.text == "[]")
        host.pointer(phase: 3, pointer: 99, device: 0, x: 0, y: 0, modifiers: 0, time: 0, target: 0)
        #expect(host.output.text == "[]")
    }

    @Test("F6: the container flags and accepted types reach the engine")
    func containerFlags() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 0b1111, label: "All", acceptedTypes: "public.image  public.text") == 0)
        #expect(host.addContainer(2, flags: 0, label: "None", acceptedTypes: "") == 0)
        let all = try #require(host.engine.workspace.containers[1]?.policy)
        #expect(all.acceptsDrops && all.allowsDragging)
        #expect(all.axis == .horizontal)
        #expect(all.crossContainerOperation == .move)
        #expect(all.acceptedTypes == [.image, .text])
        let none = try #require(host.engine.workspace.containers[2]?.policy)
        #expect(!none.acceptsDrops && !none.allowsDragging)
        #expect(none.axis == .vertical && none.crossContainerOperation == .copy)
        #expect(none.acceptedTypes.isEmpty)
    }

    @Test("F6: over a refusing container the web host reports not-allowed and no destination")
    func refusingContainer() throws {
        var host = makeHost(archiveTypes: "public.image")
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 550, y: 20, modifiers: 0, time: 10, target: 0)
        let cursor = try #require(try actions(host).last { $0["t"] as? String == "cursor" })
        #expect(cursor["v"] as? String == "not-allowed")
        host.writeSessions()
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [[String: Any]])
        #expect(sessions.first?["destination"] is NSNull)
        #expect(sessions.first?["operation"] as? String == "forbidden")
        host.pointer(phase: 2, pointer: 1, device: 0, x: 550, y: 20, modifiers: 0, time: 20, target: 0)
        #expect(try !types(host).contains("commit"))
        let end = try #require(try actions(host).first { $0["t"] as? String == "end" })
        #expect(end["how"] as? String == "flyBack")
    }

    @Test("reset forgets content and sessions")
    func reset() throws {
        var host = makeHost()
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        host.reset()
        #expect(host.engine.workspace.items.isEmpty)
        #expect(host.engine.phase(of: 1) == nil)
        #expect(host.output.bytes.isEmpty)
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
    }
}

@Suite("WebHost: undo, confirmations and menu commands")
struct WebHostCommandTests {
    func actions(_ host: WebHost) throws -> [[String: Any]] { try WebHostFixtures.actions(host) }

    func makeHost(archiveFlags: UInt32 = 3) -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addContainer(2, flags: archiveFlags, label: "Archive", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "Milk") == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "", label: "Eggs") == 0)
        return host
    }

    @Test("S7/S10: cut, paste and undo through the web host, with indices and the Edit menu state")
    func cutPasteUndo() throws {
        var host = makeHost()
        host.putOnPasteboard(10, cut: true)
        host.paste(into: 2, index: -1)
        let paste = try actions(host)
        let commit = try #require(paste.first { $0["t"] as? String == "commit" })
        #expect(commit["op"] as? String == "move")
        #expect(commit["at"] as? [Int] == [0])
        host.transferSucceeded(UInt32(try #require(commit["id"] as? Int)))
        host.writeHistory()
        let menu = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [String: Any])
        #expect(menu["undoKind"] as? String == "move")  // titled "Undo Move" by the words module (issue 36)
        #expect(menu["canUndo"] as? Bool == true)
        host.undo()
        let undo = try actions(host)
        let back = try #require(undo.first { $0["t"] as? String == "commit" })
        #expect(back["from"] as? Int == 2)
        #expect(back["to"] as? Int == 1)
        #expect(back["at"] as? [Int] == [0])
        #expect(host.engine.workspace.containers[1]?.items == [10, 11])
    }

    @Test("S11: a drop box (flag bit 8) asks with a confirm action; declining changes nothing")
    func confirmBefore() throws {
        var host = makeHost(archiveFlags: 3 | 0x100)
        host.moveItem(10, to: 2, index: -1)
        let ask = try #require(try actions(host).first { $0["t"] as? String == "confirm" })
        #expect(ask["style"] as? String == "before")
        // S2, S11: a drop box copies (what a drag there does), so the file is not lost.
        #expect(ask["text"] as? String == "Copy Milk into Archive? This can't be undone.")
        host.answerConfirmation(UInt32(try #require(ask["id"] as? Int)), accepted: false)
        #expect(host.engine.workspace.containers[2]?.items == [])
        #expect(host.engine.workspace.containers[1]?.items == [10, 11])
    }
}
