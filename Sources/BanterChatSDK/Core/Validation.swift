import Foundation

/// The checks the service applies to parameters, each failing with 800110 and a message
/// naming what was wrong.
package enum Validation {
    package static func messageText(_ text: String, limit: Int) throws(ChatError) {
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
    package static func url(_ value: String?, named name: String) throws(ChatError) {
        guard let value else { return }
        let scheme = value.prefix { $0 != ":" }
        let valid = !scheme.isEmpty && scheme.count < value.count
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && value.dropFirst(scheme.count).hasPrefix("://")
            && value.count > scheme.count + 3
            && !value.contains { $0.isWhitespace }
        guard valid else { throw .invalidParameter("\(name) \"\(value)\" is not a valid URL") }
    }

    package static func channelURL(_ value: String) throws(ChatError) {
        guard !value.isEmpty, !value.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw .invalidParameter("the channel URL \"\(value)\" is empty or contains spaces")
        }
    }

    /// A user id must hold something besides whitespace and line breaks (U+2028 included).
    static func userId(_ id: String) throws(ChatError) {
        guard !id.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidParameter("the user id \(id.debugDescription) is empty")
        }
    }

    /// Every id well formed (800110) and a known user (400201, as the service's "User not found").
    static func userIds(_ ids: [String], in state: ServerState) throws(ChatError) {
        for id in ids { try userId(id) }
        if let unknown = ids.first(where: { state.users[$0] == nil }) { throw .userNotFound(unknown) }
    }

    /// A result size (the messages before or after a point): from 0. Large values are fine;
    /// the answer simply holds everything there is.
    package static func limit(_ limit: Int, named name: String = "limit") throws(ChatError) {
        guard limit >= 0 else { throw .invalidParameter("\(name) is \(limit); it must not be negative") }
    }

    /// The largest page a list query returns, as on the service.
    static let maximumPageLimit = 100

    /// A list query's page size: 1 to 100, so every page makes progress and none is unbounded.
    package static func pageLimit(_ limit: Int) throws(ChatError) {
        guard (1...maximumPageLimit).contains(limit) else {
            throw .invalidParameter("limit is \(limit); it must be between 1 and \(maximumPageLimit)")
        }
    }

    /// The longest a channel name may be, on create as on update.
    static let maximumChannelNameLength = 191

    /// A channel name: empty (a group is then named after its members) or holding something
    /// besides whitespace, and at most `maximumChannelNameLength` characters.
    package static func channelName(_ name: String?) throws(ChatError) {
        guard let name else { return }
        if !name.isEmpty, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw .invalidParameter("the channel name is only whitespace")
        }
        guard name.count > maximumChannelNameLength else { return }
        throw .invalidParameter("the channel name is \(name.count) characters long; the limit is \(maximumChannelNameLength)")
    }

    /// An open channel's name: as `channelName`, and never empty (an open channel has no
    /// members to be named after).
    package static func openChannelName(_ name: String) throws(ChatError) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .invalidParameter("the channel name is empty")
        }
        try channelName(name)
    }

    /// The longest a mute or ban may last when it has an end: ten years. Longer (or
    /// `Int.max`) would overflow the service's clock; "until lifted" is `nil`.
    static let maximumDurationSeconds = 10 * 365 * 24 * 3600

    /// A duration in seconds: nil (no end), or 1 to `maximumDurationSeconds`.
    package static func duration(_ seconds: Int?, named name: String) throws(ChatError) {
        guard let seconds else { return }
        guard (1...maximumDurationSeconds).contains(seconds) else {
            throw .invalidParameter("the \(name) is \(seconds) seconds; it must be 1 to \(maximumDurationSeconds) (ten years), or nil for no end")
        }
    }
}
