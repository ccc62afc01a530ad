import Foundation

/// A toolbar's appearance: background and shadow, and its buttons (iOS 13).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UIToolbarAppearance else { return }
    buttonAppearance = other.buttonAppearance.copied()
    doneButtonAppearance = other.doneButtonAppearance.copied()
  }
}
