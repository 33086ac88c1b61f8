import DragKit
import DragKitWebHost
import DragKitWire
import DragKitWords
import Foundation
import Testing

/// What the web host's suites share: the two-list host most of them drive, and the engine's
/// actions read back as the page's decoder reads them (as JSON, through the host contract).
enum WebHostFixtures {
    /// Inbox (1: Milk 10, Eggs 11) at x 0 and Archive (2) at x 400, each 300 × 200; the
    /// Archive's container flags and accepted types are the caller's (3: takes drops and allows
    /// dragging; 11: drops from elsewhere also move).
    static func inboxAndArchive(archiveFlags: UInt32 = 3, archiveTypes: String = "") -> WebHost {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "") == 0)
        #expect(host.addContainer(2, flags: archiveFlags, label: "Archive", acceptedTypes: archiveTypes) == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "public.plain-text", label: "Milk") == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "", label: "Eggs") == 0)
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setContainerFrame(2, 400, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        return host
    }

    /// The output of the host's last call, parsed as a JSON array of action objects.
    static func actions(_ host: WebHost) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(host.output.text.utf8))
        return try #require(parsed as? [[String: Any]], "not an array of objects: \(host.output.text)")
    }

    /// The `t` of each action of the host's last call.
    static func types(_ host: WebHost) throws -> [String] {
        try actions(host).map { $0["t"] as? String ?? "?" }
    }
}

extension WebHostFixtures {
    /// What the page's router makes of a decoded answer before any handler sees it (issue 36):
    /// each `words` (an ``Utterance``'s bytes) is said in `language` as `text`, and a
    /// placeholder's items not known yet are named as the placeholder is (F9). Undecodable
    /// bytes say "<not an utterance>", so a test sees them. O(size of the answer).
    static func spoken(_ value: Any, in language: AnnouncementLanguage) -> Any {
        if let list = value as? [Any] { return list.map { spoken($0, in: language) } }
        guard var object = value as? [String: Any] else { return value }
        for (key, field) in object { object[key] = spoken(field, in: language) }
        guard let numbers = object["words"] as? [Int] else { return object }
        let bytes = numbers.map { UInt8(clamping: $0) }
        let text: String
        switch Utterance(decoding: bytes) {
        case .event(let event)?: text = language.words(for: event)
        case .reason(let reason)?: text = language.words(for: reason)
        case nil: text = "<not an utterance>"
        }
        object["text"] = text
        if object["t"] as? String == "ph", let slots = object["items"] as? [[String: Any]] {
            object["items"] = slots.map { slot -> [String: Any] in
                var slot = slot
                if (slot["label"] as? String ?? "").isEmpty { slot["label"] = text }
                return slot
            }
        }
        return object
    }
}

extension WireWriter {
    /// The answer written, as JSON text read by the host contract's schema (what the page's
    /// decoder makes of the bytes), with what is said in English as the page's router says it
    /// (``WebHostFixtures/spoken(_:in:)``); `<malformed>` when the bytes are not a whole answer.
    var text: String { text(in: .english) }

    /// ``text``, with what is said in `language`.
    func text(in language: AnnouncementLanguage) -> String {
        guard let json = WireSchema.hostContract.json(of: bytes) else { return "<malformed>" }
        guard json.contains("\"words\""), let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
              let data = try? JSONSerialization.data(withJSONObject: WebHostFixtures.spoken(object, in: language), options: [.withoutEscapingSlashes])
        else { return json }
        return String(decoding: data, as: UTF8.self)
    }
}
