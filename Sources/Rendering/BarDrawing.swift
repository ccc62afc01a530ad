import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The status bar, navigation bars with titles and bar button items, tab bars with items,
/// toolbars and search bars, in the iOS 13+ default (translucent light) appearance.
@MainActor
enum BarDrawing {
  /// A navigation bar's height: 44 points, 32 in compact height on iPhone, 96 with a large title.
  static func navigationBarHeight(_ bar: SceneChrome.NavigationBar, compactHeight: Bool) -> CGFloat {
    if compactHeight { return 32 }
    return bar.prefersLargeTitles ? 96 : 44
  }

  /// A tab bar's or toolbar's height above the home indicator: 49 (tab) or 44 (toolbar), 32 in
  /// compact height on iPhone.
  static func bottomBarHeight(isTabBar: Bool, compactHeight: Bool) -> CGFloat {
    compactHeight ? 32 : (isTabBar ? 49 : 44)
  }

  private static let hairline = BarBackground.hairline

  // MARK: Status bar

  /// The status bar of `device` across `width`, `height` high (its top safe-area inset; nothing
  /// where that is zero): an iPad's has the time and date on the left and Wi-Fi and battery on the
  /// right (iPadOS draws it so with or without a home button, 20 or 24 points high); an iPhone
  /// with a sensor housing has the time left of it and the signal and battery right of it; older
  /// iPhones center the time between signal and battery.
  static func drawStatusBar(width: CGFloat, height: CGFloat, device: Device, context: DrawingContext) {
    guard height > 0 else { return }
    context.writer.open("g", [("data-class", "UIStatusBar"), ("data-frame", "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))")])
    context.writer.element("title", [], text: "Status bar (\(SVGWriter.number(height)) pt)")
    if device.idiom == .pad {
      drawPadStatusBar(width: width, height: height, context: context)
    } else {
      drawPhoneStatusBar(width: width, height: height, notched: device.safeAreaInsets(in: .portrait).top > 20,
        context: context)
    }
    context.writer.close("g")
  }

  private static func drawPhoneStatusBar(width: CGFloat, height: CGFloat, notched: Bool, context: DrawingContext) {
    let font = UIFont.systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
    let barTop = notched ? height - 30 : 0
    let barHeight: CGFloat = notched ? 30 : 20
    let timeBox = notched
      ? CGRect(x: 0, y: barTop, width: min(width * 0.3, 150), height: barHeight)
      : CGRect(x: 0, y: 0, width: width, height: barHeight)
    TextDrawing.draw("9:41", in: timeBox, font: font, color: context.palette.label, alignment: .center, into: &context.writer)
    let batteryWidth: CGFloat = notched ? 25 : 22
    let battery = CGRect(x: width - batteryWidth - (notched ? 26 : 8), y: barTop + barHeight / 2 - 6, width: batteryWidth,
      height: 12)
    drawBattery(battery, context: context)
    // Signal: four bars of rising height.
    for index in 0..<4 {
      let barWidth: CGFloat = 3
      let x = battery.minX - 26 + CGFloat(index) * (barWidth + 1.5)
      let h = 4 + CGFloat(index) * 2
      context.writer.rect(CGRect(x: x, y: battery.maxY - h, width: barWidth, height: h), radius: 0.7, fill: context.palette.label.css)
    }
  }

  /// iPadOS's layout: time and date from the leading edge, Wi-Fi, charge and battery at the
  /// trailing edge, 12-point text centered in the bar, 20-point side margins (chosen from
  /// screenshots; the exact metrics are not documented).
  private static func drawPadStatusBar(width: CGFloat, height: CGFloat, context: DrawingContext) {
    let margin: CGFloat = 20
    let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
    let time = "9:41"
    let timeWidth = TextDrawing.width(of: time, font: font)
    TextDrawing.draw(time, in: CGRect(x: margin, y: 0, width: timeWidth, height: height), font: font, color: context.palette.label,
      into: &context.writer)
    let dateFont = UIFont.systemFont(ofSize: 12, weight: .medium)
    let date = "Tue Jan 9"
    TextDrawing.draw(date, in: CGRect(x: margin + timeWidth + 6, y: 0, width: TextDrawing.width(of: date, font: dateFont),
      height: height), font: dateFont, color: context.palette.label, into: &context.writer)
    let battery = CGRect(x: width - margin - 25, y: height / 2 - 6, width: 25, height: 12)
    drawBattery(battery, context: context)
    let charge = "100%"
    let chargeWidth = TextDrawing.width(of: charge, font: dateFont)
    TextDrawing.draw(charge, in: CGRect(x: battery.minX - 5 - chargeWidth, y: 0, width: chargeWidth, height: height),
      font: dateFont, color: context.palette.label, into: &context.writer)
    // Wi-Fi: a dot and two arcs opening upward.
    let center = CGPoint(x: battery.minX - 5 - chargeWidth - 14, y: battery.maxY)
    context.writer.circle(center: CGPoint(x: center.x, y: center.y - 1.5), radius: 1.5, fill: context.palette.label.css)
    for radius in [6.0, 10.5] as [CGFloat] {
      let dx = radius * 0.7071
      let path = "M\(SVGWriter.number(center.x - dx)),\(SVGWriter.number(center.y - dx)) A\(SVGWriter.number(radius)),"
        + "\(SVGWriter.number(radius)) 0 0 1 \(SVGWriter.number(center.x + dx)),\(SVGWriter.number(center.y - dx))"
      context.writer.element("path", [
        ("d", path), ("fill", "none"), ("stroke", context.palette.label.css), ("stroke-width", "2"), ("stroke-linecap", "round"),
      ])
    }
  }

