import Foundation
import InterfaceBuilder

/// The classes documents name in `customClass`, registered by the app.
///
/// Swift on Linux cannot find a class from its name (`NSClassFromString` needs the Objective-C
/// runtime), so the app registers each custom class once, under its bare or module-qualified
/// name; an unregistered class falls back to the UIKit class of the element, with a warning.
@MainActor
enum StoryboardClassRegistry {
  static var controllers: [String: UIViewController.Type] = [:]
  static var views: [String: UIView.Type] = [:]
  static var segues: [String: UIStoryboardSegue.Type] = [:]

  /// The entry for `className` in `module`: `Module.Class` first, then the bare name, then (when
  /// the document gives no module or the app target) any registration whose last component is it.
  static func lookup<Value>(_ table: [String: Value], className: String, module: String?) -> Value? {
    if let module, let qualified = table["\(module).\(className)"] { return qualified }
    if let bare = table[className] { return bare }
    if className.contains(".") { return table[String(className.split(separator: ".").last ?? "")] }
    let suffix = ".\(className)"
    let matches = table.filter { $0.key.hasSuffix(suffix) }
    return matches.count == 1 ? matches.first?.value : nil
  }

  /// Reports a custom class nobody registered, each time it is needed, as UIKit logs
  /// "Unknown class … in Interface Builder file".
  static func reportUnregistered(_ className: String, fallback: String, file: String, location: IBSourceLocation) {
    AdaptiveKitLog.shared.report(
      .storyboard,
      "\(file):\(location): Unknown class \(className) in Interface Builder file; using \(fallback) "
        + "(register it with UIStoryboard.register(_:forClassName:))")
  }

  /// The document being instantiated by a storyboard or nib; custom view classes apply only then
  /// (so `adaptive verify` keeps building UIKit's classes).
  private static var instantiatingFile: String?

  /// Whether a storyboard or nib is being instantiated (its tables and cells are then UIKit's
  /// runtime classes, not Interface Builder's canvas drawing of them).
  static var isInstantiating: Bool { instantiatingFile != nil }

  /// The bundle the document being instantiated came from: its images are looked up there.
  private(set) static var instantiatingBundle: Bundle?

  /// Runs `body` with custom view classes applying to views built from the document `fileName`,
  /// loaded from `bundle` (nil for a nib made from data).
  static func instantiating<T>(_ fileName: String, bundle: Bundle?, _ body: () throws -> T) rethrows -> T {
    let (previousFile, previousBundle) = (instantiatingFile, instantiatingBundle)
    (instantiatingFile, instantiatingBundle) = (fileName, bundle)
    defer { (instantiatingFile, instantiatingBundle) = (previousFile, previousBundle) }
    return try body()
  }

  /// The image a document names, from the bundle being instantiated, as a nib's image view gets
  /// it; a missing image is reported as UIKit logs it ("Could not load the … image referenced
  /// from a nib") and gives nil.
  static func image(named name: String, for source: IBView) -> UIImage? {
    image(named: name, at: source.location)
  }

  /// The image `name` from the bundle being instantiated, for an element at `location` (a bar
  /// item's image), reported like a view's when missing.
  static func image(named name: String, at location: IBSourceLocation) -> UIImage? {
    if let image = UIImage(named: name, in: instantiatingBundle, compatibleWith: nil) { return image }
    AdaptiveKitLog.shared.report(
      .storyboard,
      "\(instantiatingFile ?? "document"):\(location): Could not load the \"\(name)\" image referenced from a nib in the bundle")
    return nil
  }

  /// A registered custom view for `source`, created with `init(coder:)`, or `nil` when its class
  /// is not registered (the layout builder then makes the UIKit view).
  static func makeCustomView(for source: IBView) -> UIView? {
    guard let fileName = instantiatingFile, let custom = source.customClass else { return nil }
    guard let type = lookup(views, className: custom, module: source.customModule) else {
      reportUnregistered(custom, fallback: source.uiKitClassName, file: fileName, location: source.location)
      return nil
    }
    guard let view = type.init(coder: StoryboardCoder(element: source.element, fileName: fileName)) else {
      AdaptiveKitLog.shared.report(
        .storyboard, "\(fileName):\(source.location): \(custom).init(coder:) returned nil; using \(source.uiKitClassName)")
      return nil
    }
    // The kind-specific properties a plain view would have got.
    if let label = view as? UILabel {
      label.text = source.text
      if let font = IBSceneLayout.font(of: source) { label.font = font }
      label.numberOfLines = source.numberOfLines
    } else if let button = view as? UIButton {
      button.setTitle(source.buttonState("normal")?.title, for: .normal)
    } else if let field = view as? UITextField {
      field.text = source.text
      field.placeholder = source.placeholder
      if let font = IBSceneLayout.font(of: source) { field.font = font }
      IBSceneLayout.applyTextInputTraits(of: source.element, to: field)
    } else if let textView = view as? UITextView {
      let decoded = IBSceneLayout.makeTextView(for: source)
      textView.text = decoded.text
      textView.font = decoded.font
      textView.textAlignment = decoded.textAlignment
      textView.isEditable = decoded.isEditable
      textView.isSelectable = decoded.isSelectable
      textView.isScrollEnabled = decoded.isScrollEnabled
      textView.textContainerInset = decoded.textContainerInset
      IBSceneLayout.applyTextInputTraits(of: source.element, to: textView)
    }
    return view
  }
}

extension UIStoryboard {
  /// Registers a view controller class for documents whose `customClass` is `className` (bare,
  /// such as `"ListController"`, or module-qualified, `"MyApp.ListController"`). Storyboards
  /// create it with `init(coder:)`, as UIKit does.
  public static func register(_ type: UIViewController.Type, forClassName className: String) {
    StoryboardClassRegistry.controllers[className] = type
  }

  /// Registers a view class for documents whose `customClass` is `className`.
  public static func register(_ type: UIView.Type, forClassName className: String) {
    StoryboardClassRegistry.views[className] = type
  }

  /// Registers a segue class for custom segues whose `customClass` is `className`.
  public static func register(_ type: UIStoryboardSegue.Type, forClassName className: String) {
    StoryboardClassRegistry.segues[className] = type
  }
}
