import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Text fields and text views adopt `UITextInputTraits` with UIKit's defaults in code, and take
/// a document's `<textInputTraits>` at run time, Interface Builder's capitalization default
/// (None) included.
@MainActor
@Suite("Text fields and text views take their keyboard traits from code defaults and documents")
struct TextInputTraitsTests {
  @Test("Code-made inputs start with UIKit's defaults: sentence capitals, the default keyboard and return key")
  func codeDefaults() {
    let inputs: [any UITextInputTraits] = [UITextField(frame: .zero), UITextView(frame: .zero)]
    for input in inputs {
      #expect(input.autocapitalizationType == .sentences)
      #expect(input.keyboardType == .default)
      #expect(input.returnKeyType == .default)
      #expect(!input.isSecureTextEntry)
      #expect(!input.enablesReturnKeyAutomatically)
    }
  }

  @Test("A storyboard's fields take the document's traits; capitalization absent means None")
  func storyboardTraits() throws {
    let xml = StoryboardXML.document(
      initial: "form",
      scenes: [
        """
        <viewController id="form" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Password" id="password">
                        <rect key="frame" x="20" y="100" width="374" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" keyboardType="alphabet" returnKeyType="done" enablesReturnKeyAutomatically="YES" secureTextEntry="YES"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" id="email">
                        <rect key="frame" x="20" y="150" width="374" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                    </textField>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" id="notes">
                        <rect key="frame" x="20" y="200" width="374" height="128"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                    </textView>
                </subviews>
            </view>
        </viewController>
        """
      ])
    let document = try IBDocument(xmlString: xml, fileName: "Form.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    let views = controller.view.subviews
    let password = try #require(views[0] as? UITextField)
    #expect(password.keyboardType == .asciiCapable)
    #expect(password.returnKeyType == .done)
    #expect(password.enablesReturnKeyAutomatically)
    #expect(password.isSecureTextEntry)
    #expect(password.autocapitalizationType == .none)
    let email = try #require(views[1] as? UITextField)
    #expect(email.keyboardType == .emailAddress)
    #expect(email.autocapitalizationType == .none)
    let notes = try #require(views[2] as? UITextView)
    #expect(notes.autocapitalizationType == .sentences)
  }
}
