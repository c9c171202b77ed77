extension ViewModelSet {
    /// The view model the screen that makes a group channel's members operators creates.
    public static var groupChannelRegisterOperatorViewModel: RegisterOperatorViewModel.Type = RegisterOperatorViewModel.self
    /// The view model the screen that makes an open channel's participants operators
    /// creates; the same class as the group's unless you assign another.
    public static var openChannelRegisterOperatorViewModel: RegisterOperatorViewModel.Type = RegisterOperatorViewModel.self
}
