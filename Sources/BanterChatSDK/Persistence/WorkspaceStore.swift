/// Placeholder until the durable store lands; replaced in the persistence commit.
@MainActor
final class WorkspaceStore {
    let compactionThreshold = 10_000
    func append(_ mutations: [ServerMutation]) throws(ChatError) {}
    func compactLater(_ server: ChatServer) {}
}
