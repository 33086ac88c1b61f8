import Foundation
import GRDB

/// Remembers the answer to every write sent with a request id (issue 13: retries are
/// idempotent), in the `applied_requests` table, written in the same transaction as the write
/// itself: a write whose row is there was applied, and its answer is the stored one.
///
/// A request id is chosen by the client (the page makes a random one per write) and follows
/// the ``Identifier`` rule. The same id with the same request is answered from here without
/// applying anything; the same id with another request is refused. The newest
/// ``retainedCount`` answers are kept.
enum AppliedRequests {
    /// How many answers are kept at least; older ones are dropped in batches.
    static let retainedCount = 10_000

    /// Answers beyond ``retainedCount`` are dropped once every this many writes, not on each
    /// write, so the common write does no delete.
    static let pruningInterval = 100

    /// The answer body (``ContainersAnswer``) stored the first time `requestID` was applied,
    /// or nil when it never was. Throws ``DropError/Kind/conflict`` when it was applied for a
    /// different request (another `fingerprint`). O(log n).
    static func answer(for requestID: String, fingerprint: String, _ db: Database) throws -> [UInt8]? {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT fingerprint, response FROM applied_requests WHERE id = ?", arguments: [requestID]
        ) else { return nil }
        let stored: String = row["fingerprint"]
        guard stored == fingerprint else {
            throw DropError(
                .conflict,
                "This request id was already used for a different change, so nothing was changed; send each change with a new id."
            )
        }
        let response: String = row["response"]
        let bytes = Array(response.utf8)
        // Answers stored before they were whole bodies are bare arrays of containers.
        guard bytes.first == UInt8(ascii: "[") else { return bytes }
        return try ContainersAnswer.encode(JSONDecoder().decode([ListContainer].self, from: Data(bytes)))
    }

    /// Stores the answer body `answer` for `requestID`; every ``pruningInterval`` writes, drops
    /// answers beyond ``retainedCount``. O(log n), plus the pruned rows on a pruning write.
    static func record(_ answer: [UInt8], for requestID: String, fingerprint: String, _ db: Database) throws {
        let sequence = (try Int.fetchOne(db, sql: "SELECT MAX(sequence) FROM applied_requests") ?? 0) + 1
        try db.execute(
            sql: "INSERT INTO applied_requests (id, sequence, fingerprint, response) VALUES (?, ?, ?, ?)",
            arguments: [requestID, sequence, fingerprint, String(decoding: answer, as: UTF8.self)]
        )
        if sequence % pruningInterval == 0 {
            try db.execute(
                sql: "DELETE FROM applied_requests WHERE sequence <= ?", arguments: [sequence - retainedCount]
            )
        }
    }
}

/// A write's request id and what it asked, for ``AppliedRequests``.
public struct RequestIdentity: Sendable, Hashable {
    /// The client's id for the write (``Identifier`` rule).
    public var id: String
    /// A digest of what was asked (route and body), so a reused id with another body is caught.
    public var fingerprint: String

    public init(id: String, fingerprint: String) {
        self.id = id
        self.fingerprint = fingerprint
    }

    /// FNV-1a 64-bit of `bytes`, as 16 hex digits, prefixed with `route`. O(n).
    public static func fingerprint(route: String, bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return route + ":" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
