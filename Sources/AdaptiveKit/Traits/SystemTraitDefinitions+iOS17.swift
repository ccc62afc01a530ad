import Foundation

// UIKit's iOS 17 traits that nothing on a simulated device sets: they are held, inherited,
// overridden and reported to registered observers like custom traits (`UITraitDefinition`),
// and read `unspecified` (the language: nil) until an app or override sets them.

/// Whether the scene is being captured (screen recording, AirPlay mirroring) (iOS 17; UIKit's raw values).
public enum UISceneCaptureState: Int, Sendable {
  case unspecified = -1, inactive = 0, active = 1
}

/// The dynamic range images are shown in (iOS 17; UIKit's raw values).
public enum UIImageDynamicRange: Int, Sendable {
  case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2
}

/// The size of toolbar items in a Mac Catalyst toolbar (iOS 17; UIKit's raw values).
public enum UINSToolbarItemPresentationSize: Int, Sendable {
  case unspecified = -1, regular = 0, small = 1, large = 2
}

/// The scene capture state trait (iOS 17).
public struct UITraitSceneCaptureState: UITraitDefinition {
  public static let defaultValue = UISceneCaptureState.unspecified
  public static let identifier = "UITraitSceneCaptureState"
  public static let name = "SceneCaptureState"
}

/// The image dynamic range trait (iOS 17); a change can change how images resolve.
public struct UITraitImageDynamicRange: UITraitDefinition {
  public static let defaultValue = UIImageDynamicRange.unspecified
  public static let affectsColorAppearance = true
  public static let identifier = "UITraitImageDynamicRange"
  public static let name = "ImageDynamicRange"
}

/// The typesetting language trait: the language text is set for (iOS 17); nil when unspecified.
public struct UITraitTypesettingLanguage: UITraitDefinition {
  public static let defaultValue: Locale.Language? = nil
  public static let identifier = "UITraitTypesettingLanguage"
  public static let name = "TypesettingLanguage"
}

/// The toolbar item presentation size trait (iOS 17, Mac Catalyst toolbars).
public struct UITraitToolbarItemPresentationSize: UITraitDefinition {
  public static let defaultValue = UINSToolbarItemPresentationSize.unspecified
  public static let identifier = "UITraitToolbarItemPresentationSize"
  public static let name = "ToolbarItemPresentationSize"
}

extension UITraitCollection {
  /// A collection with only the scene capture state specified.
  public convenience init(sceneCaptureState: UISceneCaptureState) {
    self.init { $0[UITraitSceneCaptureState.self] = sceneCaptureState }
  }
  /// A collection with only the image dynamic range specified.
  public convenience init(imageDynamicRange: UIImageDynamicRange) {
    self.init { $0[UITraitImageDynamicRange.self] = imageDynamicRange }
  }
  /// A collection with only the typesetting language specified.
  public convenience init(typesettingLanguage: Locale.Language?) {
    self.init { $0[UITraitTypesettingLanguage.self] = typesettingLanguage }
  }
  /// A collection with only the toolbar item presentation size specified.
  public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
    self.init { $0[UITraitToolbarItemPresentationSize.self] = toolbarItemPresentationSize }
  }

  /// Whether the scene is being captured.
  public var sceneCaptureState: UISceneCaptureState { self[UITraitSceneCaptureState.self] }
  /// The dynamic range images are shown in.
  public var imageDynamicRange: UIImageDynamicRange { self[UITraitImageDynamicRange.self] }
  /// The language text is set for; nil when unspecified.
  public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }
  /// The size of Mac Catalyst toolbar items.
  public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
    self[UITraitToolbarItemPresentationSize.self]
  }
}

extension UIMutableTraits {
  /// Whether the scene is being captured.
  public var sceneCaptureState: UISceneCaptureState {
    get { self[UITraitSceneCaptureState.self] }
    set { self[UITraitSceneCaptureState.self] = newValue }
  }
  /// The dynamic range images are shown in.
  public var imageDynamicRange: UIImageDynamicRange {
    get { self[UITraitImageDynamicRange.self] }
    set { self[UITraitImageDynamicRange.self] = newValue }
  }
  /// The language text is set for; nil when unspecified.
  public var typesettingLanguage: Locale.Language? {
    get { self[UITraitTypesettingLanguage.self] }
    set { self[UITraitTypesettingLanguage.self] = newValue }
  }
  /// The size of Mac Catalyst toolbar items.
  public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
    get { self[UITraitToolbarItemPresentationSize.self] }
    set { self[UITraitToolbarItemPresentationSize.self] = newValue }
  }
}
