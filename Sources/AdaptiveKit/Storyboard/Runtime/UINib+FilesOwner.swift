import Foundation
import InterfaceBuilder

extension UINib {
  /// File's Owner made as the app's code makes it, when the nib declares a class the app
  /// registered (`UIStoryboard.register`): a controller, which loads its view from this nib on
  /// first access (outlets connected, `awakeFromNib`, then `viewDidLoad`, as a controller made
  /// with `init(nibName:bundle:)` does); or a view, which instantiates the nib itself with
  /// `instantiateObjects(withOwner:)` (its outlet observers run as outlets connect). Both are
  /// made with `init(coder:)`, the initializer registered classes share, the placeholder's
  /// attributes as the coder. Nil when the nib declares no class or an unregistered one: the
  /// nib is then loaded with no owner, and its connections to File's Owner are not made.
  package func makeFilesOwner() throws(UIStoryboardError) -> AnyObject? {
    let document = try loadDocument()
    guard let placeholder = document.placeholders.first(where: \.isFilesOwner),
      let className = placeholder.customClass
    else { return nil }
    let coder = StoryboardCoder(element: placeholder.element, fileName: document.fileName)
    let module = placeholder.customModule
    if let type = StoryboardClassRegistry.lookup(StoryboardClassRegistry.controllers, className: className, module: module) {
      let controller = type.init(coder: coder)
      controller?.nibToLoad = self
      return controller
    }
    if let type = StoryboardClassRegistry.lookup(StoryboardClassRegistry.views, className: className, module: module) {
      return type.init(coder: coder)
    }
    return nil
  }
}
