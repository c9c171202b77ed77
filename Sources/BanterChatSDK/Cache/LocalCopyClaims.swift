import Foundation

/// Which `ChatClient` of this process holds each account's local copy (its outbox and
/// cache folder). Two clients of one account in one process would each lock the folder and
/// the second would lose its outbox; this tells them apart before any file is touched, so
/// the second `connect` fails with `ChatError.Code.localCacheInUse` and says which call
/// frees the copy. A holder is kept weakly: a client released lets go of its claim.
///
/// Main actor only, as the clients are.
@MainActor
enum LocalCopyClaims {
    private static var holders: [String: Claim] = [:]

    /// One client's claim, held weakly. A class, so the dictionary's copies share one weak
    /// reference instead of copying it: the release build crashed reading a copied
    /// `WeakBox` here in `Dictionary.filter`.
    private final class Claim {
        weak var client: ChatClient?
        init(_ client: ChatClient) { self.client = client }
    }

    /// The live client other than `client` that holds `folder`, if any.
    static func holder(of folder: URL, other client: ChatClient) -> ChatClient? {
        guard let holder = holders[folder.standardizedFileURL.path]?.client, holder !== client else { return nil }
        return holder
    }

    /// Records `client` as the holder of `folder` (only: a client holds one account's copy
    /// at a time), dropping the claims of released clients.
    static func claim(_ folder: URL, by client: ChatClient) {
        release(by: client)
        holders[folder.standardizedFileURL.path] = Claim(client)
    }

    /// Forgets every claim of `client`.
    static func release(by client: ChatClient) {
        for (path, claim) in holders where claim.client.map({ $0 === client }) ?? true {
            holders[path] = nil
        }
    }
}
