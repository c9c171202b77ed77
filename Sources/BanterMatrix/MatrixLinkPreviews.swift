import BanterChatSDK
import Foundation

/// The account's link previews, one per address: what the homeserver's
/// `/_matrix/client/v1/media/preview_url` answered, the addresses it had nothing for, and
/// which messages wait for a fetch in flight. An address is fetched once however many
/// messages carry it; a failed fetch is not remembered, so a later message tries again.
/// Main actor only, inside `MatrixAccount`.
struct MatrixLinkPreviews {
    /// One message waiting for its first link's preview.
    struct Waiter: Equatable {
        var roomId: String
        var eventId: String
    }

    /// Address → its Open Graph data.
    private(set) var previews: [String: OGMetaData] = [:]
    /// Addresses the homeserver answered for with nothing to show.
    private(set) var empty: Set<String> = []
    /// Address → the messages waiting for its fetch; present while the fetch is in flight.
    private var waiting: [String: [Waiter]] = [:]

    /// What to do for a message linking to `link`: the stored answer, nothing (known to be
    /// empty), or wait; `shouldFetch` is true for the first waiter of an address.
    enum Lookup: Equatable {
        case known(OGMetaData)
        case none
        case wait(shouldFetch: Bool)
    }

    mutating func lookUp(_ link: String, for waiter: Waiter) -> Lookup {
        if let preview = previews[link] { return .known(preview) }
        if empty.contains(link) { return .none }
        let first = waiting[link] == nil
        waiting[link, default: []].append(waiter)
        return .wait(shouldFetch: first)
    }

    /// Whether a fetch of `link` is in flight.
    func isFetching(_ link: String) -> Bool {
        waiting[link] != nil
    }

    /// Ends the fetch of `link` and hands out its waiters; `preview` nil with `remember`
    /// marks the address as having nothing, nil without it (a failure) forgets the fetch.
    mutating func finish(_ link: String, with preview: OGMetaData?, remember: Bool) -> [Waiter] {
        if let preview { previews[link] = preview } else if remember { empty.insert(link) }
        return waiting.removeValue(forKey: link) ?? []
    }

    /// The Open Graph data of a `preview_url` answer (`og:title`, `og:description`,
    /// `og:site_name`, `og:url`); nil when it names none of title, description or site.
    static func metaData(from answer: MatrixJSON, link: String) -> OGMetaData? {
        func text(_ key: String) -> String? {
            guard let value = answer[key]?.string?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
            return value
        }
        let metaData = OGMetaData(
            title: text("og:title"), url: text("og:url") ?? link, desc: text("og:description"), siteName: text("og:site_name"))
        return metaData.hasContent ? metaData : nil
    }
}
