import BanterChatSDK
import Testing

/// Which address of a message gets a link preview.
@Suite("The first link of a message")
struct OGMetaDataTests {
    @Test func theFirstHTTPAddressWithoutTrailingPunctuation() {
        #expect(OGMetaData.firstLink(in: "see (https://www.swift.org/blog). and http://a.example") == "https://www.swift.org/blog")
        #expect(OGMetaData.firstLink(in: "HTTPS://EXAMPLE.COM/x, ok") == "HTTPS://EXAMPLE.COM/x")
    }

    @Test func noAddressNoLink() {
        #expect(OGMetaData.firstLink(in: "no link here: / // at all") == nil)
        #expect(OGMetaData.firstLink(in: "ftp://files.example/x") == nil)
        #expect(OGMetaData.firstLink(in: "https://") == nil)
        #expect(OGMetaData.firstLink(in: "") == nil)
    }
}
