/// One page of message search results, best first, and how many match in all.
package struct SearchResult {
    package var messages: [MessagePayload]
    package var totalCount: Int

    package init(messages: [MessagePayload], totalCount: Int) {
        self.messages = messages
        self.totalCount = totalCount
    }
}
