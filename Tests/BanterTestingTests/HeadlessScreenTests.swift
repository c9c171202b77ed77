import BanterCanvas
import BanterTerminal
import BanterViews
import Foundation
import Testing
@testable import BanterTesting

/// A controller whose view shows the keys and pastes it received, and the time.
@MainActor
private final class EchoController: ViewController {
    var received: [String] = []

    override func loadView() {
        view = EchoView(owner: self)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        received.append(event.description)
        view.setNeedsDisplay()
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        received.append("paste:\(text)")
        return true
    }

    final class EchoView: View {
        weak var owner: EchoController?
        init(owner: EchoController) { self.owner = owner; super.init() }
        override func draw(in context: DrawingContext) {
            context.write((owner?.received ?? []).joined(separator: " "), at: .zero)
            context.write(traitCollection.userInterfaceStyle == .dark ? "dark" : "light", at: Point(x: 0, y: 1), style: TextStyle(attributes: .bold))
        }
    }
}

@Suite("Headless screen")
@MainActor
struct HeadlessScreenTests {
    @Test func keysPastesAndStylesReachTheScreen() {
        let controller = EchoController()
        let screen = HeadlessScreen(rootViewController: controller, size: Size(width: 30, height: 3))
        screen.press(.up, .enter)
        screen.press(KeyEvent(.character("c"), modifiers: .control))
        screen.type("hi")
        screen.paste("x y")
        #expect(controller.received == ["Up", "Enter", "Ctrl-c", "h", "i", "paste:x y"])
        #expect(screen.text.hasPrefix("Up Enter Ctrl-c h i paste:x y"))
        #expect(screen.text.split(separator: "\n")[1].hasPrefix("light"))
        screen.setInterfaceStyle(.dark)
        #expect(screen.text.split(separator: "\n")[1].hasPrefix("dark"))
        #expect(screen.styledText.contains("1:0..<4 bold"))
        screen.resize(to: Size(width: 10, height: 2))
        #expect(screen.size == Size(width: 10, height: 2))
        #expect(screen.text.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
    }

    @Test func timeMovesOnlyWhenAdvanced() {
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 5, height: 1))
        var fired = false
        screen.scheduler.schedule(after: .seconds(1)) { fired = true }
        #expect(!fired)
        screen.advance(by: .seconds(1))
        #expect(fired)
    }

    @Test func tinyAndEmptyScreensRender() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 3, height: 0)] {
            let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: ViewController()), size: size)
            #expect(screen.frame.canvas.size == size)
        }
    }
}

@Suite("Snapshots")
@MainActor
struct SnapshotTests {
    private func temporaryTestFile() -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-snapshots-\(UUID().uuidString)")
        return directory.appendingPathComponent("ExampleTests.swift").path
    }

    @Test func aMissingSnapshotIsRecordedAndFails() throws {
        let file = temporaryTestFile()
        let url = Snapshot.fileURL(testFile: file, function: "drawsTheList()", name: "light")
        #expect(url.path.hasSuffix("__Snapshots__/ExampleTests/drawsTheList.light.txt"))
        withKnownIssue {
            Snapshot.assert("hello", named: "light", filePath: file, function: "drawsTheList()", sourceLocation: #_sourceLocation, environment: [:])
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "hello")
        // The second run compares and passes.
        Snapshot.assert("hello", named: "light", filePath: file, function: "drawsTheList()", sourceLocation: #_sourceLocation, environment: [:])
    }

    @Test func aMismatchFailsWithALineDiff() {
        #expect(Snapshot.diff(expected: "a\nb\nc", actual: "a\nB\nc\nd") == "   2 - b\n   2 + B\n   4 + d")
        let file = temporaryTestFile()
        withKnownIssue { Snapshot.assert("one", named: "x", filePath: file, function: "f()", sourceLocation: #_sourceLocation, environment: [:]) }
        withKnownIssue { Snapshot.assert("two", named: "x", filePath: file, function: "f()", sourceLocation: #_sourceLocation, environment: [:]) }
        let url = Snapshot.fileURL(testFile: file, function: "f()", name: "x")
        #expect((try? String(contentsOf: url, encoding: .utf8)) == "one", "a mismatch must not overwrite the snapshot")
    }

    @Test func underCINothingIsWritten() {
        let file = temporaryTestFile()
        withKnownIssue { Snapshot.assert("x", named: "ci", filePath: file, function: "f()", sourceLocation: #_sourceLocation, environment: ["CI": "true"]) }
        #expect(!FileManager.default.fileExists(atPath: Snapshot.fileURL(testFile: file, function: "f()", name: "ci").path))
    }

    @Test func recordingRewrites() throws {
        let file = temporaryTestFile()
        withKnownIssue { Snapshot.assert("old", named: "r", filePath: file, function: "f()", sourceLocation: #_sourceLocation, environment: [:]) }
        withKnownIssue { Snapshot.assert("new", named: "r", filePath: file, function: "f()", sourceLocation: #_sourceLocation, environment: ["BANTER_RECORD": "1"]) }
        #expect(try String(contentsOf: Snapshot.fileURL(testFile: file, function: "f()", name: "r"), encoding: .utf8) == "new")
    }
}
