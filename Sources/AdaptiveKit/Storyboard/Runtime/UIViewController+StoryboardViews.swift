import Foundation

extension UIViewController {
  /// The view a storyboard built for the document view `id` when it loaded this controller's
  /// view (loading it first), as the app holds it after `awakeFromNib`; nil for a controller made
  /// in code or an id its scene did not build (prototype cells are registered, not built).
  package func storyboardView(withDocumentID id: String) -> UIView? {
    guard let scene = storyboardScene else { return nil }
    loadViewIfNeeded()
    return scene.loadedView(withID: id)
  }
}
