import BanterChatSDK
import BanterMatrix
import Foundation

/// One load run, in phases: register the run's users through the dev server's shared-secret
/// registration; connect a `ChatClient` per user (each with an outbox on disk, so sends
/// made while the homeserver is away are resent); create the rooms and wait until every
/// member of each sees every other joined; send on the plan's schedule (typing before a
/// send at most every 4 s per client, a read receipt at most every 3 s per client and
/// room as messages arrive), optionally running the restart command in the middle; wait
/// for every answer and arrival; read each room's order from the homeserver; count.
///
/// Everything runs on the main actor, as the SDK's completions and delegate calls do. The
/// users are new for each run (`load<run id>u<n>`), so no run sees another's rooms.
@MainActor
final class LoadRun {
    private let options: LoadOptions
    private let plan: LoadPlan
    private let runId: String
    private var ledger: LoadLedger
    private var clients: [ChatClient] = []
    private var recorders: [LoadRecorder] = []
    /// Each client's Matrix user id, by client index, once connected.
    private var userIds: [Int: String] = [:]
    private var clientByIndex: [Int: ChatClient] = [:]
    /// Room index by channel URL, once created.
    private var roomOfURL: [String: Int] = [:]
    private var roomURLs: [String?]
    /// Each client's channel objects by URL: the created one, or the invitation's.
    private var channels: [[String: GroupChannel]]
    private var lastTyping: [ContinuousClock.Instant?]
    private var lastRead: [String: ContinuousClock.Instant] = [:]
    private var start = ContinuousClock.now
    private let cacheFolder: URL

    init(options: LoadOptions) {
        self.options = options
        plan = LoadPlan(clients: options.clients, rooms: options.rooms, rate: options.rate, seconds: options.seconds)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        runId = String((0..<6).map { _ in letters.randomElement()! })
        ledger = LoadLedger(members: plan.members)
        roomURLs = Array(repeating: nil, count: options.rooms)
        channels = Array(repeating: [:], count: options.clients)
        lastTyping = Array(repeating: nil, count: options.clients)
        cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-load-\(runId)")
    }

    private func name(_ client: Int) -> String { "load\(runId)u\(client)" }
    private func password(_ client: Int) -> String { "pass-\(name(client))" }
    private func key(_ send: LoadPlan.Send) -> String { "load \(runId) r\(send.room) c\(send.client) n\(send.number)" }

    private func say(_ text: String) {
        // Unbuffered, so progress shows as it happens even through a pipe.
        FileHandle.standardOutput.write(Data("banter-load: \(text)\n".utf8))
    }

    private func fail(_ text: String) -> Int32 {
        FileHandle.standardError.write(Data("banter-load: \(text)\n".utf8))
        return 1
    }

    /// The whole run; answers the exit status.
    func run() async -> Int32 {
        guard let url = options.url else { return fail("no homeserver") }
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let rate = String(format: "%g", options.rate), seconds = String(format: "%g", options.seconds)
        say("\(options.clients) clients in \(options.rooms) rooms, \(rate) messages/s each for \(seconds) s, against \(url.absoluteString) (run \(runId))")

        let began = ContinuousClock.now
        let users = (0..<options.clients).map { "\(name($0)):\(password($0))" }.joined(separator: ",")
        let registered = await ShellCommand.run(
            "\(ShellCommand.quoted(options.devServer)) register-test-users", environment: ["BANTER_MATRIX_USERS": users], quiet: true)
        guard registered == 0 else { return fail("registering the users through \(options.devServer) failed (status \(registered))") }
        say("registered \(options.clients) users in \(Self.seconds(ContinuousClock.now - began))")

        let connecting = ContinuousClock.now
        do {
            try await inBatches(options.clients) { client in try await self.connect(client, to: url) }
        } catch {
            return fail("connecting: \(error)")
        }
        say("connected \(options.clients) clients in \(Self.seconds(ContinuousClock.now - connecting)); \(ProcessMemory.current().summary)")
        defer { for client in clients { client.disconnect() } }

        let creating = ContinuousClock.now
        do {
            // A few at a time: every invitation and join wakes each member's /sync.
            try await inBatches(options.rooms, size: 5) { room in try await self.createRoom(room) }
            try await settleRooms()
        } catch {
            return fail("creating the rooms: \(error); \(roomsNotReady())")
        }
        say("created \(options.rooms) rooms (\(plan.members.map(\.count).reduce(0, +)) memberships) in \(Self.seconds(ContinuousClock.now - creating))")

        let restart = startRestart()
        await send()
        let lastSend = ContinuousClock.now
        say("sent \(ledger.sends.count) messages in \(Self.seconds(lastSend - start)); draining")
        let drained = (try? await waitUntil("every answer and arrival", within: .seconds(options.drainSeconds), report: true) {
            self.ledger.answeredSends == self.ledger.sends.count && self.ledger.firstArrivals == self.ledger.expectedDeliveries
        }) != nil
        let restartStatus = await restart?.value
        say(!drained ? "still missing answers or arrivals after \(Self.seconds(ContinuousClock.now - lastSend))"
                           : "drained in \(Self.seconds(ContinuousClock.now - lastSend))")
        let memory = ProcessMemory.current()

        var serverOrder: [Int: [String]] = [:]
        do {
            for room in 0..<options.rooms {
                guard let roomURL = roomURLs[room] else { continue }
                let reader = try await ServerHistory.signIn(url, user: name(plan.members[room][0]), password: password(plan.members[room][0]))
                serverOrder[room] = try await reader.messageBodies(in: roomURL).filter { $0.hasPrefix("load \(runId) ") }
            }
        } catch {
            return fail("reading the homeserver's order: \(error)")
        }

        let tally = ledger.tally(serverOrder: serverOrder)
        FileHandle.standardOutput.write(Data((Self.report(tally, memory: memory) + "\n").utf8))
        var passed = tally.passed
        if let restartStatus {
            say("the restart command exited with status \(restartStatus)")
            if restartStatus != 0 { passed = false }
        }
        say(passed ? "PASS" : "FAIL")
        return passed ? 0 : 1
    }

