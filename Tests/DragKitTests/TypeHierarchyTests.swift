import DragKit
import DragKitTesting
import Testing

@Suite("Type hierarchy: what a destination accepts")
struct TypeHierarchyTests {
    let types = TypeHierarchy()

    @Test("A2: system types conform to their ancestors, transitively")
    func systemTypes() {
        #expect(types.conforms(.png, to: .png))
        #expect(types.conforms(.png, to: .image))
        #expect(types.conforms(.png, to: .data))
        #expect(types.conforms(.png, to: .item))
        #expect(types.conforms(.fileURL, to: .url))
        #expect(types.conforms(.html, to: .text))
        #expect(types.conforms(.plainText, to: .data))
        #expect(types.conforms(.contact, to: .data))
        #expect(types.conforms(.calendarEvent, to: .data))
    }

    @Test("A2: conformance runs one way and never sideways")
    func noSidewaysConformance() {
        #expect(!types.conforms(.image, to: .png))
        #expect(!types.conforms(.png, to: .jpeg))
        #expect(!types.conforms(.png, to: .text))
        #expect(!types.conforms(.plainText, to: .image))
        #expect(!types.conforms(.data, to: .text))
        #expect(!types.conforms(.url, to: .fileURL))
        #expect(!types.conforms(.pdf, to: .image))
    }

    @Test("A2: an undeclared type conforms only to itself and to public.item")
    func undeclaredType() {
        let chart: TypeIdentifier = "com.example.chart"
        #expect(types.conforms(chart, to: chart))
        #expect(types.conforms(chart, to: .item))
        #expect(!types.conforms(chart, to: .data))
        #expect(!types.conforms(chart, to: "com.example.other"))
    }

    @Test("A2: an app type declared under system types inherits their conformances")
    func declaredType() {
        var types = TypeHierarchy()
        let chart: TypeIdentifier = "com.example.chart"
        let pie: TypeIdentifier = "com.example.pie-chart"
        types.declare(chart, conformsTo: [.data])
        types.declare(pie, conformsTo: [chart, .image])
        #expect(types.conforms(pie, to: chart))
        #expect(types.conforms(pie, to: .data))
        #expect(types.conforms(pie, to: .image))
        #expect(!types.conforms(chart, to: .image))
        #expect(!types.conforms(pie, to: .text))
    }

    @Test("A2: a cycle in declarations neither hangs nor invents conformances")
    func cycles() {
        var types = TypeHierarchy()
        types.declare("a", conformsTo: ["b"])
        types.declare("b", conformsTo: ["c"])
        types.declare("c", conformsTo: ["a"])
        #expect(types.conforms("a", to: "c"))
        #expect(types.conforms("c", to: "b"))
        #expect(!types.conforms("a", to: .data))
    }

    @Test("F6: an empty accepted list takes everything; otherwise any one match is enough")
    func acceptedLists() {
        #expect(types.conforms("com.example.anything", toAnyOf: []))
        #expect(types.conforms(.jpeg, toAnyOf: [.text, .image]))
        #expect(!types.conforms(.jpeg, toAnyOf: [.text, .pdf]))
        #expect(types.conforms(.jpeg, toAnyOf: [.item]))
    }

    @Test("F6: through the engine, an image list takes a PNG and refuses text")
    func engineAcceptsByType() throws {
        var sim = DragSimulator()
        let photos = try sim.addList(1, "Camera Roll", items: ["Sunset"], type: .png)
        let notes = try sim.addList(2, "Notes", items: ["Idea"], type: .plainText, origin: Point(x: 0, y: 300))
        try sim.addList(3, "Album", policy: ContainerPolicy(acceptedTypes: [.image]), items: [],
                        origin: Point(x: 400, y: 0))
        sim.drag(sim.center(of: photos[0]), to: Point(x: 550, y: 20))
        #expect(sim.commits.count == 1)
        sim.drag(sim.center(of: notes[0]), to: Point(x: 550, y: 20))
        #expect(sim.commits.count == 1)
        #expect(sim.labels(of: 3) == ["Sunset"])
    }

    @Test("F6: declaring an app type through the engine makes containers for its parent accept it")
    func engineDeclaredType() throws {
        var sim = DragSimulator()
        let chart: TypeIdentifier = "com.example.chart"
        let charts = try sim.addList(1, "Charts", items: ["Sales"], type: chart)
        try sim.addList(2, "Attachments", policy: ContainerPolicy(acceptedTypes: [.data]), items: [],
                        origin: Point(x: 400, y: 0))
        sim.lift(charts[0], to: Point(x: 550, y: 20))
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)
        sim.key(.escape)

        sim.engine.declareType(chart, conformsTo: [.data])
        sim.lift(charts[0], to: Point(x: 550, y: 20))
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)
    }
}
