import Foundation

/// The checks the service applies to parameters, each failing with 800110 and a message
/// naming what was wrong.
enum Validation {
    static func messageText(_ text: String, limit: Int) throws(ChatError) {
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw .invalidParameter("the message is empty")
        }
        // A text never has more characters than UTF-8 bytes, so most texts skip the count.
        guard text.utf8.count > limit else { return }
        let length = text.count
        guard length <= limit else {
            throw .invalidParameter("the message is \(length) characters long; the limit is \(limit)")
        }
    }

    /// A URL must have a scheme and no spaces: "https://example.com/a.png".
    static func url(_ value: String?, named name: String) throws(ChatError) {
        guard let value else { return }
        let scheme = value.prefix { $0 != ":" }
        let valid = !scheme.isEmpty && scheme.count < value.count
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && value.dropFirst(scheme.count).hasPrefix("://")
            && value.count > scheme.count + 3
            && !value.contains { $0.isWhitespace }
        guard valid else { throw .invalidParameter("\(name) \"\(value)\" is not a valid URL") }
    }

    static func channelURL(_ value: String) throws(ChatError) {
        guard !value.isEmpty, !value.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw .invalidParameter("the channel URL \"\(value)\" is empty or contains spaces")
        }
    }

    static func userIds(_ ids: [String], in state: ServerState) throws(ChatError) {
        for id in ids {
            guard !id.isEmpty else { throw .invalidParameter("a user id is empty") }
            guard state.users[id] != nil else { throw .invalidParameter("unknown user id \"\(id)\"") }
        }
    }

    static func limit(_ limit: Int, named name: String = "limit") throws(ChatError) {
        guard limit >= 0 else { throw .invalidParameter("\(name) is \(limit); it must not be negative") }
    }
}
