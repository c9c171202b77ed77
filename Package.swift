// swift-tools-version:6.0
// Banter: a modular chat UI kit that renders to a text canvas. See README.md for the
// layout of the targets; each later layer adds its target here, in the folder DESIGN names.
import PackageDescription

let package = Package(
    name: "Banter",
    products: [
        .executable(name: "banter-bench", targets: ["banter-bench"]),
    ],
    targets: [
        // Layer 0: geometry, colour, cells, the canvas, Unicode width and text layout.
        .target(
            name: "BanterCanvas",
            path: "Sources/BanterCanvas"
        ),
        .executableTarget(
            name: "banter-bench",
            dependencies: ["BanterCanvas"],
            path: "Benchmarks/BanterBench"
        ),
        .testTarget(
            name: "BanterCanvasTests",
            dependencies: ["BanterCanvas"],
            path: "Tests/BanterCanvasTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
