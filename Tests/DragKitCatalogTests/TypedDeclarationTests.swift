import DragKit
import DragKitCatalog
import DragKitWebHost
import DragKitWire
import Testing

/// The catalogue declared through typed calls (issue 23): what the page does after `JSON.parse`
/// (`Web/dragkit/dragkit-catalog.js` → `dk_catalog_*` → these `WebHost` calls). The same
/// catalogue declared call by call is the one `Catalog(json:)` reads; values a host should have
/// refused are refused here too, without a trap and without changing the catalogue.
@Suite("Catalogue: typed declarations (the wasm's path, no JSON reader)")
struct TypedDeclarationTests {
    typealias Bits = WebHost.CatalogKindBits

    /// Declares `catalog` into `host` as the bridge does, call by call. Returns the commit's status.
    static func declare(_ catalog: Catalog, into host: inout WebHost) -> Int32 {
        host.beginCatalog()
        for declaration in catalog.declarations {
            #expect(host.declareCatalogType(declaration.type.rawValue, conformsTo: declaration.parents.map(\.rawValue).joined(separator: " ")) == 0)
        }
        for (kindName, kind) in catalog.kinds.sorted(by: { $0.key < $1.key }) {
            let name = kindName.rawValue
            var present: UInt32 = 0, values: UInt32 = 0
            if let axis = kind.axis {
                present |= Bits.axis
                values |= [CatalogKind.Axis.vertical: 0, .horizontal: 1, .grid: 2, .rows: 3][axis] ?? 0
            }
            if kind.accepts != nil { present |= Bits.accepts }
            if let undoable = kind.undoable { present |= Bits.undoable; values |= undoable ? 4 : 0 }
            if let confirmation = kind.confirmation { present |= Bits.confirmation; values |= confirmation == .after ? 8 : 0 }
            if let operation = kind.crossOperation {
                present |= Bits.crossOperation
                values |= [CatalogKind.Operation.copy: 0, .move: 16, .link: 32][operation] ?? 0
            }
            if let dragging = kind.allowsDragging { present |= Bits.dragging; values |= dragging ? 64 : 0 }
            if kind.requestedFields != nil { present |= Bits.requestedFields }
            if let places = kind.placesByDropPoint { present |= Bits.placesByDropPoint; values |= places ? 128 : 0 }
            if kind.dropPreviewSize != nil { present |= Bits.dropPreviewSize }
            if let task = kind.task { present |= Bits.task; values |= UInt32(task.rawValue) << 9 }
            if let text = kind.text {
                present |= Bits.text
                if let rich = text.isRich { present |= Bits.textRich; values |= rich ? 256 : 0 }
                if text.accepts != nil { present |= Bits.textAccepts }
            }
            let status = host.declareCatalogKind(
                name, present: present, values: values, accepts: (kind.accepts ?? []).map(\.rawValue).joined(separator: " "),
                textAccepts: (kind.text?.accepts ?? []).map(\.rawValue).joined(separator: " "),
                previewWidth: Double(kind.dropPreviewSize?.width ?? 0), previewHeight: Double(kind.dropPreviewSize?.height ?? 0))
            #expect(status == 0)
            for field in kind.requestedFields ?? [] { #expect(host.declareCatalogRequestedField(kind: name, field) == 0) }
        }
        for (type, list) in catalog.representations.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for entry in list {
                let fixed: Double = if let bytes = entry.fixedBytes { Double(bytes) } else { -1 }
                #expect(host.declareCatalogRepresentation(
                    of: type.rawValue, entry.type.rawValue, fixedBytes: fixed,
                    defaultBytes: Double(entry.defaultBytes), scaleNumerator: Double(entry.scale.numerator),
                    scaleDenominator: Double(entry.scale.denominator), minimumBytes: Double(entry.minimumBytes),
                    load: entry.needsLoading) == 0)
            }
        }
        return host.commitCatalog()
    }

    @Test("Declared call by call, a catalogue is the one the JSON reader reads (kinds, representations, types)")
    func sameAsTheReader() throws {
        let read = try Catalog(json: CatalogReaderTests.sample)
        var host = WebHost()
        #expect(Self.declare(read, into: &host) == 0, "\(host.output.text)")
        #expect(host.catalog.kinds == read.kinds)
        #expect(host.catalog.representations == read.representations)
        #expect(host.engine.workspace.types.conforms("com.example.card", to: .data))
        #expect(host.addContainer(1, flags: 3, label: "Strip", acceptedTypes: "", kind: "strip") == 0)
        #expect(host.engine.workspace.containers[1]?.policy.requestedFields == ["name"])
        #expect(host.engine.workspace.containers[1]?.policy.dropPreviewSize == Size(width: 96, height: 72))
    }

    @Test("Values a host should have refused are refused at the commit, with a message; the catalogue stays",
          arguments: [0, 1, 2, 3, 4, 5, 6])
    func refusals(_ which: Int) throws {
        var host = WebHost()
        #expect(Self.declare(try Catalog(json: CatalogReaderTests.sample), into: &host) == 0)
        host.beginCatalog()
        let status: Int32 = switch which {
        case 0: host.declareCatalogType("two words", conformsTo: "")
        case 1: host.declareCatalogType("a", conformsTo: "b  c")
        case 2: host.declareCatalogKind("k", present: Bits.crossOperation, values: 48, accepts: "", textAccepts: "", previewWidth: 0, previewHeight: 0)
        case 3: host.declareCatalogKind("k", present: Bits.dropPreviewSize, values: 0, accepts: "", textAccepts: "", previewWidth: .nan, previewHeight: 2)
        case 4: host.declareCatalogRepresentation(of: "t", "u", fixedBytes: -1, defaultBytes: 0, scaleNumerator: 1, scaleDenominator: 0, minimumBytes: 0, load: false)
        case 5: host.declareCatalogRepresentation(of: "t", "u", fixedBytes: 1.5, defaultBytes: 0, scaleNumerator: 1, scaleDenominator: 1, minimumBytes: 0, load: false)
        default: host.declareCatalogRequestedField(kind: "undeclared", "name")
        }
        #expect(status == 1)
        #expect(host.commitCatalog() == 1)
        #expect(host.output.text.hasPrefix("{\"error\":\"catalog: "), "\(host.output.text)")
        #expect(host.catalog.kinds["strip"]?.axis == .rows, "a refused declaration keeps the catalogue")
        #expect(host.commitCatalog() == 1, "a commit with nothing begun is refused")
    }
}

extension WireWriter {
    /// The answer written, as JSON text read by the host contract's schema.
    var text: String { WireSchema.hostContract.json(of: bytes) ?? "<malformed>" }
}
