import DragKit
import Testing

/// The dense table the engine's content and layout are kept in (issue 23, dense storage; F2).
@Suite("HandleTable: values indexed by identifier")
struct HandleTableTests {
    typealias Table = HandleTable<ItemKind, String>

    @Test("Stores, replaces and removes values by id, O(1) each")
    func getSetRemove() {
        var table = Table()
        #expect(table.isEmpty && table[1] == nil)
        table[1] = "one"
        table[3] = "three"
        #expect(table.count == 2 && table[1] == "one" && table[3] == "three" && table[2] == nil)
        #expect(table.updateValue("uno", forKey: 1) == "one")
        #expect(table.updateValue("two", forKey: 2) == nil)
        #expect(table[1] == "uno" && table.count == 3)
        #expect(table.removeValue(forKey: 1) == "uno")
        #expect(table.removeValue(forKey: 1) == nil)
        table[3] = nil
        #expect(table.count == 1 && table[2] == "two" && !table.contains(3) && table.contains(2))
        #expect(Set(table.keys) == [2] && table.values == ["two"])
    }

    @Test("A value modified through the subscript changes in place; setting nil there removes it")
    func modifyInPlace() {
        var table = HandleTable<ContainerKind, [Int]>()
        table[4] = [1]
        table[4]?.append(2)
        #expect(table[4] == [1, 2])
        table[5]?.append(9)  // Absent: nothing is created.
        #expect(table[5] == nil && table.count == 1)
        modify(&table[4]) { $0 = nil }
        #expect(table[4] == nil && table.isEmpty)
        modify(&table[6]) { $0 = [6] }
        #expect(table[6] == [6] && table.count == 1)
    }

    private func modify<T>(_ value: inout T?, _ body: (inout T?) -> Void) {
        body(&value)
    }

    @Test("Tables with the same content are equal whatever their history (engines are compared whole)")
    func equalityIgnoresHistory() {
        var a = Table(), b = Table()
        for id: UInt32 in 1...5 { a[ItemID(id)] = "v\(id)" }
        a[2] = nil
        a[5] = nil
        b[4] = "v4"
        b[3] = "v3"
        b[1] = "v1"
        #expect(a == b)
        b[3] = "other"
        #expect(a != b)
        b[3] = "v3"
        b[900] = "far"
        #expect(a != b)
        b[900] = nil
        #expect(a == b)
        #expect(Table() == { var t = Table(); t[1000] = "x"; t[1000] = nil; return t }())
    }

    @Test("Iteration visits each entry once, in the order added, a removal moving the last into its place")
    func iterationOrder() {
        var table = Table()
        for id: UInt32 in [5, 1, 9, 3] { table[ItemID(id)] = "v\(id)" }
        table[1] = nil
        #expect(table.keys == [5, 3, 9])
        #expect(table.map(\.key) == [5, 3, 9])
        #expect(table.map(\.value) == ["v5", "v3", "v9"])
    }

    @Test("An id above the bound is refused without a crash or a large allocation")
    func largeIdentifiers() {
        var table = Table()
        let hostile = ItemID(UInt32.max)
        #expect(!Table.accepts(hostile) && Table.accepts(ItemID(Table.maximumRawValue)))
        table[hostile] = "x"
        #expect(table.updateValue("y", forKey: hostile) == nil)
        #expect(table[hostile] == nil && table.isEmpty && !table.contains(hostile))
        #expect(table.removeValue(forKey: hostile) == nil)
        table[ItemID(Table.maximumRawValue)] = "last"
        #expect(table[ItemID(Table.maximumRawValue)] == "last" && table.count == 1)
    }

    @Test("The workspace refuses an item or container id its tables cannot hold, and changes nothing")
    func workspaceRefusesLargeIdentifiers() throws {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "Inbox"))
        let before = workspace
        #expect(throws: WorkspaceError.identifierTooLarge(UInt32.max)) {
            try workspace.addContainer(Container(id: ContainerID(UInt32.max), label: "Far"))
        }
        #expect(throws: WorkspaceError.identifierTooLarge(1 << 20)) {
            try workspace.insert(Item(id: ItemID(1 << 20), label: "Far"), into: 1)
        }
        #expect(workspace == before)
    }

    @Test("Ids the engine makes for copies start again from 1 past the bound, skipping ids in use")
    func makeItemIDWraps() throws {
        var workspace = Workspace()
        try workspace.addContainer(Container(id: 1, label: "Inbox"))
        for id: UInt32 in [1, 2, Table.maximumRawValue] {
            try workspace.insert(Item(id: ItemID(id), label: "Item"), into: 1)
        }
        #expect(workspace.makeItemID() == 3)
    }
}
