extension ModuleSet {
    /// The module the invite screen builds from.
    public static var inviteUserModule: InviteUserModule.Type = InviteUserModule.self
}
