import Foundation

/// How a bar draws its background and its shadow line (iOS 13). Bars copy an appearance when it
/// is set, so changing the object afterwards does not change the bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The black at 30 % UIKit draws the line under a bar with.
  static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

  /// The idiom the appearance was made for.
  public let idiom: UIUserInterfaceIdiom
  /// A blur behind the bar's content, drawn under `backgroundColor`.
  open var backgroundEffect: UIBlurEffect?
  /// A color over the blur.
  open var backgroundColor: UIColor?
  /// An image over the color.
  open var backgroundImage: UIImage?
  /// How `backgroundImage` fills the bar.
  open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
  /// The color of the line under the bar (over a tab bar or toolbar); nil draws none.
  open var shadowColor: UIColor?
  /// An image for the line, tinted with `shadowColor`.
  open var shadowImage: UIImage?

  /// An appearance for `idiom` with the default, blurred background.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance for the main screen's idiom with the default, blurred background.
  public convenience override init() {
    self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
  }

  /// A copy of `barAppearance`: every property when it is of this class, else the properties
  /// all bar appearances share.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    takeBackground(of: barAppearance)
  }

  /// A copy of the appearance, of the same class. NSObject's `copy() -> Any` is a separate
  /// method here (Linux has no Objective-C override by selector), so give the result a type
  /// where none is implied: `let edge: UINavigationBarAppearance = standard.copy()`.
  open func copy() -> Self { Self(barAppearance: self) }

  /// A translucent, blurred background with a shadow line: the system default.
  open func configureWithDefaultBackground() {
    setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: UIBarAppearance.defaultShadowColor)
  }

  /// An opaque background of the system background color, with a shadow line.
  open func configureWithOpaqueBackground() {
    setBackground(effect: nil, color: .systemBackground, shadow: UIBarAppearance.defaultShadowColor)
  }

  /// No background and no shadow: the content shows through.
  open func configureWithTransparentBackground() {
    setBackground(effect: nil, color: nil, shadow: nil)
  }

  private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
    backgroundEffect = effect
    backgroundColor = color
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = shadow
    shadowImage = nil
  }

  func takeBackground(of other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// Whether anything is drawn behind the bar's content.
  public var _hasBackground: Bool { backgroundEffect != nil || backgroundColor != nil || backgroundImage != nil }

  /// This appearance with the background and shadow taken away, as UIKit (iOS 15) shows a bar at
  /// its content's scroll edge when no scroll-edge appearance was set.
  func transparentCopy() -> Self {
    let transparent = Self(barAppearance: self)
    transparent.configureWithTransparentBackground()
    return transparent
  }
}