    /// The figures as printed: the totals, the counts that must be zero, latency and memory.
    static func report(_ tally: LoadTally, memory: ProcessMemory) -> String {
        func ms(_ duration: Duration) -> String {
            String(format: "%.1f ms", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
        }
        return """
            sent \(tally.sent), acknowledged \(tally.acknowledged), delivered \(tally.delivered)
            \(tally.problems.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
            delivery latency p50 \(ms(tally.latency.p50)), p99 \(ms(tally.latency.p99)), max \(ms(tally.latency.max))
            memory \(memory.summary)
            """
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    // MARK: Phases

    private func connect(_ client: Int, to url: URL) async throws {
        let folder = cacheFolder.appendingPathComponent("\(client)")
        let chat = ChatClient(homeserver: url, params: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
        chat.reconnectionPolicy = ReconnectionPolicy(initialDelay: .milliseconds(500), maximumDelay: .seconds(4))
        clients.append(chat)
        recorders.append(LoadRecorder(run: self, client: client, on: chat))
        let user = try await chat.connect(userId: name(client), credential: .password(password(client)))
        userIds[client] = user.userId
        clientByIndex[client] = chat
    }

    /// Creates the room alone, then invites its members one by one: a `createRoom` with
    /// ten invitations can take a busy homeserver longer than the SDK's 25 s to answer, and
    /// a retried one would leave a second room behind.
    private func createRoom(_ room: Int) async throws {
        let members = plan.members[room]
        let creator = members[0]
        guard let chat = clientByIndex[creator] else { return }
        let channel = try await chat.createGroupChannel(params: GroupChannelCreateParams(name: "Load \(runId) room \(room)"))
        roomOfURL[channel.channelURL] = room
        roomURLs[room] = channel.channelURL
        channels[creator][channel.channelURL] = channel
        for member in members.dropFirst() {
            guard let userId = userIds[member] else { continue }
            // An invitation the homeserver made but answered too late is refused as a
            // second one: the member is invited either way.
            for attempt in 1...3 {
                do {
                    try await channel.invite(userIds: [userId])
                    break
                } catch {
                    // After a timeout, a refusal is the earlier invitation having been made.
                    if attempt > 1 && error.code != .ackTimeout { break }
                    if attempt == 3 || error.code != .ackTimeout { throw error }
                    say("inviting \(name(member)) to room \(room) timed out; trying again")
                }
            }
        }
    }

    func invited(to channel: GroupChannel, client: Int) {
        channels[client][channel.channelURL] = channel
    }

    /// Waits until every member of every room sees itself and every other member joined,
    /// fetching each membership that is not there yet afresh every second: the channel an
    /// invitation hands over is not always the one later changes are applied to.
    private func settleRooms() async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int64(options.setupSeconds * 1000))
        while !roomsNotReady().isEmpty {
            guard ContinuousClock.now < deadline else {
                throw Timeout(description: "timed out after \(Self.seconds(.milliseconds(Int64(options.setupSeconds * 1000)))) waiting for every member of every room to see the others joined")
            }
            try await Task.sleep(for: .seconds(1))
            let unready = plan.members.enumerated().flatMap { room, members in
                members.compactMap { client -> (client: Int, url: String)? in
                    guard let url = roomURLs[room] else { return nil }
                    let channel = channels[client][url]
                    return channel?.myMemberState == .joined && channel?.joinedMemberCount == members.count ? nil : (client, url)
                }
            }
            try await inBatches(unready.count) { index in
                let (client, url) = unready[index]
                if let fresh = try? await self.clientByIndex[client]?.getGroupChannel(url: url) {
                    self.channels[client][url] = fresh
                }
            }
        }
    }

    /// What keeps the rooms from being ready, by membership: unheard, not joined, or not
    /// seeing every other member joined yet.
    private func roomsNotReady() -> String {
        var (unheard, unjoined, counting) = (0, 0, 0)
        for (room, members) in plan.members.enumerated() {
            guard let url = roomURLs[room] else {
                unheard += members.count
                continue
            }
            for client in members {
                guard let channel = channels[client][url] else {
                    unheard += 1
                    continue
                }
                if channel.myMemberState != .joined {
                    unjoined += 1
                } else if channel.joinedMemberCount != members.count {
                    counting += 1
                }
            }
        }
        if unheard + unjoined + counting == 0 { return "" }
        return "\(unheard) memberships not heard of, \(unjoined) not joined, \(counting) not seeing every member joined"
    }

    /// Runs the restart command at its time, if one is asked for; answers its status.
    private func startRestart() -> Task<Int32, Never>? {
        guard let at = options.restartAt, let port = options.url?.port else { return nil }
        let devServer = ShellCommand.quoted(options.devServer)
        let command = options.restartCommand ?? "\(devServer) stop && \(devServer) start \(port)"
        return Task { @MainActor in
            try? await Task.sleep(until: start + .milliseconds(Int64(at * 1000)), clock: .continuous)
            let began = ContinuousClock.now
            say("restarting at \(Self.seconds(began - start)): \(command)")
            let status = await ShellCommand.run(command)
            say("the restart command took \(Self.seconds(ContinuousClock.now - began))")
            return status
        }
    }

    private func send() async {
        start = ContinuousClock.now
        var nextReport = start + .seconds(10)
        for planned in plan.sends {
            try? await Task.sleep(until: start + planned.at, clock: .continuous)
            if ContinuousClock.now >= nextReport {
                nextReport += .seconds(10)
                progress()
            }
            guard let url = roomURLs[planned.room], let channel = channels[planned.client][url] else { continue }
            let now = ContinuousClock.now
            if lastTyping[planned.client].map({ now - $0 >= .seconds(4) }) ?? true {
                lastTyping[planned.client] = now
                channel.startTyping(completion: nil)
            }
            let key = key(planned)
            ledger.recordSend(key: key, room: planned.room, sender: planned.client, at: now - start)
            channel.sendUserMessage(params: UserMessageCreateParams(message: key)) { [weak self] _, error in
                self?.ledger.recordAnswer(key: key, succeeded: error == nil)
            }
        }
    }

    func arrived(_ message: BaseMessage, in channel: BaseChannel, at client: Int) {
        guard message.message.hasPrefix("load \(runId) ") else { return }
        let now = ContinuousClock.now
        ledger.recordArrival(key: message.message, client: client, room: roomOfURL[channel.channelURL] ?? -1, at: now - start)
        let readKey = "\(client) \(channel.channelURL)"
        if lastRead[readKey].map({ now - $0 >= .seconds(3) }) ?? true, let group = channel as? GroupChannel {
            lastRead[readKey] = now
            group.markAsRead(completion: nil)
        }
    }

    private func progress() {
        say("at \(Self.seconds(ContinuousClock.now - start)): sent \(ledger.sends.count), answered \(ledger.answeredSends), arrived \(ledger.firstArrivals) of \(ledger.expectedDeliveries); \(ProcessMemory.current().summary)")
    }

    // MARK: Helpers

    /// Runs `body` for 0..<count, at most `size` at a time.
    private func inBatches(_ count: Int, size: Int = 25, _ body: @escaping @Sendable @MainActor (Int) async throws -> Void) async throws {
        for batch in stride(from: 0, to: count, by: size) {
            let tasks = (batch..<min(count, batch + size)).map { index in Task { @MainActor in try await body(index) } }
            for task in tasks { try await task.value }
        }
    }

    private struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// Polls `condition` every 50 ms for at most `limit`; with `report`, says the progress every 10 s.
    private func waitUntil(_ what: String, within limit: Duration, report: Bool = false, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + limit
        var nextReport = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw Timeout(description: "timed out after \(limit) waiting for \(what)") }
            if report, ContinuousClock.now >= nextReport {
                nextReport += .seconds(10)
                progress()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
