extension ModuleSet {
    /// The module a group channel's user lists (members, operators, muted, banned) build from.
    public static var groupUserListModule: GroupUserListModule.Type = GroupUserListModule.self
}
