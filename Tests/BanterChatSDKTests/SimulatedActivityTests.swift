import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Simulated activity")
@MainActor
struct SimulatedActivityTests {
    /// Writes down what the current user's client hears, with the virtual time of each call.
    final class Recorder: GroupChannelDelegate {
        let scheduler: ManualScheduler
        var log: [String] = []
        /// (time, user id) for every message received.
        var received: [(time: Duration, senderId: String, message: BaseMessage)] = []
        /// (time, typing user ids) for every typing change.
        var typing: [(time: Duration, userIds: [String])] = []

        init(scheduler: ManualScheduler) {
            self.scheduler = scheduler
        }

        private func note(_ channel: BaseChannel, _ text: String) {
            log.append("\(scheduler.now) \(channel.channelURL) \(text)")
        }

        func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
            received.append((scheduler.now, message.sender?.userId ?? "", message))
            note(channel, "message \(message.messageId) from \(message.sender?.userId ?? "-"): \(message.message) parent \(message.parentMessageId ?? 0)")
        }
        func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) { note(channel, "mention \(message.messageId)") }
        func channelDidUpdateTypingStatus(_ channel: GroupChannel) {
            typing.append((scheduler.now, channel.typingUsers.map(\.userId)))
            note(channel, "typing \(channel.typingUsers.map(\.userId))")
        }
        func channelDidUpdateReadStatus(_ channel: GroupChannel) { note(channel, "read \(channel.lastReadTimes.sorted { $0.key < $1.key })") }
        func channelDidUpdateDeliveryStatus(_ channel: GroupChannel) { note(channel, "delivered") }
        func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
            note(channel, "reaction \(reactionEvent.key) by \(reactionEvent.userId) on \(reactionEvent.messageId)")
        }
        func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {
            note(channel, "thread \(parentMessageId) has \(threadInfo.replyCount)")
        }
        func channel(_ channel: GroupChannel, userDidJoin user: User) { note(channel, "joined \(user.userId)") }
        func channel(_ channel: GroupChannel, userDidLeave user: User) { note(channel, "left \(user.userId)") }
        func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
            note(channel, "invited \(invitees.map(\.userId)) by \(inviter?.userId ?? "-")")
        }
    }

    /// A workspace on a service with realistic latency and jitter, the current user
    /// connected and recorded, and activity for it not yet started.
    @MainActor
    struct Scene {
        let harness: ChatTestHarness
        let workspace: Workspace
        let client: ChatClient
        let recorder: Recorder
        let activity: SimulatedActivity
        var scheduler: ManualScheduler { harness.scheduler }
        var server: ChatServer { harness.server }

        init(workspaceSeed: UInt64 = 7, myNickname: String? = nil, activity options: SimulatedActivity.Options) throws {
            harness = ChatTestHarness(configuration: ServerConfiguration())
            var generation = WorkspaceGenerator.Options(seed: workspaceSeed)
            generation.currentUserNickname = myNickname
            generation.userCount = 12
            generation.historyLength = 20
            generation.longHistoryLength = 200
            generation.crowdSize = 300
            workspace = try WorkspaceGenerator(options: generation).generate(on: harness.server)
            client = try harness.connect(workspace.currentUserId)
            recorder = Recorder(scheduler: harness.scheduler)
            client.addChannelDelegate(recorder, identifier: "test")
            activity = SimulatedActivity(server: harness.server, workspace: workspace, options: options)
        }

        /// Sends a text as the current user and waits for the acknowledgement.
        func send(_ text: String, in url: String, mentioning userIds: [String] = []) throws -> UserMessage {
            let channel = try harness.run { client.getGroupChannel(url: url, completion: $0) }.get()
            let (message, error) = harness.send(text, in: channel) { $0.mentionedUserIds = userIds }
            if let error { throw error }
            return message
        }
    }

    static func quiet(seed: UInt64 = 1) -> SimulatedActivity.Options {
        var options = SimulatedActivity.Options(seed: seed)
        options.meanActionInterval = nil
        return options
    }

    /// Everything the current user hears in two virtual minutes of activity.
    static func twoMinutes(activitySeed: UInt64) throws -> [String] {
        var options = SimulatedActivity.Options(seed: activitySeed)
        options.meanActionInterval = .seconds(4)
        let scene = try Scene(activity: options)
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(120))
        scene.activity.stop()
        return scene.recorder.log
    }

    // MARK: Open channels

    @Test func peopleComeBackIntoOpenChannelsWhichAReloadedWorkspaceHasEmpty() throws {
        let scene = try Scene(activity: Self.quiet())
        let rooms = scene.workspace.channels(.open).map(\.url)
        #expect(!rooms.isEmpty)
        // Participation is session state: a restarted service has empty rooms.
        for url in rooms { scene.server.participants[url] = nil }
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(5))
        let counts = rooms.map { scene.server.participants[$0]?.count ?? 0 }
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
        #expect(counts == counts.sorted(by: >), "the first room is the busiest: \(counts)")
        scene.activity.stop()
    }

    @Test func theCrowdChatsInTheLiveChannelAFewMessagesASecondAndComesAndGoes() throws {
        let scene = try Scene(activity: Self.quiet())
        let url = try #require(scene.workspace.liveChannelURL)
        let crowd = Set(scene.workspace.crowdUserIds)
        // Participation is session state: a restarted service has an empty room.
        scene.server.participants[url] = nil
        let before = scene.server.state[url]?.messages.count ?? 0
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(60))

        let record = try #require(scene.server.state[url])
        let streamed = record.messages.dropFirst(before)
        #expect((100...200).contains(streamed.count), "about 2.5 a second for a minute: \(streamed.count)")
        #expect(streamed.allSatisfy { crowd.contains($0.senderId ?? "") })
        let inside = Set(scene.server.participants[url] ?? [])
        #expect(inside.isSubset(of: crowd) && inside.count > 250 && inside.count < 300, "some left: \(inside.count)")

        scene.activity.stop()
        let stopped = record.messages.count
        scene.scheduler.advance(by: .seconds(30))
        #expect(scene.server.state[url]?.messages.count == stopped)
    }

    @Test func aFrozenLiveChannelSilencesTheCrowd() throws {
        let scene = try Scene(activity: Self.quiet())
        let url = try #require(scene.workspace.liveChannelURL)
        try scene.server.setFrozen(true, channelURL: url)
        let before = scene.server.state[url]?.messages.count
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(20))
        #expect(scene.server.state[url]?.messages.count == before)
        scene.activity.stop()
    }

    // MARK: Determinism

    @Test func theSameSeedPlaysOutTheSameWayTwice() throws {
        let first = try Self.twoMinutes(activitySeed: 11)
        let second = try Self.twoMinutes(activitySeed: 11)
        #expect(first == second)
        #expect(first.filter { $0.contains(" message ") }.count >= 3, "\(first.joined(separator: "\n"))")
        #expect(first.contains { $0.contains(" typing ") })
    }

    @Test func anotherSeedPlaysOutDifferently() throws {
        #expect(try Self.twoMinutes(activitySeed: 11) != Self.twoMinutes(activitySeed: 12))
    }

    // MARK: Answers

    @Test func someoneMentionedAnswersAfterTypingWithinSeconds() throws {
        let scene = try Scene(activity: Self.quiet())
        let group = try #require(scene.workspace.channels(.group).first)
        let friend = try #require(group.memberIds.first { $0 != scene.workspace.currentUserId })
        scene.activity.start()
        scene.harness.settle()

        let sent = try scene.send("@\(friend) can you check the numbers?", in: group.url, mentioning: [friend])
        let sentAt = scene.scheduler.now
        scene.scheduler.advance(by: .seconds(20))

        let typingStarted = try #require(scene.recorder.typing.first { $0.userIds == [friend] })
        let answer = try #require(scene.recorder.received.first { $0.senderId == friend })
        #expect(typingStarted.time > sentAt)
        #expect(answer.time > typingStarted.time)
        #expect(answer.time - sentAt <= .seconds(10))
        // The typing indicator is gone by the time the answer arrives, and the answer is read.
        let typingEnded = try #require(scene.recorder.typing.first { $0.time > typingStarted.time && !$0.userIds.contains(friend) })
        #expect(typingEnded.time <= answer.time)
        let channel = try #require(scene.server.state[group.url])
        #expect((channel.members[friend]?.lastReadAt ?? 0) >= sent.createdAt)
        scene.activity.stop()
    }

    @Test func someoneAnswersTheCurrentUserInAGroupWhenTheChanceIsCertain() throws {
        var options = Self.quiet()
        options.replyChance = 1
        let scene = try Scene(activity: options)
        let group = try #require(scene.workspace.channels(.group).first)
        scene.activity.start()
        scene.harness.settle()

        _ = try scene.send("Anyone around?", in: group.url)
        let sentAt = scene.scheduler.now
        scene.scheduler.advance(by: .seconds(20))

        let answer = try #require(scene.recorder.received.first { $0.time > sentAt && $0.senderId != scene.workspace.currentUserId })
        #expect(group.memberIds.contains(answer.senderId))
        #expect(answer.time - sentAt <= .seconds(10))
        scene.activity.stop()
    }

    @Test func withoutAMentionOrChanceNobodyAnswers() throws {
        var options = Self.quiet()
        options.replyChance = 0
        let scene = try Scene(activity: options)
        let group = try #require(scene.workspace.channels(.group).first)
        scene.activity.start()
        scene.harness.settle()
        _ = try scene.send("Just thinking out loud.", in: group.url)
        scene.scheduler.advance(by: .seconds(60))
        #expect(scene.recorder.received.allSatisfy { $0.senderId == scene.workspace.currentUserId })
        scene.activity.stop()
    }

    // MARK: Names

    /// How many times a `{name}` phrase filled with `name` is written in the workspace's
    /// channels: its history, then what the people say in two minutes while the current
    /// user asks in every group (everyone answers).
    private func phrasesNaming(_ name: String, myNickname: String) throws -> Int {
        var options = SimulatedActivity.Options(seed: 11)
        options.meanActionInterval = .seconds(2)
        options.replyChance = 1
        let scene = try Scene(myNickname: myNickname, activity: options)
        scene.activity.start()
        scene.harness.settle()
        for group in scene.workspace.channels(.group) { _ = try scene.send("Who has the numbers?", in: group.url) }
        scene.scheduler.advance(by: .seconds(120))
        scene.activity.stop()
        // Each template's text on either side of `{name}` (up to the next blank), named `name`.
        let templates = [PhraseBook.workOpeners, PhraseBook.socialOpeners, PhraseBook.answers, PhraseBook.acknowledgements,
                         PhraseBook.greetings, PhraseBook.announcements, PhraseBook.liveChatter].joined()
        let phrases = templates.filter { $0.contains("{name}") }.map { template -> String in
            let parts = template.components(separatedBy: "{name}")
            let before = parts[0].split(separator: "}", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let after = parts[1].split(separator: "{", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return before + name + after
        }.filter { $0.count > name.count + 2 }
        let texts = scene.workspace.channels.flatMap { scene.server.state[$0.url]?.messages.map(\.text) ?? [] }
        return texts.filter { text in phrases.contains { text.contains($0) } }.count
    }

    @Test func thePeopleCallTheCurrentUserByTheNicknameOthersSeeNeverByTheirId() throws {
        // The app names a user who gives no nickname after their id: "I think me was…" must not happen.
        let me = WorkspaceGenerator.Options(seed: 7).currentUserId
        #expect(try phrasesNaming(me, myNickname: me) == 0)
        // The same seeds with a chosen nickname: its first word is what they say.
        #expect(try phrasesNaming("Sam", myNickname: "Sam Lee") > 0)
        #expect(PhraseBook.spokenName(nickname: "Sam Lee", userId: "me") == "Sam")
        #expect(PhraseBook.spokenName(nickname: "me", userId: "me") == nil)
    }

    // MARK: Being added

    /// Who says something in the channel within a minute of the current user inviting
    /// two people to a group (or, with `creating`, starting a channel with them).
    private func greeters(chance: Double, creating: Bool = false, pending: Bool = false) throws -> (invited: [String], spoke: [String]) {
        var options = Self.quiet(seed: 3)
        options.greetingChance = chance
        let scene = try Scene(activity: options)
        scene.server.configuration.autoAcceptInvitations = !pending
        let me = scene.workspace.currentUserId
        let group = try #require(scene.workspace.channels(.group).first)
        let outsiders = Array(scene.workspace.otherUserIds.filter { !group.memberIds.contains($0) && $0 != me }.prefix(2))
        scene.activity.start()
        scene.harness.settle()
        var url = group.url
        if creating {
            let channel = try scene.harness.run { scene.client.createGroupChannel(params: GroupChannelCreateParams(userIds: outsiders), completion: $0) }.get()
            url = channel.channelURL
        } else {
            let channel = try scene.harness.run { scene.client.getGroupChannel(url: group.url, completion: $0) }.get()
            _ = try scene.harness.run { channel.invite(userIds: outsiders, completion: $0) }.get()
        }
        let start = scene.scheduler.now
        scene.scheduler.advance(by: .seconds(60))
        scene.activity.stop()
        let spoke = scene.recorder.received.filter { $0.time > start && $0.message.channelURL == url }.map(\.senderId)
        return (outsiders, spoke)
    }

    @Test func someoneTheCurrentUserInvitesSaysHelloOnce() throws {
        let (invited, spoke) = try greeters(chance: 1)
        #expect(invited.count == 2)
        #expect(spoke.sorted() == invited.sorted())
        #expect(try greeters(chance: 0).spoke.isEmpty)
    }

    @Test func peopleInANewChannelGreetItAndAPendingInvitationIsAcceptedFirst() throws {
        let created = try greeters(chance: 1, creating: true)
        #expect(created.spoke.sorted() == created.invited.sorted())
        let pending = try greeters(chance: 1, pending: true)
        #expect(pending.spoke.sorted() == pending.invited.sorted())
    }

    @Test func beingInvitedByAnotherSimulatedPersonDrawsNothing() throws {
        // The same seed with and without a simulated invitation plays out the same way.
        func log(invite: Bool) throws -> [String] {
            var options = SimulatedActivity.Options(seed: 5)
            options.meanActionInterval = .seconds(4)
            let scene = try Scene(activity: options)
            let group = try #require(scene.workspace.channels(.group).first)
            let inviter = try #require(group.memberIds.first { $0 != scene.workspace.currentUserId })
            let outsider = try #require(scene.workspace.otherUserIds.first { !group.memberIds.contains($0) && $0 != scene.workspace.currentUserId })
            scene.activity.start()
            if invite { try scene.server.inviteUsers([outsider], channelURL: group.url, inviterId: inviter) }
            scene.scheduler.advance(by: .seconds(60))
            scene.activity.stop()
            return scene.recorder.log.filter { !$0.contains("invited") && !$0.contains("joined") && $0.contains(" message ") }
        }
        #expect(try log(invite: true).count == log(invite: false).count)
    }

    // MARK: Rules

    @Test func peopleNeverActAsTheCurrentUserNorPostWhereTheyMayNot() throws {
        var options = SimulatedActivity.Options(seed: 3)
        options.meanActionInterval = .seconds(2)
        let scene = try Scene(activity: options)
        let me = scene.workspace.currentUserId
        let server = scene.server
        // Someone muted in a group and everyone in the frozen channel must stay quiet there.
        let group = try #require(scene.workspace.channels(.group).first)
        let muted = try #require(group.memberIds.first { $0 != me })
        try server.setMuted(true, userId: muted, channelURL: group.url)
        let announcements = try #require(scene.workspace.channels(.announcement).first)
        let start = server.now
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(600))
        scene.activity.stop()

        let posts = server.state.allChannels.flatMap { channel in
            channel.messages.filter { $0.createdAt >= start }.map { (channel, $0) }
        }
        #expect(posts.count >= 50)
        #expect(posts.allSatisfy { $0.1.senderId != me })
        #expect(!posts.contains { $0.0.url == group.url && $0.1.senderId == muted })
        #expect(posts.filter { $0.0.url == announcements.url }.allSatisfy { channel, message in
            channel.members[message.senderId ?? ""]?.isOperator == true
        })
        #expect(!scene.recorder.typing.contains { $0.userIds.contains(me) })
    }

    // MARK: Stopping

    @Test func stoppingLeavesNothingScheduledAndNoOneTyping() throws {
        let scene = try Scene(activity: Self.quiet())
        let group = try #require(scene.workspace.channels(.group).first)
        let friend = try #require(group.memberIds.first { $0 != scene.workspace.currentUserId })
        scene.activity.start()
        scene.harness.settle()
        // Posted through the administration API, so no request of the current user's client
        // (and its acknowledgement watchdog) is left in flight to blur the count below.
        var params = UserMessageCreateParams(message: "@\(friend) quick one")
        params.mentionedUserIds = [friend]
        try scene.server.sendUserMessage(params, senderId: scene.workspace.currentUserId, channelURL: group.url)
        // Stop while the friend is typing the answer.
        while !scene.server.typingUserIds(in: group.url).contains(friend), let due = scene.scheduler.nextDueTime {
            scene.scheduler.advance(by: due - scene.scheduler.now)
        }
        #expect(scene.server.typingUserIds(in: group.url) == [friend])
        let messageCount = scene.server.messageCount

        scene.activity.stop()
        #expect(!scene.activity.isRunning)
        #expect(scene.server.typingUserIds(in: group.url).isEmpty)
        // Only deliveries already on their way remain, and they are due within the latency.
        scene.scheduler.advance(by: .seconds(1))
        #expect(scene.scheduler.pendingCount == 0)
        #expect(scene.server.sessionUserIds == [scene.workspace.currentUserId])
        scene.scheduler.advance(by: .seconds(600))
        #expect(scene.server.messageCount == messageCount)
    }

    @Test func stoppingWhileThePeopleAreStillConnectingLeavesNothingBehind() throws {
        let scene = try Scene(activity: SimulatedActivity.Options(seed: 2))
        scene.activity.start()
        scene.activity.stop()
        scene.scheduler.advance(by: .seconds(1))
        #expect(scene.scheduler.pendingCount == 0)
        #expect(scene.server.sessionUserIds == [scene.workspace.currentUserId])
    }

    @Test func itCanStartAgainAfterStopping() throws {
        var options = SimulatedActivity.Options(seed: 5)
        options.meanActionInterval = .seconds(5)
        let scene = try Scene(activity: options)
        scene.activity.start()
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(30))
        scene.activity.stop()
        scene.scheduler.advance(by: .seconds(1))
        let quietCount = scene.server.messageCount
        scene.activity.start()
        scene.scheduler.advance(by: .seconds(120))
        #expect(scene.activity.isRunning)
        #expect(scene.server.messageCount > quietCount)
        #expect(Set(scene.server.sessionUserIds).count == scene.workspace.otherUserIds.count + 1)
        scene.activity.stop()
    }
}
