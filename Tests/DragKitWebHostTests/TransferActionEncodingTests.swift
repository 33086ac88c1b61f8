import DragKit
import DragKitWebHost
import Foundation
import Testing
@testable import DragKitWords

@Suite("Action encoding: slow transfers and tasks")
struct TransferActionEncodingTests {
    func object(_ action: Action) throws -> [String: Any] {
        var writer = WireWriter()
        writer.answer([action])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [[String: Any]])
        return try #require(answer.first)
    }

    @Test("S14, A3: a load request names the transfer, item, type and fields")
    func loadRequest() throws {
        let json = try object(.loadRepresentation(4, item: 9, type: .contact, fields: ["name", "email"]))
        #expect(json["t"] as? String == "load")
        #expect(json["id"] as? Int == 4)
        #expect(json["item"] as? Int == 9)
        #expect(json["type"] as? String == "public.vcard")
        #expect(json["fields"] as? [String] == ["name", "email"])
    }

    @Test("F9: placeholders and progress are encoded with their ids, index, label, per-item slots and byte counts")
    func placeholders() throws {
        let slots = [PlaceholderItem(item: 8, label: "Beach", totalBytes: 100_000),
                     PlaceholderItem(item: 9, label: "Dunes", totalBytes: 200_000)]
        let inserted = try object(.insertPlaceholder(4, into: 2, at: 1, label: .placeholderName(.item("\"Photo\""), loading: true), items: slots))
        #expect(inserted["t"] as? String == "ph")
        #expect(inserted["c"] as? Int == 2)
        #expect(inserted["i"] as? Int == 1)
        #expect(inserted["text"] as? String == "Loading \"Photo\"…")
        let items = try #require(inserted["items"] as? [[String: Any]])
        #expect(items.map { $0["item"] as? Int } == [8, 9])
        #expect(items.map { $0["label"] as? String } == ["Beach", "Dunes"])
        #expect(items.map { $0["total"] as? Int } == [100_000, 200_000])
        // S1, S7: content from another app: its slots take the placeholder's label, in the page's language.
        let unknown = [PlaceholderItem(item: 0, label: "", totalBytes: 0)]
        var korean = WireWriter()
        korean.answer([.insertPlaceholder(5, into: 2, at: 0, label: .placeholderName(.fromAnotherApp(1), loading: false), items: unknown)])
        let spoken = try #require(try JSONSerialization.jsonObject(with: Data(korean.text(in: .korean).utf8)) as? [[String: Any]])
        #expect(spoken.first?["text"] as? String == "다른 앱에서")
        #expect((spoken.first?["items"] as? [[String: Any]])?.first?["label"] as? String == "다른 앱에서")
        var partial = TransferProgress(itemTotals: [100_000, 200_000])
        partial.completedBytes = 150_000
        partial.items[0].completedBytes = 100_000
        partial.items[1].completedBytes = 50_000
        let progress = try object(.showProgress(4, partial))
        #expect(progress["t"] as? String == "progress")
        #expect(progress["done"] as? Int == 150_000)
        #expect(progress["total"] as? Int == 300_000)
        #expect(progress["each"] as? [Int] == [100_000, 50_000])
        #expect(try object(.removePlaceholder(4))["t"] as? String == "unph")
    }

    @Test("F10: tasks are encoded with their state")
    func tasks() throws {
        let started = try object(.startTask(3, 7, items: [1, 2]))
        #expect(started["t"] as? String == "task")
        #expect(started["items"] as? [Int] == [1, 2])
        let running = try object(.updateTask(3, .running(0.5)))
        #expect(running["s"] as? String == "running")
        #expect(running["f"] as? Double == 0.5)
        let failed = try object(.updateTask(3, .failed(.message("out of paper"))))
        #expect(failed["s"] as? String == "failed")
        #expect(failed["text"] as? String == "out of paper")
        #expect(try object(.updateTask(3, .finished))["s"] as? String == "finished")
    }

    @Test("A2: a commit carries the chosen type per item and the requested fields")
    func commitTypes() throws {
        var transfer = Transfer(id: 1, operation: .copy, items: [5], source: 1, destination: 2, index: 0, copies: [6])
        transfer.representations = [.png]
        transfer.fields = ["name"]
        let json = try object(.commit(.items(transfer)))
        #expect(json["t"] as? String == "commit" && json["kind"] as? String == "items")
        #expect(json["types"] as? [String] == ["public.png"])
        #expect(json["fields"] as? [String] == ["name"])
    }
}

@Suite("WebHost: slow-transfer and task reports")
struct WebHostTransferReportTests {
    func output(_ host: WebHost) throws -> [Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(host.output.text.utf8)) as? [Any])
    }

    @Test("S14, F10: reports about unknown loads and tasks, or with bad numbers, emit nothing and change nothing")
    func unknownReportsAreHarmless() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "Milk") == 0)
        host.transferProgress(7, completedBytes: .nan)
        #expect(try output(host).isEmpty)
        host.transferProgress(7, completedBytes: -5)
        #expect(try output(host).isEmpty)
        host.transferLoaded(7, .items)
        #expect(try output(host).isEmpty)
        host.cancelTransfer(7)
        #expect(try output(host).isEmpty)
        host.taskProgress(3, fraction: .infinity)
        #expect(try output(host).isEmpty)
        host.taskFinished(3)
        #expect(try output(host).isEmpty)
        host.taskFailed(3, reason: "x")
        #expect(try output(host).isEmpty)
        #expect(host.engine.workspace.containers[1]?.items == [10])
    }
}
