// swift-tools-version:6.0
// An adopter's package (issue 35): depends on DragKit by path as any outside package would, and
// uses only its public API. Tests/SwiftAdopter/run.sh copies this folder into a temporary one,
// links `Dependencies/DragKit` to the repository, builds, runs `engine-example` (the README's
// engine example: DragKit alone, no Foundation, no XCTest) and runs the scripted drag of
// `AdopterTests` (DragKitTesting).
import PackageDescription

let package = Package(
    name: "Adopter",
    dependencies: [
        .package(path: "Dependencies/DragKit"),
    ],
    targets: [
        .executableTarget(name: "engine-example", dependencies: [.product(name: "DragKit", package: "DragKit")]),
        .testTarget(name: "AdopterTests", dependencies: [
            .product(name: "DragKit", package: "DragKit"),
            .product(name: "DragKitEditing", package: "DragKit"),
            .product(name: "DragKitTesting", package: "DragKit"),
        ]),
    ]
)
