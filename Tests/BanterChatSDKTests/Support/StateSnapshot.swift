import Foundation
@testable import BanterChatSDK

/// Everything the server stores (users, channels, members, messages with their extras), as
/// the mutations that would rebuild it, encoded with sorted keys so two snapshots compare
/// equal exactly when the stored state is the same. Tests take one before a refused request
/// and one after to show that nothing changed.
@MainActor
struct StateSnapshot: Equatable, CustomStringConvertible {
    let mutationCount: Int
    let json: String

    init(of server: ChatServer) {
        let mutations = server.snapshotMutations()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        mutationCount = mutations.count
        json = String(decoding: (try? encoder.encode(mutations)) ?? Data(), as: UTF8.self)
    }

    nonisolated var description: String { "\(mutationCount) mutations, \(json.utf8.count) bytes" }
}
