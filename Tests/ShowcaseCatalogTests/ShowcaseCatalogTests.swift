import DragKit
import DragKitWebHost
import DragKitWire
import Foundation
import Testing

/// The showcase's catalogue through the web host and the engine, as the page drives it.
@Suite("Showcase catalogue: kinds and item types through the engine")
struct ShowcaseCatalogTests {
    /// A source grid (1) at x 0 holding one item (10) of `type`, and a destination (2) of
    /// `kind` at x 400, both registered as the page does (kind, no accepted types in markup).
    func makeHost(type: String, bytes: Double = 0, destination kind: String, sourceKind: String = "grid") -> WebHost {
        var host = WebHost(catalog: .showcase)
        #expect(host.addContainer(1, flags: 3, label: "Source", acceptedTypes: "", kind: sourceKind) == 0)
        #expect(host.addContainer(2, flags: 3, label: "Destination", acceptedTypes: "", kind: kind) == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: type, label: "Thing", byteCount: bytes) == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 100, 80)
        return host
    }

    func actions(_ host: WebHost) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.text.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    /// Drags item 10 into the destination and releases; returns every action on the way.
    func drag(_ host: inout WebHost) throws -> [[String: Any]] {
        var all: [[String: Any]] = []
        host.pointer(phase: 0, pointer: 1, device: 0, x: 50, y: 40, modifiers: 0, time: 0, target: 10)
        all += try actions(host)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 60, y: 50, modifiers: 0, time: 16, target: 0)
        all += try actions(host)
        host.pointer(phase: 1, pointer: 1, device: 0, x: 550, y: 100, modifiers: 0, time: 32, target: 0)
        all += try actions(host)
        host.pointer(phase: 2, pointer: 1, device: 0, x: 550, y: 100, modifiers: 0, time: 48, target: 0)
        all += try actions(host)
        return all
    }

    func first(_ name: String, in actions: [[String: Any]]) -> [String: Any]? {
        actions.first { $0["t"] as? String == name }
    }

    @Test("A2, S12: a photo offers photo, PNG and JPEG sized from its bytes; attachments negotiate PNG, the album the photo")
    func photoNegotiation() throws {
        var host = makeHost(type: "com.dragkit.photo", bytes: 1_000_000, destination: "attachments")
        let offered = try #require(host.engine.workspace.items[10]).representations
        #expect(offered.map(\.type.rawValue) == ["com.dragkit.photo", "public.png", "public.jpeg"])
        #expect(offered.map(\.byteCount) == [1_000_000, 1_300_000, 350_000])
        #expect(offered.allSatisfy { $0.needsLoading })
        #expect(host.engine.negotiatedRepresentation(of: 10, for: 2)?.type == .png)
        let all = try drag(&host)
        let load = try #require(first("load", in: all))
        #expect(load["type"] as? String == "public.png")
        #expect(first("ph", in: all) != nil)

        let album = makeHost(type: "com.dragkit.photo", destination: "album")
        #expect(album.engine.negotiatedRepresentation(of: 10, for: 2)?.type.rawValue == "com.dragkit.photo")
    }

    @Test("F3: attachments are horizontal and show dropped images at their size")
    func attachmentsPolicy() throws {
        let host = makeHost(type: "com.dragkit.photo", destination: "attachments")
        let policy = try #require(host.engine.workspace.containers[2]?.policy)
        #expect(policy.axis == .horizontal)
        #expect(policy.dropPreviewSize == ShowcaseCatalog.attachmentSize)
        #expect(policy.acceptedTypes == [.image])
    }

    @Test("S11: a photo dropped on the shared album lands, then asks with a Cancel step after")
    func albumAsksAfter() throws {
        var host = makeHost(type: "com.dragkit.photo", destination: "album")
        let all = try drag(&host)
        let load = try #require(first("load", in: all))
        let transfer = try #require(load["id"] as? Int)
        let policy = try #require(host.engine.workspace.containers[2]?.policy)
        #expect(!policy.dropsAreUndoable && policy.confirmation == .cancelStepAfter)
        host.transferLoaded(UInt32(transfer), .items)
        let after = try actions(host)
        #expect(host.engine.workspace.containers[2]?.items.count == 1)
        // The drop that had to load honours the album's policy like an immediate one.
        let ask = try #require(first("confirm", in: after))
        #expect(ask["style"] as? String == "after")
        #expect(first("commit", in: after) == nil)
        #expect(!host.engine.canUndo)
    }

    @Test("S11: the drop box asks before anything changes, and nothing can be dragged out of it")
    func dropboxAsksBefore() throws {
        var host = makeHost(type: "public.file", destination: "dropbox", sourceKind: "folder")
        let all = try drag(&host)
        let ask = try #require(first("confirm", in: all))
        #expect(ask["style"] as? String == "before")
        #expect(host.engine.workspace.containers[2]?.items.isEmpty == true)
        #expect(host.engine.workspace.containers[2]?.policy.allowsDragging == false)
    }

    @Test("A3: a contact dropped on recipients loads just its name and email")
    func recipientsRequestFields() throws {
        var host = makeHost(type: "public.vcard", destination: "recipients", sourceKind: "list")
        let all = try drag(&host)
        let load = try #require(first("load", in: all))
        #expect(load["fields"] as? [String] == ["name", "email"])
        #expect(load["type"] as? String == "public.vcard")
    }

    @Test("F10: a drop on print starts a print task and leaves the content where it was")
    func printStartsTask() throws {
        var host = makeHost(type: "com.dragkit.photo", destination: "print")
        let all = try drag(&host)
        let task = try #require(first("task", in: all))
        #expect(task["c"] as? Int == 2)
        #expect(host.engine.workspace.containers[1]?.items == [10])
        #expect(host.engine.workspace.containers[2]?.items.isEmpty == true)
    }

    @Test("S3: events move between days; reminders lists keep the server's operation")
    func dayMoves() throws {
        var host = makeHost(type: "com.dragkit.event", destination: "day", sourceKind: "day")
        #expect(host.engine.workspace.containers[2]?.policy.placesByDropPoint == true, "S2: a day places events by time")
        let all = try drag(&host)
        let commit = try #require(first("commit", in: all))
        #expect(commit["op"] as? String == "move")
        #expect(commit["types"] as? [String] == ["com.dragkit.event"])
    }

    @Test("Kinds the catalogue doesn't know keep the markup's policy; types it doesn't know offer themselves")
    func unknownKindsAndTypes() throws {
        let host = makeHost(type: "com.dragkit.reminder", destination: "list")
        #expect(host.engine.workspace.containers[2]?.policy == WebHost.basePolicy(flags: 3, acceptedTypes: ""))
        #expect(host.engine.workspace.items[10]?.provider.representations.isEmpty == true)
    }

    @Test("A4, P1, S1: text kinds: the field is plain, notes are rich and take clippings, plain text and files from other apps")
    func textKinds() throws {
        var host = WebHost(catalog: .showcase)
        host.beginTextContainer(5, flags: 3, kind: "field", label: "Title")
        host.addTextRun("Trip", font: "system", size: 16, weight: 400, italic: false, color: 0x222222FF, link: nil)
        #expect(host.endTextContainer() == 0)
        host.beginTextContainer(6, flags: 3, kind: "note", label: "Note")
        host.addTextRun("Pack", font: "system", size: 16, weight: 700, italic: false, color: 0x222222FF, link: nil)
        #expect(host.endTextContainer() == 0)
        #expect(host.engine.textDocument(5)?.isRichText == false)
        #expect(host.engine.textDocument(6)?.isRichText == true)
        #expect(host.engine.workspace.containers[6]?.policy.acceptedTypes.map(\.rawValue) == ["com.dragkit.clipping", "public.plain-text", "public.file-url"])
        let types = HostCatalog.showcase.types
        #expect(types.conforms(ShowcaseType.clipping, to: .text))
        #expect(!types.conforms(ShowcaseType.photo, to: .image))
    }

    @Test("The catalogue's types survive a reset of the host")
    func resetKeepsTypes() throws {
        var host = WebHost(catalog: .showcase)
        host.reset()
        #expect(host.engine.workspace.types.conforms(ShowcaseType.clipping, to: .text))
    }
}

extension WireWriter {
    /// The answer written, as JSON text read by the host contract's schema.
    var text: String { WireSchema.hostContract.json(of: bytes) ?? "<malformed>" }
}
