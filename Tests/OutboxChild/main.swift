import BanterChatSDK
import BanterScheduling
import Foundation

// A child process for the outbox's crash test (`OutboxCrashTests`): a persistent embedded
// service and alice's client with an outbox, in one process the test kills with SIGKILL.
//
//   banter-outbox-child send STORE CACHE COUNT   sends COUNT messages to a new channel on a
//       service that stores each send but loses its acknowledgement, prints "queued URL"
//       once every send is in the outbox, and waits to be killed;
//   banter-outbox-child resume STORE CACHE URL   starts again on the same store and outbox
//       with no faults, waits until the outbox is empty, and prints one line per message
//       stored in URL: "requestId<TAB>text", then "done".

let arguments = CommandLine.arguments
guard arguments.count == 5, ["send", "resume"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: banter-outbox-child send|resume STORE CACHE COUNT|URL\n".utf8))
    exit(2)
}

@MainActor
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@MainActor
func fail(_ why: String) -> Never {
    FileHandle.standardError.write(Data("banter-outbox-child: \(why)\n".utf8))
    exit(1)
}

@MainActor
func run() async {
    let (mode, store, cache) = (arguments[1], arguments[2], arguments[3])
    var configuration = ServerConfiguration()
    configuration.latency = .milliseconds(5)
    configuration.eventLatency = .milliseconds(5)
    configuration.jitter = 0
    configuration.messagesPerSecond = nil
    configuration.ackTimeout = .seconds(2)
    if mode == "send" {
        // Every send is stored but its acknowledgement lost: the first waits, so the others
        // wait behind it, when the process is killed.
        configuration.failureRates[.sendMessage] = 1
        configuration.lostAcknowledgementShare = 1
    }
    let server: ChatServer
    do { server = try ChatServer(scheduler: DispatchScheduler(), configuration: configuration, storeDirectory: store) } catch {
        fail("cannot open the store: \(error)")
    }
    let params = InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: URL(fileURLWithPath: cache)))
    let alice = ChatClient(server: server, params: params)
    do {
        if mode == "send" {
            let bob = ChatClient(server: server)
            try await bob.connect(userId: "bob")
            try await alice.connect(userId: "alice")
            let channel = try await alice.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob"], name: "Crash"))
            let count = Int(arguments[4]) ?? 0
            for number in 1...max(1, count) {
                channel.sendUserMessage(params: UserMessageCreateParams(message: "message \(number)")) { _, _ in }
            }
            say("queued \(channel.channelURL)")
        } else {
            try await alice.connect(userId: "alice")
            let url = arguments[4]
            while alice.pendingRequestCount > 0 { try await Task.sleep(for: .milliseconds(20)) }
            let channel = try await alice.getGroupChannel(url: url)
            var params = MessageListParams()
            params.previousResultSize = 1000
            let messages = try await channel.getMessagesByTimestamp(.max, params: params)
            for message in messages { say("\(message.requestId)\t\(message.message)") }
            say("done")
            exit(0)
        }
    } catch {
        fail("\(error)")
    }
}

// Never left running: a resume that cannot finish says so rather than hang the test.
DispatchQueue.main.asyncAfter(deadline: .now() + 120) { MainActor.assumeIsolated { () -> Void in fail("timed out") } }
Task { @MainActor in await run() }
dispatchMain()
