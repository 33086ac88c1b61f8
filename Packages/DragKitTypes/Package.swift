// swift-tools-version:6.0
// DragKitTypes: the type model and the catalogue every DragKit host shares (issue 23, A2).
// Foundation-free and dependency-free, so the engine (also as Embedded Swift for wasm32), the
// web host, native hosts and the showcase's server decide which items a container takes with
// the same code. It lives in the repository and is used by path (`Packages/DragKitTypes`), so
// its package identity is `dragkittypes` whatever the clone's folder is called.
import PackageDescription

let package = Package(
    name: "DragKitTypes",
    products: [
        // Type identifiers, their hierarchy and conformance, representations and the
        // representation rule (A2), and the catalogue as typed data. Compiled into the wasm.
        .library(name: "DragKitTypes", targets: ["DragKitTypes"]),
        // The catalogue's JSON reader (Docs/Catalog.md): bounded, typed errors. For native
        // hosts, the server and tests; the wasm leaves it out (the browser has JSON.parse). Its
        // schema and refusals (CatalogSchema, CatalogMessage) are the page's too: the generator
        // writes them into Web/dragkit/dragkit-catalog-schema.js (issue 36).
        .library(name: "DragKitCatalog", targets: ["DragKitCatalog"]),
        // The host contract's schema (HostContract.swift): for the generator and for tests that
        // read the wasm's answers natively.
        .library(name: "DragKitWire", targets: ["DragKitWire"]),
    ],
    targets: [
        .target(name: "DragKitTypes"),
        .target(name: "DragKitCatalog", dependencies: ["DragKitTypes"]),
        // Writes the web package's files that state what these types state (the HTML policy, the
        // catalogue's schema and refusals), for Scripts/generate.sh; built only when asked for,
        // never by the packages that use these.
        .executableTarget(name: "dragkit-generate", dependencies: ["DragKitTypes", "DragKitCatalog", "DragKitWire"]),
        // The host contract's schema (issue 36): the records between the engine and the web
        // package, from which the generator writes both sides. Never compiled into the wasm.
        .target(name: "DragKitWire"),
    ]
)
