import DragKit
import DragKitWebHost
import DragKitWire
import Foundation
import Testing

/// The host contract (issue 36): the web host's answers are the schema's records, read whole by
/// the schema, and nothing else.
@Suite("Wire: the host contract's records")
struct WireContractTests {
    @Test("A drag's answers are whole records of the schema: read to the last byte, never past it")
    func answersAreWhole() throws {
        var host = WebHostFixtures.inboxAndArchive()
        var answers: [[UInt8]] = []
        host.pointer(phase: 0, pointer: 1, device: 0, x: 150, y: 20, modifiers: 0, time: 0, target: 0)
        answers.append(host.output.bytes)
        for step in 1...6 {
            host.pointer(phase: 1, pointer: 1, device: 0, x: 150 + Double(step) * 60, y: 30, modifiers: 0, time: Double(step) * 16, target: 0)
            answers.append(host.output.bytes)
        }
        host.pointer(phase: 2, pointer: 1, device: 0, x: 500, y: 30, modifiers: 0, time: 200, target: 0)
        answers.append(host.output.bytes)
        host.writeSessions()
        answers.append(host.output.bytes)
        host.writeHistory()
        answers.append(host.output.bytes)
        for bytes in answers where !bytes.isEmpty {
            #expect(WireSchema.hostContract.json(of: bytes) != nil)
            // One byte short or one too many is not an answer: the reader checks the layout.
            #expect(WireSchema.hostContract.json(of: Array(bytes.dropLast())) == nil)
            #expect(WireSchema.hostContract.json(of: bytes + [0]) == nil)
        }
        let kinds = try answers.dropLast(2).flatMap { bytes -> [String] in
            let text = try #require(WireSchema.hostContract.json(of: bytes))
            let actions = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            return actions.map { $0["t"] as? String ?? "?" }
        }
        // F1, F2, F6: the drag lifts, moves its image, marks the Archive, and the drop commits.
        #expect(kinds.contains("begin") && kinds.contains("move") && kinds.contains("mark"))
        #expect(kinds.contains("commit") && kinds.contains("change") && kinds.contains("end"))
    }

    @Test("Every case of a union has a one-byte tag and a name of its own; every name table fits a byte")
    func tagsFit() {
        let contract = WireSchema.hostContract
        for union in contract.unions + [contract.answers] {
            #expect(union.cases.count <= 256, "\(union.name)")
            #expect(Set(union.cases.map(\.name)).count == union.cases.count, "\(union.name)")
        }
        for table in contract.names {
            #expect(table.values.count <= 256 && Set(table.values).count == table.values.count, "\(table.name)")
        }
    }

    @Test("Seeded answers of every case read back whole by the schema (the page's decoder is checked against the same, Tests/Wire)")
    func samplesReadBack() {
        let samples = WireSchema.hostContract.samples(count: 200, seed: 7)
        #expect(samples.count >= 200)
        #expect(samples.allSatisfy { $0.json != nil })
        // Every action case is among them: one answer each holds it first.
        let actionCases = WireSchema.hostContract.union("action")?.cases.count ?? 0
        #expect(actionCases > 40 && samples.filter { $0.bytes.first == 0 }.count >= actionCases)
    }

    @Test("Numbers cross exactly: a frame's fractions are the engine's doubles, not text")
    func numbersAreExact() throws {
        var writer = WireWriter()
        writer.answer([.movePreview(3, frame: Rect(x: 0.1 + 0.2, y: -7.25, width: 1e9, height: 0))])
        // tag 0 (actions), count 1, tag of `move`, pointer 3, then four doubles.
        #expect(writer.bytes.count == 1 + 4 + 1 + 4 + 4 * 8)
        let x = writer.bytes[10..<18].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        #expect(Double(bitPattern: x) == 0.1 + 0.2)
    }
}
