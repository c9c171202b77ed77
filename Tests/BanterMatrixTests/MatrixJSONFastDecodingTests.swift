import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Event contents kept in the account snapshot decode through `StoreJSONDecoder` (which
/// tells `MatrixJSON` what kind of value comes next) to what JSONDecoder gives.
@Suite("MatrixJSON through the store's decoder")
struct MatrixJSONFastDecodingTests {
    @Test("every kind of value, nested, decodes as JSONDecoder decodes it, without falling back")
    func sameAsJSONDecoder() throws {
        let text = #"{"users":{"@a:x":100,"@b:x":-50.5},"events":[1,true,false,null,"s\"\u00e9",[],{}],"ban":0,"name":"Caf\u00e9 ☕","big":1e3}"#
        let data = Data(text.utf8)
        let reference = try JSONDecoder().decode(MatrixJSON.self, from: data)
        guard case .value(let fast) = StoreJSONDecoder.decode(MatrixJSON.self, from: data) else {
            Issue.record("StoreJSONDecoder left the contents to JSONDecoder")
            return
        }
        #expect(fast == reference)
    }
}
