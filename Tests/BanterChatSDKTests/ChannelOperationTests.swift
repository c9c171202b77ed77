import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// Creating, finding, changing and moderating channels, and the read, delivery and typing
/// state of group channels. Every refusal names its code and leaves the server unchanged.
@Suite("Channel operations")
@MainActor
struct ChannelOperationTests {
    let harness = ChatTestHarness()
    let alice: ChatClient
    let bob: ChatClient
    let carol: ChatClient

    init() throws {
        alice = try harness.connect("alice", nickname: "Alice")
        bob = try harness.connect("bob", nickname: "Bob")
        carol = try harness.connect("carol", nickname: "Carol")
    }

    /// A group channel Alice operates with Bob, and Bob's own object for it.
    private func aliceAndBob(public isPublic: Bool = false) throws -> (alices: GroupChannel, bobs: GroupChannel) {
        var params = GroupChannelCreateParams(userIds: ["bob"], name: "Team")
        params.operatorUserIds = ["alice"]
        params.isPublic = isPublic
        let channel = try harness.run { alice.createGroupChannel(params: params, completion: $0) }.get()
        harness.settle()
        return (channel, try harness.groupChannel(channel.channelURL, of: bob))
    }

    // MARK: Creating and finding

    @Test func creatingAGroupChannelMakesTheCreatorAMemberAndTheInviteesMembersToo() throws {
        let bobsEvents = EventRecorder(bob)
        var params = GroupChannelCreateParams(userIds: ["bob"], name: "Team")
        params.coverURL = "https://example.com/team.png"
        params.customType = "work"
        params.data = "{\"floor\":3}"
        params.operatorUserIds = ["alice"]
        let channel = try harness.run { alice.createGroupChannel(params: params, completion: $0) }.get()
        #expect(channel.name == "Team")
        #expect(channel.coverURL == "https://example.com/team.png")
        #expect(channel.customType == "work")
        #expect(channel.data == "{\"floor\":3}")
        #expect(channel.members.map(\.userId).sorted() == ["alice", "bob"])
        #expect(channel.joinedMemberCount == 2)
        #expect(channel.myMemberState == .joined)
        #expect(channel.myRole == .operator)
        #expect(!channel.isDistinct)
        harness.settle()
        #expect(bobsEvents.events == ["invited [\"bob\"] by alice"])
        let bobs = try harness.groupChannel(channel.channelURL, of: bob)
        #expect(bobs.myMemberState == .joined)
        #expect(bobs.myRole == .none)
    }

    @Test func creatingADistinctChannelWithTheSameMembersReturnsTheExistingOne() throws {
        let first = try harness.groupChannel(alice, with: ["bob"], distinct: true)
        harness.settle()
        let before = harness.snapshot()
        var params = GroupChannelCreateParams(userIds: ["alice"])
        params.isDistinct = true
        let again = try harness.run { bob.createGroupChannel(params: params, completion: $0) }.get()
        #expect(again.channelURL == first.channelURL)
        #expect(again.isDistinct)
        #expect(harness.snapshot() == before)

        let withCarol = try harness.groupChannel(alice, with: ["bob", "carol"], distinct: true)
        #expect(withCarol.channelURL != first.channelURL)
        let notDistinct = try harness.groupChannel(alice, with: ["bob"])
        #expect(notDistinct.channelURL != first.channelURL)
    }

