import DragKit
import DragKitCatalog
import Testing

/// The catalogue's schema and refusals are stated once (issue 36, A2): `CatalogSchema` and
/// `CatalogMessage`, from which the page's `dragkit-catalog-schema.js` is generated. These hold
/// the Swift reader to them; Tests/Wire/catalog-samples.mjs holds the page's reader to the same
/// samples.
@Suite("Catalogue schema: the Swift reader refuses what the schema says, in its words")
struct CatalogSchemaTests {
    @Test("Every bad catalogue the schema makes is refused with the message it predicts")
    func samples() {
        let samples = CatalogSchema.samples()
        #expect(samples.count > 60)
        for sample in samples {
            var refusal: String?
            do throws(CatalogError) {
                _ = try Catalog(json: sample.json)
            } catch {
                refusal = error.message
            }
            #expect(refusal == sample.message, "\(sample.json)")
        }
    }

    @Test("The smallest catalogue of each part is read")
    func smallest() throws {
        #expect(try Catalog(json: CatalogSchema.smallest(CatalogSchema.catalog).json).declarations.isEmpty)
        let full = "{\"types\": [" + CatalogSchema.smallest(CatalogSchema.typeDeclaration).json + "], \"kinds\": {\"k\": "
            + CatalogSchema.smallest(CatalogSchema.kind).json + "}, \"representations\": {\"public.data\": ["
            + CatalogSchema.smallest(CatalogSchema.representation).json + "]}}"
        let catalog = try Catalog(json: full)
        #expect(catalog.kinds.count == 1 && catalog.representations.count == 1)
    }

    @Test("Templates: parameters in order, rendered in place; the words of choices and required keys")
    func templates() {
        #expect(CatalogMessage.wrongKind.parameters == ["path", "expected", "kind"])
        #expect(CatalogMessage.located.error("the number is too large", "2", "7").message
            == "catalog: the number is too large at line 2, column 7")
        #expect(Set(CatalogMessage.allCases.map(\.name)).count == CatalogMessage.allCases.count)
        #expect(CatalogSchema.Value.choice(["before", "after"]).words == "\"before\" or \"after\"")
        #expect(CatalogSchema.typeDeclaration.needs == "an 'id'")
        #expect(CatalogSchema.representation.needs == "a 'type'")
        #expect(CatalogSchema.previewSize.needs == "'width' and 'height'")
        #expect(JSONValue.object([JSONMember("a\"\n", .array([.integer(-3), .null]))]).json == "{\"a\\\"\\u000a\": [-3, null]}")
    }
}
