import AdaptiveKit
import Foundation

/// What a live view shows inside its bounds, by class, with the drawing helpers scenes use
/// (fed UIKit values instead of document attributes); and what goes over a view's subviews
/// (table cells' accessories and separators, a split view's column dividers).
@MainActor
struct LiveContentDrawing {
  let context: DrawingContext

  func drawContent(of view: UIView, in bounds: CGRect) {
    let traits = view._colorResolutionTraits
    func color(_ value: UIColor?) -> RenderColor? { value.map { RenderColor($0, traits: traits) } }
    let tint = color(view.tintColor) ?? .systemBlue
    let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch view {
    case let cell as UITableViewCell:
      if cell.isSelected || cell.isHighlighted, cell.selectionStyle != .none {
        context.writer.element("rect", [
          ("data-selection", "true"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(bounds.width)),
          ("height", SVGWriter.number(bounds.height)), ("fill", RenderColor(UIColor.systemGray4, traits: traits).css),
        ])
      }
    case let label as UILabel:
      guard let text = label.text, !text.isEmpty else { return }
      var textColor = color(label.isHighlighted ? label.highlightedTextColor ?? label.textColor : label.textColor) ?? .label
      if !label.isEnabled { textColor = textColor.withAlpha(0.35) }
      TextDrawing.draw(
        text, in: bounds, font: label.font, color: textColor, alignment: LabelDrawing.alignment(label.textAlignment, in: label),
        numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode, into: &context.writer)
    case let imageView as UIImageView:
      guard let image = imageView._displayedImage else { return }
      let drawn = ImageDrawing.draw(
        image, in: bounds, contentMode: Self.contentModeName(imageView.contentMode), viewTint: tint,
        automaticIsTemplate: false, clipsToBounds: imageView.clipsToBounds || imageView.layer.masksToBounds,
        direction: imageView.effectiveUserInterfaceLayoutDirection, traits: traits, context: context)
      if !drawn {
        ImageDrawing.drawPlaceholder(label: "image", in: bounds, context: context)
      }
    case let button as UIButton:
      LiveButtonDrawing(context: context).draw(button, tint: tint, in: bounds)
    case let toggle as UISwitch:
      ControlDrawing.drawSwitch(
        isOn: toggle.isOn, onColor: color(toggle.onTintColor) ?? .systemGreen, thumbColor: color(toggle.thumbTintColor),
        in: bounds, context: context)
    case let slider as UISlider:
      ControlDrawing.drawSlider(
        fraction: ControlDrawing.valueFraction(of: slider), tint: color(slider.minimumTrackTintColor) ?? tint, trackColor: color(slider.maximumTrackTintColor),
        thumbColor: color(slider.thumbTintColor), in: bounds, mirrored: mirrored, context: context)
    case let segmented as UISegmentedControl:
      let segments = (0..<segmented.numberOfSegments).map { (title: segmented.titleForSegment(at: $0), image: String?.none) }
      ControlDrawing.drawSegments(
        segments, selected: segmented.selectedSegmentIndex, selectedColor: color(segmented.selectedSegmentTintColor),
        in: bounds, mirrored: mirrored, context: context)
    case let pages as UIPageControl:
      ControlDrawing.drawPageControl(
        pages: pages.numberOfPages, current: pages.currentPage, currentColor: color(pages.currentPageIndicatorTintColor),
        otherColor: color(pages.pageIndicatorTintColor), in: bounds, context: context)
    case let field as UITextField:
      drawTextField(field, color: color(field.textColor) ?? .label, in: bounds)
    case let progress as UIProgressView:
      ControlDrawing.drawProgress(
        CGFloat(min(max(progress.progress, 0), 1)), tint: color(progress.progressTintColor) ?? tint,
        trackColor: color(progress.trackTintColor), in: bounds, mirrored: mirrored, context: context)
    case let indicator as UIActivityIndicatorView:
      guard indicator.isAnimating || !indicator.hidesWhenStopped else { return }
      ControlDrawing.drawActivityIndicator(indicator, color: color(indicator.color) ?? .systemGray, in: bounds, context: context)
    case let stepper as UIStepper:
      ControlDrawing.drawStepper(
        stepper, tint: tint, defaultTint: color(UIColor.systemBlue) ?? .systemBlue, in: bounds, context: context)
    case let bar as UINavigationBar:
      drawNavigationBar(bar, in: bounds)
    case let bar as UITabBar:
      let items = bar.items ?? []
      let chrome = SceneChrome.TabBar(items: items.map(SceneChrome.BarItem.init), selectedIndex: BarDrawing.selectedIndex(of: bar))
      BarDrawing.drawTabBar(
        chrome, in: bounds, barHeight: min(bounds.height, 49), background: background(bar._currentAppearance, of: bar),
        context: context)
    case let bar as UIToolbar:
      BarDrawing.drawToolbar(
        (bar.items ?? []).map(SceneChrome.BarItem.init), in: bounds, barHeight: min(bounds.height, 44),
        background: background(bar._currentAppearance, of: bar), mirrored: mirrored, context: context)
    default:
      break
    }
  }

  /// A text field as UIKit draws it: its border style, then its text (or its placeholder) in its
  /// font and alignment; `color` is its text colour as the caller resolves colours, `direction`
  /// the layout direction natural alignment follows (the field's own when nil).
  func drawTextField(
    _ field: UITextField, color: RenderColor, direction: UIUserInterfaceLayoutDirection? = nil, in bounds: CGRect
  ) {
    ControlDrawing.drawTextField(
      borderStyle: Self.borderStyleName(field.borderStyle), text: field.text, placeholder: field.placeholder,
      font: field.font ?? UIFont.systemFont(ofSize: 14), color: color,
      alignment: LabelDrawing.alignment(field.textAlignment, direction: direction ?? field.effectiveUserInterfaceLayoutDirection),
      in: bounds, context: context)
  }

