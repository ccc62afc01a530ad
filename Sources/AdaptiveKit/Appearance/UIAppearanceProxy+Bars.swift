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
}

extension UIAppearanceProxy where View: UITabBar {
  /// The background tint of tab bars of this class.
  public var barTintColor: UIColor? {
    get { recordedValue(.barTintColor) }
    set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
  }
}
