// swift-tools-version:6.0
// Banter: a modular chat UI kit that renders to a text canvas. See README.md for the
// layout of the targets; each later layer adds its target here, in the folder DESIGN names.
import PackageDescription

let package = Package(
    name: "Banter",
    products: [
        .executable(name: "banter", targets: ["banter"]),
        .executable(name: "banter-customize", targets: ["banter-customize"]),
        .executable(name: "banter-bench", targets: ["banter-bench"]),
        .executable(name: "banter-load", targets: ["banter-load"]),
        .executable(name: "banter-keys", targets: ["banter-keys"]),
        .executable(name: "banter-gallery", targets: ["banter-gallery"]),
        .library(name: "BanterTesting", targets: ["BanterTesting"]),
        .library(name: "BanterChatSDK", targets: ["BanterChatSDK"]),
        .library(name: "BanterMatrix", targets: ["BanterMatrix"]),
        .library(name: "BanterUIKitCore", targets: ["BanterUIKitCore"]),
        .library(name: "BanterUIKit", targets: ["BanterUIKit"]),
    ],
    targets: [
        // Layer 0: geometry, colour, cells, the canvas, Unicode width and text layout.
        .target(
            name: "BanterCanvas",
            path: "Sources/BanterCanvas"
        ),
        // Time, injected: the Scheduler protocol with a real-time and a virtual-time clock,
        // shared by the views and the chat SDK so one test clock drives both.
        .target(
            name: "BanterScheduling",
            path: "Sources/BanterScheduling"
        ),
        // Layer 1: the live terminal: raw mode and restore, input decoding, frame encoding, the loop.
        .target(
            name: "BanterTerminal",
            dependencies: ["BanterCanvas"],
            path: "Sources/BanterTerminal"
        ),
        // Layer 2: the UIKit stand-in: views, controllers, layout, controls, the window.
        .target(
            name: "BanterViews",
            dependencies: ["BanterTerminal", "BanterCanvas", "BanterScheduling"],
            path: "Sources/BanterViews"
        ),
        // The mock chat service: a simulated server, one client per user, models, queries,
        // collections, persistence and simulated users. Imports no UI target.
        .target(
            name: "BanterChatSDK",
            dependencies: ["BanterScheduling"],
            path: "Sources/BanterChatSDK"
        ),
        // The Matrix backend: a ChatBackend over a homeserver's client-server API and
        // ChatClient(homeserver:). The app and the Matrix tests import it; the kit does not,
        // so a program on the in-process service links no networking.
        .target(
            name: "BanterMatrix",
            // BanterCanvas for the Markdown parser, which makes `formatted_body`.
            dependencies: ["BanterChatSDK", "BanterScheduling", "BanterCanvas"],
            path: "Sources/BanterMatrix"
        ),
        // The chat UI core: the kit's lifecycle bases, themes, configuration, message
        // presentation, base module components, view models and shared views.
        .target(
            name: "BanterUIKitCore",
            dependencies: ["BanterViews", "BanterTerminal", "BanterChatSDK", "BanterCanvas", "BanterScheduling"],
            path: "Sources/BanterUIKitCore"
        ),
        // The kit apps import: the sets, the entry point and one folder per key function.
        .target(
            name: "BanterUIKit",
            dependencies: ["BanterUIKitCore", "BanterViews", "BanterTerminal", "BanterChatSDK", "BanterCanvas", "BanterScheduling"],
            path: "Modules"
        ),
        // Helpers for users' tests: a headless screen, snapshots, lifecycle recording, a pseudo-terminal.
        .target(
            name: "BanterTesting",
            dependencies: ["BanterViews", "BanterTerminal", "BanterCanvas", "BanterScheduling"],
            path: "Sources/BanterTesting"
        ),
        // The commit a build was made from, for `banter --version`: a C file Scripts/install
        // feeds through the include path (see the file).
        .target(
            name: "BanterBuildInfo",
            path: "Sources/BanterBuildInfo"
        ),
        .executableTarget(
            name: "banter",
            dependencies: ["BanterUIKit", "BanterMatrix", "BanterTesting", "BanterBuildInfo"],
            path: "Samples/BanterChat"
        ),
        // The customisation catalogue: every customisation point, customised and default.
        .executableTarget(
            name: "banter-customize",
            dependencies: ["BanterUIKit", "BanterTesting"],
            path: "Samples/Customization"
        ),
        .executableTarget(
            name: "banter-keys",
            dependencies: ["BanterTerminal"],
            path: "Samples/KeyViewer"
        ),
        .executableTarget(
            name: "banter-gallery",
            dependencies: ["BanterViews"],
            path: "Samples/Gallery"
        ),
        .executableTarget(
            name: "banter-bench",
            dependencies: ["BanterCanvas", "BanterTerminal", "BanterViews", "BanterChatSDK", "BanterMatrix", "BanterUIKit"],
            path: "Benchmarks/BanterBench"
        ),
        // The load test: many real clients on a Matrix homeserver, counting every message.
        .executableTarget(
            name: "banter-load",
            dependencies: ["BanterChatSDK", "BanterMatrix"],
            path: "Benchmarks/BanterLoad"
        ),
        .testTarget(
            name: "BanterCanvasTests",
            dependencies: ["BanterCanvas"],
            path: "Tests/BanterCanvasTests"
        ),
        .testTarget(
            name: "BanterTerminalTests",
            dependencies: ["BanterTerminal", "BanterCanvas", "BanterTesting"],
            path: "Tests/BanterTerminalTests"
        ),
        .testTarget(
            name: "BanterViewsTests",
            dependencies: ["BanterViews", "BanterTesting", "BanterCanvas", "BanterTerminal"],
            path: "Tests/BanterViewsTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BanterSchedulingTests",
            dependencies: ["BanterScheduling"],
            path: "Tests/BanterSchedulingTests"
        ),
        // Recorders of what a client tells its delegates, for the SDK's tests and the Matrix
        // tests alike; not a product.
        .target(
            name: "BanterChatSDKTestSupport",
            dependencies: ["BanterChatSDK"],
            path: "Tests/BanterChatSDKTestSupport"
        ),
        // The child process the outbox's crash test kills with SIGKILL; not a product.
        .executableTarget(
            name: "banter-outbox-child",
            dependencies: ["BanterChatSDK", "BanterScheduling"],
            path: "Tests/OutboxChild"
        ),
        .testTarget(
            name: "BanterChatSDKTests",
            dependencies: ["BanterChatSDK", "BanterChatSDKTestSupport", "BanterScheduling"],
            path: "Tests/BanterChatSDKTests"
        ),
        .testTarget(
            name: "BanterMatrixTests",
            // The UI kit and the headless canvas: the fuzz test shows the fuzzed room on a channel screen,
            // and the live reactions test opens the reactions screen's view model.
            dependencies: ["BanterMatrix", "BanterChatSDK", "BanterChatSDKTestSupport", "BanterScheduling", "BanterUIKit", "BanterTesting"],
            path: "Tests/BanterMatrixTests"
        ),
        .testTarget(
            name: "BanterUIKitCoreTests",
            dependencies: ["BanterUIKitCore", "BanterTesting", "BanterViews", "BanterTerminal", "BanterChatSDK", "BanterCanvas", "BanterScheduling"],
            path: "Tests/BanterUIKitCoreTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BanterUIKitTests",
            dependencies: ["BanterUIKit", "BanterTesting"],
            path: "Tests/BanterUIKitTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BanterChatAppTests",
            dependencies: ["banter", "BanterUIKit", "BanterTesting"],
            path: "Tests/BanterChatAppTests"
        ),
        .testTarget(
            name: "BanterCustomizeTests",
            dependencies: ["banter-customize", "BanterUIKit", "BanterTesting"],
            path: "Tests/BanterCustomizeTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BanterBenchTests",
            dependencies: ["banter-bench"],
            path: "Tests/BanterBenchTests"
        ),
        .testTarget(
            name: "BanterLoadTests",
            dependencies: ["banter-load"],
            path: "Tests/BanterLoadTests"
        ),
        .testTarget(
            name: "BanterTestingTests",
            dependencies: ["BanterTesting", "BanterViews", "BanterTerminal", "BanterCanvas"],
            path: "Tests/BanterTestingTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
