import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Generating a workspace")
@MainActor
struct WorkspaceGeneratorTests {
    static let day: Int64 = 86_400_000

    /// Small options that still reach every path: a long history longer than the part
    /// written message by message, so the bulk import runs too.
    static func smallOptions(seed: UInt64) -> WorkspaceGenerator.Options {
        var options = WorkspaceGenerator.Options(seed: seed)
        options.userCount = 10
        options.historyLength = 30
        options.longHistoryLength = 900
        options.crowdSize = 40
        return options
    }

    static func generate(_ options: WorkspaceGenerator.Options) throws -> (ChatServer, Workspace) {
        let server = ChatServer(scheduler: ManualScheduler())
        return (server, try WorkspaceGenerator(options: options).generate(on: server))
    }

    // MARK: Determinism

    @Test func theSameSeedGivesTheSameWorkspaceByteForByte() throws {
        let (first, firstWorkspace) = try Self.generate(Self.smallOptions(seed: 42))
        let (second, secondWorkspace) = try Self.generate(Self.smallOptions(seed: 42))
        #expect(firstWorkspace == secondWorkspace)
        #expect(StateSnapshot(of: first) == StateSnapshot(of: second))
        #expect(first.messageCount == firstWorkspace.messageCount)
    }

    @Test func anotherSeedGivesAnotherWorkspace() throws {
        let (first, firstWorkspace) = try Self.generate(Self.smallOptions(seed: 1))
        let (second, secondWorkspace) = try Self.generate(Self.smallOptions(seed: 2))
        #expect(StateSnapshot(of: first) != StateSnapshot(of: second))
        #expect(firstWorkspace.otherUserIds != secondWorkspace.otherUserIds)
    }

    // MARK: What it contains

    @Test func theDefaultWorkspaceHasEveryKindOfChannelTheAppShows() throws {
        let (server, workspace) = try Self.generate(WorkspaceGenerator.Options())
        let me = workspace.currentUserId
        #expect(me == "me")
        #expect(workspace.otherUserIds.count == 24)
        #expect(Set(workspace.otherUserIds).count == 24)
        #expect(server.state.users.count == 25)
        #expect(workspace.liveChannelURL == nil)

        let direct = workspace.channels(.direct)
        #expect(direct.count == 6)
        for channel in direct {
            let record = try #require(server.state[channel.url])
            #expect(record.header.isDistinct)
            #expect(record.members.count == 2 && record.members[me] != nil)
        }
        #expect(Set(direct.map { $0.memberIds.sorted() }).count == 6)

        let groups = workspace.channels(.group)
        #expect(groups.count == 3)
        #expect(groups.allSatisfy { (3...5).contains($0.memberIds.count) })

        let team = try #require(workspace.channels(.team).first)
        #expect(team.url == workspace.longChannelURL)
        #expect(server.state[team.url]?.messages.count == 5_000)
        #expect(team.memberIds.count >= 12)

        let announcements = try #require(workspace.channels(.announcement).first)
        let announcementRecord = try #require(server.state[announcements.url])
        #expect(announcementRecord.header.isFrozen)
        #expect(announcementRecord.members.values.contains { $0.isOperator && $0.userId != me })
        #expect(announcementRecord.members[me]?.isOperator == false)
        #expect(announcementRecord.messages.first?.kind == .admin)

        let publicChannels = workspace.channels(.publicGroup)
        #expect(publicChannels.allSatisfy { server.state[$0.url]?.header.isPublic == true })
        #expect(publicChannels.contains { $0.memberIds.contains(me) })
        #expect(publicChannels.contains { !$0.memberIds.contains(me) })

        let support = workspace.channels(.support)
        #expect(!support.isEmpty)
        #expect(support.allSatisfy { server.state[$0.url]?.header.customType == "support" })
        #expect(workspace.channels(.open).count >= 2)
        #expect(workspace.channels(.open).allSatisfy { server.state[$0.url]?.header.kind == .open })

        // The current user runs some channels, is muted nowhere, and belongs to all but one.
        let groupRecords = server.state.allChannels.filter { $0.header.kind == .group }
        #expect(groupRecords.contains { $0.members[me]?.isOperator == true })
        #expect(groupRecords.allSatisfy { $0.members[me]?.mutedUntil == nil })
        #expect(groupRecords.filter { $0.members[me] == nil }.count == 1)
    }

    @Test func peopleHaveVariedNamesFromManyScriptsAndPlainIds() throws {
        let (server, workspace) = try Self.generate(WorkspaceGenerator.Options())
        let nicknames = workspace.otherUserIds.compactMap { server.state.users[$0]?.nickname }
        #expect(Set(nicknames).count == nicknames.count)
        #expect(nicknames.contains { !$0.allSatisfy(\.isASCII) })
        #expect(workspace.otherUserIds.allSatisfy { id in id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") } })
        #expect(workspace.otherUserIds.contains { server.state.users[$0]?.profileURL == nil })
        #expect(workspace.otherUserIds.contains { server.state.users[$0]?.profileURL != nil })
    }

