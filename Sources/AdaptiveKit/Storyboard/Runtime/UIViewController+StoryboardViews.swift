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

  /// What the storyboard (or the controller's nib) made from the document when it loaded this
  /// controller's view (loading it first), and the outlets it connected: AdaptiveKit's stand-in
  /// for the nib object ids and outlet connections UIKit does not keep. Nil for a controller
  /// made in code.
  package var nibLoadRecord: NibLoadRecord? {
    if let scene = storyboardScene {
      loadViewIfNeeded()
      return scene.record
    }
    guard nibToLoad != nil || nibName != nil else { return nil }
    loadViewIfNeeded()
    return nibRecord
  }
}
