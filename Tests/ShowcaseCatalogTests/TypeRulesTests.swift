import DragKit
import DragKitWebHost
import Testing

/// One source of truth for the showcase's type rules: `Web/showcase/catalog.json`, read by the
/// page (through the wasm), the server and these tests.
@Suite("Showcase catalogue: the type rules the page and the server share")
struct TypeRulesTests {
    @Test("A2: a photo is not an image itself, but an image destination takes it via its PNG")
    func photoReachesImagesViaPNG() throws {
        let catalog = HostCatalog.showcase
        #expect(!catalog.types.conforms(ShowcaseType.photo, to: .image))
        #expect(catalog.isAccepted(ShowcaseType.photo, by: [.image]))
        #expect(catalog.isAccepted(ShowcaseType.photo, by: [ShowcaseType.photo]))

        // The engine agrees: an attachments strip whose markup lists public.image takes a photo.
        var host = WebHost(catalog: catalog)
        #expect(host.addContainer(1, flags: 3, label: "Library", acceptedTypes: "", kind: "grid") == 0)
        #expect(host.addContainer(2, flags: 3, label: "Attachments", acceptedTypes: "public.image", kind: "attachments") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "com.dragkit.photo", label: "Beach", byteCount: 0) == 0)
        #expect(host.engine.workspace.accepts(2, 10))
        #expect(host.engine.negotiatedRepresentation(of: 10, for: 2)?.type == .png)
    }

    @Test("S12, P1: charts reach images and chart data, notes and clippings plain text, events calendar events")
    func representationsConform() {
        let catalog = HostCatalog.showcase
        #expect(catalog.isAccepted(ShowcaseType.chart, by: ["com.dragkit.chart-data"]))
        #expect(catalog.isAccepted(ShowcaseType.chart, by: [.image]))
        #expect(catalog.isAccepted(ShowcaseType.note, by: [.plainText]))
        #expect(catalog.isAccepted(ShowcaseType.clipping, by: [.plainText]))
        #expect(catalog.isAccepted("com.dragkit.event", by: [.calendarEvent]))
        #expect(catalog.isAccepted("public.file", by: [.data]))
        #expect(catalog.isAccepted("anything", by: []))
        #expect(!catalog.isAccepted("com.dragkit.reminder", by: [.image]))
        #expect(!catalog.isAccepted(ShowcaseType.note, by: [.image]))
    }
}
