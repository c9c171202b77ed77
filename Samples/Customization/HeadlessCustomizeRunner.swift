import BanterTesting
import BanterUIKit
import Foundation

/// `banter-customize ENTRY --headless`: opens the entry on a window with a virtual clock,
/// plays the script, and writes the bytes (`--record`) and the final screen (`--screen`).
/// Tests run entries through `run(_:script:)`, the same path without files.
@MainActor
enum HeadlessCustomizeRunner {
    /// Runs the options' script and returns the exit status.
    static func run(_ options: CustomizeOptions) -> Int32 {
        guard let scriptPath = options.scriptPath,
              let text = try? String(contentsOfFile: scriptPath, encoding: .utf8) else {
            printError("banter-customize: cannot read the script \(options.scriptPath ?? "")")
            return 2
        }
        let script: HeadlessScript
        do throws(ScriptError) {
            script = try HeadlessScript(parsing: text, file: scriptPath)
        } catch {
            printError("banter-customize: \(error)")
            return 2
        }
        let result: (screen: Canvas, recorded: [UInt8])
        do throws(ChatError) {
            result = try run(options, script: script)
        } catch {
            printError("banter-customize: cannot prepare the workspace: \(error.message)")
            return 1
        }
        do {
            if let recordPath = options.recordPath { try Data(result.recorded).write(to: URL(fileURLWithPath: recordPath)) }
            if let screenPath = options.screenPath {
                try (result.screen.plainText() + "\n").write(toFile: screenPath, atomically: true, encoding: .utf8)
            }
        } catch {
            printError("banter-customize: cannot write the output: \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    /// Opens the options' entry, plays `script`, closes the entry (putting the global state
    /// back) and returns the final screen and the bytes written.
    static func run(_ options: CustomizeOptions, script: HeadlessScript) throws(ChatError) -> (screen: Canvas, recorded: [UInt8]) {
        let scheduler = ManualScheduler()
        let previousTheme = Theme.current
        Theme.set(colorScheme: options.theme == "light" ? .light : .dark)
        // A run inside a test process leaves the global theme as it found it.
        defer { Theme.set(previousTheme) }
        let workspace = try CustomizeWorkspace(options: options, scheduler: scheduler)
        let window = Window(size: options.size, scheduler: scheduler,
                            traitCollection: TraitCollection(userInterfaceStyle: options.theme == "light" ? .light : .dark))
        workspace.connect(userId: options.userId) { _ in }
        scheduler.advance(by: .seconds(1))
        guard let id = options.entryId, let entry = Catalogue.entry(id: id) else { return (Canvas(size: options.size), []) }
        let customised = !options.showsDefault
        let screen = Catalogue.open(entry, customised: customised, in: workspace)
        defer {
            Catalogue.close(entry, customised: customised)
            workspace.close()
        }
        let root = CustomizeRootController(root: screen)
        window.setRootViewController(root)
        scheduler.advance(by: .seconds(1))
        var player = HeadlessScriptPlayer(window: window, scheduler: scheduler)
        player.draw()
        player.play(script)
        return (player.screen(), player.recorded)
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
