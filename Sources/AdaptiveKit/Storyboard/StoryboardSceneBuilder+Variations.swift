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
    installViews(resolver)
    updateConstraints(resolver)
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
      StoryboardSceneBuilder.applyVariableProperties(
        of: IBView(element: resolver.resolve(node.source.element, recursive: false)), to: node.view,
        contentSizeCategory: contentSizeCategory, appFonts: context.appFonts)
    }
    rootView.setNeedsLayout()
  }

  private func installViews(_ resolver: IBVariationResolver) {
    // Children are in index order, so a running count per parent of the installed siblings
    // already visited is each view's subview position; recounting the earlier siblings for
    // every view made a flat scene quadratic in its views.
    var installedBefore = [Int](repeating: 0, count: nodes.count)
    var arrangedBefore = [Int](repeating: 0, count: nodes.count)
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
        let position = installedBefore[parentIndex]
        if let stack = parent.view as? UIStackView, node.source.key == nil {
          stack.insertSubview(node.view, at: position)
          stack.insertArrangedSubview(node.view, at: arrangedBefore[parentIndex])
        } else {
          parent.view.insertSubview(node.view, at: position)
        }
      } else {
        (parent.view as? UIStackView)?.removeArrangedSubview(node.view)
        node.view.removeFromSuperview()
      }
    }
  }

  private func updateConstraints(_ resolver: IBVariationResolver) {
    var activating: [NSLayoutConstraint] = []
    for record in constraintRecords {
      guard let made = record.made else { continue }
      let wanted =
        isEffectivelyInstalled(record.owner)
        && resolver.isInstalled(record.source.id, in: nodes[record.owner].source)
        && record.itemNodes.allSatisfy(isEffectivelyInstalled)
      if !record.source.variations.isEmpty {
        let resolved = IBConstraint(
          element: resolver.resolve(record.source.element, recursive: false), ownerID: record.source.ownerID)
        made.constant = CGFloat(resolved.constant)
        let priority = UILayoutPriority(rawValue: Float(resolved.priority))
        if made.priority != priority {
          // UIKit refuses to move an active constraint between required and optional.
          if made.isActive { made.isActive = false }
          made.priority = priority
        }
      }
      if !wanted, made.isActive { made.isActive = false }
      if wanted, !made.isActive { activating.append(made) }
    }
    NSLayoutConstraint.activate(activating)
  }

  /// Sets the properties a variation may change on a view already built (the values of `source`,
  /// already resolved for the environment).
  static func applyVariableProperties(
    of source: IBView, to view: UIView, contentSizeCategory: String, appFonts: AppFontCatalog
  ) {
    view.isHidden = source.isHidden
    view.alpha = CGFloat(source.alpha)
    if view.translatesAutoresizingMaskIntoConstraints, let frame = source.frame {
      view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    view.setContentHuggingPriority(UILayoutPriority(Float(source.horizontalHuggingPriority)), for: .horizontal)
    view.setContentHuggingPriority(UILayoutPriority(Float(source.verticalHuggingPriority)), for: .vertical)
    view.setContentCompressionResistancePriority(
      UILayoutPriority(Float(source.horizontalCompressionResistancePriority)), for: .horizontal)
    view.setContentCompressionResistancePriority(
      UILayoutPriority(Float(source.verticalCompressionResistancePriority)), for: .vertical)
    if let margins = source.layoutMargins {
      view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }
    switch view {
    case let label as UILabel:
      label.text = source.text ?? source.attributedText?.string
      if let font = UIFont.interfaceBuilderFont(
        attributedTextOf: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
        ?? font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
      {
        label.font = font
      }
      label.numberOfLines = source.numberOfLines
      if source.text == nil, let attributed = source.attributedText {
        label.setAttributedRuns(
          AttributedRun.runs(interfaceBuilder: attributed, contentSizeCategory: contentSizeCategory, appFonts: appFonts))
      }
    case let button as UIButton:
      if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        button.titleLabel?.font = font
      }
      button.setTitle(source.buttonState("normal")?.title, for: .normal)
    case let textView as UITextView:
      textView.text = source.text ?? source.attributedText?.fragments.map(\.content).joined() ?? ""
      if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) { textView.font = font }
      textView.isScrollEnabled = source.isScrollEnabled
    case let field as UITextField:
      if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) { field.font = font }
      field.text = source.text
      field.placeholder = source.placeholder
    case let stack as UIStackView:
      stack.axis = source.axis == .vertical ? .vertical : .horizontal
      stack.distribution = stackDistribution(source.distribution)
      stack.alignment = stackAlignment(source.alignment)
      stack.spacing = source.usesStandardSpacing ? 8 : CGFloat(source.spacing)
    default:
      break
    }
  }
}
