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
  /// The document's outlets (and outlet collection members) by destination id, for the whole
  /// document: the source's id and the property.
  private let outlets: [String: [DocumentOutlet]]
  /// Constraints in force by the ids of the views they name, gathered as their owners are drawn.
  private var constraintsByView: [String: [SceneTree.Constraint]] = [:]
  /// The index of each app load's objects, made once per load drawn.
  private var indexes: [ObjectIdentifier: NibLoadRecord.Index] = [:]

  /// An outlet the document declares: the object whose property it is, and the property.
  private struct DocumentOutlet: Hashable {
    var sourceID: String
    var property: String
  }

  init(document: IBDocument) {
    var outlets: [String: Set<DocumentOutlet>] = [:]
    func visit(_ element: IBXMLElement, ownerID: String?) {
      if element.name == "outlet" || element.name == "outletCollection", let property = element["property"],
        let destination = element["destination"], let ownerID
      {
        outlets[destination, default: []].insert(DocumentOutlet(sourceID: ownerID, property: property))
      }
      // A `<connections>` element's outlets belong to the object that holds it.
      for child in element.elements { visit(child, ownerID: element.name == "connections" ? ownerID : element.id) }
    }
    visit(document.root, ownerID: nil)
    self.outlets = outlets.mapValues { $0.sorted { ($0.property, $0.sourceID) < ($1.property, $1.sourceID) } }
  }

  /// Starts a view: `frame` in screen points; its subviews follow until `close()`. Where the app
  /// built the view (`context.loadedViews`), its constraints and outlets are the app's, from the
  /// objects the load made and connected (`context.loadRecord`); otherwise the document's.
  func open(_ source: IBView, view: UIView, frame: CGRect, context: DrawingContext) {
    if sceneTraits == nil { sceneTraits = view.traitCollection }
    let loaded = source.id.isEmpty ? nil : context.loadedViews?(source.id)
    var node = Self.node(source, view: view, loaded: loaded, frame: frame, context: context)
    let declared = outlets[source.id] ?? []
    if let loaded, let record = context.loadRecord?(source.id) {
      let index = index(of: record)
      recordConstraints(installedOn: loaded, ownerID: source.id, record: record, index: index)
      let connections = index.outletConnections[ObjectIdentifier(loaded)] ?? []
      let connected = Set(connections.map { DocumentOutlet(sourceID: $0.sourceID, property: $0.property) })
      let all = Set(declared.map(\.property)).union(connected.map(\.property))
      node.outlets = all.isEmpty ? nil : all.sorted()
      let unconnected = Set(declared.filter { !connected.contains($0) }.map(\.property))
      node.unconnectedOutlets = unconnected.isEmpty ? nil : unconnected.sorted()
    } else {
      for constraint in source.constraints {
        let entry = SceneTree.Constraint(
          id: constraint.id, formula: Self.formula(document: constraint), identifier: constraint.identifier)
        for item in Set([constraint.firstItemID, constraint.secondItemID].compactMap { $0 }) {
          constraintsByView[item, default: []].append(entry)
        }
      }
      let properties = Set(declared.map(\.property))
      node.outlets = properties.isEmpty ? nil : properties.sorted()
    }
    stack.append(node)
  }

  /// Files the constraints installed on the app's view `view` under the views they name: one
  /// the document declares by its id and items as the document names them, with the values the
  /// app holds (a size class's constant, what code set); one code added by a generated id
  /// (`<owner id>+<n>`) and its items by identity (`TreeItemNames`).
  private func recordConstraints(installedOn view: UIView, ownerID: String, record: NibLoadRecord, index: NibLoadRecord.Index) {
    var added = 0
    for constraint in record.constraints(installedOn: view) {
      let entry: SceneTree.Constraint
      let items: [String]
      if let document = index.constraints[ObjectIdentifier(constraint)] {
        items = [document.firstItemID, document.secondItemID].compactMap { $0 }
        let sides = FormulaSides(
          first: "\(document.firstItemID ?? "?").\(document.firstAttribute)",
          second: document.secondItemID.flatMap { document.secondAttribute == .notAnAttribute ? nil : "\($0).\(document.secondAttribute)" })
        entry = SceneTree.Constraint(
          id: document.id, formula: Self.formula(sides, of: constraint), identifier: constraint.identifier)
      } else {
        added += 1
        let first = TreeItemNames.name(of: constraint.firstItem, in: index)
        let second = constraint.secondItem.map { TreeItemNames.name(of: $0, in: index) }
        items = [first, second].compactMap { $0 }
        let sides = FormulaSides(
          first: "\(first).\(constraint.firstAttribute)",
          second: second.flatMap { constraint.secondAttribute == .notAnAttribute ? nil : "\($0).\(constraint.secondAttribute)" })
        entry = SceneTree.Constraint(
          id: "\(ownerID)+\(added)", formula: Self.formula(sides, of: constraint), identifier: constraint.identifier)
      }
      for item in Set(items) { constraintsByView[item, default: []].append(entry) }
    }
  }

  private func index(of record: NibLoadRecord) -> NibLoadRecord.Index {
    if let known = indexes[ObjectIdentifier(record)] { return known }
    let made = record.index()
    indexes[ObjectIdentifier(record)] = made
    return made
  }

  /// Starts a view that has no live counterpart (a table cell drawn by its table).
  func open(_ source: IBView, frame: CGRect, context: DrawingContext) {
    open(source, view: UIView(), frame: frame, context: context)
  }

  /// Ends the view opened last.
  func close() {
    guard var node = stack.popLast() else { return }
    if let placed = constraintsByView[node.id], !node.id.isEmpty {
      // One document constraint may be filed twice where an owner the app did not build names a
      // view it did.
      var seen: Set<String> = []
      node.constraints = placed.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
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

  /// The node of a view: where the app built it (`loaded`), its text, font, colours and
  /// accessibility as the app's view holds them, what the drawing shows; else the canvas's view's
  /// and the document's.
  private static func node(_ source: IBView, view: UIView, loaded: UIView?, frame: CGRect, context: DrawingContext)
    -> SceneTree.View
  {
    let shown = loaded ?? view
    var node = SceneTree.View(
      class: source.uiKitClassName, customClass: source.customClass, id: source.id,
      frame: [frame.minX, frame.minY, frame.width, frame.height].map(number),
      accessibility: accessibility(of: source, view: shown))
    node.backgroundColor = backgroundColor(of: source, loaded: loaded, context: context)?.css
    switch source.kind {
    case "label", "textView":
      node.text = shownText(of: shown)
      node.font = (shown as? UILabel)?.font.map(font) ?? (shown as? UITextView)?.font.map(font)
      switch loaded {
      case let label as UILabel:
        // A highlighted label shows its highlighted text colour, when it has one (`LabelDrawing`).
        let color = label.isHighlighted ? label.highlightedTextColor ?? label.textColor : label.textColor
        node.textColor = context.color(color ?? .label, of: label).css
      case let textView as UITextView: node.textColor = context.textColor(of: textView, textView.textColor, document: nil).css
      default: node.textColor = (context.color(source.textColor) ?? context.palette.label).css
      }
    case "button":
      // The app's button, when there is one: its title, font and title colour as UIKit resolves
      // them (a configuration's foreground and font), what the drawing shows.
      if let button = loaded as? UIButton {
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
      let field = shown as? UITextField
      node.text = field?.text
      node.placeholder = field?.placeholder
      node.font = field?.font.map(font)
      node.textColor = context.textColor(of: loaded as? UITextField, field?.textColor, document: source.textColor).css
    default:
      break
    }
    return node
  }

  /// The background the drawing fills a view with (`ViewDrawing`): the app's view's colour; for
  /// an app's table cell the one code or the document set on it, else the canvas's (its table's);
  /// the document's where the app did not build the view.
  private static func backgroundColor(of source: IBView, loaded: UIView?, context: DrawingContext) -> RenderColor? {
    switch loaded {
    case let cell as UITableViewCell:
      if let own = CellBackground.setBackground(of: cell) { return context.color(own, of: cell) }
    case let view?: return view.backgroundColor.map { context.color($0, of: view) }
    case nil: break
    }
    return context.color(source.backgroundColor)
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

  /// The two sides of a formula, named: `first.attribute` and, unless the constraint is a
  /// constant, `second.attribute`.
  struct FormulaSides {
    var first: String
    var second: String?
  }

  /// `first.attribute == second.attribute * multiplier + constant @priority`, over document ids,
  /// with the document's values.
  static func formula(document constraint: IBConstraint) -> String {
    let second = constraint.secondItemID.flatMap {
      constraint.secondAttribute == .notAnAttribute ? nil : "\($0).\(constraint.secondAttribute)"
    }
    let relation: String
    switch constraint.relation {
    case .equal: relation = "=="
    case .lessThanOrEqual: relation = "<="
    case .greaterThanOrEqual: relation = ">="
    }
    return formula(
      FormulaSides(first: "\(constraint.firstItemID ?? "?").\(constraint.firstAttribute)", second: second),
      relation: relation, multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
  }

  /// The formula of a runtime constraint: its relation, multiplier, constant and priority as
  /// the app holds them.
  static func formula(_ sides: FormulaSides, of constraint: NSLayoutConstraint) -> String {
    formula(
      sides, relation: constraint.relation.description, multiplier: Double(constraint.multiplier),
      constant: Double(constraint.constant), priority: Double(constraint.priority.rawValue))
  }

  private static func formula(
    _ sides: FormulaSides, relation: String, multiplier: Double, constant: Double, priority: Double
  ) -> String {
    var text = "\(sides.first) \(relation)"
    if let second = sides.second {
      text += " \(second)"
      if multiplier != 1 { text += " * \(SVGWriter.number(multiplier))" }
      if constant != 0 {
        text += constant < 0 ? " - \(SVGWriter.number(-constant))" : " + \(SVGWriter.number(constant))"
      }
    } else {
      text += " \(SVGWriter.number(constant))"
    }
    if priority < 1000 { text += " @\(SVGWriter.number(priority))" }
    return text
  }

  /// Points kept to a thousandth, so the JSON never shows binary noise (20.333333333333332).
  static func number(_ value: CGFloat) -> Double {
    (Double(value) * Self.precision).rounded() / Self.precision
  }

  private static let precision = 1000.0
}
