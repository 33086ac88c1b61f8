// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DragKitShowcaseServer",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "DragKitStore", targets: ["DragKitStore"]),
        .library(name: "DragKitShowcase", targets: ["DragKitShowcase"]),
        .executable(name: "dragkit-showcase", targets: ["dragkit-showcase"]),
    ],
    // Exact versions of the direct dependencies, the ones the server is tested with. No
    // Package.resolved is committed: a resolution names commit ids, which differ between
    // mirrors of these repositories, so each clone resolves the versions named here.
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        // The engine's type model and catalogue reader (issue 23, A2): the server decides which
        // items a container takes with the page's code. A path within the repository, so its
        // identity ("dragkittypes") does not depend on the clone's folder name.
        .package(path: "../Packages/DragKitTypes"),
    ],
    targets: [
        // Debian's librsvg and cairo draw the SVG the page shows; cairo writes its PNG through
        // libpng (S12, P1). Scripts/ensure-deps.sh installs librsvg2-dev and libcairo2-dev.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev", "libpng-dev", "fonts-dejavu-core"])]
        ),
        // libjpeg-turbo (libjpeg62-turbo-dev) behind a setjmp error handler (S12, P1).
        .target(
            name: "CJPEGTurbo",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "DragKitStore",
            dependencies: [
                "CRsvg",
                "CJPEGTurbo",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "DragKitTypes", package: "DragKitTypes"),
                .product(name: "DragKitCatalog", package: "DragKitTypes"),
            ]
        ),
        .target(
            name: "DragKitShowcase",
            dependencies: [
                "DragKitStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "dragkit-showcase",
            dependencies: [
                "DragKitShowcase",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .target(
            name: "DragKitStoreTestSupport",
            dependencies: ["DragKitStore"],
            path: "Tests/DragKitStoreTestSupport"
        ),
        .testTarget(
            name: "DragKitStoreTests",
            dependencies: [
                "DragKitStore",
                "CRsvg",
                "DragKitStoreTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "DragKitTypes", package: "DragKitTypes"),
                .product(name: "DragKitCatalog", package: "DragKitTypes"),
            ]
        ),
        .testTarget(
            name: "DragKitShowcaseTests",
            dependencies: [
                "DragKitShowcase",
                "DragKitStore",
                "DragKitStoreTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
