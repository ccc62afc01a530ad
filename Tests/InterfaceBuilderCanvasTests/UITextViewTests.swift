import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// UITextView's API defaults, its self-sizing when scrolling is off, and storyboard text views
/// decoded into the class.
@MainActor
@Suite("Text views size themselves to their text only when scrolling is off")
struct UITextViewTests {
  @Test("Defaults: empty text, no font (12-pt system when measured), 8-point top and bottom insets, 5-point line padding")
  func defaults() {
    let textView = UITextView(frame: .zero)
    #expect(textView.text == "")
    #expect(textView.font == nil)
    #expect(textView.textColor == nil)
    #expect(textView.textAlignment == .natural)
    #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    textView.text = nil
    #expect(textView.text == "")
    textView.attributedText = NSAttributedString(string: "Hello")
    #expect(textView.text == "Hello")
  }

  @Test("A scrolling text view has no intrinsic size")
  func scrollingHasNoIntrinsicSize() {
    let textView = UITextView(frame: .zero)
    textView.text = "Some text"
    #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test("Without scrolling: the text's natural width plus 10 points of padding, one line plus 16 points of insets")
  func selfSizingOneLine() {
    let label = UILabel(frame: .zero)
    label.font = UIFont.systemFont(ofSize: 14)
    label.text = "text message"
    let textView = UITextView(frame: .zero)
    textView.font = UIFont.systemFont(ofSize: 14)
    textView.text = "text message"
    textView.isScrollEnabled = false
    let size = textView.intrinsicContentSize
    #expect(abs(size.width - (label.intrinsicContentSize.width + CGFloat(10))) < 0.01)
    #expect(abs(size.height - (label.intrinsicContentSize.height + CGFloat(16))) < 0.01)
  }

  @Test("Without scrolling the height wraps at the current width less the padding; the insets change it")
  func selfSizingWraps() {
    let text = "A long message that cannot fit on one line of a narrow text view"
    let label = UILabel(frame: .zero)
    label.font = UIFont.systemFont(ofSize: 12)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 90
    label.text = text
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    textView.text = text
    textView.isScrollEnabled = false
    #expect(abs(textView.intrinsicContentSize.height - (label.intrinsicContentSize.height + CGFloat(16))) < 0.01)
    #expect(abs(textView.sizeThatFits(CGSize(width: 100, height: 0)).height - textView.intrinsicContentSize.height) < 0.01)
    #expect(textView.sizeThatFits(CGSize(width: 100, height: 0)).width == 100)
    textView.textContainerInset = .zero
    #expect(abs(textView.intrinsicContentSize.height - label.intrinsicContentSize.height) < 0.01)
  }

  @Test("An empty self-sizing text view keeps one line's height for the caret")
  func emptyKeepsOneLine() {
    let textView = UITextView(frame: .zero)
    textView.isScrollEnabled = false
    let font = UIFont.systemFont(ofSize: 12)
    #expect(textView.intrinsicContentSize.width == 10)
    #expect(textView.intrinsicContentSize.height >= font.lineHeight + 16)
  }

  final class Delegate: UITextViewDelegate {
    var changes = 0
    var refuse = false
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      !refuse
    }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
  }

  @Test("Typing asks the delegate, replaces the selection and reports the change; a read-only text view ignores it")
  func typingGoesThroughTheDelegate() {
    let textView = UITextView(frame: .zero)
    let delegate = Delegate()
    textView.delegate = delegate
    textView.text = "Hello"
    textView.selectedRange = NSRange(location: 5, length: 0)
    textView.insertText(" world")
    #expect(textView.text == "Hello world")
    #expect(textView.selectedRange == NSRange(location: 11, length: 0))
    #expect(delegate.changes == 1)
    delegate.refuse = true
    textView.insertText("!")
    #expect(textView.text == "Hello world")
    delegate.refuse = false
    textView.isEditable = false
    textView.insertText("!")
    #expect(textView.text == "Hello world")
    #expect(delegate.changes == 1)
  }

  static func layOut(_ subviews: String, constraints: String) throws -> StoryboardSceneBuilder {
    let text = StoryboardXML.oneScene(
      toolsVersion: "7706", plugIn: "7703", rootSize: (600, 600), subviews: subviews, constraints: constraints)
    let document = try IBDocument(data: Data(text.utf8), fileName: "TextViews.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    return SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
  }

  @Test("A storyboard text view with scrolling off becomes a UITextView as wide as its text, not its stale frame")
  func storyboardSelfSizing() throws {
    let layout = try Self.layOut(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="text message" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
          <rect key="frame" x="51" y="10" width="480" height="39"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textView>
      """,
      constraints: """
        <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="51" id="c-l"/>
        <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-t"/>
        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="tv" secondAttribute="trailing" constant="69" id="c-r"/>
        """)
    let view = try #require(layout.entries.first { $0.source.id == "tv" }).view
    let textView = try #require(view as? UITextView)
    #expect(textView.text == "text message")
    #expect(textView.font?.pointSize == 14)
    #expect(!textView.isEditable && !textView.isScrollEnabled)
    let label = UILabel(frame: .zero)
    label.font = UIFont.systemFont(ofSize: 14)
    label.text = "text message"
    #expect(abs(view.frame.width - (label.intrinsicContentSize.width + CGFloat(10))) < 0.5)
    #expect(abs(view.frame.height - (label.intrinsicContentSize.height + CGFloat(16))) < 0.5)
  }

  @Test("A scrolling storyboard text view keeps the size its constraints give")
  func storyboardScrolling() throws {
    let layout = try Self.layOut(
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
          <rect key="frame" x="20" y="20" width="200" height="100"/>
          <string key="text">Lorem ipsum</string>
      </textView>
      """,
      constraints: """
        <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
        <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-t"/>
        <constraint firstItem="tv" firstAttribute="width" constant="200" id="c-w"/>
        <constraint firstItem="tv" firstAttribute="height" constant="100" id="c-h"/>
        """)
    let view = try #require(layout.entries.first { $0.source.id == "tv" }).view
    let textView = try #require(view as? UITextView)
    #expect(textView.text == "Lorem ipsum")
    #expect(textView.textAlignment == .center)
    #expect(textView.isScrollEnabled && textView.isEditable)
    #expect(view.frame == CGRect(x: 20, y: 20, width: 200, height: 100))
  }
}

/// Runtime attributes reach a text view's properties by UIKit's key names.
@MainActor
@Suite("Text views answer UIKit's keys for runtime attributes")
struct UITextViewKeyValueTests {
  @Test("textContainerInset, editable, scrollEnabled and textContainer.lineFragmentPadding are settable by key")
  func keys() throws {
    let textView = UITextView(frame: .zero)
    try textView.setValidatedValue(UIEdgeInsets.zero, forKeyPath: "textContainerInset")
    try textView.setValidatedValue(false, forKeyPath: "editable")
    try textView.setValidatedValue(false, forKeyPath: "scrollEnabled")
    try textView.setValidatedValue(CGFloat(0), forKeyPath: "textContainer.lineFragmentPadding")
    try textView.setValidatedValue("Hi", forKeyPath: "text")
    #expect(textView.textContainerInset == .zero)
    #expect(!textView.isEditable && !textView.isScrollEnabled)
    #expect(textView.textContainer.lineFragmentPadding == 0)
    #expect(textView.text == "Hi")
    // No insets and no padding: exactly the text's own size.
    let label = UILabel(frame: .zero)
    label.font = UIFont.systemFont(ofSize: 12)
    label.text = "Hi"
    #expect(textView.intrinsicContentSize == label.intrinsicContentSize)
  }
}
