import Testing
import BanterTerminal
@testable import BanterUIKitCore

/// The name filter of the user lists, key by key.
@Suite("Typing into a user list's filter")
struct UserFilterEditingTests {
    @Test func lettersAppendBackspaceDropsAndEscClears() {
        #expect(UserFilterEditing.apply(KeyEvent(.character("é")), to: "L") == "Lé")
        #expect(UserFilterEditing.apply(KeyEvent(.character("A"), modifiers: .shift), to: "") == "A")
        #expect(UserFilterEditing.apply(KeyEvent(.backspace), to: "Lé") == "L")
        #expect(UserFilterEditing.apply(KeyEvent(.escape), to: "Lé") == "")
    }

    @Test func keysThatAreNotTheFiltersPassOn() {
        #expect(UserFilterEditing.apply(KeyEvent(.character("?")), to: "L") == nil, "? shows the key help")
        #expect(UserFilterEditing.apply(KeyEvent(.backspace), to: "") == nil)
        #expect(UserFilterEditing.apply(KeyEvent(.escape), to: "") == nil, "Esc on an empty filter goes back")
        #expect(UserFilterEditing.apply(KeyEvent(.character("a"), modifiers: .control), to: "") == nil)
        #expect(UserFilterEditing.apply(KeyEvent(.down), to: "L") == nil)
    }

    @Test func spaceTypesAfterSomeTextAndIsTakenWithoutEffectBefore() {
        #expect(UserFilterEditing.apply(KeyEvent(.character(" ")), to: "Luca") == "Luca ")
        #expect(UserFilterEditing.apply(KeyEvent(.character(" ")), to: "") == "", "no filter starts with a space; Enter picks")
        #expect(UserFilterEditing.isFilterCharacter(" "))
    }

    @Test func aPasteTypesItsFirstLineTrimmed() {
        #expect(UserFilterEditing.typed(fromPaste: "  Léa Du\nbois") == "Léa Du")
        #expect(UserFilterEditing.typed(fromPaste: "\u{7}田中?") == "田中")
        #expect(UserFilterEditing.typed(fromPaste: "   \n") == "")
    }
}
