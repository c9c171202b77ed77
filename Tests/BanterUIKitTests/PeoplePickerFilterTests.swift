import BanterTesting
import BanterUIKit
import Testing

// Outside the kit's module, as an app's code is.

/// A picker that lists only `listed` while nothing is typed, as the sample app keeps a live
/// room's crowd out; a filter searches everyone.
@MainActor
private final class ListedOnlyViewModel: CreateChannelViewModel {
    static var listed: [String] = []
    static var madeQueries = 0

    override func createDefaultUserListQuery(client: ChatClient) -> UserListQuery {
        Self.madeQueries += 1
        guard nicknameFilter.isEmpty else { return super.createDefaultUserListQuery(client: client) }
        let query = client.createApplicationUserListQuery(userIds: Self.listed)
        query.limit = pageSize
        return query
    }
}

/// The people pickers' filter, typed as a user types it: Space types (so "Luca R" narrows to
/// Luca Rossi), Enter picks, and the filter finds the start of any word of a name and of a
/// user id.
@Suite("The people pickers' filter", .serialized)
@MainActor
struct PeoplePickerFilterTests {
    private func world() throws -> (ChannelListWorld, CreateChannelViewController) {
        let world = try ChannelListWorld(seeded: false)
        for (id, nickname) in [("luca.rossi", "Luca Rossi"), ("luca.ruiz", "Luca Ruiz"), ("lucia", "Lucia Rossi"),
                               ("mj", "Mary-Jane O'Neil"), ("crowd1", "Kai Crowd"), ("crowd2", "Kim Crowd")] {
            try world.server.createUser(id: id, nickname: nickname)
        }
        let (navigation, _) = world.showList()
        let create = CreateChannelViewController()
        world.push(create, on: navigation)
        return (world, create)
    }

    private func shown(_ create: CreateChannelViewController) -> [String] { create.userList.map(\.userId).sorted() }

    @Test func spaceTypesIntoTheFilterAndEnterPicks() throws {
        let (world, create) = try world()
        world.screen.type("Luca R")
        world.settle()
        #expect(create.listComponent?.filterText == "Luca R")
        #expect(create.selectedUserList.isEmpty, "Space typed, it did not pick")
        #expect(shown(create) == ["luca.rossi", "luca.ruiz"])
        world.screen.type("o")
        world.settle()
        #expect(shown(create) == ["luca.rossi"])
        world.screen.press(.enter)
        #expect(create.selectedUserList.map(\.userId) == ["luca.rossi"])
        world.screen.press(.enter)
        #expect(create.selectedUserList.isEmpty)
    }

    @Test func theFilterFindsTheStartOfAnyWordOfTheNameAndOfTheUserId() throws {
        let (world, create) = try world()
        world.screen.type("ross")
        world.settle()
        #expect(shown(create) == ["lucia", "luca.rossi"].sorted())
        world.screen.press(.escape)
        world.screen.type("neil")
        world.settle()
        #expect(shown(create) == ["mj"])
        world.screen.press(.escape)
        world.screen.type("luca.")
        world.settle()
        #expect(shown(create) == ["luca.rossi", "luca.ruiz"])
        world.screen.press(.escape)
        world.screen.type("ossi")
        world.settle()
        #expect(shown(create).isEmpty, "the middle of a word finds no one")
    }

    @Test func anOverriddenDefaultQueryListsOnlySomeUntilAFilterSearchesEveryone() throws {
        let saved = ViewModelSet.createGroupChannelViewModel
        defer { ViewModelSet.createGroupChannelViewModel = saved }
        ViewModelSet.createGroupChannelViewModel = ListedOnlyViewModel.self
        ListedOnlyViewModel.listed = ["luca.rossi", "mj", "me"]
        ListedOnlyViewModel.madeQueries = 0
        let (world, create) = try world()
        world.settle()
        #expect(ListedOnlyViewModel.madeQueries >= 1)
        #expect(shown(create) == ["luca.rossi", "mj"])
        world.screen.type("crowd")
        world.settle()
        #expect(shown(create) == ["crowd1", "crowd2"])
        world.screen.press(.escape)
        world.settle()
        #expect(shown(create) == ["luca.rossi", "mj"])
    }
}
