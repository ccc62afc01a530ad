import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("Modal presentation styles get UIKit's frames on iPad and iPhone")
struct PresentationFrameTests {
  private func present(_ style: UIModalPresentationStyle, on device: String, _ orientation: UIInterfaceOrientation = .portrait)
    throws -> (Simulator, NamedController, NamedController)
  {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: device, orientation)
    let presented = NamedController("Presented")
    presented.modalPresentationStyle = style
    if style == .popover {
      let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
      root.view.addSubview(source)
      presented.popoverPresentationController?.sourceView = source
    }
    try root.validatedPresent(presented, animated: true)
    simulator.layoutIfNeeded()
    return (simulator, root, presented)
  }

  @Test("iPad portrait: full screen, over full screen, form sheet 540×620 centred, page sheet, automatic")
  func iPadPortraitFrames() throws {
    let expected: [(UIModalPresentationStyle, CGRect, Bool)] = [
      (.fullScreen, CGRect(x: 0, y: 0, width: 768, height: 1024), true),
      (.overFullScreen, CGRect(x: 0, y: 0, width: 768, height: 1024), false),
      (.formSheet, CGRect(x: 114, y: 202, width: 540, height: 620), false),
      (.pageSheet, CGRect(x: 0, y: 0, width: 768, height: 1024), false),
      (.automatic, CGRect(x: 0, y: 0, width: 768, height: 1024), false),
    ]
    for (style, frame, removesPresenter) in expected {
      let (simulator, root, presented) = try present(style, on: "iPad Air 2")
      #expect(presented.view.frame == frame, "\(style)")
      #expect((root.view.window == nil) == removesPresenter, "\(style)")
      #expect(presented.presentationController?.presentationStyle == (style == .automatic ? .pageSheet : style))
      _ = simulator
    }
  }

  @Test("iPad landscape: form sheet and page sheet")
  func iPadLandscapeFrames() throws {
    let (formSimulator, _, form) = try present(.formSheet, on: "iPad Air 2", .landscapeLeft)
    #expect(form.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
    _ = formSimulator
    let (pageSimulator, _, page) = try present(.pageSheet, on: "iPad Air 2", .landscapeLeft)
    #expect(page.view.frame == CGRect(x: 128, y: 0, width: 768, height: 768))
    _ = pageSimulator
  }

  @Test("iPhone: popover, form sheet and page sheet become full screen in compact width",
    arguments: [UIModalPresentationStyle.popover, .formSheet, .pageSheet, .automatic])
  func iPhoneFullScreen(style: UIModalPresentationStyle) throws {
    let (simulator, root, presented) = try present(style, on: "iPhone 15")
    #expect(presented.view.frame == simulator.window.bounds)
    #expect(presented.presentationController?.adaptivePresentationStyle == .fullScreen)
    #expect(root.view.window == nil, "a full-screen presentation removes the presenter's view")
    #expect(presented.traitCollection.horizontalSizeClass == .compact)
    #expect(presented.traitCollection.verticalSizeClass == .regular)
    presented.dismiss(animated: true)
    #expect(root.view.window === simulator.window)
    #expect(root.view.frame == simulator.window.bounds)
    #expect(root.presentedViewController == nil)
  }

  @Test("iPad popover: below its source, sized by preferredContentSize, compact traits inside")
  func iPadPopover() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPad Air 2")
    let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    root.view.addSubview(source)
    let content = NamedController("Content")
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.modalPresentationStyle = .popover
    let popover = try #require(content.popoverPresentationController)
    #expect(popover.arrowDirection == .unknown)
    popover.sourceView = source
    root.present(content, animated: true)
    #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
    #expect(popover.arrowDirection == .up)
    #expect(content.traitCollection.horizontalSizeClass == .compact)
    #expect(content.traitCollection.verticalSizeClass == .compact)
    #expect(root.view.window === simulator.window, "a popover leaves the presenter's view in place")
    popover.permittedArrowDirections = .left
    #expect(content.view.frame == CGRect(x: 193, y: 30, width: 300, height: 200))
    #expect(popover.arrowDirection == .left)
  }

  @Test("A popover near the bottom of the screen goes above its source")
  func popoverAbove() throws {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPad Air 2")
    let source = UIView(frame: CGRect(x: 600, y: 950, width: 100, height: 50))
    root.view.addSubview(source)
    let content = NamedController("Content")
    content.preferredContentSize = CGSize(width: 320, height: 400)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = source
    content.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 100, height: 50)
    root.present(content, animated: false)
    #expect(content.popoverPresentationController?.arrowDirection == .down)
    #expect(content.view.frame == CGRect(x: 438, y: 537, width: 320, height: 400))
    _ = simulator
  }

  @Test("A form sheet's content keeps the window's regular traits on iPad (unconfirmed, chosen)")
  func formSheetTraits() throws {
    let (simulator, _, presented) = try present(.formSheet, on: "iPad Air 2")
    #expect(presented.traitCollection.horizontalSizeClass == .regular)
    #expect(presented.traitCollection.verticalSizeClass == .regular)
    _ = simulator
  }

  @Test("Current context: covers the controller that defines the context")
  func currentContext() throws {
    let primary = NamedController("Primary")
    let secondary = NamedController("Secondary")
    secondary.definesPresentationContext = true
    let split = UISplitViewController()
    split.viewControllers = [primary, secondary]
    let simulator = try hosted(split, on: "iPad Air 2", .landscapeLeft)
    let inner = NamedController("Inner")
    secondary.addChild(inner)
    secondary.view.addSubview(inner.view)
    inner.didMove(toParent: secondary)
    let presented = NamedController("Presented")
    presented.modalPresentationStyle = .currentContext
    inner.present(presented, animated: false)
    #expect(presented.presentingViewController === secondary)
    #expect(presented.view.convert(presented.view.bounds, to: simulator.window) == CGRect(x: 321, y: 0, width: 703, height: 768))
    #expect(secondary.view.window == nil)
    #expect(primary.view.window === simulator.window)
    presented.dismiss(animated: false)
    #expect(secondary.view.window === simulator.window)
  }
}
