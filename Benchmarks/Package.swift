// swift-tools-version:6.0
// Benchmarks for the DragKit engine: a small harness executable, `dragkit-bench`, that times the
// engine's hot paths with `ContinuousClock` and prints a table. Kept out of the root package so
// adopters never build it. Run: `swift run -c release --package-path Benchmarks dragkit-bench`.
import PackageDescription

// A path dependency's identity is its directory's name (the checkout may be called "DragKit",
// "main" or a worktree's name), so derive it rather than hard-coding it.
let rootIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "DragKit").lowercased()

let package = Package(
    name: "DragKitBenchmarks",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "dragkit-bench",
            dependencies: [
                .product(name: "DragKit", package: rootIdentity),
                .product(name: "DragKitTesting", package: rootIdentity),
            ],
            path: "Sources/dragkit-bench"
        ),
    ]
)
