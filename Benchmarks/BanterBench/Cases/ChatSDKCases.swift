import BanterChatSDK
import BanterScheduling

/// Cases for the mock chat service: sending, paging, search, persistence and memory.
enum ChatSDKCases {
    static let all = [sendToAcknowledged]

    /// 100,000 messages sent by one client with zero latency, from the call to the last
    /// acknowledgement: the whole request pipeline (pending message, scheduling, validation,
    /// commit, reply, settling) per message.
    static let sendToAcknowledged = BenchmarkCase("sdk.send.100k", unit: .milliseconds, target: 1_000) {
        BenchmarkWorkload {
            MainActor.assumeIsolated {
                let fixture = ChatFixture()
                var acknowledged = 0
                let params = UserMessageCreateParams(message: "A message of an ordinary length, about as long as people write.")
                for _ in 0..<100_000 {
                    fixture.channel.sendUserMessage(params: params) { message, _ in
                        if message.sendingStatus == .succeeded { acknowledged += 1 }
                    }
                }
                fixture.scheduler.runDue()
                precondition(acknowledged == 100_000, "only \(acknowledged) acknowledged")
                return acknowledged
            }
        }
    }
}

/// A zero-latency service with two users and a channel between them, the sender connected.
@MainActor
private final class ChatFixture {
    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    var channel: GroupChannel!

    init() {
        server = ChatServer(scheduler: scheduler, configuration: .immediate)
        client = ChatClient(server: server)
        client.connect(userId: "sender") { _ in }
        let other = ChatClient(server: server)
        other.connect(userId: "receiver") { _ in }
        scheduler.runDue()
        client.createGroupChannel(params: GroupChannelCreateParams(userIds: ["receiver"])) { [self] result in
            channel = try? result.get()
        }
        scheduler.runDue()
        other.disconnect()
        scheduler.runDue()
    }
}