    @Test func historiesAreOrderedSpacedOverDaysAndEndBeforeNow() throws {
        let (server, workspace) = try Self.generate(WorkspaceGenerator.Options())
        for channel in workspace.channels {
            let record = try #require(server.state[channel.url])
            #expect(record.messages.count == channel.messageCount)
            let times = record.messages.map(\.createdAt)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(channel.name) is out of order")
            #expect(zip(record.messages, record.messages.dropFirst()).allSatisfy { $0.messageId < $1.messageId })
            #expect(times.allSatisfy { $0 >= record.header.createdAt && $0 <= server.now })
        }
        let team = try #require(server.state[workspace.longChannelURL])
        let gaps = zip(team.messages, team.messages.dropFirst()).map { $1.createdAt - $0.createdAt }
        let days = Set(team.messages.map { $0.createdAt / Self.day })
        #expect(days.count >= 30, "the long history spans \(days.count) days")
        #expect(gaps.filter { $0 < 60_000 }.count > gaps.count / 3, "most messages come in quick bursts")
        #expect(gaps.contains { $0 > 3_600_000 }, "bursts are hours apart")
        #expect(gaps.allSatisfy { $0 >= 1_000 })
    }

    @Test func historiesHoldEverythingAChatShows() throws {
        let (server, workspace) = try Self.generate(WorkspaceGenerator.Options())
        let me = workspace.currentUserId
        let channels = workspace.channels.compactMap { server.state[$0.url] }
        let messages = channels.flatMap { channel in channel.messages.map { (channel, $0) } }
        let extras = messages.compactMap { channel, message in channel.extras[message.messageId] }
        let texts = messages.map(\.1.text)

        let files = extras.compactMap(\.file)
        #expect(files.contains { $0.mimeType.hasPrefix("image/") })
        #expect(files.contains { !$0.mimeType.hasPrefix("image/") })
        #expect(files.allSatisfy { (1...25 * 1024 * 1024).contains($0.size) && $0.url.hasPrefix("https://") })
        #expect(messages.contains { $0.1.parentMessageId != nil && $0.0.extras[$0.1.messageId]?.isReplyToChannel != true })
        #expect(extras.contains { $0.isReplyToChannel })
        #expect(extras.contains { $0.mentionedUserIds == [me] })
        #expect(extras.contains { !$0.mentionedUserIds.isEmpty && !$0.mentionedUserIds.contains(me) })
        #expect(extras.contains { $0.reactions.values.contains { $0.count > 1 } })
        #expect(extras.contains { $0.replyCount > 1 })
        #expect(texts.contains { $0.contains("\n") })
        #expect(texts.contains { $0.contains("https://") })
        #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(texts.contains { $0.hasPrefix("@") })
        #expect(messages.contains { $0.1.kind == .admin })
        #expect(messages.contains { $0.1.senderId == me })
    }

