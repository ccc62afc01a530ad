/// Records appearance settings for one class, containment and trait collection; views take them
/// when they enter a window (and again when a trait change makes other proxies match).
///
/// Each appearance property of a class is a property here, declared in an extension constrained
/// to the class (`extension UIAppearanceProxy where View: UILabel`), which is how a class marks its
/// `UI_APPEARANCE_SELECTOR` properties. Reading a property gives the value this proxy recorded.
@preconcurrency @MainActor
public final class UIAppearanceProxy<View: UIAppearance> {
  let rule: AppearanceRule

  init(rule: AppearanceRule) { self.rule = rule }

  /// The value this proxy recorded for a property, if any.
  func recordedValue<Value>(_ property: AppearanceProperty) -> Value? {
    rule.settings[property]?.value as? Value
  }

  /// Records a setting: `apply` sets the property on an instance of this proxy's class.
  func record<Value>(_ property: AppearanceProperty, _ value: Value, apply: @escaping @MainActor (View, Value) -> Void) {
    rule.record(property, value: value) { target in
      if let target = target as? View { apply(target, value) }
    }
  }
}

extension UIAppearanceProxy where View: UIView {
  /// The background color of views of this class.
  public var backgroundColor: UIColor? {
    get { recordedValue(.backgroundColor) }
    set { record(.backgroundColor, newValue) { $0.backgroundColor = $1 } }
  }

  /// The tint color of views of this class.
  public var tintColor: UIColor! {
    get { recordedValue(.tintColor) }
    set { record(.tintColor, newValue) { $0.tintColor = $1 } }
  }
}

extension UIAppearanceProxy where View: UILabel {
  /// The text color of labels of this class.
  public var textColor: UIColor! {
    get { recordedValue(.textColor) }
    set { record(.textColor, newValue) { $0.textColor = $1 } }
  }

  /// The font of labels of this class.
  public var font: UIFont! {
    get { recordedValue(.font) }
    set { record(.font, newValue) { $0.font = $1 } }
  }
}

extension UIAppearanceProxy where View: UIImageView {
  /// The image of image views of this class.
  public var image: UIImage? {
    get { recordedValue(.image) }
    set { record(.image, newValue) { $0.image = $1 } }
  }
}
