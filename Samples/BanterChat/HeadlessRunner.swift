import BanterTesting
import BanterUIKit
import Foundation

/// `banter --headless`: runs a script against a window on a virtual clock, writing every
/// byte a terminal would have received (`--record`) and the final screen (`--screen`).
@MainActor
enum HeadlessRunner {
    /// Runs the script and returns the process's exit status.
    static func run(_ options: AppOptions, environment: [String: String]) -> Int32 {
        guard let scriptPath = options.scriptPath else { return 2 }
        guard let text = try? String(contentsOfFile: scriptPath, encoding: .utf8) else {
            printError("banter: cannot read the script \(scriptPath)")
            return 2
        }
        let script: HeadlessScript
        do throws(ScriptError) {
            script = try HeadlessScript(parsing: text, file: scriptPath)
        } catch {
            printError("banter: \(error)")
            return 2
        }
        for (flag, path) in [("--record", options.recordPath), ("--screen", options.screenPath)] {
            if let path, let problem = unwritableReason(path) {
                printError("banter: cannot write \(flag) \(path): \(problem)")
                return 2
            }
        }
        let scheduler = ManualScheduler()
        let session: ChatSession
        do throws(ChatSession.StartError) {
            session = try ChatSession(options: options, scheduler: scheduler, environment: environment)
        } catch {
            printError("banter: \(error)")
            return 1
        }
        let scheme: ColorScheme = options.theme == "light" ? .light : .dark
        let previousTheme = Theme.current
        Theme.set(colorScheme: scheme)
        // A run inside a test process leaves the global theme as it found it.
        defer { Theme.set(previousTheme) }
        // The same for the keys.
        let previousKeys = KeyBindingSet.current
        KeyBindingSet.current = options.keys.set
        defer { KeyBindingSet.current = previousKeys }
        let window = Window(size: options.size, scheduler: scheduler,
                            traitCollection: TraitCollection(userInterfaceStyle: scheme == .light ? .light : .dark))
        let root = ChatAppController(root: RootScreen.make())
        root.onColorSchemeChange = { scheme in
            window.traitCollection = TraitCollection(userInterfaceStyle: scheme == .light ? .light : .dark)
        }
        var connectError: ChatError?
        session.connect(userId: options.userId, nickname: options.nickname) { connectError = $0 }
        window.setRootViewController(root)
        root.showStoreNotes(session.notes)
        // Let the sign-in and the first loads complete before the first step.
        scheduler.advance(by: .seconds(1))
        if let connectError {
            printError("banter: cannot sign in: \(connectError.message)")
            return 1
        }

        var player = HeadlessScriptPlayer(window: window, scheduler: scheduler)
        player.draw()
        player.play(script)
        session.close()
        let outputs = [(options.recordPath, Data(player.recorded)), (options.screenPath, Data(player.screenText().utf8))]
        for case (let path?, let data) in outputs {
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("banter: cannot write \(path): \(error.localizedDescription)")
                return 1
            }
        }
        return 0
    }

    /// Why a file cannot be written at `path`, checked before the run so a long script is
    /// not run for nothing; nil when its directory exists.
    static func unwritableReason(_ path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if directory.isEmpty { return nil }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return "the directory \(directory) does not exist"
        }
        return isDirectory.boolValue ? nil : "\(directory) is not a directory"
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
