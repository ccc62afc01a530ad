import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// A card presentation that wraps the presented view in a rounded, inset chrome view, the way
/// custom presentation controllers override `presentedView`.
@MainActor
final class CardPresentationController: UIPresentationController {
  let chrome = UIView()

  override var presentedView: UIView? { chrome }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return bounds.insetBy(dx: 20, dy: 100)
  }

  override func presentationTransitionWillBegin() {
    chrome.layer.cornerRadius = 12
    let content = presentedViewController.view!
    content.frame = CGRect(x: 8, y: 8, width: 0, height: 0)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    chrome.addSubview(content)
  }

  override func containerViewWillLayoutSubviews() {
    presentedViewController.view.frame = chrome.bounds.insetBy(dx: 8, dy: 8)
  }
}

@MainActor
final class CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

@MainActor
@Suite("A presentation controller's presentedView is what goes in the container")
struct PresentedViewWrapperTests {
  @Test("The wrapper is placed at frameOfPresentedViewInContainerView, the content inside it, and both leave on dismissal")
  func wrapperPlacement() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 8")
    let delegate = CardTransitioningDelegate()
    let card = NamedController("Card")
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    root.present(card, animated: false)
    let presentation = try #require(card.presentationController as? CardPresentationController)
    let container = try #require(presentation.containerView)
    #expect(presentation.chrome.superview === container)
    #expect(presentation.chrome.frame == CGRect(x: 20, y: 100, width: 335, height: 467))
    #expect(card.view.superview === presentation.chrome, "the presented view stays inside the wrapper")
    #expect(card.view.frame == CGRect(x: 8, y: 8, width: 319, height: 451))
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(presentation.chrome.frame == CGRect(x: 20, y: 100, width: 627, height: 175))
    root.dismiss(animated: false)
    #expect(presentation.chrome.superview == nil)
    #expect(card.viewIfLoaded?.window == nil)
  }
}
