import DragKitWebHost
import DragKitWire
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

extension WireWriter {
    /// The answer written, as JSON text read by the host contract's schema (what the page's
    /// decoder makes of the bytes); `<malformed>` when the bytes are not a whole answer.
    var text: String { WireSchema.hostContract.json(of: bytes) ?? "<malformed>" }
}
