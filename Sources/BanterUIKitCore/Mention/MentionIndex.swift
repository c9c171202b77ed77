import BanterChatSDK
import Foundation

/// The people a mention can name, indexed by their nickname folded (case and accents
/// removed) so the suggestion list finds them by prefix in logarithmic time and the input
/// recognises a full nickname typed after the trigger. Build one per member list (the input
/// keeps it until the list changes); a 10,000-member channel takes a few milliseconds once,
/// then each keystroke a binary search. Main actor only, as `User` is.
@MainActor
public final class MentionIndex {
    /// The people, in the order given.
    public let users: [User]
    private let keys: [String]
    private let sortedUsers: [User]
    private let byName: [String: User]
    /// The longest nickname, in characters: how far after a trigger a full name can end.
    public let longestName: Int

    /// Indexes `users` by `MentionIndex.displayName(of:)`, folded.
    public init(users: [User]) {
        self.users = users
        let entries = users.map { (key: Self.fold(Self.displayName(of: $0)), user: $0) }
            .sorted { $0.key < $1.key }
        keys = entries.map(\.key)
        sortedUsers = entries.map(\.user)
        var byName: [String: User] = [:]
        var longest = 0
        for entry in entries where byName[entry.key] == nil {
            byName[entry.key] = entry.user
            longest = max(longest, entry.key.count)
        }
        self.byName = byName
        longestName = longest
    }

    /// The name a mention of `user` reads: the nickname, or the id when it has none.
    public static func displayName(of user: User) -> String {
        user.nickname.isEmpty ? user.userId : user.nickname
    }

    /// `text` without case or accents, so "élodie" finds "Elodie".
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Up to `limit` people whose folded nickname starts with `filter` folded, in
    /// nickname order, leaving out `excludedUserId` (the current user).
    public func users(withPrefix filter: String, limit: Int, excluding excludedUserId: String? = nil) -> [User] {
        guard limit > 0 else { return [] }
        let key = Self.fold(filter)
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        var found: [User] = []
        var index = low
        while index < keys.count, found.count < limit, keys[index].hasPrefix(key) {
            if sortedUsers[index].userId != excludedUserId { found.append(sortedUsers[index]) }
            index += 1
        }
        return found
    }

    /// The person whose folded nickname is exactly `name` folded, if any.
    public func user(named name: String) -> User? {
        byName[Self.fold(name)]
    }
}
