// swift-tools-version:6.0
// DragKit: drag and drop as a deterministic state machine, for Linux, the browser (WebAssembly)
// and any other host. The core depends only on the repository's own type model
// (Packages/DragKitTypes, by path) and compiles as Embedded Swift. Other packages depend on it
// by version (a release's git tag, `v<version>`: Web/dragkit/dragkit-version.js) or by path,
// and use the products below; none of them depends on anything outside this repository.
import PackageDescription

let package = Package(
    name: "DragKit",
    products: [
        .library(name: "DragKit", targets: ["DragKit"]),
        .library(name: "DragKitWords", targets: ["DragKitWords"]),
        .library(name: "DragKitEditing", targets: ["DragKitEditing"]),
        .library(name: "DragKitTesting", targets: ["DragKitTesting"]),
        .library(name: "DragKitWebHost", targets: ["DragKitWebHost"]),
    ],
    // The type model and catalogue the engine and the showcase's server share (issue 23):
    // a path dependency within the repository, so its identity is stable ("dragkittypes").
    dependencies: [
        .package(path: "Packages/DragKitTypes"),
    ],
    targets: [
        // The core calls the C math library (sqrt, rint, trunc, …), which Linux keeps in libm:
        // declared here, so an adopter's executable that links only DragKit (no Foundation or
        // XCTest, which bring libm in) links too (issue 35; Tests/SwiftAdopter).
        .target(
            name: "DragKit",
            dependencies: [.product(name: "DragKitTypes", package: "DragKitTypes")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd]))]),
        // The words beside the engine (issue 36, S7): the announcers that turn the engine's
        // structured announcements into sentences in English, Korean and Japanese. Native hosts
        // link it; the web host's engine wasm does not (the page loads it as its own small wasm,
        // `Scripts/build-wasm.sh words`), so the core carries no sentence formatting.
        .target(name: "DragKitWords", dependencies: ["DragKit"]),
        // The editing layer (issue 23): the pasteboard and the menu commands (Copy, Cut, Paste,
        // "Move to…"), composed over the core.
        .target(name: "DragKitEditing", dependencies: ["DragKit"]),
        .target(name: "DragKitTesting", dependencies: ["DragKit", "DragKitWords"]),
        // The browser host's Swift side; `Scripts/build-wasm.sh` compiles it (with the core and
        // `Web/dragkit/Swift/Exports.swift`) as Embedded Swift for wasm32.
        .target(name: "DragKitWebHost", dependencies: ["DragKit", "DragKitEditing", .product(name: "DragKitTypes", package: "DragKitTypes")]),
        .testTarget(name: "DragKitTests", dependencies: ["DragKit", "DragKitWords", "DragKitTesting"]),
        .testTarget(name: "DragKitEditingTests", dependencies: ["DragKitEditing", "DragKit", "DragKitWords", "DragKitTesting"]),
        // Each host test target reads the web host's answers as JSON through the host contract's
        // schema (DragKitWire, in Packages/DragKitTypes), as the page's generated decoder does.
        .testTarget(
            name: "DragKitWebHostTests",
            dependencies: ["DragKitWebHost", "DragKit", "DragKitWords", "DragKitEditing", .product(name: "DragKitWire", package: "DragKitTypes")]),
        // The catalogue's JSON reader (Packages/DragKitTypes, `DragKitCatalog`): schema, limits
        // and messages (Docs/Catalog.md).
        .testTarget(
            name: "DragKitCatalogTests",
            dependencies: [
                "DragKitWebHost", "DragKit", .product(name: "DragKitCatalog", package: "DragKitTypes"),
                .product(name: "DragKitWire", package: "DragKitTypes"),
            ]),
        // The showcase's catalogue (Web/showcase/catalog.json, read at run time by the page and
        // the server) through the web host's reader and the engine.
        .testTarget(
            name: "ShowcaseCatalogTests",
            dependencies: [
                "DragKitWebHost", "DragKit", "DragKitEditing", .product(name: "DragKitCatalog", package: "DragKitTypes"),
                .product(name: "DragKitWire", package: "DragKitTypes"),
            ]),
    ]
)
