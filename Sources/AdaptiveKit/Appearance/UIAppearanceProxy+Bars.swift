extension UIAppearanceProxy where View: UINavigationBar {
  /// The background tint of navigation bars of this class.
  public var barTintColor: UIColor? {
    get { recordedValue(.barTintColor) }
    set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
  }

  /// The title text attributes of navigation bars of this class.
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    get { recordedValue(.titleTextAttributes) }
    set { record(.titleTextAttributes, newValue) { $0.titleTextAttributes = $1 } }
  }

  /// The large title text attributes of navigation bars of this class (iOS 11).
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    get { recordedValue(.largeTitleTextAttributes) }
    set { record(.largeTitleTextAttributes, newValue) { $0.largeTitleTextAttributes = $1 } }
  }

  /// The standard appearance of navigation bars of this class (iOS 13); nil records nothing.
  public var standardAppearance: UINavigationBarAppearance? {
    get { recordedValue(.standardAppearance) }
    set {
      guard let newValue else { return }
      record(.standardAppearance, newValue) { $0.standardAppearance = $1 }
    }
  }

  /// The compact-height appearance of navigation bars of this class (iOS 13).
  public var compactAppearance: UINavigationBarAppearance? {
    get { recordedValue(.compactAppearance) }
    set { record(.compactAppearance, newValue) { $0.compactAppearance = $1 } }
  }

  /// The scroll-edge appearance of navigation bars of this class (iOS 13).
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { recordedValue(.scrollEdgeAppearance) }
    set { record(.scrollEdgeAppearance, newValue) { $0.scrollEdgeAppearance = $1 } }
  }

  /// The compact scroll-edge appearance of navigation bars of this class (iOS 15).
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { recordedValue(.compactScrollEdgeAppearance) }
    set { record(.compactScrollEdgeAppearance, newValue) { $0.compactScrollEdgeAppearance = $1 } }
  }
}

extension UIAppearanceProxy where View: UITabBar {
  /// The background tint of tab bars of this class.
  public var barTintColor: UIColor? {
    get { recordedValue(.barTintColor) }
    set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
  }

  /// The tint of unselected items of tab bars of this class (iOS 10).
  public var unselectedItemTintColor: UIColor? {
    get { recordedValue(.unselectedItemTintColor) }
    set { record(.unselectedItemTintColor, newValue) { $0.unselectedItemTintColor = $1 } }
  }

  /// The standard appearance of tab bars of this class (iOS 13); nil records nothing.
  public var standardAppearance: UITabBarAppearance? {
    get { recordedValue(.standardAppearance) }
    set {
      guard let newValue else { return }
      record(.standardAppearance, newValue) { $0.standardAppearance = $1 }
    }
  }

  /// The scroll-edge appearance of tab bars of this class (iOS 15).
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { recordedValue(.scrollEdgeAppearance) }
    set { record(.scrollEdgeAppearance, newValue) { $0.scrollEdgeAppearance = $1 } }
  }
}

extension UIAppearanceProxy where View: UIToolbar {
  /// The background tint of toolbars of this class.
  public var barTintColor: UIColor? {
    get { recordedValue(.barTintColor) }
    set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
  }

  /// The standard appearance of toolbars of this class (iOS 13); nil records nothing.
  public var standardAppearance: UIToolbarAppearance? {
    get { recordedValue(.standardAppearance) }
    set {
      guard let newValue else { return }
      record(.standardAppearance, newValue) { $0.standardAppearance = $1 }
    }
  }

  /// The compact-height appearance of toolbars of this class (iOS 13).
  public var compactAppearance: UIToolbarAppearance? {
    get { recordedValue(.compactAppearance) }
    set { record(.compactAppearance, newValue) { $0.compactAppearance = $1 } }
  }

  /// The scroll-edge appearance of toolbars of this class (iOS 15).
  public var scrollEdgeAppearance: UIToolbarAppearance? {
    get { recordedValue(.scrollEdgeAppearance) }
    set { record(.scrollEdgeAppearance, newValue) { $0.scrollEdgeAppearance = $1 } }
  }
}

extension UIAppearanceProxy where View: UIBarItem {
  /// Sets the title text attributes of bar items of this class for a control state.
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    record(.titleTextAttributes(for: state), attributes) { $0.setTitleTextAttributes($1, for: state) }
  }

  /// The title text attributes this proxy recorded for a control state.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    recordedValue(.titleTextAttributes(for: state))
  }
}

extension UIAppearanceProxy where View: UIBarButtonItem {
  /// The tint of bar button items of this class.
  public var tintColor: UIColor? {
    get { recordedValue(.tintColor) }
    set { record(.tintColor, newValue) { $0.tintColor = $1 } }
  }
}

extension UIAppearanceProxy where View: UIButton {
  /// Sets the title color of buttons of this class for a control state.
  public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    record(.titleColor(for: state), color) { $0.setTitleColor($1, for: state) }
  }

  /// The title color this proxy recorded for a control state.
  public func titleColor(for state: UIControl.State) -> UIColor? { recordedValue(.titleColor(for: state)) }

  /// Sets the title shadow color of buttons of this class for a control state.
  public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    record(.titleShadowColor(for: state), color) { $0.setTitleShadowColor($1, for: state) }
  }

  /// Sets the image of buttons of this class for a control state.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    record(.image(for: state), image) { $0.setImage($1, for: state) }
  }

  /// Sets the background image of buttons of this class for a control state.
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    record(.backgroundImage(for: state), image) { $0.setBackgroundImage($1, for: state) }
  }

  /// The content insets of buttons of this class.
  public var contentEdgeInsets: UIEdgeInsets {
    get { recordedValue(.contentEdgeInsets) ?? .zero }
    set { record(.contentEdgeInsets, newValue) { $0.contentEdgeInsets = $1 } }
  }
}
