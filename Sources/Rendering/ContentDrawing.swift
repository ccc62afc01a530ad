import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Draws what a view shows inside its bounds, by element kind (the background, border and
/// subviews are `ViewDrawing`'s).
@MainActor
enum ContentDrawing {
  /// `loaded` is the app's view for `source` when there is one (`ViewDrawing`): labels, text
  /// views, text fields and buttons are drawn from it — text, fonts, alignment, colours, a
  /// button's tint (inherited from its superviews, as UIKit's) and configuration — and switches,
  /// sliders, progress views, segmented controls, page controls, activity indicators and
  /// steppers their state and colours, and navigation bars, tab bars and toolbars placed as views
  /// their items.
  static func draw(_ source: IBView, view: UIView, loaded: UIView? = nil, size: CGSize, in context: DrawingContext) {
    let bounds = CGRect(origin: .zero, size: size)
    // Controls that show a direction (a value's fill, segments, bar items) flip with the view's
    // own direction, so `forceLeftToRight` keeps them as drawn left to right.
    let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if source.kind == "mapView" || MapDrawing.mapClassNames.contains(source.className) {
      MapDrawing.drawMap(in: bounds, context: context)
      return
    }
    switch source.kind {
    case "label": LabelDrawing.drawLabel(source, view: view, loaded: loaded as? UILabel, in: bounds, context: context)
    case "textView": LabelDrawing.drawTextView(source, view: view, loaded: loaded as? UITextView, in: bounds, context: context)
    case "button":
      if let button = loaded as? UIButton {
        AppButtonDrawing.draw(
          button, source: source, direction: LabelDrawing.direction(of: button, placedAs: view), in: bounds, context: context)
      } else {
        ControlDrawing.drawButton(source, view: view, in: bounds, context: context)
      }
    case "switch": ControlDrawing.drawSwitch(source, loaded: loaded as? UISwitch, in: bounds, context: context)
    case "slider": ControlDrawing.drawSlider(source, loaded: loaded as? UISlider, in: bounds, mirrored: mirrored, context: context)
    case "segmentedControl":
      ControlDrawing.drawSegmentedControl(
        source, loaded: loaded as? UISegmentedControl, in: bounds, mirrored: mirrored, context: context)
    case "textField":
      if let field = loaded as? UITextField {
        LiveContentDrawing(context: context).drawTextField(
          field, color: context.textColor(of: field, field.textColor, document: nil),
          direction: LabelDrawing.direction(of: field, placedAs: view), in: bounds)
      } else {
        ControlDrawing.drawTextField(source, view: view, in: bounds, context: context)
      }
    case "activityIndicatorView":
      ControlDrawing.drawActivityIndicator(source, loaded: loaded as? UIActivityIndicatorView, in: bounds, context: context)
    case "progressView":
      ControlDrawing.drawProgress(source, loaded: loaded as? UIProgressView, in: bounds, mirrored: mirrored, context: context)
    case "stepper": ControlDrawing.drawStepper(source, loaded: loaded as? UIStepper, in: bounds, context: context)
    case "pageControl": ControlDrawing.drawPageControl(source, loaded: loaded as? UIPageControl, in: bounds, context: context)
    case "searchBar": BarDrawing.drawSearchBar(source, loaded: loaded as? UISearchBar, in: bounds, context: context)
    case "navigationBar":
      BarDrawing.drawNavigationBarView(source, loaded: loaded as? UINavigationBar, in: bounds, context: context)
    case "tabBar": BarDrawing.drawTabBarView(source, loaded: loaded as? UITabBar, in: bounds, context: context)
    case "toolbar":
      BarDrawing.drawToolbarView(source, loaded: loaded as? UIToolbar, in: bounds, mirrored: mirrored, context: context)
    case "tableView": if let table = view as? UITableView { TableDrawing.drawTable(table, in: bounds, context: context) }
    case "collectionView": CollectionDrawing.drawCollection(source, view: view, in: bounds, context: context)
    case "imageView": ImageDrawing.drawImageView(source, view: view, loaded: loaded as? UIImageView, in: bounds, context: context)
    case "wkWebView", "webView", "mtkView", "glkView", "sceneKitView", "arscnView", "arView",
      "skView", "pickerView", "datePicker":
      ImageDrawing.drawPlaceholder(label: source.className, in: bounds, context: context)
    default: break
    }
  }
}
