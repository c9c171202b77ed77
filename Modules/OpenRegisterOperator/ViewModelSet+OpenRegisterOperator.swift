extension ViewModelSet {
    /// The view model the screen that makes an open channel's participants operators creates.
    public static var openChannelRegisterOperatorViewModel: OpenRegisterOperatorViewModel.Type = OpenRegisterOperatorViewModel.self
}
