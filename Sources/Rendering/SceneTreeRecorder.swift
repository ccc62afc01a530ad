import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Collects the drawn view tree while `ViewDrawing` walks a scene: each view is opened before
/// its subviews and closed after them, so cells and columns laid out on their own nest under
/// the view that draws them.
@MainActor
final class SceneTreeRecorder {
  private var stack: [SceneTree.View] = []
  /// The finished top-level views.
  private(set) var roots: [SceneTree.View] = []
  /// The traits of the first view drawn (the scene's).
  private(set) var sceneTraits: UITraitCollection?
  /// Outlet property names by destination id, for the whole document.
  private let outlets: [String: [String]]
  /// Constraints in force by the ids of the views they name, gathered as their owners are drawn.
  private var constraintsByView: [String: [SceneTree.Constraint]] = [:]

  init(document: IBDocument) {
    var outlets: [String: [String]] = [:]
    func visit(_ element: IBXMLElement) {
      if element.name == "outlet" || element.name == "outletCollection", let property = element["property"],
        let destination = element["destination"]
      {
        outlets[destination, default: []].append(property)
      }
      for child in element.elements { visit(child) }
    }
    visit(document.root)
    self.outlets = outlets.mapValues { Array(Set($0)).sorted() }
  }

  /// Starts a view: `frame` in screen points; its subviews follow until `close()`.
  func open(_ source: IBView, view: UIView, frame: CGRect, context: DrawingContext) {
    if sceneTraits == nil { sceneTraits = view.traitCollection }
    for constraint in source.constraints {
      let entry = SceneTree.Constraint(id: constraint.id, formula: Self.formula(constraint))
      for item in Set([constraint.firstItemID, constraint.secondItemID].compactMap { $0 }) {
        constraintsByView[item, default: []].append(entry)
      }
    }
    stack.append(Self.node(source, view: view, frame: frame, outlets: outlets[source.id], context: context))
  }

  /// Starts a view that has no live counterpart (a table cell drawn by its table).
  func open(_ source: IBView, frame: CGRect, context: DrawingContext) {
    open(source, view: UIView(), frame: frame, context: context)
  }

  /// Ends the view opened last.
  func close() {
    guard var node = stack.popLast() else { return }
    if let placed = constraintsByView[node.id], !node.id.isEmpty {
      node.constraints = placed.sorted { $0.id < $1.id }
    }
    if stack.isEmpty {
      roots.append(node)
    } else if stack[stack.count - 1].subviews == nil {
      stack[stack.count - 1].subviews = [node]
    } else {
      // Appended in place: a new array per subview made the tree quadratic in the number of
      // siblings (a 10,000-view form's root).
      stack[stack.count - 1].subviews?.append(node)
    }
  }

  /// The tree of the scene drawn.
  func tree(
    document: String, scene: RenderableScene, storyboardIdentifier: String?, configuration: RenderConfiguration
  ) -> SceneTree {
    let traits = sceneTraits ?? configuration.variant.traitCollection(
      over: configuration.device.traitCollection(in: configuration.orientation))
    return SceneTree(
      document: document,
      scene: SceneTree.Scene(id: scene.id, title: scene.title, class: scene.className, storyboardIdentifier: storyboardIdentifier),
      configuration: SceneTree.Configuration(
        device: configuration.displayName, orientation: configuration.orientationName,
        window: configuration.window?.mode.rawValue, sizeClasses: configuration.sizeClasses.description),
      traits: SceneTree.Traits(
        appearance: traits.userInterfaceStyle == .dark ? "dark" : "light",
        contentSize: traits.preferredContentSizeCategory == .unspecified ? "L" : traits.preferredContentSizeCategory.shortName,
        layoutDirection: traits.layoutDirection == .rightToLeft ? "rtl" : "ltr",
        contrast: traits.accessibilityContrast == .high ? "high" : "normal",
        ios: (configuration.variant.release ?? traits.uiKitRelease).description),
      size: [Self.number(configuration.windowSize.width), Self.number(configuration.windowSize.height)],
      views: roots)
  }

  // MARK: Nodes

