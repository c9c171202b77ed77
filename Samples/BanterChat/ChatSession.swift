import BanterUIKit
import Foundation

/// Everything behind the screens: the simulated service (in memory or kept in a store),
/// the seeded workspace, the signed-in client and the simulated people.
@MainActor
final class ChatSession {
    let server: ChatServer
    let client: ChatClient
    let workspace: Workspace
    let activity: SimulatedActivity?
    /// Notes for the user: where the store is, warnings from loading it.
    let notes: [String]

    /// Why the session cannot start, naming the file when a store is at fault.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens (or creates and seeds) the workspace. A new store is seeded in one step
    /// (`ChatServer.seedStore`), so an interrupted first start leaves it empty, and the next
    /// seeds again; `seedingProgress` hears how many channels are made. A corrupt store is
    /// refused with its file and line named, and an incomplete one (left by an interrupted
    /// first start of an older banter) is named; neither is ever reset.
    init(options: AppOptions, scheduler: any Scheduler, environment: [String: String],
         seedingProgress: (@MainActor (_ done: Int, _ total: Int) -> Void)? = nil) throws(StartError) {
        var notes: [String] = []
        var configuration = ServerConfiguration()
        configuration.seed = options.seed
        if options.headless {
            // A headless run starts at a fixed moment so its screens repeat exactly.
            configuration.clockOrigin = 1_767_603_600_000
        } else {
            configuration.clockOrigin = Int64(Date().timeIntervalSince1970 * 1000)
        }
        let server: ChatServer
        var storePath: String?
        if options.ephemeral || options.headless && options.storePath == nil {
            server = ChatServer(scheduler: scheduler, configuration: configuration)
        } else {
            let path = options.resolvedStorePath(environment: environment)
            storePath = path
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw StartError(description: "cannot create the store directory \(path): \(error.localizedDescription)")
            }
            do throws(ChatError) {
                server = try ChatServer(scheduler: scheduler, configuration: configuration, storeDirectory: path)
            } catch {
                throw StartError(description: "cannot open the workspace store: \(error.message)\nThe store was left as it is; move it aside or use --store PATH or --ephemeral.")
            }
            notes += server.storeWarnings
        }
        if let storePath, !server.isEmpty, !server.storeHasSnapshot {
            server.closeStore()
            throw StartError(description: """
                the workspace store \(storePath) is incomplete: its first start was interrupted while the \
                workspace was being prepared, and it holds part of it.
                Remove that directory to prepare a new workspace, or use --store PATH or --ephemeral.
                """)
        }
        let workspace: Workspace
        do throws(ChatError) {
            if server.isEmpty {
                var generator = WorkspaceGenerator.Options(seed: options.seed)
                generator.currentUserId = options.userId
                // A stable name others see, rather than a random one that the user never chose.
                generator.currentUserNickname = options.nickname ?? options.userId
                // A live event with thousands inside, so the open channels show a busy room.
                generator.crowdSize = 2_500
                workspace = try server.seedStore { () throws(ChatError) in
                    try WorkspaceGenerator(options: generator).generate(on: server, progress: seedingProgress)
                }
            } else {
                workspace = Workspace.describing(server, currentUserId: options.userId, seed: options.seed)
            }
        } catch {
            throw StartError(description: "cannot prepare the workspace: \(error.message)")
        }
        self.server = server
        self.workspace = workspace
        // The account's local copy (outbox and cache) lives beside the workspace it
        // belongs to; an in-memory workspace keeps none.
        client = ChatClient(server: server, params: options.initParams(folder: storePath))
        activity = options.quiet ? nil : SimulatedActivity(server: server, workspace: workspace, options: .init(seed: options.seed))
        self.notes = notes
        BanterUIKit.initialize(client: client)
        if !workspace.crowdUserIds.isEmpty {
            LiveRoomCrowd.keepOut(of: client, listing: [workspace.currentUserId] + workspace.otherUserIds)
            // Only in place of the kit's own models, so a customised app keeps its own.
            if ViewModelSet.createGroupChannelViewModel == CreateChannelViewModel.self {
                ViewModelSet.createGroupChannelViewModel = CrowdlessCreateChannelViewModel.self
            }
            if ViewModelSet.inviteUserViewModel == InviteUserViewModel.self {
                ViewModelSet.inviteUserViewModel = CrowdlessInviteUserViewModel.self
            }
        }
    }

    /// Connects the user, under `nickname` when given; the simulated people start once the
    /// user is in.
    func connect(userId: String, nickname: String? = nil, completion: @escaping @MainActor (ChatError?) -> Void) {
        client.connect(userId: userId, nickname: nickname) { [activity] result in
            switch result {
            case .success:
                activity?.start()
                completion(nil)
            case .failure(let error):
                completion(error)
            }
        }
    }

    /// Stops the simulated people and writes a snapshot, so the next start loads quickly.
    func close() {
        activity?.stop()
        client.flushLocalCache()
        try? server.compactStore()
        server.closeStore()
    }
}
