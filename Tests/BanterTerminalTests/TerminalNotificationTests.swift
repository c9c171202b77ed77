import Testing
import BanterTerminal

@Suite("TerminalNotification: BEL, OSC 9, OSC 777")
struct TerminalNotificationTests {
    private func text(_ notification: TerminalNotification) -> String { String(decoding: notification.bytes, as: UTF8.self) }

    @Test func encodings() {
        #expect(TerminalNotification.bell.bytes == [0x07])
        #expect(text(.desktop(title: "Team", body: "Alice: hi", style: .osc9)) == "\u{1B}]9;Team: Alice: hi\u{1B}\\")
        #expect(text(.desktop(title: "Team", body: "a;b", style: .osc777)) == "\u{1B}]777;notify;Team;a,b\u{1B}\\")
    }

    @Test func nothingFromAMessageEndsTheSequence() {
        let hostile = "x\u{1B}\\\u{07}\u{9C}\u{9B}31m\nline\u{7F}"
        for style in [TerminalNotification.DesktopStyle.osc9, .osc777] {
            let bytes = TerminalNotification.desktop(title: hostile, body: hostile, style: style).bytes
            // One ESC to open, one to end: no BEL, no C1, no other ESC.
            #expect(bytes.filter { $0 == 0x1B }.count == 2)
            #expect(!bytes.contains(0x07))
            #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x7F || $0.value == 0x0A })
        }
        // OSC 9 text starting with digits and ";" would be another iTerm2 command.
        #expect(text(.desktop(title: "4;1", body: "x", style: .osc9)) == "\u{1B}]9; 4;1: x\u{1B}\\")
        let long = String(repeating: "é", count: 1_000)
        #expect(text(.desktop(title: "t", body: long, style: .osc777)).count < 250)
    }

    @Test func desktopSupportIsDetected() {
        #expect(TerminalNotification.desktopStyle(environment: ["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(TerminalNotification.desktopStyle(environment: ["TERM_PROGRAM": "WezTerm"]) == .osc9)
        #expect(TerminalNotification.desktopStyle(environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"]) == .osc9)
        #expect(TerminalNotification.desktopStyle(environment: ["VTE_VERSION": "7600", "TERM": "xterm-256color"]) == .osc777)
        #expect(TerminalNotification.desktopStyle(environment: ["TERM": "foot"]) == .osc777)
        #expect(TerminalNotification.desktopStyle(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(TerminalNotification.desktopStyle(environment: ["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/x"]) == nil)
    }
}
