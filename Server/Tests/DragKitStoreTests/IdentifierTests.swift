import Testing

@testable import DragKitStore

@Suite("Identifier rule")
struct IdentifierTests {
    @Test(arguments: ["a", "rem-today-1", "A_b-9", String(repeating: "x", count: 64)])
    func accepts(_ id: String) {
        #expect(Identifier.isValid(id))
    }

    @Test(arguments: ["", " ", "a b", "a/b", "ä", "id.1", "x\n", String(repeating: "x", count: 65), "😀"])
    func rejects(_ id: String) {
        #expect(!Identifier.isValid(id))
    }
}
