import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("A search text field keeps its tokens before the text and rejects bad token indexes as UIKit does")
struct SearchTextFieldTokenTests {
  @Test func insertingAndRemoving() {
    let field = UISearchBar(frame: .zero).searchTextField
    let parks = UISearchToken(icon: nil, text: "Parks")
    parks.representedObject = 7
    field.insertToken(parks, at: 0)
    field.insertToken(UISearchToken(icon: nil, text: "Lakes"), at: 0)
    field.insertToken(UISearchToken(icon: nil, text: "Trails"), at: 2)
    #expect(field.tokens.map(\.text) == ["Lakes", "Parks", "Trails"])
    #expect(field.tokens[1].representedObject as? Int == 7)
    field.removeToken(at: 0)
    #expect(field.tokens.map(\.text) == ["Parks", "Trails"])
    field.tokens = []
    #expect(field.tokens.isEmpty)
    #expect(field.allowsDeletingTokens && field.allowsCopyingTokens)
    #expect(field.tokenBackgroundColor == nil)
  }

  @Test func outOfRangeIndexesThrowTheRangeException() {
    let field = UISearchTextField(frame: .zero)
    #expect(throws: UISearchTextFieldError.tokenIndexOutOfRange("*** -[__NSArrayM insertObject:atIndex:]: index 1 beyond bounds for empty array")) {
      try field.validatedInsertToken(UISearchToken(icon: nil, text: "A"), at: 1)
    }
    try? field.validatedInsertToken(UISearchToken(icon: nil, text: "A"), at: 0)
    #expect(throws: UISearchTextFieldError.tokenIndexOutOfRange("*** -[__NSArrayM removeObjectAtIndex:]: index 3 beyond bounds [0 .. 0]")) {
      try field.validatedRemoveToken(at: 3)
    }
    #expect(UISearchTextFieldError.tokenIndexOutOfRange("").exceptionName == "NSRangeException")
    let (_, messages) = AdaptiveKitLog.shared.capture { field.removeToken(at: -1) }
    #expect(messages.contains { $0.text.contains("removeObjectAtIndex:]: index -1") })
    #expect(field.tokens.count == 1)
  }

  @Test func deleteKeyRemovesTheLastTokenWhenAllowed() {
    let bar = UISearchBar(frame: .zero)
    let field = bar.searchTextField
    field.tokens = [UISearchToken(icon: nil, text: "A"), UISearchToken(icon: nil, text: "B")]
    bar._typeAsUser("x")
    field.deleteBackward()
    #expect(field.text == "")
    field.deleteBackward()
    #expect(field.tokens.map(\.text) == ["A"])
    field.allowsDeletingTokens = false
    #expect(!field.hasText)
    field.deleteBackward()
    #expect(field.tokens.map(\.text) == ["A"])
  }
}