    @Test func theCurrentUserHasAFewUnreadConversationsAndReadTheRest() throws {
        let (server, workspace) = try Self.generate(WorkspaceGenerator.Options())
        let mine = server.state.allChannels.filter { $0.members[workspace.currentUserId] != nil }
        let unread = mine.filter { ($0.members[workspace.currentUserId]?.unreadMessageCount ?? 0) > 0 }
        #expect(unread.count >= 2)
        #expect(unread.count <= mine.count / 2)
        #expect(unread.contains { $0.url == workspace.longChannelURL })
        // Others read their conversations too, so the current user's messages show receipts.
        #expect(mine.contains { channel in
            channel.members.values.contains { $0.userId != workspace.currentUserId && $0.lastReadAt == channel.messages.last?.createdAt }
        })
    }

    @Test func aConnectedClientSeesTheGeneratedChannels() throws {
        let harness = ChatTestHarness()
        let workspace = try WorkspaceGenerator(options: Self.smallOptions(seed: 5)).generate(on: harness.server)
        let client = try harness.connect(workspace.currentUserId)
        let team = try harness.run { client.getGroupChannel(url: workspace.longChannelURL, completion: $0) }.get()
        #expect(team.name == "Product team")
        #expect(team.unreadMessageCount > 0)
        #expect(team.lastMessage != nil)
        let announcements = try harness.run { client.getGroupChannel(url: workspace.channels(.announcement)[0].url, completion: $0) }.get()
        #expect(announcements.isFrozen)
        #expect(!announcements.canSendMessages)
        let page = try harness.run { team.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 30), completion: $0) }.get()
        #expect(page.count == 30)
    }

    // MARK: Options

    @Test func theOptionsShapeTheWorkspace() throws {
        var options = Self.smallOptions(seed: 9)
        options.currentUserId = "alex"
        options.currentUserNickname = "Alex Kim"
        options.longHistoryLength = 120
        options.mutesCurrentUser = true
        let (server, workspace) = try Self.generate(options)
        #expect(workspace.currentUserId == "alex")
        #expect(server.state.users["alex"]?.nickname == "Alex Kim")
        #expect(workspace.otherUserIds.count == 10)
        #expect(server.state[workspace.longChannelURL]?.messages.count == 120)
        #expect(server.state.allChannels.contains { $0.members["alex"]?.mutedUntil != nil })
    }

    @Test func namingTheCurrentUserChangesNoOneElse() throws {
        var named = Self.smallOptions(seed: 3)
        named.currentUserNickname = "Alex Kim"
        let (withName, _) = try Self.generate(named)
        let (withoutName, _) = try Self.generate(Self.smallOptions(seed: 3))
        var others = withName.state.users
        others["me"] = nil
        var othersBefore = withoutName.state.users
        othersBefore["me"] = nil
        #expect(others == othersBefore)
        #expect(withName.state.users["me"]?.nickname == "Alex Kim")
    }

    @Test func progressCountsEveryChannelUpToTheTotal() throws {
        let server = ChatServer(scheduler: ManualScheduler())
        var reports: [[Int]] = []
        let workspace = try WorkspaceGenerator(options: Self.smallOptions(seed: 4)).generate(on: server) { reports.append([$0, $1]) }
        let total = workspace.channels.count
        #expect(reports == (1...total).map { [$0, total] })
    }

    @Test func aServerInUseOrOptionsOutOfRangeAreRefused() throws {
        let server = ChatServer(scheduler: ManualScheduler())
        try server.createUser(id: "someone", nickname: "Someone")
        #expect(throws: ChatError.self) { try WorkspaceGenerator().generate(on: server) }
        #expect(server.state.users.count == 1)

        for change in [{ (options: inout WorkspaceGenerator.Options) in options.userCount = 2 },
                       { $0.historyLength = -1 }, { $0.historyDays = 0 }, { $0.crowdSize = -1 }, { $0.crowdSize = 20_001 }] {
            var options = WorkspaceGenerator.Options()
            change(&options)
            let empty = ChatServer(scheduler: ManualScheduler())
            var caught: ChatError?
            do throws(ChatError) { _ = try WorkspaceGenerator(options: options).generate(on: empty) } catch { caught = error }
            #expect(caught?.code == .invalidParameter)
            #expect(empty.state.users.isEmpty)
        }
    }

    // MARK: The live channel

    @Test func theLiveChannelHoldsTheCrowdAndIsTheNewestOpenChannel() throws {
        var options = WorkspaceGenerator.Options()
        options.crowdSize = 2_500
        let (server, workspace) = try Self.generate(options)
        let live = try #require(workspace.channels(.live).first)
        #expect(workspace.liveChannelURL == live.url)
        let record = try #require(server.state[live.url])
        #expect(record.header.kind == .open && record.header.customType == Workspace.liveCustomType)
        #expect(live.messageCount == 300 && record.messages.count == 300)

        let crowd = Set(workspace.crowdUserIds)
        #expect(crowd.count == 2_500)
        #expect(crowd.isDisjoint(with: workspace.otherUserIds) && !crowd.contains(workspace.currentUserId))
        let nicknames = server.state.users.values.map(\.nickname)
        #expect(Set(nicknames).count == nicknames.count, "no two people go by the same name")
        let inside = Set(server.participants[live.url] ?? [])
        #expect(crowd.isSubset(of: inside))
        #expect(inside.count == 2_500 + 12, "the crowd and half the others")
        let groupMembers = Set(server.state.allChannels.filter { $0.header.kind == .group }.flatMap { $0.members.keys })
        #expect(crowd.isDisjoint(with: groupMembers), "the crowd is in no group channel")

        let openByAge = server.state.allChannels.filter { $0.header.kind == .open }.sorted { $0.header.createdAt < $1.header.createdAt }
        #expect(openByAge.last?.url == live.url)
    }

    @Test func aWorkspaceLoadedFromItsStoreFindsTheLiveChannelAndItsCrowdAgain() throws {
        let (server, workspace) = try Self.generate(Self.smallOptions(seed: 5))
        let described = Workspace.describing(server, currentUserId: workspace.currentUserId, seed: 5)
        #expect(described.liveChannelURL == workspace.liveChannelURL)
        #expect(Set(described.crowdUserIds) == Set(workspace.crowdUserIds))
        #expect(Set(described.otherUserIds) == Set(workspace.otherUserIds))
    }

    @Test func withoutACrowdThereIsNoLiveChannel() throws {
        var options = Self.smallOptions(seed: 3)
        options.crowdSize = 0
        let (server, workspace) = try Self.generate(options)
        #expect(workspace.liveChannelURL == nil && workspace.crowdUserIds.isEmpty)
        #expect(server.state.users.count == 11)
        #expect(Workspace.describing(server, currentUserId: workspace.currentUserId, seed: 3).otherUserIds.count == 10)
    }
}
