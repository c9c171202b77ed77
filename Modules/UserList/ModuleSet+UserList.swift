extension ModuleSet {
    /// The module a group channel's user lists (members, operators, muted, banned) build from.
    public static var groupUserListModule: UserListModule.Type = UserListModule.self
    /// The module an open channel's user lists (participants, operators, muted, banned) build
    /// from; the same class as the group's unless you assign another.
    public static var openUserListModule: UserListModule.Type = UserListModule.self
}
