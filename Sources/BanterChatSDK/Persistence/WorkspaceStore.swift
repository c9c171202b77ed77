import Foundation

/// The chat server's state on disk: every mutation is journaled (and fsynced) before the
/// server applies it and acknowledges the request, and the journal is compacted into a
/// snapshot of the whole state now and then, so a crash at any point loses nothing that
/// was acknowledged and a reload replays a bounded journal.
@MainActor
final class WorkspaceStore {
    /// What the snapshot records besides the state itself.
    struct Header: Codable, Sendable, Equatable {
        var format = "banter-workspace"
        var messageCount: Int
    }

    private let store: DurableStore<Header, ServerMutation, ServerMutation>
    /// How many journaled mutations trigger a compaction.
    let compactionThreshold: Int
    private var compactionScheduled = false
    let directory: URL

    /// The saved state, as the mutations that rebuild it.
    struct Loaded {
        /// Every mutation, in order: the snapshot's records, then the journal's.
        var all: [ServerMutation]
        /// Whether a snapshot was loaded, rather than a journal alone.
        var fromSnapshot: Bool
    }

    /// Opens (or creates) the store in `directory`, returning it with the mutations that
    /// rebuild the saved state, and any warnings (a dropped torn last line).
    /// A corrupt file is refused with 800130 naming the file and line, and left untouched.
    static func open(directory: URL, compactionThreshold: Int = 20_000) throws(ChatError) -> (WorkspaceStore, Loaded, [String]) {
        let (store, loaded) = try DurableStore<Header, ServerMutation, ServerMutation>.open(directory: directory)
        let mutations = Loaded(all: (loaded.snapshot?.records ?? []) + loaded.mutations, fromSnapshot: loaded.snapshot != nil)
        let workspace = WorkspaceStore(store: store, directory: directory, compactionThreshold: compactionThreshold)
        return (workspace, mutations, loaded.warnings)
    }

    private init(store: DurableStore<Header, ServerMutation, ServerMutation>, directory: URL, compactionThreshold: Int) {
        self.store = store
        self.directory = directory
        self.compactionThreshold = compactionThreshold
    }

    var journaledMutations: Int { store.mutationsSinceSnapshot }

    /// Makes the mutations durable; the caller applies them only after this returns.
    func append(_ mutations: [ServerMutation]) throws(ChatError) {
        try store.append(mutations)
    }

    /// Replaces the journal by a snapshot of the server's current state.
    func compact(_ server: ChatServer) throws(ChatError) {
        compactionScheduled = false
        let records = server.snapshotMutations()
        try store.compact(header: Header(messageCount: server.messageCount), records: records)
    }

    /// Compacts on the scheduler's next turn, outside any request, once the journal is long.
    func compactIfNeeded(_ server: ChatServer) {
        guard !compactionScheduled, store.mutationsSinceSnapshot >= compactionThreshold else { return }
        compactionScheduled = true
        server.scheduler.schedule(after: .zero) { [weak self, weak server] in
            guard let self, let server else { return }
            // A failed compaction leaves the journal in charge; the next threshold retries.
            try? self.compact(server)
        }
    }

    func close() {
        store.close()
    }
}
