import BanterUIKit

/// The messages of the chat-screen-v1 scenario (the README's benchmark section), exactly
/// as the scenario fixes them, so Banter's figures compare with other frameworks' on the same screen.
struct ChatScreenMessages {
    static let words = """
        lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
        labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
        nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
        cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
        officia deserunt mollit anim id est laborum praesent vitae
        """.split(separator: " ").map(String.init)

    static let senders = ["alice", "bob", "me"]
    /// 2026-01-01 09:00:00 UTC.
    static let firstEpoch: Int64 = 1_767_258_000

    /// Message `index`: its sender, its time in seconds since 1970, and its text.
    static func message(_ index: Int) -> (sender: String, epoch: Int64, text: String) {
        let count = 3 + (index * 7) % 40
        var text = (0..<count).map { words[(index * 11 + $0 * 7) % 64] }.joined(separator: " ")
        text = text.prefix(1).uppercased() + text.dropFirst() + "."
        return (senders[index % 3], firstEpoch + Int64(index) * 37, text)
    }

    /// The check line of the specification: `i|sender|epoch|HH:MM|YYYY-MM-DD|text`.
    static func checkLine(_ index: Int) -> String {
        let message = message(index)
        let (date, time) = civil(message.epoch)
        return "\(index)|\(message.sender)|\(message.epoch)|\(time)|\(date)|\(message.text)\n"
    }

    /// The UTC date (`YYYY-MM-DD`) and time (`HH:MM`) of `epoch`, with the kit's own
    /// calendar arithmetic, so the check does not depend on Foundation's calendars.
    static func civil(_ epoch: Int64) -> (date: String, time: String) {
        let date = MessageDay.civilDate(epoch * 1000)
        let seconds = epoch - MessageDay.start(of: epoch * 1000) / 1000
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return ("\(date.year)-\(two(date.month))-\(two(date.day))", "\(two(Int(seconds / 3600))):\(two(Int(seconds % 3600 / 60)))")
    }
}
