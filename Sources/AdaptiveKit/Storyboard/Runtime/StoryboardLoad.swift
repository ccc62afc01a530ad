import Foundation
import InterfaceBuilder

/// A document an app is loading with `UIStoryboard` or `UINib`: the views built from it are
/// UIKit's run-time classes, its custom classes the app's registered ones, and its images come
/// from its bundle.
@MainActor
package struct StoryboardLoad {
  /// The document's file name, for messages and `init(coder:)`.
  let fileName: String
  /// The bundle the document came from (nil for a nib made from data).
  let bundle: Bundle?
  /// The document's `<resources>`: the components stored for its named and system colours.
  let resources: IBResources?
  /// The fonts of the app: font files found in the bundle's folder (and up to its project), or
  /// around the document's file when given without a bundle.
  let appFonts: AppFontCatalog
  /// The Dynamic Type size (a raw value) the app loads the document's views at when they have no
  /// controller of their own (cells, header and footer views, bar items): the scene's, whose
  /// controller's traits give it. Nil: Large, or the controller's.
  var contentSizeCategory: String?

  /// A load of the document `fileName` from `bundle` (nil: no bundle, so no images or nibs).
  /// The bundle's `UIAppFonts` are registered, as iOS registers them when the app launches; a
  /// font file that cannot be is reported with the file and the problem. `appFonts` replaces the
  /// bundle's fonts (a document laid out from its file, without a bundle).
  package init(fileName: String, bundle: Bundle?, resources: IBResources? = nil, appFonts: AppFontCatalog? = nil) {
    self.fileName = fileName
    self.bundle = bundle
    self.resources = resources
    if let bundle {
      for problem in RegisteredFonts.process.registerAppFonts(of: bundle) {
        AdaptiveKitLog.shared.report(.storyboard, "\(fileName): UIAppFonts: \(problem)")
      }
    }
    self.appFonts = appFonts ?? bundle.map { AppFontCatalog.near(folder: $0.bundleURL) } ?? .empty
  }

  /// A colour the document sets, as UIKit decodes it: see `IBColor.runtimeColor(resources:bundle:)`.
  func color(_ color: IBColor?) -> UIColor? {
    color?.runtimeColor(resources: resources, bundle: bundle)
  }

  /// The image a document names, from the bundle, as a nib's image view gets it; a missing image
  /// is reported as UIKit logs it ("Could not load the … image referenced from a nib") and gives nil.
  func image(named name: String, for source: IBView) -> UIImage? {
    image(named: name, at: source.location)
  }

  /// The image `name` from the bundle, for an element at `location` (a bar item's image),
  /// reported like a view's when missing.
  func image(named name: String, at location: IBSourceLocation) -> UIImage? {
    if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
    AdaptiveKitLog.shared.report(
      .storyboard, "\(fileName):\(location): Could not load the \"\(name)\" image referenced from a nib in the bundle")
    return nil
  }

  /// A registered custom view for `source`, created with `init(coder:)`, or `nil` when its class
  /// is not registered (the builder then makes the UIKit view).
  func makeCustomView(for source: IBView, contentSizeCategory: String) -> UIView? {
    guard let custom = source.customClass else { return nil }
    guard let type = StoryboardClassRegistry.lookup(StoryboardClassRegistry.views, className: custom, module: source.customModule)
    else {
      StoryboardClassRegistry.reportUnregistered(
        custom, fallback: source.uiKitClassName, file: fileName, location: source.location)
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
      if let font = StoryboardSceneBuilder.font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        label.font = font
      }
      label.numberOfLines = source.numberOfLines
    } else if let button = view as? UIButton {
      button.setTitle(source.buttonState("normal")?.title, for: .normal)
      StoryboardSceneBuilder.applyStateContent(
        of: source, to: button, load: self, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
    } else if let field = view as? UITextField {
      field.text = source.text
      field.placeholder = source.placeholder
      if let font = StoryboardSceneBuilder.font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) {
        field.font = font
      }
      StoryboardSceneBuilder.applyTextInputTraits(of: source.element, to: field)
    } else if let textView = view as? UITextView {
      let decoded = StoryboardSceneBuilder.makeTextView(
        UITextView(frame: .zero), for: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts)
      textView.text = decoded.text
      textView.font = decoded.font
      textView.textAlignment = decoded.textAlignment
      textView.isEditable = decoded.isEditable
      textView.isSelectable = decoded.isSelectable
      textView.isScrollEnabled = decoded.isScrollEnabled
      textView.textContainerInset = decoded.textContainerInset
      StoryboardSceneBuilder.applyTextInputTraits(of: source.element, to: textView)
    } else if let segmented = view as? UISegmentedControl {
      for (index, segment) in source.segments.enumerated() {
        segmented.insertSegment(withTitle: segment.title ?? "", at: index, animated: false)
      }
      segmented.apportionsSegmentWidthsByContent = source.apportionsSegmentWidthsByContent
      StoryboardSceneBuilder.applySegmentImages(of: source, to: segmented, load: self)
    } else if let pages = view as? UIPageControl {
      pages.numberOfPages = source.numberOfPages ?? 0
    } else if let spinner = view as? UIActivityIndicatorView {
      spinner.style = StoryboardSceneBuilder.activityStyle(source.activityIndicatorStyle)
    }
    return view
  }
}
