// swift-tools-version:6.0
// DragKit: drag and drop as a deterministic state machine, for Linux, the browser (WebAssembly)
// and any other host. The core has no dependencies and compiles as Embedded Swift.
import PackageDescription

let package = Package(
    name: "DragKit",
    products: [
        .library(name: "DragKit", targets: ["DragKit"]),
        .library(name: "DragKitTesting", targets: ["DragKitTesting"]),
        .library(name: "DragKitWebHost", targets: ["DragKitWebHost"]),
    ],
    targets: [
        .target(name: "DragKit"),
        .target(name: "DragKitTesting", dependencies: ["DragKit"]),
        // The browser host's Swift side; `Scripts/build-wasm.sh` compiles it (with the core and
        // `Web/dragkit/Swift/Exports.swift`) as Embedded Swift for wasm32.
        .target(name: "DragKitWebHost", dependencies: ["DragKit"]),
        .testTarget(name: "DragKitTests", dependencies: ["DragKit", "DragKitTesting"]),
        .testTarget(name: "DragKitWebHostTests", dependencies: ["DragKitWebHost", "DragKit"]),
        // The showcase's catalogue (Web/showcase/catalog.json, read at run time by the page and
        // the server) through the web host's reader and the engine.
        .testTarget(name: "ShowcaseCatalogTests", dependencies: ["DragKitWebHost", "DragKit"]),
    ]
)
