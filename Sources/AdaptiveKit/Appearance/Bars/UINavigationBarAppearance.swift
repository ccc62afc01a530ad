import Foundation

/// A navigation bar's appearance: background and shadow, titles, buttons and back indicator (iOS 13).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the inline title moves from its place.
  open var titlePositionAdjustment = UIOffset.zero
  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  /// The look of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  private var customBackIndicator: (image: UIImage, mask: UIImage)?

  /// The back chevron: the custom one from `setBackIndicatorImage(_:transitionMaskImage:)`, else
  /// an empty image standing for the system's.
  open var backIndicatorImage: UIImage { customBackIndicator?.image ?? UINavigationBarAppearance.systemBackIndicator }
  /// The mask the back title slides under during a push.
  open var backIndicatorTransitionMaskImage: UIImage {
    customBackIndicator?.mask ?? UINavigationBarAppearance.systemBackIndicator
  }

  /// Stands for UIKit's back chevron, an SF Symbol AdaptiveKit has no artwork for: an empty image
  /// (renderers draw the chevron themselves when no custom indicator is set).
  private static let systemBackIndicator = UIImage()

  /// Sets a custom back indicator; both images are needed, else the system one is restored.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    if let backIndicatorImage, let transitionMaskImage {
      customBackIndicator = (backIndicatorImage, transitionMaskImage)
    } else {
      customBackIndicator = nil
    }
  }

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    buttonAppearance = other.buttonAppearance.copied()
    doneButtonAppearance = other.doneButtonAppearance.copied()
    backButtonAppearance = other.backButtonAppearance.copied()
    customBackIndicator = other.customBackIndicator
  }
}