  private static func node(
    _ source: IBView, view: UIView, frame: CGRect, outlets: [String]?, context: DrawingContext
  ) -> SceneTree.View {
    var node = SceneTree.View(
      class: source.uiKitClassName, customClass: source.customClass, id: source.id, outlets: outlets,
      frame: [frame.minX, frame.minY, frame.width, frame.height].map(number),
      accessibility: accessibility(of: source, view: view))
    node.backgroundColor = context.color(source.backgroundColor).map(\.css)
    switch source.kind {
    case "label", "textView":
      node.text = shownText(of: view)
      node.font = (view as? UILabel)?.font.map(font) ?? (view as? UITextView)?.font.map(font)
      node.textColor = (context.color(source.textColor) ?? context.palette.label).css
    case "button":
      // The app's button, when there is one: its title, font and title colour as UIKit resolves
      // them (a configuration's foreground and font), what the drawing shows.
      if !source.id.isEmpty, let button = context.loadedViews?(source.id) as? UIButton {
        let look = AppButtonDrawing.look(of: button, context: context)
        node.text = look.title
        node.font = font(look.font)
        node.textColor = look.titleColor.css
      } else {
        node.text = shownText(of: view) ?? documentAttributedTitle(of: source)
        node.font = (view as? UIButton)?.titleLabel?.font.map(font)
        node.textColor = context.color(source.buttonState("normal")?.titleColor)?.css
      }
    case "textField":
      let field = view as? UITextField
      node.text = field?.text
      node.placeholder = field?.placeholder
      node.font = field?.font.map(font)
      node.textColor = (context.color(source.textColor) ?? context.palette.label).css
    default:
      break
    }
    return node
  }

  /// A button's attributed normal title as the document gives it. The one text still read from
  /// the document: the canvas's `UIButton` is not given attributed titles, because measuring them
  /// would move the frames `adaptive verify` compares with Interface Builder's.
  private static func documentAttributedTitle(of source: IBView) -> String? {
    source.buttonState("normal")?.attributedTitle?.string
  }

  /// The text a label, text view or button shows, as UIKit holds it: a label's or text view's
  /// `text`, a button's configuration title, else its normal title (plain, else attributed).
  private static func shownText(of view: UIView) -> String? {
    switch view {
    case let label as UILabel: return label.text
    // A text view always holds a string; an empty one shows no text.
    case let textView as UITextView:
      guard let text = textView.text, !text.isEmpty else { return nil }
      return text
    case let button as UIButton:
      return button.configuration?.title ?? button.title(for: .normal) ?? button.attributedTitle(for: .normal)?.string
    default: return nil
    }
  }

  private static func font(_ font: UIFont) -> SceneTree.Font {
    SceneTree.Font(
      name: font.fontName, size: number(font.pointSize), weight: font.cssWeight, italic: font.isSlanted ? true : nil,
      textStyle: font.textStyle?.rawValue)
  }

  /// The view's accessibility as UIKit holds it: what the document set (the loader gives it to
  /// the view), else the class's defaults — labels and buttons read their text, images and plain
  /// views are not elements, disabled controls and labels are `notEnabled`.
  private static func accessibility(of source: IBView, view: UIView) -> SceneTree.Accessibility {
    var label = view.accessibilityLabel
    if label == nil, source.kind == "button" {
      label = documentAttributedTitle(of: source)
    }
    return SceneTree.Accessibility(
      isElement: view.isAccessibilityElement, label: label?.isEmpty == true ? nil : label, hint: view.accessibilityHint,
      identifier: view.accessibilityIdentifier, traits: view.accessibilityTraits.interfaceBuilderNames)
  }

  /// `first.attribute == second.attribute * multiplier + constant @priority`, over document ids.
  static func formula(_ constraint: IBConstraint) -> String {
    let first = "\(constraint.firstItemID ?? "?").\(constraint.firstAttribute)"
    let relation: String
    switch constraint.relation {
    case .equal: relation = "=="
    case .lessThanOrEqual: relation = "<="
    case .greaterThanOrEqual: relation = ">="
    }
    var text = "\(first) \(relation)"
    if let second = constraint.secondItemID, constraint.secondAttribute != .notAnAttribute {
      text += " \(second).\(constraint.secondAttribute)"
      if constraint.multiplier != 1 { text += " * \(SVGWriter.number(constraint.multiplier))" }
      if constraint.constant != 0 {
        text += constraint.constant < 0 ? " - \(SVGWriter.number(-constraint.constant))" : " + \(SVGWriter.number(constraint.constant))"
      }
    } else {
      text += " \(SVGWriter.number(constraint.constant))"
    }
    if constraint.priority < 1000 { text += " @\(SVGWriter.number(constraint.priority))" }
    return text
  }

  /// Points kept to a thousandth, so the JSON never shows binary noise (20.333333333333332).
  static func number(_ value: CGFloat) -> Double {
    (Double(value) * Self.precision).rounded() / Self.precision
  }

  private static let precision = 1000.0
}
