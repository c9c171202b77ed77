import Foundation
import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// A member's notification setting for one group channel: set by them, seen by their other
/// clients, nobody else's business, and kept by the service across restarts.
@Suite("The push trigger option")
@MainActor
struct PushTriggerOptionTests {
    @Test func settingItReachesTheUsersOtherClientsOnly() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"], name: "Team")
        let alicesPhone = try harness.connect("alice")
        let phonesChannel = try harness.groupChannel(channel.channelURL, of: alicesPhone)
        let bobsChannel = try harness.groupChannel(channel.channelURL, of: bob)
        let phoneEvents = EventRecorder(alicesPhone)
        let bobsEvents = EventRecorder(bob)
        #expect(channel.myPushTriggerOption == .default)

        try harness.run { channel.setMyPushTriggerOption(.off, completion: $0) }.get()
        harness.settle()
        #expect(channel.myPushTriggerOption == .off)
        #expect(phonesChannel.myPushTriggerOption == .off)
        #expect(phoneEvents.events == ["changed Team"])
        #expect(bobsEvents.events.isEmpty)
        #expect(bobsChannel.myPushTriggerOption == .default)

        try harness.run { channel.setMyPushTriggerOption(.mentionOnly, completion: $0) }.get()
        #expect(try harness.run { bobsChannel.getMyPushTriggerOption(completion: $0) }.get() == .default)
        #expect(try harness.run { phonesChannel.getMyPushTriggerOption(completion: $0) }.get() == .mentionOnly)
    }

    @Test func settingTheSameOptionAgainChangesNothing() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        try harness.run { channel.setMyPushTriggerOption(.off, completion: $0) }.get()
        let before = harness.snapshot()
        try harness.run { channel.setMyPushTriggerOption(.off, completion: $0) }.get()
        #expect(harness.snapshot() == before)
    }

    @Test func aNonMemberIsRefusedAndNothingChanges() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let carol = try harness.connect("carol")
        var params = GroupChannelCreateParams(userIds: ["bob"], name: "Open house")
        params.isPublic = true
        let channel = try harness.run { alice.createGroupChannel(params: params, completion: $0) }.get()
        let carols = try harness.groupChannel(channel.channelURL, of: carol)
        harness.expectRefusal(.nonAuthorized) { carols.setMyPushTriggerOption(.off, completion: $0) }
    }

    @Test func itSurvivesARestart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-push-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var url = ""
        do {
            let scheduler = ManualScheduler()
            let server = try ChatServer(scheduler: scheduler, configuration: .immediate, storeDirectory: directory)
            let harness = ChatTestHarness(server: server, scheduler: scheduler)
            let alice = try harness.connect("alice")
            _ = try harness.connect("bob")
            let channel = try harness.groupChannel(alice, with: ["bob"])
            url = channel.channelURL
            try harness.run { channel.setMyPushTriggerOption(.mentionOnly, completion: $0) }.get()
            server.closeStore()
        }
        let scheduler = ManualScheduler()
        let server = try ChatServer(scheduler: scheduler, configuration: .immediate, storeDirectory: directory)
        let harness = ChatTestHarness(server: server, scheduler: scheduler)
        let alice = try harness.connect("alice")
        #expect(try harness.groupChannel(url, of: alice).myPushTriggerOption == .mentionOnly)
    }
}
