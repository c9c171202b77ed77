/// Every case, in the order they run. Each layer's issue adds its cases here.
enum BenchmarkSuite {
    static var all: [BenchmarkCase] {
        CanvasCases.all + TextCases.all + TerminalCases.all + ViewCases.all + LayoutCases.all
            + ChatSDKCases.all + AppCases.all + ChatScreenCases.all + SelectUserCases.all + UserListCases.all + ThreadCases.all + SearchCases.all + OpenChannelCases.all + MentionCases.all + ReactionCases.all
            + MatrixCases.all + MatrixLargeAccountCases.all + CacheCases.all
    }
}
