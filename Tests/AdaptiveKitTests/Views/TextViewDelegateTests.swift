import AdaptiveKit
import Foundation
import Testing

/// Records what a text view tells its delegate, refusing what it is told to.
@MainActor
private final class TextViewRecorder: NSObject, UITextViewDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var refusedText: String?

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.append("shouldBegin")
    return allowsBegin
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.append("shouldEnd")
    return allowsEnd
  }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.append("shouldChange \(range.location),\(range.length) '\(text)'")
    return text != refusedText
  }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text ?? "")") }
}

@MainActor
@Suite("UITextView.delegate hears of editing and may refuse it")
struct TextViewDelegateTests {
  @Test("becoming first responder, typing, deleting and resigning ask and tell the delegate in order")
  func editingSequence() {
    let textView = UITextView()
    let recorder = TextViewRecorder()
    textView.delegate = recorder
    #expect(textView.becomeFirstResponder())
    #expect(textView.isFirstResponder)
    textView.insertText("Hi")
    textView.deleteBackward()
    #expect(textView.resignFirstResponder())
    #expect(!textView.isFirstResponder)
    #expect(
      recorder.log == [
        "shouldBegin", "didBegin", "shouldChange 0,0 'Hi'", "didChange Hi", "shouldChange 1,1 ''", "didChange H",
        "shouldEnd", "didEnd",
      ])
    #expect(textView.text == "H")
    #expect(textView.selectedRange == NSRange(location: 1, length: 0))
  }

  @Test("a refused change, beginning or ending leaves the text view as it was")
  func refusals() {
    let textView = UITextView()
    let recorder = TextViewRecorder()
    recorder.allowsBegin = false
    recorder.refusedText = "no"
    textView.delegate = recorder
    #expect(!textView.becomeFirstResponder())
    #expect(!textView.isFirstResponder)
    textView.insertText("no")
    #expect(textView.text == "")
    recorder.allowsBegin = true
    recorder.allowsEnd = false
    #expect(textView.becomeFirstResponder())
    #expect(!textView.resignFirstResponder())
    #expect(textView.isFirstResponder)
  }

  @Test("a non-editable text view does not begin editing; delete at the start changes nothing")
  func notEditable() {
    let textView = UITextView()
    let recorder = TextViewRecorder()
    textView.delegate = recorder
    textView.deleteBackward()
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    #expect(recorder.log.isEmpty)
  }

  @Test("the delegate is held weakly and read back as set")
  func weakDelegate() {
    let textView = UITextView()
    var recorder: TextViewRecorder? = TextViewRecorder()
    textView.delegate = recorder
    #expect(textView.delegate === recorder)
    recorder = nil
    #expect(textView.delegate == nil)
  }
}
