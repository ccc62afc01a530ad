import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// A popover's `sourceItem` (iOS 16) stands for its source view or its bar button item.
@MainActor
@Suite("A popover points at its source item, a view or a bar button item")
struct PopoverSourceItemTests {
  @Test("A view as source item is the source view; a bar button item replaces it")
  func sourceItemSetsAnchor() throws {
    let root = UIViewController()
    _ = try hosted(root, on: "iPad Air 2")
    let source = UIView(frame: CGRect(x: 600, y: 100, width: 80, height: 40))
    root.view.addSubview(source)
    let content = UIViewController()
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.modalPresentationStyle = .popover
    let popover = try #require(content.popoverPresentationController)
    popover.sourceItem = source
    #expect(popover.sourceView === source)
    #expect(popover.sourceItem === source)
    root.present(content, animated: false)
    // The same frame as with `sourceView` (PopoverRepositionTests): below the view, centred on it.
    #expect(content.view.frame == CGRect(x: 458, y: 153, width: 300, height: 200))
    let other = UIViewController()
    other.modalPresentationStyle = .popover
    let otherPopover = try #require(other.popoverPresentationController)
    otherPopover.sourceView = source
    let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    otherPopover.sourceItem = item
    #expect(otherPopover.barButtonItem === item)
    #expect(otherPopover.sourceView == nil)
    #expect(otherPopover.sourceItem === item)
  }
}
