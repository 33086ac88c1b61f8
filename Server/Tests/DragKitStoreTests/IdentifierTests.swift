import Testing

@testable import DragKitStore

@Suite("Identifier rule")
struct IdentifierTests {
    @Test(arguments: ["a", "rem-today-1", "A_b-9", "id.1", "note-trip.attachments", String(repeating: "x", count: 64)])
    func accepts(_ id: String) {
        #expect(Identifier.isValid(id))
    }

    @Test(arguments: ["", " ", "a b", "a/b", "ä", ".", "..", ".hidden", "../etc", "x\n", String(repeating: "x", count: 65), "😀"])
    func rejects(_ id: String) {
        #expect(!Identifier.isValid(id))
    }
}
