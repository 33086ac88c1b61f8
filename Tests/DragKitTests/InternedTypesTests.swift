import DragKit
import DragKitTesting
import Testing

/// The hierarchy's interned types (``TypeHandle``, ``TypeSet``): the engine decides acceptance
/// on handles (A2, issue 23), so they must answer exactly what the names answer.
@Suite("Interned types: handles decide as names do")
struct InternedTypesTests {
    @Test("A2: a type keeps its handle; names and handles map both ways")
    func stableHandles() {
        var types = TypeHierarchy()
        let chart = types.intern("com.example.chart")
        #expect(types.intern("com.example.chart") == chart)
        #expect(types.handle(of: "com.example.chart") == chart)
        #expect(types.name(of: chart) == "com.example.chart")
        #expect(types.handle(of: .item) == .item)
        #expect(types.handle(of: "com.example.never-named") == nil)
        let png = types.handle(of: .png)
        #expect(png != nil && png != chart)
        #expect(types.knownTypes.count == Set(types.knownTypes).count)
    }

    @Test("A2: a declaration made after a type was interned reaches what conforms to it")
    func laterDeclarations() throws {
        var types = TypeHierarchy()
        let pie = types.intern("com.example.pie")
        types.declare("com.example.pie", conformsTo: ["com.example.chart"])
        let chart = try #require(types.handle(of: "com.example.chart"))
        let image = try #require(types.handle(of: .image))
        #expect(types.conforms(pie, to: chart))
        #expect(!types.conforms(pie, to: image))
        types.declare("com.example.chart", conformsTo: [.png])
        #expect(types.conforms(pie, to: image))
        #expect(types.conforms(pie, toAnyOf: TypeSet([image])))
        #expect(!types.conforms(chart, toAnyOf: types.intern([.text, .pdf])))
        #expect(types.conforms(chart, toAnyOf: TypeSet()))
    }

    @Test("A2: the representation rule on handles matches the rule on names")
    func acceptanceOnHandles() throws {
        var types = TypeHierarchy()
        types.declare("com.example.photo", conformsTo: [.data])
        let photo = try #require(types.handle(of: "com.example.photo"))
        let png = try #require(types.handle(of: .png))
        let album = types.intern([.image])
        #expect(!types.accepts(anyOf: [photo], by: album))
        #expect(types.accepts(anyOf: [photo, png], by: album))
        #expect(types.accepts("com.example.photo", offering: [Representation(type: .png)], by: [.image]))
        #expect(types.accepts(anyOf: [photo], by: TypeSet()))
    }

    @Test("A2: on random declarations with cycles, handles, names and a plain search agree on every pair")
    func randomHierarchies() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<40 {
            var types = TypeHierarchy()
            let names: [TypeIdentifier] = (0..<24).map { TypeIdentifier("t\($0)") } + [.data, .image, .png, .text]
            var edges: [TypeIdentifier: [TypeIdentifier]] = [:]
            for _ in 0..<Int(random.next() % 40) {
                let child = names[Int(random.next() % UInt64(names.count))]
                let parent = names[Int(random.next() % UInt64(names.count))]
                types.declare(child, conformsTo: [parent])
                edges[child, default: []].append(parent)
            }
            for type in names {
                for other in names {
                    let expected = Self.reaches(type, other, declared: edges)
                    #expect(types.conforms(type, to: other) == expected, "\(type.rawValue) → \(other.rawValue)")
                    if let a = types.handle(of: type), let b = types.handle(of: other) {
                        #expect(types.conforms(a, to: b) == expected)
                        #expect(types.conforms(a, toAnyOf: TypeSet([b])) == expected)
                    }
                }
            }
        }
    }

    /// The system types' parents, as ``TypeHierarchy/init()`` declares them.
    static let systemEdges: [TypeIdentifier: [TypeIdentifier]] = [
        .data: [.item], .text: [.data], .plainText: [.text], .styledText: [.text], .html: [.text],
        .url: [.data], .fileURL: [.url], .image: [.data], .png: [.image], .jpeg: [.image],
        .pdf: [.data], .contact: [.data], .calendarEvent: [.data], .textClipping: [.plainText],
    ]

    /// Whether `type` reaches `other` by a search over the system and the declared edges: the
    /// reference the interned closure must match.
    static func reaches(_ type: TypeIdentifier, _ other: TypeIdentifier,
                        declared: [TypeIdentifier: [TypeIdentifier]]) -> Bool {
        if type == other || other == .item { return true }
        var seen: Set<TypeIdentifier> = [type]
        var queue = [type]
        while let next = queue.popLast() {
            for parent in (declared[next] ?? []) + (systemEdges[next] ?? []) where seen.insert(parent).inserted {
                if parent == other { return true }
                queue.append(parent)
            }
        }
        return false
    }
}

/// A bit set of handles: membership, union, intersection and equality that ignores spare words.
@Suite("Type sets")
struct TypeSetTests {
    @Test("A2: sets hold what was inserted and intersect when they share a handle")
    func membership() throws {
        var types = TypeHierarchy()
        let handles = (0..<130).map { types.intern(TypeIdentifier("t\($0)")) }
        var set = TypeSet()
        #expect(set.isEmpty)
        set.insert(handles[129])
        #expect(set.contains(handles[129]) && !set.contains(handles[0]) && !set.isEmpty)
        #expect(!set.intersects(TypeSet([handles[1], handles[64]])))
        #expect(set.intersects(TypeSet([handles[1], handles[129]])))
        var union = TypeSet([handles[1]])
        union.formUnion(set)
        #expect(union == TypeSet([handles[129], handles[1]]))
        #expect(TypeSet([handles[0]]) != TypeSet([handles[1]]))
    }
}