  func drawOverlay(of view: UIView, in bounds: CGRect) {
    if let cell = view as? UITableViewCell {
      drawCellDecorations(cell, in: bounds)
    } else if view.next is UISplitViewController {
      // The hairline between columns laid side by side.
      let columns = view.subviews.filter { !$0.isHidden && $0.frame.height >= bounds.height - 1 && $0.frame.width < bounds.width }
      for column in columns where column.frame.maxX < bounds.width - 1 {
        context.writer.line(
          from: CGPoint(x: column.frame.maxX + 0.25, y: 0), to: CGPoint(x: column.frame.maxX + 0.25, y: bounds.height),
          stroke: RenderColor.separator.css, width: 0.5, extra: [("data-divider", "split")])
      }
    }
  }

  /// A cell's standard accessory and, inside a table with separators, the line under it (not
  /// under a grouped section's last row).
  private func drawCellDecorations(_ cell: UITableViewCell, in bounds: CGRect) {
    // Right to left, the accessory and the separator's inset mirror to the left.
    let mirrored = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if cell.accessoryView == nil, let name = Self.accessoryName(cell.accessoryType) {
      if mirrored { context.writer.open("g", [("transform", "matrix(-1 0 0 1 \(SVGWriter.number(bounds.width)) 0)")]) }
      TableDrawing.drawAccessory(name, cellWidth: bounds.width, midY: bounds.height / 2, context: context)
      if mirrored { context.writer.close("g") }
    }
    guard let table = cell.superview as? UITableView, table.separatorStyle != .none,
      let indexPath = table.indexPath(for: cell)
    else { return }
    let isLast = indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1
    if isLast, table.style != .plain { return }
    let inset = table.separatorInset
    let separator = table.separatorColor.map { RenderColor($0, traits: cell.traitCollection) } ?? .separator
    TableDrawing.drawSeparator(
      from: mirrored ? inset.right : inset.left, to: bounds.width - (mirrored ? inset.left : inset.right),
      y: bounds.height - 0.25, color: separator, context: context)
  }

  /// The top item's title and buttons, the back button titled after the previous item; items
  /// and the back title are made as for storyboard scenes' bars (`SceneChrome`), one way.
  private func drawNavigationBar(_ bar: UINavigationBar, in bounds: CGRect) {
    let top = bar.topItem
    var backTitle: String?
    if let back = bar.backItem, let top, !top.hidesBackButton, top.leftBarButtonItems?.isEmpty ?? true {
      backTitle = SceneChrome.backTitle(shownBy: back)
    }
    let chrome = SceneChrome.NavigationBar(
      title: top?.title ?? "", leftItems: (top?.leftBarButtonItems ?? []).map(SceneChrome.BarItem.init),
      rightItems: (top?.rightBarButtonItems ?? []).map(SceneChrome.BarItem.init),
      prefersLargeTitles: bar.isShowingLargeTitle, backTitle: backTitle)
    // The bar's background reaches up behind the status bar, as UIKit extends it.
    let extendUp = max(0, bar.convert(CGPoint.zero, to: nil).y)
    BarDrawing.drawNavigationBar(
      chrome, in: bounds, extendUp: extendUp, compactHeight: bounds.height < 40,
      background: background(bar._currentAppearance, of: bar), context: context)
  }

  /// The fill and shadow of the appearance UIKit shows: its color, else the standard translucent
  /// fill for a blur (the renderer does not blur) or an image (not drawn), else none.
  private func background(_ appearance: UIBarAppearance, of bar: UIView) -> BarDrawing.BarBackground {
    let traits = bar.traitCollection
    let fill: RenderColor? =
      appearance.backgroundColor.map { RenderColor($0, traits: traits) }
      ?? (appearance._hasBackground ? .barBackground : nil)
    return BarDrawing.BarBackground(fill: fill, shadow: appearance.shadowColor.map { RenderColor($0, traits: traits) })
  }

  static func accessoryName(_ type: UITableViewCell.AccessoryType) -> String? {
    switch type {
    case .none: return nil
    case .disclosureIndicator: return "disclosureIndicator"
    case .checkmark: return "checkmark"
    case .detailButton: return "detailButton"
    case .detailDisclosureButton: return "detailDisclosureButton"
    }
  }

  static func borderStyleName(_ style: UITextField.BorderStyle) -> String? {
    switch style {
    case .none: return nil
    case .line: return "line"
    case .bezel: return "bezel"
    case .roundedRect: return "roundedRect"
    }
  }

  /// Interface Builder's name of a content mode, as `ImageDrawing` reads it.
  static func contentModeName(_ mode: UIView.ContentMode) -> String {
    switch mode {
    case .scaleToFill: return "scaleToFill"
    case .scaleAspectFit: return "scaleAspectFit"
    case .scaleAspectFill: return "scaleAspectFill"
    case .redraw: return "redraw"
    case .center: return "center"
    case .top: return "top"
    case .bottom: return "bottom"
    case .left: return "left"
    case .right: return "right"
    case .topLeft: return "topLeft"
    case .topRight: return "topRight"
    case .bottomLeft: return "bottomLeft"
    case .bottomRight: return "bottomRight"
    }
  }
}
