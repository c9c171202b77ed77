import BanterUIKit

/// The "new channel" picker without the live room's crowd until a filter searches for them
/// (`LiveRoomCrowd`). Main actor only, as its base.
@MainActor
final class CrowdlessCreateChannelViewModel: CreateChannelViewModel {
    override func createDefaultUserListQuery(client: ChatClient) -> UserListQuery {
        LiveRoomCrowd.unfilteredQuery(client: client, filter: nicknameFilter, pageSize: pageSize)
            ?? super.createDefaultUserListQuery(client: client)
    }
}
