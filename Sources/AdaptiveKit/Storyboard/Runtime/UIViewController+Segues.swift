import Foundation
import InterfaceBuilder

extension UIViewController {
  /// Runs the segue `identifier` of this controller's scene (without asking
  /// `shouldPerformSegue`): destination, `prepare(for:sender:)`, `perform()`. Throws when the
  /// controller has no such segue or the segue cannot be built.
  public func performValidatedSegue(withIdentifier identifier: String, sender: Any?) throws(UIStoryboardError) {
    guard let scene = storyboardScene, let template = scene.segueTemplates.first(where: { $0.identifier == identifier })
    else {
      throw .unknownSegue(identifier: identifier, controller: description)
    }
    try runSegue(template, scene: scene, sender: sender)
  }

  /// A segue wired to a control or cell: `shouldPerformSegue` may cancel it; problems are
  /// reported, since a tap cannot throw.
  func runTriggeredSegue(_ template: IBSegue, sender: Any?) {
    guard let scene = storyboardScene else { return }
    if !shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) { return }
    do { try runSegue(template, scene: scene, sender: sender) } catch {
      AdaptiveKitLog.shared.report(.storyboard, error.description)
    }
  }

  private func runSegue(_ template: IBSegue, scene: StoryboardScene, sender: Any?) throws(UIStoryboardError) {
    let segue = try scene.makeSegue(template, source: self, sender: sender)
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// Builds the storyboard scene's view when the controller came from a storyboard, or loads
  /// the nib `nibName` with the controller as File's Owner (its `view` outlet sets the view).
  func loadStoryboardView() -> Bool {
    if let scene = storyboardScene { return scene.loadView(into: self) }
    let nib: UINib
    if let nibToLoad {
      nib = nibToLoad
    } else if let nibName {
      nib = UINib(nibName: nibName, bundle: nibBundle)
    } else {
      return false
    }
    do {
      let objects = try nib.instantiateObjects(withOwner: self)
      nibViews = objects.byDocumentID.compactMapValues { ($0 as? UIView).map(WeakView.init(view:)) }
      nibRecord = objects.record
    } catch {
      AdaptiveKitLog.shared.report(.storyboard, error.description)
      return false
    }
    if !isViewLoaded {
      AdaptiveKitLog.shared.report(
        .storyboard, "\(description) loaded the \"\(nibName ?? "given")\" nib but the view outlet was not set.")
    }
    return isViewLoaded
  }
}

extension UIView {
  /// Runs the segues the storyboard wired to selecting this view (a table or collection cell),
  /// as the table view does when the user selects the row; the view is the sender.
  ///
  /// Public for the table and collection views that select cells; not UIKit API.
  public func _performStoryboardSelectionSegues() {
    var current: UIView? = self
    while let view = current {
      if let owner = view.owningViewController, let scene = owner.storyboardScene {
        for entry in scene.selectionSegues where entry.view === self {
          owner.runTriggeredSegue(entry.segue, sender: self)
        }
        return
      }
      current = view.superview
    }
  }
}
