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
    /// The parent of the thread the thread entry opens, when it was asked for on the command
    /// line (the other entries' screens stay as they were).
    private(set) var threadParentId: Int64?

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
        if options.entryId == ThreadEntry.entryId {
            threadParentId = try Self.addThread(on: server, in: workspace)
        }
        client = ChatClient(server: server)
        activity = options.quiet ? nil : SimulatedActivity(server: server, workspace: workspace, options: .init(seed: options.seed))
        BanterUIKit.initialize(client: client)
    }

    /// A question in the long channel with four replies in its thread, one of them also sent
    /// to the channel; returns the question's id.
    private static func addThread(on server: ChatServer, in workspace: Workspace) throws(ChatError) -> Int64 {
        let url = workspace.longChannelURL
        let people = (workspace.channel(url)?.memberIds ?? []).filter { $0 != workspace.currentUserId }
        let asker = people.first ?? workspace.currentUserId
        let parent = try server.sendUserMessage(UserMessageCreateParams(message: "Release checklist for Monday: who takes what? Reply in the thread, please."),
                                                senderId: asker, channelURL: url)
        let replies: [(String, String, Bool)] = [
            (people.dropFirst().first ?? asker, "I'll run the full suite and watch staging.", false),
            (workspace.currentUserId, "Release notes are mine.", false),
            (people.dropFirst(2).first ?? asker, "I can do the announcement 📣", true),
            (asker, "Perfect, thanks all 🙏", false),
        ]
        for (sender, text, toChannel) in replies {
            var params = UserMessageCreateParams(message: text)
            params.parentMessageId = parent
            params.isReplyToChannel = toChannel
            _ = try server.sendUserMessage(params, senderId: sender, channelURL: url)
        }
        try server.addReaction("👍", userId: people.last ?? asker, messageId: parent, channelURL: url)
        return parent
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
