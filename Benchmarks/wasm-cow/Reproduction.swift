// Issue 34: copy-on-write under Embedded Swift for wasm32 with `-assume-single-threaded`
// (Benchmarks/README.md, "Wasm size: not -assume-single-threaded"). The shape of the engine's
// Workspace.move: a mutating method copies its array argument into a `var` and changes the copy;
// the caller then reads its own array. Built by run.sh with and without the flag; `run()` returns
// the caller's three indices as one number: 24 (0, 2, 4) is right, 12 (0, 1, 2) means the copy
// wrote into the caller's array.

public struct Placement { public var item: UInt32; public var container: UInt32; public var index: Int }
public enum MoveError: Error { case unknown(UInt32) }

public struct Workspace {
    public var list: [UInt32] = [1, 2, 3, 4, 5]
    public var location: [UInt32: UInt32] = [1: 7, 2: 7, 3: 7, 4: 7, 5: 7]

    public func placements(of moving: [UInt32], known: [Placement]) -> [Placement] {
        var result: [Placement] = []
        for item in moving {
            guard let container = location[item] else { continue }
            if let hint = known.first(where: { $0.item == item && $0.container == container }),
               hint.index >= 0, hint.index < list.count, list[hint.index] == item {
                result.append(hint)
            } else if let index = list.firstIndex(of: item) {
                result.append(Placement(item: item, container: container, index: index))
            }
        }
        return result
    }

    mutating func detach(_ item: UInt32, hint: Int?) -> Int? {
        guard location[item] != nil else { return nil }
        location[item] = nil
        let position: Int
        if let hint, hint >= 0, hint < list.count, list[hint] == item { position = hint }
        else if let found = list.firstIndex(of: item) { position = found } else { return nil }
        list.remove(at: position)
        return position
    }

    public mutating func move(_ moving: [UInt32], at index: Int, from placements: [Placement] = []) throws(MoveError) -> Int {
        for item in moving where location[item] == nil { throw .unknown(item) }
        var hints = placements  // a copy: changing it must leave `placements` alone
        for item in moving {
            let hint = hints.first(where: { $0.item == item && $0.container == location[item] })
            let from = location[item]
            if let removed = detach(item, hint: hint?.index) {
                for position in hints.indices where hints[position].container == from && hints[position].index > removed {
                    hints[position].index -= 1
                }
            }
        }
        for (offset, item) in moving.enumerated() { list.insert(item, at: index + offset); location[item] = 7 }
        return hints.count
    }
}

public struct Engine {
    var workspace = Workspace()
    mutating func apply(_ items: [UInt32], known: [Placement]) -> [Placement]? {
        let placements = workspace.placements(of: items, known: known)
        do throws(MoveError) { _ = try workspace.move(items, at: 2, from: placements) } catch { return nil }
        return placements  // what an undo record keeps: where the items were
    }
}

@_expose(wasm, "run") @_cdecl("run")
func run() -> Int {
    var engine = Engine()
    let known = [Placement(item: 1, container: 7, index: 0), Placement(item: 3, container: 7, index: 2),
                 Placement(item: 5, container: 7, index: 4)]
    guard let p = engine.apply([1, 3, 5], known: known) else { return -1 }
    return p[0].index * 100 + p[1].index * 10 + p[2].index
}