    @Test func creatingAChannelWithAnUnknownUserFailsWith400201OrABadCoverURLWith800110() throws {
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") {
            alice.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob", "zed"]), completion: $0)
        }
        var operators = GroupChannelCreateParams(userIds: ["bob"])
        operators.operatorUserIds = ["ghost"]
        harness.expectRefusal(.notFoundInDatabase, mentioning: "ghost") { alice.createGroupChannel(params: operators, completion: $0) }
        for cover in ["not a url", "example.com/a.png", "https://", "https://exa mple.com"] {
            var params = GroupChannelCreateParams(userIds: ["bob"])
            params.coverURL = cover
            harness.expectRefusal(.invalidParameter, mentioning: "cover URL") { alice.createGroupChannel(params: params, completion: $0) }
        }
    }

    @Test func aChannelIsFoundByItsURLAsTheSameObjectEveryTime() throws {
        let (alices, bobs) = try aliceAndBob()
        #expect(bobs.channelURL == alices.channelURL)
        #expect(bobs.name == "Team")
        #expect(try harness.groupChannel(alices.channelURL, of: bob) === bobs)
        #expect(try harness.groupChannel(alices.channelURL, of: alice) === alices)
    }

    @Test func gettingAChannelFailsForAnUnknownURLABlankURLOrAPrivateChannelOfOthers() throws {
        let (alices, _) = try aliceAndBob()
        harness.expectRefusal(.notFoundInDatabase, mentioning: "nowhere") { alice.getGroupChannel(url: "nowhere", completion: $0) }
        harness.expectRefusal(.notFoundInDatabase) { alice.getOpenChannel(url: alices.channelURL, completion: $0) }
        for url in ["", " ", "two words"] {
            harness.expectRefusal(.invalidParameter, mentioning: "channel URL") { alice.getGroupChannel(url: url, completion: $0) }
        }
        harness.expectRefusal(.nonAuthorized, mentioning: "carol") { carol.getGroupChannel(url: alices.channelURL, completion: $0) }
        #expect(carol.cachedChannel(alices.channelURL) == nil)

        let (open, _) = try aliceAndBob(public: true)
        let carols = try harness.groupChannel(open.channelURL, of: carol)
        #expect(carols.myMemberState == .none)
    }

    @Test func refreshBringsBackWhatChangedWhileTheClientWasAway() throws {
        let (alices, bobs) = try aliceAndBob()
        harness.disconnect(bob)
        try harness.run { alices.update(params: ChannelUpdateParams(name: "Renamed"), completion: $0) }.get()
        harness.settle()
        _ = try harness.run { bob.connect(userId: "bob", completion: $0) }.get()
        #expect(bobs.name == "Team")
        try harness.run { bobs.refresh(completion: $0) }.get()
        #expect(bobs.name == "Renamed")

        try harness.run { alices.delete(completion: $0) }.get()
        harness.expectRefusal(.channelNotFound) { alices.refresh(completion: $0) }
    }

    // MARK: Settings

    @Test func anOperatorUpdatesTheSettingsAndEveryMemberSeesThem() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        let params = ChannelUpdateParams(name: "Renamed", coverURL: "https://example.com/new.png", customType: "fun", data: "x")
        try harness.run { alices.update(params: params, completion: $0) }.get()
        #expect(alices.name == "Renamed")
        harness.settle()
        #expect(bobsEvents.events == ["changed Renamed"])
        #expect(bobs.name == "Renamed")
        #expect(bobs.coverURL == "https://example.com/new.png")
        #expect(bobs.customType == "fun")
        #expect(bobs.data == "x")
        try harness.run { alices.update(params: ChannelUpdateParams(data: "y"), completion: $0) }.get()
        #expect(alices.name == "Renamed")
        #expect(alices.data == "y")
    }

    @Test func updatingIsRefusedToNonOperatorsAndForBadValues() throws {
        let (alices, bobs) = try aliceAndBob()
        harness.expectRefusal(.nonAuthorized, mentioning: "operator") { bobs.update(params: ChannelUpdateParams(name: "Mine"), completion: $0) }
        harness.expectRefusal(.invalidParameter, mentioning: "cover URL") { alices.update(params: ChannelUpdateParams(coverURL: "nope"), completion: $0) }
        let long = String(repeating: "n", count: 192)
        harness.expectRefusal(.invalidParameter, mentioning: "191") { alices.update(params: ChannelUpdateParams(name: long), completion: $0) }
        #expect(bobs.name == "Team")
        #expect(alices.name == "Team")
    }

    @Test func onlyAnOperatorDeletesAChannelAndEveryMemberHearsOfIt() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized) { bobs.delete(completion: $0) }
        try harness.run { alices.delete(completion: $0) }.get()
        harness.settle()
        #expect(bobsEvents.events == ["channel deleted"])
        #expect(bob.cachedChannel(alices.channelURL) == nil)
        #expect(alice.cachedChannel(alices.channelURL) == nil)
        harness.expectRefusal(.notFoundInDatabase) { bob.getGroupChannel(url: alices.channelURL, completion: $0) }
        #expect(harness.server.state[alices.channelURL] == nil)
        harness.expectSendRefused("anyone?", in: bobs, with: .channelNotFound)
        harness.expectRefusal(.channelNotFound) { alices.delete(completion: $0) }
    }

    // MARK: Membership

    @Test func invitingAddsMembersWhoJoinAtOnceByDefault() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        let carolsEvents = EventRecorder(carol)
        try harness.run { bobs.invite(userIds: ["carol"], completion: $0) }.get()
        harness.settle()
        #expect(bobsEvents.events == ["invited [\"carol\"] by bob"])
        #expect(carolsEvents.events == ["invited [\"carol\"] by bob"])
        #expect(alices.members.map(\.userId).sorted() == ["alice", "bob", "carol"])
        #expect(try harness.groupChannel(alices.channelURL, of: carol).myMemberState == .joined)

        harness.expectRefusal(.invalidParameter, mentioning: "no user ids") { alices.invite(userIds: [], completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") { alices.invite(userIds: ["zed"], completion: $0) }
    }

    @Test func onlyMembersInvite() throws {
        let (alices, _) = try aliceAndBob(public: true)
        let carols = try harness.groupChannel(alices.channelURL, of: carol)
        harness.expectRefusal(.nonAuthorized, mentioning: "carol") { carols.invite(userIds: ["bob"], completion: $0) }
    }

    @Test func withoutAutoAcceptAnInviteeStaysInvitedUntilJoining() throws {
        harness.server.configuration.autoAcceptInvitations = false
        let (alices, bobs) = try aliceAndBob()
        #expect(bobs.myMemberState == .invited)
        #expect(bobs.inviter?.userId == "alice")
        #expect(alices.joinedMemberCount == 1)
        harness.expectSendRefused("hi", in: bobs, with: .nonAuthorized)
        try harness.run { bobs.join(completion: $0) }.get()
        #expect(bobs.myMemberState == .joined)
        #expect(bobs.inviter == nil)
        harness.settle()
        #expect(alices.joinedMemberCount == 2)
        harness.expectSent("hi", in: bobs)
    }

    @Test func anyoneJoinsAPublicChannelButNotAPrivateOneOrOneTheyAreBannedFrom() throws {
        let (publicChannel, _) = try aliceAndBob(public: true)
        let alicesEvents = EventRecorder(alice)
        let carols = try harness.groupChannel(publicChannel.channelURL, of: carol)
        try harness.run { carols.join(completion: $0) }.get()
        #expect(carols.myMemberState == .joined)
        harness.settle()
        #expect(alicesEvents.events == ["joined carol"])
        #expect(publicChannel.joinedMemberCount == 3)

        let dave = try harness.connect("dave")
        let daves = try harness.groupChannel(publicChannel.channelURL, of: dave)
        try harness.run { publicChannel.banUser(userId: "dave", completion: $0) }.get()
        harness.expectRefusal(.bannedFromChannel, mentioning: "banned") { daves.join(completion: $0) }

        let (privateChannel, bobsPrivate) = try aliceAndBob()
        try harness.run { bobsPrivate.leave(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized, mentioning: "not public") { bobsPrivate.join(completion: $0) }
        #expect(privateChannel.joinedMemberCount == 1)
    }

    @Test func aMemberWhoLeavesIsGoneForEveryone() throws {
        let (alices, bobs) = try aliceAndBob()
        let alicesEvents = EventRecorder(alice)
        try harness.run { bobs.leave(completion: $0) }.get()
        harness.settle()
        #expect(alicesEvents.events == ["left bob"])
        #expect(alices.members.map(\.userId) == ["alice"])
        #expect(bobs.myMemberState == .none)
        #expect(harness.server.state[alices.channelURL]?.members["bob"] == nil)
        harness.expectRefusal(.nonAuthorized) { bobs.leave(completion: $0) }
        harness.expectSendRefused("still here?", in: bobs, with: .nonAuthorized)
    }

    // MARK: Hiding

    @Test func hidingMarksTheChannelReadAndANewMessageUnhidesIt() throws {
        let (alices, bobs) = try aliceAndBob()
        harness.expectSent("one", in: alices)
        harness.settle()
        #expect(bobs.unreadMessageCount == 1)
        let bobsEvents = EventRecorder(bob)
        try harness.run { bobs.hide(completion: $0) }.get()
        #expect(bobs.hiddenState == .hiddenAllowAutoUnhide)
        #expect(bobs.isHidden)
        #expect(bobs.unreadMessageCount == 0)
        harness.settle()
        #expect(bobsEvents.events == ["hidden"])
        // The event carries the channel as it is after hiding, not before.
        #expect(bobs.isHidden)
        #expect(bobs.unreadMessageCount == 0)

        harness.expectSent("two", in: alices)
        harness.settle()
        #expect(bobs.hiddenState == .unhidden)
        #expect(bobs.unreadMessageCount == 1)
        #expect(harness.server.state[alices.channelURL]?.members["bob"]?.hiddenState == .unhidden)
    }

    @Test func sendingToAChannelOneHidUnhidesItForTheSenderToo() throws {
        let (alices, _) = try aliceAndBob()
        let question = harness.expectSent("question", in: alices)
        harness.disconnect(bob)
        try harness.run { alices.hide(completion: $0) }.get()
        harness.settle()
        #expect(alices.isHidden)
        harness.expectSent("only in the thread", in: alices) { $0.parentMessageId = question.messageId }
        #expect(alices.isHidden, "a thread-only reply does not unhide")
        #expect(harness.server.state[alices.channelURL]?.members["alice"]?.hiddenState == .hiddenAllowAutoUnhide)
        harness.expectSent("in the channel", in: alices)
        #expect(!alices.isHidden)
        #expect(harness.server.state[alices.channelURL]?.members["alice"]?.hiddenState == .unhidden)
    }

    @Test func aChannelHiddenWithoutAutoUnhideStaysHiddenUntilUnhidden() throws {
        let (alices, bobs) = try aliceAndBob()
        try harness.run { bobs.hide(allowAutoUnhide: false, completion: $0) }.get()
        #expect(bobs.hiddenState == .hiddenPreventAutoUnhide)
        harness.settle()
        harness.expectSent("still hidden", in: alices)
        harness.settle()
        #expect(bobs.hiddenState == .hiddenPreventAutoUnhide)
        #expect(bobs.unreadMessageCount == 1)
        try harness.run { bobs.unhide(completion: $0) }.get()
        #expect(bobs.hiddenState == .unhidden)
        #expect(!bobs.isHidden)
    }

    // MARK: Freezing

    @Test func onlyAnOperatorFreezesAndAFrozenChannelTakesOnlyOperatorsMessages() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized, mentioning: "operator") { bobs.freeze(completion: $0) }
        try harness.run { alices.freeze(completion: $0) }.get()
        #expect(alices.isFrozen)
        harness.settle()
        #expect(bobsEvents.events == ["frozen"])
        #expect(bobs.isFrozen)
        #expect(!bobs.canSendMessages)
        #expect(alices.canSendMessages)

        harness.expectSendRefused("let me in", in: bobs, with: .channelFrozen)
        harness.expectSent("announcement", in: alices)

        harness.expectRefusal(.nonAuthorized) { bobs.unfreeze(completion: $0) }
        try harness.run { alices.unfreeze(completion: $0) }.get()
        harness.settle()
        #expect(bobsEvents.events.suffix(3) == ["received announcement", "delivery status", "unfrozen"])
        #expect(!bobs.isFrozen)
        harness.expectSent("thanks", in: bobs)
    }

    // MARK: Muting and banning

    @Test func aUserMutedForTenSecondsCannotSendUntilTheTimeIsUp() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized) { bobs.muteUser(userId: "alice", seconds: 10, completion: $0) }
        try harness.run { alices.muteUser(userId: "bob", seconds: 10, completion: $0) }.get()
        harness.settle(.milliseconds(10))
        #expect(bobsEvents.events == ["muted bob"])
        #expect(bobs.myMutedState == .muted)
        #expect(alices.members.first { $0.userId == "bob" }?.isMuted == true)
        harness.expectSendRefused("mmph", in: bobs, with: .mutedInChannel)

        harness.scheduler.advance(by: .seconds(9))
        harness.expectSendRefused("still mmph", in: bobs, with: .mutedInChannel)
        harness.scheduler.advance(by: .seconds(1))
        #expect(bobsEvents.events.last == "unmuted bob")
        #expect(bobs.myMutedState == .unmuted)
        harness.expectSent("free again", in: bobs)
    }

    @Test func aMuteWithoutDurationLastsUntilUnmuted() throws {
        let (alices, bobs) = try aliceAndBob()
        try harness.run { alices.muteUser(userId: "bob", completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(3600))
        harness.expectSendRefused("mmph", in: bobs, with: .mutedInChannel)
        harness.expectRefusal(.nonAuthorized) { bobs.unmuteUser(userId: "bob", completion: $0) }
        try harness.run { alices.unmuteUser(userId: "bob", completion: $0) }.get()
        harness.settle()
        #expect(bobs.myMutedState == .unmuted)
        harness.expectSent("free", in: bobs)
    }

    @Test func onlyTheMuteInForceAnnouncesItsEnd() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        try harness.run { alices.muteUser(userId: "bob", seconds: 10, completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(5))
        try harness.run { alices.muteUser(userId: "bob", seconds: 60, completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(10))
        #expect(bobsEvents.events == ["muted bob", "muted bob"], "the first mute was replaced, so its end is not announced")
        #expect(bobs.myMutedState == .muted)
        harness.expectSendRefused("mmph", in: bobs, with: .mutedInChannel)
        harness.scheduler.advance(by: .seconds(50))
        #expect(bobsEvents.events == ["muted bob", "muted bob", "unmuted bob"])
        #expect(bobs.myMutedState == .unmuted)

        try harness.run { alices.muteUser(userId: "bob", seconds: 10, completion: $0) }.get()
        try harness.run { alices.unmuteUser(userId: "bob", completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(30))
        #expect(bobsEvents.events.suffix(2) == ["muted bob", "unmuted bob"], "a mute lifted early is not announced as ending twice")
    }

    @Test func mutingRefusesABadDurationOrANonMember() throws {
        let (alices, _) = try aliceAndBob()
        harness.expectRefusal(.invalidParameter, mentioning: "duration") { alices.muteUser(userId: "bob", seconds: 0, completion: $0) }
        harness.expectRefusal(.invalidParameter, mentioning: "duration") { alices.muteUser(userId: "bob", seconds: -5, completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "carol") { alices.muteUser(userId: "carol", completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") { alices.muteUser(userId: "zed", completion: $0) }
    }

    @Test func aUserBannedForTenSecondsIsRemovedAndCannotComeBackUntilTheTimeIsUp() throws {
        let (alices, bobs) = try aliceAndBob(public: true)
        let bobsEvents = EventRecorder(bob)
        let alicesEvents = EventRecorder(alice)
        harness.expectRefusal(.nonAuthorized) { bobs.banUser(userId: "alice", seconds: 10, completion: $0) }
        try harness.run { alices.banUser(userId: "bob", seconds: 10, completion: $0) }.get()
        harness.settle(.milliseconds(10))
        #expect(bobsEvents.events == ["banned bob"])
        #expect(alicesEvents.events == ["banned bob"])
        #expect(alices.members.map(\.userId) == ["alice"])
        #expect(bobs.myMemberState == .none)

        harness.expectSendRefused("hey", in: bobs, with: .bannedFromChannel)
        harness.expectRefusal(.bannedFromChannel) { bobs.join(completion: $0) }
        harness.expectRefusal(.bannedFromChannel, mentioning: "bob") { alices.invite(userIds: ["bob"], completion: $0) }

        harness.scheduler.advance(by: .seconds(10))
        try harness.run { bobs.join(completion: $0) }.get()
        #expect(bobs.myMemberState == .joined)
        harness.expectSent("back", in: bobs)
    }

    @Test func aBanWithoutDurationLastsUntilUnbanned() throws {
        let (alices, _) = try aliceAndBob(public: true)
        let carols = try harness.groupChannel(alices.channelURL, of: carol)
        harness.expectRefusal(.notFoundInDatabase, mentioning: "not banned") { alices.unbanUser(userId: "carol", completion: $0) }
        try harness.run { alices.banUser(userId: "carol", completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(3600))
        harness.expectRefusal(.bannedFromChannel) { carols.join(completion: $0) }
        let carolsEvents = EventRecorder(carol)
        try harness.run { alices.unbanUser(userId: "carol", completion: $0) }.get()
        harness.settle()
        #expect(carolsEvents.events == ["unbanned carol"])
        try harness.run { carols.join(completion: $0) }.get()
        #expect(carols.myMemberState == .joined)
        harness.expectRefusal(.invalidParameter, mentioning: "duration") { alices.banUser(userId: "carol", seconds: -1, completion: $0) }
    }

    // MARK: Operators

    @Test func operatorsAreAddedAndRemovedByOperators() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized) { bobs.addOperators(userIds: ["bob"], completion: $0) }
        try harness.run { alices.addOperators(userIds: ["bob"], completion: $0) }.get()
        harness.settle()
        #expect(bobsEvents.events == ["operators changed"])
        #expect(bobs.myRole == .operator)
        #expect(alices.members.first { $0.userId == "bob" }?.role == .operator)
        try harness.run { bobs.freeze(completion: $0) }.get()
        try harness.run { bobs.unfreeze(completion: $0) }.get()

        try harness.run { alices.removeOperators(userIds: ["bob"], completion: $0) }.get()
        harness.settle()
        #expect(bobs.myRole == .none)
        harness.expectRefusal(.nonAuthorized) { bobs.freeze(completion: $0) }

        harness.expectRefusal(.invalidParameter, mentioning: "no user ids") { alices.addOperators(userIds: [], completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "carol") { alices.addOperators(userIds: ["carol"], completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") { alices.addOperators(userIds: ["zed"], completion: $0) }
    }

    // MARK: Open channels

    @Test func anOpenChannelIsEnteredAndExitedAndOnlyParticipantsSend() throws {
        var params = OpenChannelCreateParams(name: "Lobby")
        params.operatorUserIds = ["alice"]
        let alices = try harness.run { alice.createOpenChannel(params: params, completion: $0) }.get()
        #expect(alices.name == "Lobby")
        #expect(alices.isOperator(userId: "alice"))
        try harness.run { alices.enter(completion: $0) }.get()
        #expect(alices.participantCount == 1)
        let alicesEvents = EventRecorder(alice)

        let bobs = try harness.run { bob.getOpenChannel(url: alices.channelURL, completion: $0) }.get()
        try harness.run { bobs.enter(completion: $0) }.get()
        #expect(bobs.participantCount == 2)
        harness.expectSent("hello lobby", in: bobs)
        let carols = try harness.run { carol.getOpenChannel(url: alices.channelURL, completion: $0) }.get()
        harness.expectSendRefused("let me talk", in: carols, with: .nonAuthorized)
        try harness.run { bobs.exit(completion: $0) }.get()
        harness.settle()
        #expect(alicesEvents.events == ["entered bob", "received hello lobby", "exited bob"])
        #expect(alices.participantCount == 1)
        #expect(bobs.participantCount == 1)
        #expect(harness.server.participants[alices.channelURL] == ["alice"])
    }

    @Test func creatingAnOpenChannelNeedsANameAndAValidCover() throws {
        harness.expectRefusal(.invalidParameter, mentioning: "name") { alice.createOpenChannel(params: OpenChannelCreateParams(name: "  "), completion: $0) }
        var params = OpenChannelCreateParams(name: "Lobby")
        params.coverURL = "lobby.png"
        harness.expectRefusal(.invalidParameter, mentioning: "cover URL") { alice.createOpenChannel(params: params, completion: $0) }
        params.coverURL = nil
        params.operatorUserIds = ["zed"]
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") { alice.createOpenChannel(params: params, completion: $0) }
    }

    @Test func aUserBannedFromAnOpenChannelCannotEnter() throws {
        var params = OpenChannelCreateParams(name: "Lobby")
        params.operatorUserIds = ["alice"]
        let alices = try harness.run { alice.createOpenChannel(params: params, completion: $0) }.get()
        let bobs = try harness.run { bob.getOpenChannel(url: alices.channelURL, completion: $0) }.get()
        try harness.run { bobs.enter(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized) { bobs.banUser(userId: "alice", completion: $0) }
        try harness.run { alices.banUser(userId: "bob", seconds: 60, completion: $0) }.get()
        #expect(harness.server.participants[alices.channelURL] == [])
        harness.expectRefusal(.bannedFromChannel, mentioning: "bob") { bobs.enter(completion: $0) }
        #expect(harness.server.participants[alices.channelURL] == [])
        harness.scheduler.advance(by: .seconds(60))
        try harness.run { bobs.enter(completion: $0) }.get()
        #expect(harness.server.participants[alices.channelURL] == ["bob"])
    }

    // MARK: Read and delivery receipts

    @Test func markingAsReadZeroesTheUnreadCountAndTheSenderSeesTheReceipt() throws {
        let (alices, bobs) = try aliceAndBob()
        harness.expectSent("one", in: alices)
        harness.settle()
        let two = harness.expectSent("two", in: alices)
        harness.settle()
        #expect(bobs.unreadMessageCount == 2)
        #expect(alices.unreadMemberCount(of: two) == 1)
        #expect(alices.readMembers(of: two).isEmpty)
        #expect(alices.readWatermark(excluding: "alice") < two.createdAt)

        let alicesEvents = EventRecorder(alice)
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        #expect(bobs.unreadMessageCount == 0)
        harness.settle()
        #expect(alicesEvents.events == ["read status"])
        #expect(alices.unreadMemberCount(of: two) == 0)
        #expect(alices.readMembers(of: two).map(\.userId) == ["bob"])
        #expect(alices.readWatermark(excluding: "alice") >= two.createdAt)
        #expect(harness.server.state[alices.channelURL]?.members["bob"]?.unreadMessageCount == 0)

        try harness.run { bobs.leave(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized) { bobs.markAsRead(completion: $0) }
    }

    @Test func aMessageCountsAsDeliveredToMembersWhoAreConnected() throws {
        let channel = try harness.groupChannel(alice, with: ["bob", "carol"])
        harness.settle()
        harness.disconnect(carol)
        let alicesEvents = EventRecorder(alice)
        let message = harness.expectSent("hi", in: channel)
        harness.settle()
        #expect(alicesEvents.events == ["delivery status"])
        #expect(channel.undeliveredMemberCount(of: message) == 1)
        #expect(channel.unreadMemberCount(of: message) == 2)
        #expect(channel.lastDeliveredTimes["bob"] == message.createdAt)
        // The watermarks agree with the counts: carol holds both back.
        #expect(channel.deliveryWatermark(excluding: "alice") < message.createdAt)
        #expect(channel.readWatermark(excluding: "alice") < message.createdAt)
    }

    // MARK: Typing

    @Test func typingShowsOnTheOtherClientAndExpiresAfterSilence() throws {
        let (alices, bobs) = try aliceAndBob()
        let bobsEvents = EventRecorder(bob)
        let expiry = harness.server.configuration.typingExpiry
        #expect(expiry == .seconds(5))
        try harness.run { alices.startTyping(completion: $0) }.get()
        harness.scheduler.runDue()
        #expect(bobsEvents.events == ["typing [\"alice\"]"])
        #expect(bobs.typingUsers.map(\.userId) == ["alice"])
        #expect(bobs.isTyping)
        #expect(alices.typingUsers.isEmpty)

        harness.scheduler.advance(by: .seconds(3))
        try harness.run { alices.startTyping(completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(4))
        #expect(bobsEvents.events == ["typing [\"alice\"]"], "typing again within the expiry announces nothing new")
        #expect(bobs.isTyping)
        harness.scheduler.advance(by: .seconds(1))
        #expect(bobsEvents.events == ["typing [\"alice\"]", "typing []"])
        #expect(!bobs.isTyping)
    }

    @Test func endingTypingClearsTheIndicatorAtOnce() throws {
        let (alices, bobs) = try aliceAndBob()
        try harness.run { alices.startTyping(completion: $0) }.get()
        try harness.run { bobs.startTyping(completion: $0) }.get()
        harness.scheduler.runDue()
        #expect(alices.typingUsers.map(\.userId) == ["bob"])
        #expect(bobs.typingUsers.map(\.userId) == ["alice"])
        let bobsEvents = EventRecorder(bob)
        try harness.run { alices.endTyping(completion: $0) }.get()
        harness.scheduler.runDue()
        #expect(bobsEvents.events == ["typing []"])
        #expect(!bobs.isTyping)
        #expect(harness.server.typingUserIds(in: alices.channelURL) == ["bob"])
    }
}
