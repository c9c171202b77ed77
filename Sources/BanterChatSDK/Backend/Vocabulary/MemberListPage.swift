/// One page of a channel's members, in the member list's order, with the cursor after it.
package struct MemberListPage {
    package var members: [ChannelPayload.MemberSummary]
    package var next: MemberListCursor?
    package var hasNext: Bool

    package init(members: [ChannelPayload.MemberSummary], next: MemberListCursor? = nil, hasNext: Bool) {
        self.members = members
        self.next = next
        self.hasNext = hasNext
    }
}
