import BanterUIKit
import Foundation

/// The simulated service the catalogue runs on: a seeded workspace in memory, the signed-in
/// client (given to the kit), a poll message in the long channel for the custom-message
/// entry, and the simulated people unless quiet.
@MainActor
final class CustomizeWorkspace {
    let server: ChatServer
    let client: ChatClient
    let workspace: Workspace
    let activity: SimulatedActivity?

    /// The channel most entries open: the one with the longest history.
    var channelURL: String { workspace.longChannelURL }

    /// A workspace for `options`, on `scheduler`. A headless run starts at a fixed moment so
    /// its screens repeat exactly.
    init(options: CustomizeOptions, scheduler: any Scheduler) throws(ChatError) {
        var configuration = ServerConfiguration()
        configuration.seed = options.seed
        configuration.clockOrigin = options.headless ? 1_767_603_600_000 : Int64(Date().timeIntervalSince1970 * 1000)
        server = ChatServer(scheduler: scheduler, configuration: configuration)
        var generator = WorkspaceGenerator.Options(seed: options.seed)
        generator.currentUserId = options.userId
        workspace = try WorkspaceGenerator(options: generator).generate(on: server)
        var poll = UserMessageCreateParams(message: "Lunch on Friday? 🍕 Pizza / 🍣 Sushi / 🥗 Salad")
        poll.customType = PollMessageCell.customType
        poll.data = "Pizza:4,Sushi:6,Salad:1"
        let sender = workspace.otherUserIds.first ?? options.userId
        _ = try server.sendUserMessage(poll, senderId: sender, channelURL: workspace.longChannelURL)
        client = ChatClient(server: server)
        activity = options.quiet ? nil : SimulatedActivity(server: server, workspace: workspace, options: .init(seed: options.seed))
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

    /// Stops the simulated people.
    func close() {
        activity?.stop()
    }
}
