/// One page of a channel's members, in the member list's order, with the cursor after it.
struct MemberListPage {
    var members: [ChannelPayload.MemberSummary]
    var next: MemberListCursor?
    var hasNext: Bool
}
