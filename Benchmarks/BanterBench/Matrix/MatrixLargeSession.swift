import BanterChatSDK
import BanterMatrix
import Foundation

/// A client signed in afresh as the large account with its channel list screen open, for
/// `MatrixLargeAccountCases`. Main actor only.
@MainActor
final class MatrixLargeSession {
    let client: ChatClient
    let screen: MatrixChannelScreen

    private init(client: ChatClient, screen: MatrixChannelScreen) {
        self.client = client
        self.screen = screen
    }

    /// Signs in and opens the channel list; returns once its frame shows `newest` (the most
    /// recent room's name), or at once without one.
    static func start(showing newest: String?) -> MatrixLargeSession {
        guard let url = MatrixBench.url else { MatrixBench.fail("BANTER_MATRIX_URL is not set") }
        let client = ChatClient(homeserver: url)
        let user = MatrixLargeAccountCases.user
        _ = MatrixBench.result("signing in as \(user.name)") { done in client.connect(userId: user.name, credential: .password(user.password), completion: done) }
        let screen = MatrixChannelScreen.channelList(client: client)
        if let newest, case .failed(let words) = screen.wait(toShow: newest) { MatrixBench.fail("the channel list says \(words)") }
        return MatrixLargeSession(client: client, screen: screen)
    }

    /// Loads every group channel through the list query (which waits for the background
    /// fill); answers how many. A page that waited longer than the SDK's ack timeout (a
    /// homeserver whose initial sync takes over 25 s) is asked again.
    func loadWholeList() -> Int {
        var params = GroupChannelListQueryParams()
        params.limit = 100
        let query = client.createMyGroupChannelListQuery(params: params)
        var channels = 0
        while query.hasNext {
            var outcome: Result<[GroupChannel], ChatError>?
            query.loadNextPage { outcome = $0 }
            MatrixBench.wait(until: "a page of the channel list answers", within: .seconds(120)) { outcome != nil }
            switch outcome! {
            case .success(let page): channels += page.count
            case .failure(let error) where error.code == .ackTimeout: Console.error("banter-bench: matrix: a list page waited past the ack timeout; asking again")
            case .failure(let error): MatrixBench.fail("loading the channel list failed: \(error)")
            }
        }
        return channels
    }
}
