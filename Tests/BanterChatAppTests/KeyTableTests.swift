import BanterTesting
import BanterUIKit
import Foundation
import Testing
@testable import banter

/// The README's key table and the `?` help are both made from `KeyBindingSet`, so they never
/// disagree; `BANTER_RECORD=1` rewrites the README's table from the default set.
@Suite("The key table", .serialized)
@MainActor
struct KeyTableTests {
    private static let begin = "<!-- keys:begin -->\n"
    private static let end = "<!-- keys:end -->"

    private var readmePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path
    }

    @Test func theReadmeTableIsTheDefaultSets() throws {
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let start = try #require(readme.range(of: Self.begin), "the README has no \(Self.begin)")
        let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex), "the README has no \(Self.end)")
        let expected = KeyBindingSet().markdownTable
        let written = String(readme[start.upperBound..<stop.lowerBound])
        if written != expected, ProcessInfo.processInfo.environment["BANTER_RECORD"] == "1" {
            try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected)
                .write(toFile: readmePath, atomically: true, encoding: .utf8)
            return
        }
        #expect(written == expected, "The README's key table differs from KeyBindingSet; between its markers it should read:\n\(expected)")
    }

    /// The default help lists the keys it listed before it was made from the set.
    @Test func theDefaultHelpIsUnchanged() {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = KeyBindingSet()
        let before: [(String, String)] = [
            ("↑ ↓", "move through channels or messages"),
            ("Enter", "open a channel, send, or open a message's menu"),
            ("Alt-Enter", "a new line in the message (also Ctrl-J)"),
            ("Ctrl-O", "send files: type or paste their paths (several make one message)"),
            ("Esc", "go back, leave the message list, or clear a picker's filter"),
            ("Tab", "move the focus: lists, input, the header's items (+ ⚙ Create)"),
            ("PgUp PgDn", "scroll a page"),
            ("Home End", "first or last channel or message; in the message input, the start or end of the line; in a channel, Ctrl-End (or End at the end of the input) goes to the newest message"),
            ("l Delete", "the selected channel's menu: leave it (asks first), or turn its notifications off or on"),
            ("Ctrl-R", "reload the channel list"),
            ("n +", "start a channel: choose its type, then pick people"),
            ("/ ⌕", "search the messages of every channel (a channel's ⚙: Search in channel)"),
            ("⚙", "a channel's settings: moderations, notifications, members (invite), search, leave"),
            ("a-z …", "in a people picker or member list: filter by any word of a name, or an id"),
            ("Enter", "pick or unpick a person (a click too); in a member or participant list, an operator's actions"),
            ("Ctrl-D", "in a people picker: create the channel, invite, or make operators"),
            ("u q t e +", "on a selected message: its sender, quote, thread, who reacted; + reacts"),
            ("↳ replies", "a click on the replies under a message opens its thread"),
            ("Alt-U", "in a channel: back to the \"New messages\" line, the first unread message"),
            ("Ctrl-S", "in a thread: also send the reply to the channel (on or off)"),
            ("F1 F2", "the Channels and Open tabs (also Alt-1, Alt-2, or a click on the bottom row)"),
            ("/", "in the open channel list: filter by name (Enter keeps it, Esc clears it)"),
            ("n +", "in the open channel list: a new open channel; type its name, Enter creates and enters it"),
            ("Ctrl-O", "on a new open channel: its cover image's address (empty removes it)"),
            ("Alt-M", "in an open channel: the media area above the messages, over them, or hidden"),
            ("⚙ open", "an open channel's settings: participants; for operators also Edit (rename), moderations (operators, muted, banned, freeze) and delete"),
            ("Mouse", "a click opens a channel or a message's menu; the wheel scrolls"),
            ("?", "this help"),
            ("Ctrl-T", "switch light and dark"),
            ("Ctrl-C", "quit"),
        ]
        #expect(HelpViewController.keys.map(\.key) == before.map(\.0))
        #expect(HelpViewController.keys.map(\.meaning) == before.map(\.1))
    }

    @Test func theHelpShowsAReplacedBinding() {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.app.switchColorScheme.keys = [KeyEvent(.function(9))]
        let screen = HeadlessScreen(rootViewController: HelpViewController(), size: Size(width: 100, height: 44))
        #expect(screen.text.contains("F9         switch light and dark"))
        #expect(!screen.text.contains("Ctrl-T"))
    }

    @Test func theViPresetIsChosenWithKeysVi() throws {
        #expect(try AppOptions.parse([]).keys == .default)
        #expect(try AppOptions.parse(["--keys", "vi"]).keys == .vi)
        #expect(throws: AppOptionsError.invalidValue("--keys", "emacs", "default or vi")) { try AppOptions.parse(["--keys", "emacs"]) }
        #expect(AppOptions.usage.contains("--keys default|vi"))
    }

    /// `j j Enter` under `--keys vi` opens the channel that `↓ ↓ Enter` opens, and the run
    /// leaves the default keys in place for whatever runs next.
    @Test func aHeadlessRunWithViKeysMovesWithJ() throws {
        func run(_ steps: String, _ flags: [String]) throws -> String {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-keys-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let script = directory + "/script.txt", screen = directory + "/screen.txt"
            try steps.write(toFile: script, atomically: true, encoding: .utf8)
            let options = try AppOptions.parse(["--headless", "--ephemeral", "--quiet", "--size", "80x16", "--script", script, "--screen", screen] + flags)
            #expect(HeadlessRunner.run(options, environment: [:]) == 0)
            return try String(contentsOfFile: screen, encoding: .utf8)
        }
        let arrows = try run("wait 1s\n<Down>\n<Down>\n<Enter>\nwait 1s\n", [])
        let vi = try run("wait 1s\nj\nj\n<Enter>\nwait 1s\n", ["--keys", "vi"])
        #expect(vi == arrows)
        #expect(KeyBindingSet.current.common.moveDown.keys == [KeyEvent(.down)])
    }
}
