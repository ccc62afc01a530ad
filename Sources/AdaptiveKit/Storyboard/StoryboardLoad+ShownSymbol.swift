import Foundation
import InterfaceBuilder

extension StoryboardLoad {
  /// The SF Symbol `element` names (an image view's or a button state's) and `owner`'s preferred
  /// symbol configuration at `contentSizeCategory`, loaded from `document` alone for a canvas or
  /// a drawing that shows the symbol; what loading reports of it (an unknown name, guessed
  /// proportions) is the runtime's and lint's to say, so it is not logged here. Nil when
  /// `element` names no symbol.
  package static func shownSymbol(
    in element: IBXMLElement, configuredBy owner: IBXMLElement, document: IBDocument, contentSizeCategory: String
  ) -> (image: UIImage, configuration: UIImage.SymbolConfiguration?)? {
    guard namesSystemSymbol(element) else { return nil }
    let load = StoryboardLoad(fileName: document.fileName, bundle: nil, resources: document.resources)
    let (loaded, _) = AdaptiveKitLog.shared.capture { () -> (image: UIImage, configuration: UIImage.SymbolConfiguration?)? in
      guard let symbol = load.image(in: element) else { return nil }
      return (symbol, load.preferredSymbolConfiguration(of: owner, contentSizeCategory: contentSizeCategory))
    }
    return loaded
  }
}
