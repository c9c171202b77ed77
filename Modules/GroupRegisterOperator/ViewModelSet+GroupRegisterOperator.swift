extension ViewModelSet {
    /// The view model the screen that makes a group channel's members operators creates.
    public static var groupChannelRegisterOperatorViewModel: GroupRegisterOperatorViewModel.Type = GroupRegisterOperatorViewModel.self
}
