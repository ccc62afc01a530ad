import AdaptiveKit
import TestSupport
import Testing

/// Records what a presentation tells its delegate, refusing dismissal when told to.
@MainActor
private final class DismissalRecorder: UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
  var log: [String] = []
  var allowsDismissal = true
  var allowsPopoverDismissal = true

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .none }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    log.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    log.append("didAttemptToDismiss")
  }
  func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
    log.append("popoverShouldDismiss")
    return allowsPopoverDismissal
  }
  func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
    log.append("popoverDidDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
    log.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

@MainActor
@Suite("A user's dismissal of a sheet or popover asks and tells the delegate as UIKit does")
struct UserDismissalTests {
  private func presentSheet(_ recorder: DismissalRecorder) throws -> (Simulator, UIViewController, UIViewController) {
    let root = UIViewController()
    let simulator = try hosted(root, on: "iPhone 15")
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    sheet.sheetPresentationController?.delegate = recorder
    root.present(sheet, animated: false)
    return (simulator, root, sheet)
  }

  @Test("a sheet swiped down asks, is told it will go, goes, and is told it went")
  func sheetDismissed() throws {
    let recorder = DismissalRecorder()
    let (_, root, sheet) = try presentSheet(recorder)
    let presentation = try #require(sheet.presentationController)
    #expect(presentation._dismissAsUser())
    #expect(root.presentedViewController == nil)
    #expect(recorder.log == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("a refusing delegate or isModalInPresentation keeps the sheet and hears of the attempt")
  func sheetKept() throws {
    let recorder = DismissalRecorder()
    recorder.allowsDismissal = false
    let (_, root, sheet) = try presentSheet(recorder)
    let presentation = try #require(sheet.presentationController)
    #expect(!presentation._dismissAsUser())
    recorder.allowsDismissal = true
    sheet.isModalInPresentation = true
    #expect(!presentation._dismissAsUser())
    #expect(root.presentedViewController === sheet)
    #expect(recorder.log == ["shouldDismiss", "didAttemptToDismiss", "didAttemptToDismiss"])
  }

  @Test("a popover tapped outside asks its popover question first and hears of its own dismissal last")
  func popoverDismissed() throws {
    let root = UIViewController()
    _ = try hosted(root, on: "iPad Air 2")
    let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.view.addSubview(source)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    let recorder = DismissalRecorder()
    recorder.allowsPopoverDismissal = false
    content.popoverPresentationController?.sourceView = source
    content.popoverPresentationController?.delegate = recorder
    root.present(content, animated: false)
    let presentation = try #require(content.popoverPresentationController)
    #expect(!presentation._dismissAsUser())
    recorder.allowsPopoverDismissal = true
    #expect(presentation._dismissAsUser())
    #expect(root.presentedViewController == nil)
    #expect(
      recorder.log == [
        "popoverShouldDismiss", "didAttemptToDismiss", "popoverShouldDismiss", "shouldDismiss", "willDismiss",
        "didDismiss", "popoverDidDismiss",
      ])
  }

  @Test("a programmatic dismissal tells the delegate nothing")
  func programmatic() throws {
    let recorder = DismissalRecorder()
    let (_, root, _) = try presentSheet(recorder)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(recorder.log.isEmpty)
  }
}

@MainActor
@Suite("A sheet dragged to another detent tells its UISheetPresentationControllerDelegate")
struct SheetDetentSelectionTests {
  @Test("the user's drag selects the detent and is reported; setting it in code is not; unknown detents are ignored")
  func dragToDetent() throws {
    let root = UIViewController()
    let simulator = try hosted(root, on: "iPhone 15")
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    let recorder = DismissalRecorder()
    let presentation = try #require(sheet.sheetPresentationController)
    presentation.detents = [.medium(), .large()]
    presentation.delegate = recorder
    root.present(sheet, animated: false)
    #expect(sheet.view.frame == CGRect(x: 0, y: 460, width: 393, height: 392))
    #expect(presentation._selectDetentAsUser(.large))
    #expect(presentation.selectedDetentIdentifier == .large)
    #expect(sheet.view.frame.height > 392)
    #expect(!presentation._selectDetentAsUser(.large))
    #expect(!presentation._selectDetentAsUser(UISheetPresentationController.Detent.Identifier("elsewhere")))
    presentation.selectedDetentIdentifier = .medium
    #expect(recorder.log == ["detent com.apple.UIKit.large"])
    _ = simulator
  }
}
