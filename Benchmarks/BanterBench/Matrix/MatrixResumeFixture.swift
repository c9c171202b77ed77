import BanterChatSDK
import BanterMatrix
import Foundation

/// User A with at least `roomCount` rooms (created once per homeserver, as needed), a cache
/// of them filled by a first run, and a room that gets a fresh message before each start,
/// so "fresh data" is something the start must fetch. Made once per process (`shared`).
///
/// Each start is a new client, signed in with an access token (whoami, not a password
/// hash), to the group channel list's frame that shows the fresh message.
@MainActor
final class MatrixResumeFixture {
    static let shared = MatrixResumeFixture()
    static let roomCount = 200
    /// The filter of the SDK's long poll, which a resumed start's `/sync` uses.
    static let pollFilter = #"{"room":{"timeline":{"limit":100}}}"#

    let homeserver: URL
    let userName: String
    let token: String
    let freshRoomId: String
    let cachingParams: InitParams
    private var client: ChatClient?
    private var screen: MatrixChannelScreen?
    private var posted = 0
    /// The text of the last message posted, which the next start's frame must show.
    private(set) var fresh = ""

    private init() {
        guard let url = MatrixBench.url else { MatrixBench.fail("BANTER_MATRIX_URL is not set") }
        homeserver = url
        let user = MatrixBench.users[0]
        userName = user.name
        let login = MatrixHistorySeed.call("POST", url, ["login"], body: [
            "type": "m.login.password", "identifier": ["type": "m.id.user", "user": user.name], "password": user.password,
        ])
        guard let token = login["access_token"] as? String else { MatrixBench.fail("logging in answered \(login)") }
        self.token = token
        var joined = MatrixHistorySeed.call("GET", url, ["joined_rooms"], token: token)["joined_rooms"] as? [String] ?? []
        if joined.count < Self.roomCount {
            Console.error("banter-bench: creating \(Self.roomCount - joined.count) rooms for \(user.name), once for this homeserver…")
        }
        while joined.count < Self.roomCount {
            let created = MatrixHistorySeed.call("POST", url, ["createRoom"], token: token,
                                                 body: ["name": "Resume bench \(joined.count)", "preset": "private_chat"])
            guard let roomId = created["room_id"] as? String else { MatrixBench.fail("creating a room answered \(created)") }
            joined.append(roomId)
        }
        freshRoomId = joined[0]
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-bench-resume-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        cachingParams = InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
        // The first run: every channel listed, so the cache holds the account.
        let first = signedIn(cachingParams)
        let query = first.createMyGroupChannelListQuery()
        var listed = 0
        while query.hasNext {
            listed += MatrixBench.result("listing the channels") { done in query.loadNextPage(completion: done) }.count
        }
        Console.error("banter-bench: matrix.start: \(user.name) has \(listed) group channels")
        first.disconnect()
        first.closeLocalCache()
    }

    private func signedIn(_ params: InitParams) -> ChatClient {
        let client = ChatClient(homeserver: homeserver, params: params)
        _ = MatrixBench.result("signing in") { done in client.connect(userId: userName, credential: .accessToken(token), completion: done) }
        return client
    }

    /// Untimed: ends the last start (its cache written and let go) and posts a fresh message
    /// from another device of A.
    func prepareStart() {
        screen = nil
        client?.disconnect()
        client?.closeLocalCache()
        client = nil
        posted += 1
        fresh = "fresh \(MatrixBench.runId) \(posted)"
        _ = MatrixHistorySeed.call("PUT", homeserver, ["rooms", freshRoomId, "send", "m.room.message", "resume-\(MatrixBench.runId)-\(posted)"],
                                   token: token, body: ["msgtype": "m.text", "body": fresh])
    }

    /// Timed: a new client with `params` connecting, to the channel list's frame with the fresh message.
    func start(_ params: InitParams) -> Int {
        let client = ChatClient(homeserver: homeserver, params: params)
        self.client = client
        client.connect(userId: userName, credential: .accessToken(token)) { result in
            if case .failure(let error) = result { MatrixBench.fail("connecting failed: \(error)") }
        }
        let screen = MatrixChannelScreen.channelList(client: client)
        self.screen = screen
        guard case .shown = screen.wait(toShow: fresh) else { MatrixBench.fail("the channel list did not show \(fresh)") }
        return 1
    }

    /// Untimed: where `/sync` stands now, then a fresh message after it.
    func prepareRawSync() -> String {
        let answer = MatrixHistorySeed.call("GET", homeserver, ["sync"], token: token, query: ["timeout": "0", "filter": Self.pollFilter])
        guard let since = answer["next_batch"] as? String else { MatrixBench.fail("/sync answered no next_batch") }
        prepareStart()
        return since
    }

    /// Timed: the `/sync` from `since` a resumed start makes, decoded by JSONSerialization.
    func rawSync(since: String) -> Int {
        let answer = MatrixHistorySeed.call("GET", homeserver, ["sync"], token: token,
                                            query: ["since": since, "timeout": "0", "filter": Self.pollFilter])
        return answer.count
    }
}
