// Swift Testing reports the failures, and a test build always has it. The programs that use
// BanterTesting for their headless scripts (banter, banter-customize) do not need this file,
// and Scripts/install builds them against the static runtime, which has no Testing module.
#if canImport(Testing)
import BanterCanvas
import BanterViews
import Foundation
import Testing

/// Compares a screen with a snapshot file stored beside the test, and records the snapshot
/// when there is none.
///
/// The file is `__Snapshots__/<TestFile>/<test>.<name>.txt` next to the test file, holding
/// the screen's `styledDump()`: the text and its style runs, so a colour change shows up
/// too. A missing snapshot is written and the test fails (read it, then run again); with
/// `BANTER_RECORD=1` every snapshot is rewritten; with `CI=true` nothing is ever written and
/// a missing snapshot fails. A mismatch fails with a line diff.
@MainActor
public func assertSnapshot(of screen: HeadlessScreen, size: Size? = nil, named name: String,
                           filePath: String = #filePath, function: String = #function,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    if let size { screen.resize(to: size) }
    Snapshot.assert(screen.styledText, named: name, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Shows `viewController` on a headless screen of `size` (light unless said otherwise) and
/// compares it with its snapshot; see `assertSnapshot(of:size:named:)` for the rules.
@MainActor
public func assertSnapshot(of viewController: ViewController, size: Size, interfaceStyle: TraitCollection.InterfaceStyle = .light,
                           named name: String, filePath: String = #filePath, function: String = #function,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let screen = HeadlessScreen(rootViewController: viewController, size: size, interfaceStyle: interfaceStyle)
    Snapshot.assert(screen.styledText, named: name, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Compares a canvas with its snapshot; see `assertSnapshot(of:size:named:)` for the rules.
public func assertSnapshot(of canvas: Canvas, named name: String, filePath: String = #filePath,
                           function: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
    Snapshot.assert(canvas.styledDump(), named: name, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Where snapshots live and how they are compared.
enum Snapshot {
    static func assert(_ actual: String, named name: String, filePath: String, function: String, sourceLocation: SourceLocation,
                       environment: [String: String] = ProcessInfo.processInfo.environment) {
        let url = fileURL(testFile: filePath, function: function, name: name)
        let recordAll = environment["BANTER_RECORD"] == "1"
        let isCI = environment["CI"] == "true"
        let stored = try? String(contentsOf: url, encoding: .utf8)

        if let stored, !recordAll {
            if stored != actual {
                Issue.record("Snapshot \(url.lastPathComponent) differs:\n\(diff(expected: stored, actual: actual))", sourceLocation: sourceLocation)
            }
            return
        }
        if isCI {
            Issue.record("Snapshot \(url.path) is missing, and nothing is recorded under CI=true. Record it locally and commit it.", sourceLocation: sourceLocation)
            return
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Cannot write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if stored == nil || stored != actual {
            Issue.record("Recorded snapshot \(url.path). Read it, then run the test again.\n\(actual)", sourceLocation: sourceLocation)
        }
    }

    /// `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test file.
    static func fileURL(testFile: String, function: String, name: String) -> URL {
        let testURL = URL(fileURLWithPath: testFile)
        let testName = testURL.deletingPathExtension().lastPathComponent
        let functionName = function.prefix { $0 != "(" }
        return testURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testName)
            .appendingPathComponent("\(functionName).\(name).txt")
    }

    /// The lines that differ, as `-` expected and `+` actual, with line numbers.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            let number = String(repeating: " ", count: max(0, 4 - String(index + 1).count)) + String(index + 1)
            if let before { lines.append("\(number) - \(before)") }
            if let after { lines.append("\(number) + \(after)") }
        }
        return lines.joined(separator: "\n")
    }
}
#endif
