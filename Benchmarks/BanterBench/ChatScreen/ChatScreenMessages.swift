/// The messages of the chat-screen-v1 scenario (../shared/bench/chat-screen-v1.md), exactly
/// as specified, so Banter's figures compare with other frameworks' on the same screen.
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

    /// The UTC date (`YYYY-MM-DD`) and time (`HH:MM`) of `epoch`, by the civil-from-days
    /// algorithm, so the check does not depend on Foundation's calendars.
    static func civil(_ epoch: Int64) -> (date: String, time: String) {
        let days = epoch >= 0 ? epoch / 86_400 : (epoch - 86_399) / 86_400
        let seconds = epoch - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return ("\(year)-\(two(month))-\(two(day))", "\(two(seconds / 3600)):\(two(seconds % 3600 / 60))")
    }
}
