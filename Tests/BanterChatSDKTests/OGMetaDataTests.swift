import BanterChatSDK
import Foundation
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
        #expect(OGMetaData.firstLink(in: "ab") == nil)
    }

    @Test func theSeparatorIsFoundAnywhereEvenAfterWideCharacters() {
        #expect(OGMetaData.firstLink(in: "ミーティング https://example.com/会議") == "https://example.com/会議")
        #expect(OGMetaData.firstLink(in: "::/ https://example.com/end") == "https://example.com/end")
    }

    @Test func equalByValueAndTheSameAfterARoundTrip() throws {
        let data = OGMetaData(title: "Swift.org", url: "https://www.swift.org", desc: nil, siteName: "Swift.org")
        let copy = OGMetaData(title: "Swift.org", url: "https://www.swift.org", desc: nil, siteName: "Swift.org")
        #expect(data == copy && data.hashValue == copy.hashValue)
        #expect(data != OGMetaData(title: "Swift.org", url: "https://www.swift.org", desc: "", siteName: "Swift.org"))
        let encoded = try JSONEncoder().encode(data)
        #expect(String(decoding: encoded, as: UTF8.self).contains("desc") == false)
        #expect(try JSONDecoder().decode(OGMetaData.self, from: encoded) == data)
    }
}