  /// An outlined battery body with a nub, mostly full.
  private static func drawBattery(_ battery: CGRect, context: DrawingContext) {
    context.writer.rect(battery, radius: 3, fill: nil, stroke: context.palette.label.withAlpha(0.4).css, strokeWidth: 1)
    context.writer.rect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, fill: context.palette.label.css)
    context.writer.rect(CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75,
      fill: context.palette.label.withAlpha(0.4).css)
  }

  // MARK: Backgrounds

  /// What a bar draws behind its content: a fill and the shadow line, each optional (a bar
  /// appearance configured as transparent draws neither).
  struct BarBackground {
    var fill: RenderColor?
    var shadow: RenderColor?
    /// The 30 % black line UIKit draws along a bar's edge.
    nonisolated static let hairline = RenderColor(white: 0, alpha: 0.3)
    /// The translucent system background and the hairline.
    nonisolated static let standard = BarBackground(fill: .barBackground, shadow: hairline)
  }

  /// A tab bar's or toolbar's background, its shadow line along the top edge.
  /// The standard bar colours in the drawing's appearance (dark bars under a dark variant); an
  /// appearance's own colours as they are.
  private static func themed(_ color: RenderColor, _ context: DrawingContext) -> RenderColor {
    if color == .barBackground { return context.palette.barBackground }
    if color == BarBackground.hairline { return context.palette.hairline }
    return color
  }

  private static func drawBottomBarBackground(_ background: BarBackground, in frame: CGRect, context: DrawingContext) {
    if let fill = background.fill { context.writer.rect(frame, fill: themed(fill, context).css) }
    if let shadow = background.shadow {
      context.writer.line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.minY),
        stroke: themed(shadow, context).css, width: 0.33)
    }
  }

  // MARK: Navigation bars

  /// The share of the bar's width a back button's title may take before UIKit gives up on it.
  /// Unconfirmed (UIKit documents no figure): a third, the room a centred title leaves a side.
  static let backTitleShare: CGFloat = 1.0 / 3

  /// The back button's title as UIKit shows it in `room` points: the title when it fits, else
  /// "Back", else none (the chevron alone) — UIKit shortens a long back title to "Back" rather
  /// than truncating it.
  static func backButtonTitle(_ title: String, font: UIFont, room: CGFloat) -> String {
    for candidate in [title, "Back"] where TextDrawing.width(of: candidate, font: font) <= room { return candidate }
    return ""
  }

  /// A controller's navigation bar in `frame` (the bar itself, below the status bar).
  static func drawNavigationBar(_ bar: SceneChrome.NavigationBar, in frame: CGRect, extendUp: CGFloat,
    compactHeight: Bool, background: BarBackground = .standard, context: DrawingContext)
  {
    context.writer.open("g", [("data-class", "UINavigationBar"), ("data-frame", frameText(frame))])
    context.writer.element("title", [], text: "UINavigationBar “\(bar.title)” (\(frameText(frame)))")
    if let fill = background.fill {
      context.writer.rect(CGRect(x: frame.minX, y: frame.minY - extendUp, width: frame.width, height: frame.height + extendUp),
        fill: themed(fill, context).css)
    }
    if let shadow = background.shadow {
      context.writer.line(from: CGPoint(x: frame.minX, y: frame.maxY), to: CGPoint(x: frame.maxX, y: frame.maxY),
        stroke: themed(shadow, context).css, width: 0.33)
    }
    let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: compactHeight ? frame.height : 44)
    let margin: CGFloat = frame.width > 375 ? 20 : 16
    // Positions are worked out left to right, then mirrored in a right-to-left interface: the
    // back button and leading items move to the right edge, the chevron points right.
    let mirror = HorizontalMirror(in: frame, active: context.isRightToLeft)
    var leftEdge = row.minX + margin
    if let back = bar.backTitle, bar.leftItems.isEmpty {
      context.writer.polyline(
        [CGPoint(x: leftEdge + 8, y: row.midY - 9), CGPoint(x: leftEdge, y: row.midY), CGPoint(x: leftEdge + 8, y: row.midY + 9)]
          .map(mirror.point),
        stroke: context.palette.systemBlue.css, width: 2.5)
      leftEdge += 14
      let font = UIFont.systemFont(ofSize: 17)
      let shown = Self.backButtonTitle(back, font: font, room: row.width * Self.backTitleShare)
      if !shown.isEmpty {
        let width = TextDrawing.width(of: shown, font: font)
        TextDrawing.draw(shown, in: mirror.rect(CGRect(x: leftEdge, y: row.minY, width: width, height: row.height)),
          font: font, color: context.palette.systemBlue, into: &context.writer)
        leftEdge += width + 8
      }
    }
    leftEdge = drawItems(bar.leftItems, from: leftEdge, row: row, trailing: false, mirror: mirror, context: context)
    let rightEdge = drawItems(bar.rightItems.reversed(), from: row.maxX - margin, row: row, trailing: true,
      mirror: mirror, context: context)
    if bar.prefersLargeTitles, !compactHeight {
      let font = UIFont.systemFont(ofSize: 34, weight: .bold)
      TextDrawing.draw(bar.title, in: CGRect(x: frame.minX + margin, y: row.maxY, width: frame.width - 2 * margin,
        height: frame.height - row.height), font: font, color: context.palette.label,
        alignment: mirror.active ? .right : .left, into: &context.writer)
    } else if !bar.title.isEmpty {
      // The title centers in the bar unless the items crowd it; then it centers between them.
      let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
      let available = max(0, rightEdge - leftEdge - 16)
      let width = min(TextDrawing.width(of: bar.title, font: font), available)
      var x = row.midX - width / 2
      x = min(max(x, leftEdge + 8), rightEdge - 8 - width)
      TextDrawing.draw(bar.title, in: mirror.rect(CGRect(x: x, y: row.minY, width: width, height: row.height)), font: font,
        color: context.palette.label, alignment: .center, into: &context.writer)
    }
    context.writer.close("g")
  }

  /// Draws bar button items from `edge` inward; returns the inner edge reached.
  private static func drawItems(
    _ items: [SceneChrome.BarItem], from edge: CGFloat, row: CGRect, trailing: Bool, mirror: HorizontalMirror,
    context: DrawingContext
  ) -> CGFloat {
    var edge = edge
    for item in items where item.systemItem != "flexibleSpace" && item.systemItem != "fixedSpace" {
      let font = UIFont.systemFont(ofSize: item.systemItem == "add" ? 28 : 17, weight: item.isDone ? .semibold : .regular)
      let width = min(TextDrawing.width(of: item.title, font: font), row.width / 3)
      let x = trailing ? edge - width : edge
      TextDrawing.draw(item.title, in: mirror.rect(CGRect(x: x, y: row.minY, width: width, height: row.height)),
        font: font, color: context.palette.systemBlue, alignment: .center, into: &context.writer)
      edge = trailing ? x - 16 : x + width + 16
    }
    return edge
  }

  // MARK: Tab bars and toolbars

  /// A tab bar in `frame` (which includes the home-indicator area below `barHeight`).
  static func drawTabBar(
    _ bar: SceneChrome.TabBar, in frame: CGRect, barHeight: CGFloat, background: BarBackground = .standard,
    context: DrawingContext
  ) {
    context.writer.open("g", [("data-class", "UITabBar"), ("data-frame", frameText(frame))])
    context.writer.element("title", [], text: "UITabBar, \(bar.items.count) items (\(frameText(frame)))")
    drawBottomBarBackground(background, in: frame, context: context)
    guard !bar.items.isEmpty else {
      context.writer.close("g")
      return
    }
    // Items share the width; on wide bars they center in 76–120-point slots as on iPad.
    let slot = frame.width > 500 ? min(120, frame.width / CGFloat(bar.items.count)) : frame.width / CGFloat(bar.items.count)
    let start = frame.midX - slot * CGFloat(bar.items.count) / 2
    let compact = barHeight < 40
    for (index, item) in bar.items.enumerated() {
      let color = index == bar.selectedIndex ? context.palette.systemBlue : context.palette.systemGray
      let box = CGRect(x: start + slot * CGFloat(index), y: frame.minY, width: slot, height: barHeight)
      let icon: CGFloat = compact ? 18 : 24
      let font = UIFont.systemFont(ofSize: 10, weight: .medium)
      if compact {
        let titleWidth = min(TextDrawing.width(of: item.title, font: font), slot - icon - 10)
        let x = box.midX - (icon + 6 + titleWidth) / 2
        context.writer.rect(CGRect(x: x, y: box.midY - icon / 2, width: icon, height: icon), radius: 5, fill: nil,
          stroke: color.css, strokeWidth: 1.5)
        TextDrawing.draw(item.title, in: CGRect(x: x + icon + 6, y: box.minY, width: titleWidth, height: box.height),
          font: font, color: color, into: &context.writer)
      } else {
        context.writer.rect(CGRect(x: box.midX - icon / 2, y: box.minY + 5, width: icon, height: icon), radius: 6,
          fill: nil, stroke: color.css, strokeWidth: 1.5)
        TextDrawing.draw(item.title, in: CGRect(x: box.minX + 2, y: box.minY + 31, width: box.width - 4, height: 13),
          font: font, color: color, alignment: .center, into: &context.writer)
      }
    }
    context.writer.close("g")
  }

  /// A toolbar in `frame`: items spread by flexible spaces, else packed from the leading edge.
  static func drawToolbar(
    _ items: [SceneChrome.BarItem], in frame: CGRect, barHeight: CGFloat, background: BarBackground = .standard,
    mirrored: Bool, context: DrawingContext
  ) {
    let mirror = HorizontalMirror(in: frame, active: mirrored)
    context.writer.open("g", [("data-class", "UIToolbar"), ("data-frame", frameText(frame))])
    context.writer.element("title", [], text: "UIToolbar, \(items.count) items (\(frameText(frame)))")
    drawBottomBarBackground(background, in: frame, context: context)
    let visible = items.filter { $0.systemItem != "fixedSpace" }
    // Each item is measured in the font it is drawn in (a Done item is semibold).
    func font(of item: SceneChrome.BarItem) -> UIFont { UIFont.systemFont(ofSize: 17, weight: item.isDone ? .semibold : .regular) }
    let widths = visible.map { $0.systemItem == "flexibleSpace" ? 0 : TextDrawing.width(of: $0.title, font: font(of: $0)) }
    let flexible = visible.filter { $0.systemItem == "flexibleSpace" }.count
    let margin: CGFloat = 16
    let used = widths.reduce(0, +) + CGFloat(max(0, visible.count - flexible - 1)) * 16
    let extra = flexible > 0 ? max(0, frame.width - 2 * margin - used) / CGFloat(flexible) : 0
    var x = frame.minX + margin
    let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: barHeight)
    for (item, width) in zip(visible, widths) {
      if item.systemItem == "flexibleSpace" {
        x += extra
        continue
      }
      TextDrawing.draw(item.title, in: mirror.rect(CGRect(x: x, y: row.minY, width: width, height: row.height)),
        font: font(of: item), color: context.palette.systemBlue, into: &context.writer)
      x += width + 16
    }
    context.writer.close("g")
  }

  // MARK: Bars placed as views

  /// The UIKit items of a bar placed as a view, made by the run-time loader's bar item builder
  /// as `UINib` and `UIStoryboard` give them to the bar (the canvas host does not make real
  /// bars), their images looked up where the drawing's are; what loading logs (images not in
  /// the bundle) is the app's to report.
  private static func placedItems<Item>(
    of source: IBView, named name: String, context: DrawingContext,
    make: (inout StoryboardBarItemBuilder, IBXMLElement) -> Item
  ) -> [Item] {
    guard let document = context.document else { return [] }
    var builder = StoryboardBarItemBuilder(
      document: document,
      load: StoryboardLoad(fileName: document.fileName, bundle: context.imageBundle, resources: document.resources))
    return AdaptiveKitLog.shared.capture {
      source.element.elements(in: "items").filter { $0.name == name }.map { make(&builder, $0) }
    }.result
  }

  /// A `UINavigationBar` placed in a view: from `loaded`, the app's bar, when there is one — its
  /// top item's title and buttons, with the item below it as the back button's (what the load
  /// and code set: `items`, `setItems(_:animated:)`, `pushItem(_:animated:)`) — else the
  /// document's first navigation item, as the loader builds it.
  static func drawNavigationBarView(
    _ source: IBView, loaded: UINavigationBar? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    let bar: SceneChrome.NavigationBar
    if let loaded {
      bar = SceneChrome.navigationBar(showing: loaded.topItem ?? UINavigationItem(), below: loaded.backItem, large: false)
    } else {
      let items = placedItems(of: source, named: "navigationItem", context: context) {
        $0.navigationItem(IBNavigationItem(element: $1))
      }
      bar = SceneChrome.navigationBar(showing: items.first ?? UINavigationItem(), below: nil, large: false)
    }
    drawNavigationBar(bar, in: bounds, extendUp: 0, compactHeight: bounds.height < 40, context: context)
  }

  /// A `UITabBar` placed in a view: from `loaded`, the app's bar, when there is one — its items
  /// and its `selectedItem` (none until code selects one, as UIKit shows it) — else the
  /// document's items, the selected one (else the first) highlighted.
  static func drawTabBarView(_ source: IBView, loaded: UITabBar? = nil, in bounds: CGRect, context: DrawingContext) {
    let bar: SceneChrome.TabBar
    if let loaded {
      bar = SceneChrome.TabBar(
        items: (loaded.items ?? []).map(SceneChrome.BarItem.init), selectedIndex: selectedIndex(of: loaded))
    } else {
      let elements = source.element.elements(in: "items").filter { $0.name == "tabBarItem" }
      let selected = elements.firstIndex { $0.id == source.element["selectedItem"] } ?? 0
      let items = placedItems(of: source, named: "tabBarItem", context: context) { $0.tabBarItem(IBBarItem(element: $1)) }
      bar = SceneChrome.TabBar(items: items.map(SceneChrome.BarItem.init), selectedIndex: selected)
    }
    drawTabBar(bar, in: bounds, barHeight: min(bounds.height, 49), context: context)
  }

  /// Where `bar`'s `selectedItem` is among its items; nil when it selects none.
  static func selectedIndex(of bar: UITabBar) -> Int? {
    guard let selected = bar.selectedItem else { return nil }
    return (bar.items ?? []).firstIndex { $0 === selected }
  }

  /// A `UIToolbar` placed in a view: from `loaded`, the app's bar, when there is one (its
  /// `items`, as the load and code left them), else the document's items as the loader builds them.
  static func drawToolbarView(
    _ source: IBView, loaded: UIToolbar? = nil, in bounds: CGRect, mirrored: Bool, context: DrawingContext
  ) {
    let items = loaded.map { $0.items ?? [] } ?? placedItems(of: source, named: "barButtonItem", context: context) {
      $0.barButtonItem(IBBarItem(element: $1))
    }
    drawToolbar(items.map(SceneChrome.BarItem.init), in: bounds, barHeight: min(bounds.height, 44), mirrored: mirrored,
      context: context)
  }

  /// A search bar: a rounded grey field with a magnifier and its text, else its placeholder, else
  /// "Search" — from `loaded`, the app's search bar, when there is one (what code set on it; an
  /// empty text shows the placeholder, as UIKit's field does), else from the document.
  static func drawSearchBar(_ source: IBView, loaded: UISearchBar? = nil, in bounds: CGRect, context: DrawingContext) {
    let field = CGRect(x: bounds.minX + 8, y: bounds.midY - 18, width: max(0, bounds.width - 16), height: 36)
    context.writer.rect(field, radius: 10, fill: context.palette.tertiaryFill.css)
    context.writer.circle(center: CGPoint(x: field.minX + 15, y: field.midY - 1.5), radius: 5,
      stroke: context.palette.systemGray.css, strokeWidth: 1.6)
    context.writer.line(from: CGPoint(x: field.minX + 18.5, y: field.midY + 2), to: CGPoint(x: field.minX + 22, y: field.midY + 5.5),
      stroke: context.palette.systemGray.css, width: 1.6)
    let typed: String?
    let placeholder: String?
    if let loaded {
      typed = loaded.text.flatMap { $0.isEmpty ? nil : $0 }
      placeholder = loaded.placeholder
    } else {
      (typed, placeholder) = (source.text, source.placeholder)
    }
    let text = typed ?? placeholder ?? "Search"
    TextDrawing.draw(text, in: CGRect(x: field.minX + 28, y: field.minY, width: field.width - 34, height: field.height),
      font: UIFont.systemFont(ofSize: 17), color: typed == nil ? context.palette.systemGray : context.palette.label, into: &context.writer)
  }

  static func frameText(_ frame: CGRect) -> String {
    [frame.minX, frame.minY, frame.width, frame.height].map(SVGWriter.number).joined(separator: " ")
  }
}
