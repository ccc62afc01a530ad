import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Applies the variations of `sizeClasses`: installs and uninstalls views (an uninstalled view
  /// leaves its superview, taking the constraints that cross out of it along), activates the
  /// installed constraints whose views are all in the hierarchy and deactivates the others, and
  /// sets the properties the variations change (behaviour §12.3). The next layout pass solves
  /// again. Called on every size-class change of the root view; call it directly to show a
  /// size class the traits do not have (Interface Builder's "View as" grid).
  public func applyVariations(for sizeClasses: IBSizeClassPair) {
    let resolver = IBVariationResolver(sizeClasses)
    let previous = self.sizeClasses
    self.sizeClasses = sizeClasses
    let inserted = installViews(resolver)
    updateConstraints(resolver, inserted: inserted)
    // Rows and their tables come and go together, so these hold whatever is installed.
    unsettleSelfSizingRows()
    NSLayoutConstraint.activate(rowConstraints.filter { !$0.isActive })
    for index in nodes.indices where nodes[index].hasPropertyVariations {
      let node = nodes[index]
      // Views whose values do not differ between the old and the new environment keep any
      // value code gave them since.
      let old = IBVariationResolver(previous).applicableVariations(of: node.source).map(\.variationKey)
      let new = resolver.applicableVariations(of: node.source).map(\.variationKey)
      guard old != new || !hasAppliedProperties.contains(index) else { continue }
      hasAppliedProperties.insert(index)
      let resolved = IBView(element: resolver.resolve(node.source.element, recursive: false))
      // At run time only what the variations set is re-applied (code keeps the rest); the
      // canvas, where no code runs, sets every variable property as before.
      // A variation's values are decoded values: appearance proxies still style them.
      StoryboardSceneBuilder.settingDecodedValues(on: node.view) {
        StoryboardSceneBuilder.applyVariableProperties(
          of: resolved, to: node.view, contentSizeCategory: contentSizeCategory, appFonts: context.appFonts,
          varying: context.load == nil ? nil : node.varied)
        if let load = context.load, let varied = node.varied {
          StoryboardSceneBuilder.applyVariableColors(of: resolved, keys: varied.colorKeys, to: node.view, load: load)
        }
      }
    }
    rootView.setNeedsLayout()
  }

  /// Puts the installed views in the hierarchy and takes the others out; returns the nodes
  /// (re)inserted, whose removal took their constraints along.
  private func installViews(_ resolver: IBVariationResolver) -> Set<Int> {
    var inserted: Set<Int> = []
    // Children are in index order, so a running count per parent of the installed siblings
    // already visited is each view's subview position; recounting the earlier siblings for
    // every view made a flat scene quadratic in its views.
    var installedBefore = [Int](repeating: 0, count: nodes.count)
    var arrangedBefore = [Int](repeating: 0, count: nodes.count)
    // Each stack whose arrangement changes regenerates its constraints once, after the pass.
    // (In the order first touched, so the regeneration order is the document's.)
    var batchedStacks: [UIStackView] = []
    var batched: Set<ObjectIdentifier> = []
    func batch(_ stack: UIStackView) {
      guard batched.insert(ObjectIdentifier(stack)).inserted else { return }
      stack.beginArrangementBatch()
      batchedStacks.append(stack)
    }
    defer { for stack in batchedStacks { stack.endArrangementBatch() } }
    for index in nodes.indices.dropFirst() {
      guard let parentIndex = nodes[index].parent else { continue }
      defer {
        if nodes[index].isOwnInstalled {
          installedBefore[parentIndex] += 1
          if nodes[index].source.key == nil { arrangedBefore[parentIndex] += 1 }
        }
      }
      let node = nodes[index]
      let parent = nodes[parentIndex]
      let installed = resolver.isInstalled(node.source.id, in: parent.source)
      guard installed != node.isOwnInstalled || (installed && node.view.superview !== parent.view) else { continue }
      nodes[index].isOwnInstalled = installed
      if installed {
        inserted.insert(index)
        let position = installedBefore[parentIndex]
        if let stack = parent.view as? UIStackView, node.source.key == nil {
          batch(stack)
          stack.insertSubview(node.view, at: position)
          stack.insertArrangedSubview(node.view, at: arrangedBefore[parentIndex])
        } else {
          parent.view.insertSubview(node.view, at: position)
        }
      } else {
        if let stack = parent.view as? UIStackView {
          batch(stack)
          stack.removeArrangedSubview(node.view)
        }
        node.view.removeFromSuperview()
      }
    }
    return inserted
  }

  /// Activates the constraints the size classes now install and deactivates those they no
  /// longer do. Only a change of installation moves a constraint: one code deactivated (or
  /// activated) stays so across trait changes that leave its installation alone, as in UIKit,
  /// where a nib's variations re-apply only what differs between size classes.
  private func updateConstraints(_ resolver: IBVariationResolver, inserted: Set<Int>) {
    var activating: [NSLayoutConstraint] = []
    // Whether the node or an ancestor was (re)inserted in this pass.
    func isReinserted(_ node: Int) -> Bool {
      guard !inserted.isEmpty else { return false }
      var current: Int? = node
      while let index = current {
        if inserted.contains(index) { return true }
        current = nodes[index].parent
      }
      return false
    }
    for index in constraintRecords.indices {
      let record = constraintRecords[index]
      guard let made = record.made else { continue }
      let wanted =
        isEffectivelyInstalled(record.owner)
        && resolver.isInstalled(record.source.id, in: nodes[record.owner].source)
        && record.itemNodes.allSatisfy(isEffectivelyInstalled)
      // A (re)inserted view comes back without the constraints its removal took along.
      var reapplies = wanted != record.wasWanted || isReinserted(record.owner) || record.itemNodes.contains(where: isReinserted)
      constraintRecords[index].wasWanted = wanted
      if !record.source.variations.isEmpty {
        let resolved = IBConstraint(
          element: resolver.resolve(record.source.element, recursive: false), ownerID: record.source.ownerID)
        made.constant = CGFloat(resolved.constant)
        let priority = UILayoutPriority(rawValue: Float(resolved.priority))
        if made.priority != priority {
          // UIKit refuses to move an active constraint between required and optional.
          if made.isActive {
            made.isActive = false
            reapplies = true
          }
          made.priority = priority
        }
      }
      guard reapplies else { continue }
      if !wanted, made.isActive { made.isActive = false }
      if wanted, !made.isActive { activating.append(made) }
    }
    NSLayoutConstraint.activate(activating)
  }

  /// Sets the properties a variation may change on a view already built (the values of `source`,
  /// already resolved for the environment). With `varying` (at run time), only the properties a
  /// variation of the view sets: UIKit stores those as trait-dependent values, and every other
  /// property keeps what code gave it. The canvas sets them all.
  static func applyVariableProperties(
    of source: IBView, to view: UIView, contentSizeCategory: String, appFonts: AppFontCatalog,
    varying: VariedProperties? = nil
  ) {
    /// Whether a variation sets any of `names` (attribute names or child element keys).
    func varies(_ names: String...) -> Bool { varying.map { set in names.contains { set.names.contains($0) } } ?? true }
    if varies("hidden") { view.isHidden = source.isHidden }
    if varies("alpha") { view.alpha = CGFloat(source.alpha) }
    if varies("frame"), view.translatesAutoresizingMaskIntoConstraints, let frame = source.frame {
      view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    if varies("horizontalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(Float(source.horizontalHuggingPriority)), for: .horizontal)
    }
    if varies("verticalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(Float(source.verticalHuggingPriority)), for: .vertical)
    }
    if varies("horizontalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(source.horizontalCompressionResistancePriority)), for: .horizontal)
    }
    if varies("verticalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(source.verticalCompressionResistancePriority)), for: .vertical)
    }
    if varies("layoutMargins", "directionalLayoutMargins"), let margins = source.layoutMargins {
      view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }
    let variesFont = varies("fontDescription")
    switch view {
    case let label as UILabel:
      if varies("text", "attributedText") { label.text = source.text ?? source.attributedText?.string }
      if variesFont || varies("attributedText"),
        let font = UIFont.interfaceBuilderFont(
          attributedTextOf: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
          ?? font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
      {
        label.font = font
      }
      if varies("numberOfLines") { label.numberOfLines = source.numberOfLines }
      if varies("text", "attributedText"), source.text == nil, let attributed = source.attributedText {
        label.setAttributedRuns(
          AttributedRun.runs(interfaceBuilder: attributed, contentSizeCategory: contentSizeCategory, appFonts: appFonts))
      }
    case let button as UIButton:
      if variesFont, let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        button.titleLabel?.font = font
      }
      if varies("normal") { button.setTitle(source.buttonState("normal")?.title, for: .normal) }
    case let textView as UITextView:
      if varies("text", "attributedText") {
        textView.text = source.text ?? source.attributedText?.fragments.map(\.content).joined() ?? ""
      }
      if variesFont, let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        textView.font = font
      }
      if varies("scrollEnabled") { textView.isScrollEnabled = source.isScrollEnabled }
    case let field as UITextField:
      if variesFont, let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        field.font = font
      }
      if varies("text") { field.text = source.text }
      if varies("placeholder") { field.placeholder = source.placeholder }
    case let stack as UIStackView:
      if varies("axis") { stack.axis = source.axis == .vertical ? .vertical : .horizontal }
      if varies("distribution") { stack.distribution = stackDistribution(source.distribution) }
      if varies("alignment") { stack.alignment = stackAlignment(source.alignment) }
      if varies("spacing", "spacingType") { stack.spacing = source.usesStandardSpacing ? 8 : CGFloat(source.spacing) }
    default:
      break
    }
  }
}

/// The properties the size-class variations of one document view set: attribute names
/// (`hidden`, `alpha`, `text`, …) and child element keys (`fontDescription`, `frame`, …).
struct VariedProperties {
  let names: Set<String>
  /// The colour keys among them (`backgroundColor`, `textColor`, …).
  let colorKeys: Set<String>

  init(of source: IBView) {
    var names: Set<String> = []
    var colorKeys: Set<String> = []
    for variation in source.variations {
      for attribute in variation.attributeOverrides { names.insert(attribute.name) }
      for element in variation.elementOverrides {
        guard let key = element.key else { continue }
        names.insert(key)
        if element.name == "color" || element.name == "nil" { colorKeys.insert(key) }
      }
    }
    self.names = names
    self.colorKeys = colorKeys
  }
}
