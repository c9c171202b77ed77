extension ModuleSet {
    /// The module an open channel's user lists (participants, operators, muted, banned) build from.
    public static var openUserListModule: OpenUserListModule.Type = OpenUserListModule.self
}
