// swift-tools-version:6.0
// DragKit on the Linux desktop (issue 26): the same engine in a native GTK 4 app, speaking XDND
// with every other app, where items leave as real files.
//
// `Dependencies/DragKit` is a link to the repository's root package: a path dependency through a
// fixed name gives the root package a stable identity ("dragkit") whatever the clone's folder is
// called. The server package (for its SQLite store) is reached through the same link, so the type
// model both use (Packages/DragKitTypes) is one package at one path.
import PackageDescription

let package = Package(
    name: "DragKitDesktop",
    products: [
        .library(name: "DragKitGTK", targets: ["DragKitGTK"]),
        .executable(name: "dragkit-desktop", targets: ["dragkit-desktop"]),
    ],
    dependencies: [
        .package(path: "Dependencies/DragKit"),
        .package(path: "Dependencies/DragKit/Server"),
        .package(path: "Dependencies/DragKit/Packages/DragKitTypes"),
    ],
    targets: [
        // GTK 4 (Debian's libgtk-4-dev, 4.8) through pkg-config, with a shim header for what Swift
        // cannot call directly (C macros, variadic functions).
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        // The folder model behind the Files pane: listing, safe names, atomic moves, copies with
        // progress, undo records and the files written on demand for other apps. Foundation only,
        // no GTK, so its rules are tested without a display.
        .target(name: "DragKitDesktopFiles"),
        // The host: GTK input to engine events, engine actions to GTK widgets, XDND both ways.
        .target(
            name: "DragKitGTK",
            dependencies: [
                "CGtk4",
                "DragKitDesktopFiles",
                .product(name: "DragKit", package: "DragKit"),
                .product(name: "DragKitEditing", package: "DragKit"),
                .product(name: "DragKitWords", package: "DragKit"),
                .product(name: "DragKitTypes", package: "DragKitTypes"),
            ]),
        .executableTarget(
            name: "dragkit-desktop",
            dependencies: [
                "DragKitGTK",
                "DragKitDesktopFiles",
                .product(name: "DragKitStore", package: "Server"),
                .product(name: "DragKitTypes", package: "DragKitTypes"),
            ]),
        .testTarget(name: "DragKitDesktopFilesTests", dependencies: ["DragKitDesktopFiles"]),
        .testTarget(
            name: "DragKitGTKTests",
            dependencies: [
                "DragKitGTK", "CGtk4", "DragKitDesktopFiles", .product(name: "DragKit", package: "DragKit"),
                .product(name: "DragKitWords", package: "DragKit"),
            ]),
    ]
)
