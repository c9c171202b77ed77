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

    /// Opens (or creates and seeds) the workspace and connects as the user. A corrupt store
    /// is refused with its file and line named; it is never reset.
    init(options: AppOptions, scheduler: any Scheduler, environment: [String: String]) throws(StartError) {
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
        if options.ephemeral || options.headless && options.storePath == nil {
            server = ChatServer(scheduler: scheduler, configuration: configuration)
        } else {
            let path = options.resolvedStorePath(environment: environment)
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
        let workspace: Workspace
        do throws(ChatError) {
            if server.isEmpty {
                var generator = WorkspaceGenerator.Options(seed: options.seed)
                generator.currentUserId = options.userId
                workspace = try WorkspaceGenerator(options: generator).generate(on: server)
                try server.compactStore()
            } else {
                workspace = Workspace.describing(server, currentUserId: options.userId, seed: options.seed)
            }
        } catch {
            throw StartError(description: "cannot prepare the workspace: \(error.message)")
        }
        self.server = server
        self.workspace = workspace
        client = ChatClient(server: server)
        activity = options.quiet ? nil : SimulatedActivity(server: server, workspace: workspace, options: .init(seed: options.seed))
        self.notes = notes
        BanterUIKit.initialize(client: client)
    }

    /// Connects the user; the simulated people start once the user is in.
    func connect(userId: String, completion: @escaping @MainActor (ChatError?) -> Void) {
        client.connect(userId: userId) { [activity] result in
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
        try? server.compactStore()
        server.closeStore()
    }
}
