import Foundation

extension UIViewController {
  /// The view a storyboard (or the controller's nib) built for the document view `id` when it
  /// loaded this controller's view (loading it first), as the app holds it after `awakeFromNib`
  /// and `viewDidLoad`; nil for a controller made in code, an id its scene did not build
  /// (prototype cells are registered, not built) or a nib view nothing kept.
  package func storyboardView(withDocumentID id: String) -> UIView? {
    if let scene = storyboardScene {
      loadViewIfNeeded()
      return scene.loadedView(withID: id)
    }
    guard nibToLoad != nil || nibName != nil else { return nil }
    loadViewIfNeeded()
    return nibViews[id]?.view
  }
}
