extension ViewModelSet {
    /// The view model the reactions screen creates.
    public static var reactionsViewModel: ReactionsViewModel.Type = ReactionsViewModel.self
}
