import AdaptiveKit
import TestSupport
import Testing

@MainActor
final class RepositionDelegate: UIPopoverPresentationControllerDelegate {
  var repositions = 0
  var prepared = 0

  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }

  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
  ) {
    repositions += 1
  }
}

@MainActor
@Suite("A popover shown while an iPad rotates follows its source")
struct PopoverRepositionTests {
  @Test("Size-only rotation: the delegate hears of the move, the frame is re-placed, no trait callbacks")
  func iPadRotation() throws {
    let log = CallbackLog()
    let root = RecorderViewController(name: "Root", log: log)
    let simulator = try hosted(root, on: "iPad Air 2")
    let source = UIView(frame: CGRect(x: 600, y: 100, width: 80, height: 40))
    root.view.addSubview(source)
    let content = RecorderViewController(name: "Content", log: log)
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.modalPresentationStyle = .popover
    let delegate = RepositionDelegate()
    content.popoverPresentationController?.sourceView = source
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: true)
    #expect(delegate.prepared == 1)
    #expect(content.view.frame == CGRect(x: 458, y: 153, width: 300, height: 200))
    log.clear()
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(delegate.repositions == 1)
    #expect(content.view.frame == CGRect(x: 490, y: 153, width: 300, height: 200))
    let entries = log.entries.filter { !$0.contains("Layout") }
    #expect(entries == ["Root.viewWillTransition(to: 1024x768)", "Content.viewWillTransition(to: 300x200)"])
  }
}
