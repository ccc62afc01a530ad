/// The element and attribute vocabulary of CocoaTouch Interface Builder documents.
///
/// Built from the format notes and from every element and attribute seen in the 511-file corpus
/// (Xcode 4.x to 16). Anything outside it is still decoded and kept; it is only reported.
public enum IBVocabulary {
  /// Controller element name → UIKit (or AVKit/GLKit/SwiftUI) class.
  public static let viewControllerClasses: [String: String] = [
    "viewController": "UIViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "pageViewController": "UIPageViewController",
    "avPlayerViewController": "AVPlayerViewController",
    "glkViewController": "GLKViewController",
    "hostingController": "UIHostingController",
    "viewControllerPlaceholder": "UIStoryboardReference",
    "searchContainerViewController": "UISearchContainerViewController",
  ]

  /// View element name → UIKit (or MapKit/WebKit/SceneKit/…) class.
  public static let viewClasses: [String: String] = [
    "view": "UIView",
    "label": "UILabel",
    "button": "UIButton",
    "imageView": "UIImageView",
    "textField": "UITextField",
    "textView": "UITextView",
    "scrollView": "UIScrollView",
    "tableView": "UITableView",
    "tableViewCell": "UITableViewCell",
    "tableViewCellContentView": "UITableViewCellContentView",
    "collectionView": "UICollectionView",
    "collectionViewCell": "UICollectionViewCell",
    "collectionViewCellContentView": "UIView",
    "collectionReusableView": "UICollectionReusableView",
    "stackView": "UIStackView",
    "containerView": "UIView",
    "switch": "UISwitch",
    "slider": "UISlider",
    "stepper": "UIStepper",
    "segmentedControl": "UISegmentedControl",
    "pageControl": "UIPageControl",
    "progressView": "UIProgressView",
    "activityIndicatorView": "UIActivityIndicatorView",
    "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView",
    "searchBar": "UISearchBar",
    "navigationBar": "UINavigationBar",
    "toolbar": "UIToolbar",
    "tabBar": "UITabBar",
    "visualEffectView": "UIVisualEffectView",
    "mapView": "MKMapView",
    "wkWebView": "WKWebView",
    "webView": "UIWebView",
    "sceneKitView": "SCNView",
    "skView": "SKView",
    "mtkView": "MTKView",
    "glkView": "GLKView",
    "arscnView": "ARSCNView",
    "arskView": "ARSKView",
    "window": "UIWindow",
    "control": "UIControl",
    "adBannerView": "ADBannerView",
    "colorWell": "UIColorWell",
  ]

  /// Bar item element name → UIKit class.
  public static let barItemClasses: [String: String] = [
    "navigationItem": "UINavigationItem",
    "barButtonItem": "UIBarButtonItem",
    "tabBarItem": "UITabBarItem",
  ]

  /// Gesture recognizer element name → UIKit class (`pongPressGestureRecognizer` is IB's own spelling).
  public static let gestureRecognizerClasses: [String: String] = [
    "tapGestureRecognizer": "UITapGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    "rotationGestureRecognizer": "UIRotationGestureRecognizer",
    "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer",
    "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    "longPressGestureRecognizer": "UILongPressGestureRecognizer",
    "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    "hoverGestureRecognizer": "UIHoverGestureRecognizer",
  ]

  /// Other object elements → class.
  public static let otherObjectClasses: [String: String] = [
    "customObject": "NSObject",
    "searchDisplayController": "UISearchDisplayController",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    "collectionViewLayout": "UICollectionViewLayout",
  ]

  /// The UIKit class an element name stands for, or `nil` for non-object elements.
  public static func uiKitClass(forElement name: String) -> String? {
    viewClasses[name] ?? viewControllerClasses[name] ?? barItemClasses[name]
      ?? gestureRecognizerClasses[name] ?? otherObjectClasses[name]
  }

  /// Structural and property elements (everything that is not itself an object class).
  static let structuralElements: Set<String> = [
    "document", "device", "adaptation", "dependencies", "deployment", "plugIn", "capability",
    "development", "scenes", "scene", "objects", "resources", "image", "namedColor", "systemColor",
    "simulatedMetricsContainer", "inferredMetricsTieBreakers", "customFonts", "designables",
    "designable", "classes", "class", "source", "relationships", "relationship",
    "accessibilityOverrides", "placeholder", "exit", "layoutGuides", "viewControllerLayoutGuide",
    "viewLayoutGuide", "rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets",
    "autoresizingMask", "subviews", "constraints", "constraint", "variation", "mask", "include",
    "exclude", "connections", "outlet", "outletCollection", "action", "segue", "color", "nil",
    "fontDescription", "font", "string", "mutableString", "attributedString", "fragment",
    "attributes", "paragraphStyle", "textAttributes", "offsetWrapper", "state", "textInputTraits",
    "dataDetectorType", "accessibility", "accessibilityTraits", "traits", "bool", "real",
    "integer", "date", "url", "array", "mutableArray", "mutableData", "data", "dictionary",
    "value", "range", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
    "simulatedToolbarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "freeformSimulatedSizeMetrics", "fixedSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics",
    "modalPageSheetSimulatedSizeMetrics", "splitViewMasterSimulatedSizeMetrics",
    "splitViewDetailSimulatedSizeMetrics", "extendedEdge", "toolbarItems", "items",
    "rightBarButtonItems", "leftBarButtonItems", "gestureRecognizers", "prototypes", "sections",
    "tableViewSection", "cells", "segments", "segment", "popoverArrowDirection",
    "popoverPassthroughViews", "blurEffect", "vibrancyEffect", "animations", "keyCommands",
    "keyCommand", "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance",
    "barButtonItemAppearance", "tabBarItemAppearance", "listContentConfiguration",
    "buttonConfiguration", "backgroundConfiguration", "accessibilityConfiguration", "isElement",
    "wkWebViewConfiguration", "wkPreferences", "audiovisualMediaTypes", "dataDetectorTypes",
    "locale", "timeZone", "calendar", "menu", "children", "command", "imageReference",
    "preferredSymbolConfiguration", "symbolConfiguration", "stateImage", "collectionViewLayoutSize",
    "collectionViewCompositionalLayout", "frame", "sectionIndexColor", "navigationItemAppearance",
    "containerView",
    // Written by Xcode in production apps (../shared/corpus-apps): a table view controller's
    // refresh control, custom and keyboard layout guides, paragraph tab stops, search bar scope
    // titles, a symbol's hierarchical colours. Decoded and kept like any property element.
    "refreshControl", "userGuides", "keyboardLayoutGuide", "tabStops", "textTab", "scopeButtonTitles",
    "hierarchicalColors", "paletteColors", "userLayoutGuide", "options",
  ]

  /// Every element name the decoder knows.
  static let knownElements: Set<String> = {
    var names = structuralElements
    for table in [viewControllerClasses, viewClasses, barItemClasses, gestureRecognizerClasses, otherObjectClasses] {
      names.formUnion(table.keys)
    }
    return names
  }()

  /// Every attribute name the decoder knows (corpus union plus the format notes).
  static let knownAttributes: Set<String> = [
    "accessoryType", "action", "actionName", "address", "adjustsFontForContentSizeCategory",
    "adjustsFontSizeToFit", "adjustsImageSizeForAccessibilityContentSizeCategory",
    "adjustsImageWhenHighlighted", "adjustsLetterSpacingToFitWidth", "alignment", "allowableMovement",
    "allowsBackForwardNavigationGestures", "allowsDefaultTighteningForTruncation",
    "allowsMultipleSelection", "allowsSelection", "alpha", "alwaysBounceHorizontal",
    "alwaysBounceVertical", "ambiguous", "animates", "animating", "appearance", "appends",
    "apportionsSegmentWidthsByContent", "autocapitalizationType", "autocorrectionType",
    "automaticEstimatedItemSize", "automaticallyAdjustsScrollViewInsets",
    "autoresizesArchivedViewToFullSize", "autoresizesSubviews", "axis", "backgroundImage", "barStyle",
    "base64-UTF8", "baseWritingDirection", "baselineAdjustment", "blue", "borderStyle", "bottom",
    "bounces", "bouncesZoom", "button", "buttonType", "calendarEvent", "candidateClass", "catalog",
    "changesSelectionAsPrimaryAction", "className", "clearButtonMode", "clearsContextBeforeDrawing",
    "clearsSelectionOnViewWillAppear", "clipsSubviews", "cocoaTouchSystemColor", "collectionClass",
    "colorLabel", "colorMatched", "colorPixelFormat", "colorSpace", "constant", "content",
    "contentHorizontalAlignment", "contentInsetAdjustmentBehavior", "contentMode",
    "contentVerticalAlignment", "contentViewInsetsToSafeArea", "continuous", "customClass",
    "customColorSpace", "customModule", "customModuleProvider", "dataMode", "datePickerMode",
    "defaultTabInterval", "defaultVersion", "definesPresentationContext", "depthStencilPixelFormat",
    "destination", "detailTextLabel", "discoverabilityTitle", "distribution", "doubleSided", "down",
    "editable", "enableSetNeedsDisplay", "enabled", "enablesReturnKeyAutomatically",
    "estimatedRowHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "eventType",
    "extendedLayoutIncludesOpaqueBars", "family", "firstAttribute", "firstItem", "fixedFrame",
    "flexibleMaxX", "flexibleMaxY", "flexibleMinX", "flexibleMinY", "flightNumber", "footerTitle",
    "green", "hasAttributedTitle", "header", "headerTitle", "height", "heightSizable", "hidden",
    "hidesAccessoryWhenEditing", "hidesBarsWhenVerticallyCompact", "hidesBottomBarWhenPushed",
    "hidesForSinglePage", "hidesWhenStopped", "highlightedImage", "hint", "horizontal",
    "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "id", "identifier",
    "image", "imageView", "indentationLevel", "indentationWidth", "indicatorStyle", "inheritsFrom",
    "initialViewController", "input", "insetsLayoutMarginsFromSafeArea", "interfaceStyle", "key", "keyPath",
    "keyboardDismissMode", "keyboardType", "kind", "label", "largeTitleDisplayMode", "largeTitles",
    "launchScreen", "layout", "layoutMarginsFollowReadableWidth", "left", "length", "lineBreakMode",
    "link", "location", "lookupSuggestion", "mapType", "maxValue", "maxX", "maxY",
    "maximumPrimaryColumnWidth", "maximumValue", "maximumValueImage", "maximumZoomScale", "metaFont",
    "minToolsVersion", "minValue", "minX", "minY", "minimumFontSize", "minimumInteritemSpacing",
    "minimumLineSpacing", "minimumNumberOfTouches", "minimumPressDuration",
    "minimumPrimaryColumnWidth", "minimumScaleFactor", "minimumValue", "minimumValueImage",
    "minimumZoomScale", "minuteInterval", "misplaced", "modalPresentationStyle",
    "modalTransitionStyle", "modifierFlags", "multipleTouchEnabled", "multiplier", "name",
    "navigationBarHidden", "navigationOrientation", "none", "notEnabled", "numberOfLines",
    "numberOfPages", "numberOfTouchesRequired", "numberOfTapsRequired", "on", "opaque", "orientation",
    "pagingEnabled", "phoneNumber", "pitchEnabled", "placeholder", "placeholderIdentifier",
    "placeholderIntrinsicHeight", "placeholderIntrinsicWidth", "pointSize", "pointerInteraction", "popoverAnchorBarButtonItem",
    "popoverAnchorView", "preferredFramesPerSecond", "preferredMaxLayoutWidth",
    "preferredPrimaryColumnWidthFraction", "presentsWithGesture", "preservesSuperviewLayoutMargins",
    "priority", "progress", "progressImage", "progressViewStyle", "prompted", "property",
    "propertyAccessControl", "red", "reference", "referencedIdentifier", "relation", "relationship",
    "relativePath", "restorationIdentifier", "returnKeyType", "reuseIdentifier", "right", "role",
    "rotateEnabled", "rowHeight", "scalesPageToFit", "sceneID", "sceneMemberID", "scrollDirection",
    "scrollEnabled", "searchBarStyle", "secondAttribute", "secondItem", "sectionFooterHeight",
    "sectionHeaderHeight", "sectionInsetReference", "secureTextEntry", "segmentControlStyle",
    "selectable", "selectedImage", "selectedSegmentIndex", "selectionStyle", "selector",
    "semanticContentAttribute", "separatorInsetReference", "separatorStyle", "shipmentTrackingNumber",
    "showsCancelButton", "showsHorizontalScrollIndicator", "showsPointsOfInterest", "showsScale",
    "showsSelectionImmediatelyOnTouchBegin", "showsTouchWhenHighlighted", "showsUserLocation",
    "showsVerticalScrollIndicator", "simulatedAppContext", "size", "smartDashesType",
    "smartInsertDeleteType", "smartQuotesType", "spacing", "spacingType", "spellCheckingType",
    "spineLocation", "springLoaded", "staticText", "statusBarStyle", "stepValue",
    "storyboardIdentifier", "storyboardName", "string", "style", "superclassName", "symbolic",
    "systemColor", "systemItem", "systemVersion", "tableViewCell", "tag", "targetRuntime", "text",
    "textAlignment", "textContentType", "textLabel", "tighteningFactorForTruncation",
    "timeIntervalSinceReferenceDate", "title", "toolbarHidden", "toolsVersion", "top", "trackImage",
    "transitionStyle", "translatesAutoresizingMaskIntoConstraints", "translucent", "type",
    "unwindAction", "up", "useAutolayout", "useCurrentDate", "useSafeAreas",
    "useStoryboardIdentifierAsRestorationIdentifier", "useTraitCollections", "userInteractionEnabled",
    "userLabel", "usesAttributedText", "value", "variant", "verifyAmbiguity", "version", "vertical",
    "verticalCompressionResistancePriority", "verticalHuggingPriority", "videoGravity",
    "wantsMultisampling", "weight", "white", "width", "widthSizable", "x",
    "xcode11CocoaTouchSystemColor", "y", "zoomEnabled",
    // From the format notes and IBDecodable's model (not all seen in the corpus).
    "bundleIdentifier", "destinationCreationSelector", "splitViewControllerTargetIndex", "leading",
    "trailing", "providesPresentationContextTransitionStyle", "modalInPresentation",
    "allowDoubleColumnStyle", "behavior", "preferredDisplayMode", "primaryBackgroundStyle",
    "preferredSplitBehavior", "showsSecondaryOnlyButton", "isElement", "prompt",
    "backButtonTitle", "leftItemsSupplementBackButton", "customModuleProvider", "adjustsImageWhenDisabled",
    "reversesTitleShadowWhenHighlighted", "lineBreakStrategy", "showsMenuAsPrimaryAction",
    "contentInset", "editingAccessoryType", "focusStyle", "insetsContentViewsToSafeArea",
    "shouldIndentWhileEditing", "showsReorderControl", "highlighted", "selected", "momentary",
    "maximumNumberOfTouches", "numberOfTouches", "edges", "direction", "delaysTouchesBegan",
    "delaysTouchesEnded", "cancelsTouchesInView", "editingAccessoryView", "minimumDate",
    "maximumDate", "countDownDuration", "style", "preferredDatePickerStyle", "effect",
    "autoenablesDefaultLighting", "allowsCameraControl", "jitteringEnabled", "preferredRenderingAPI",
    "modalPresentationCapturesStatusBarAppearance", "restorationClass", "contentSize",
    // UIKit properties Xcode writes that production apps set (../shared/corpus-apps) and the 511-file
    // corpus never did: without them every real app drew false `ib.unknown-attribute` warnings,
    // which `--warnings-as-errors` turned into failures.
    // NSParagraphStyle.
    "lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "headIndent", "tailIndent",
    "firstLineHeadIndent", "minimumLineHeight", "maximumLineHeight", "lineHeightMultiple",
    "hyphenationFactor",
    // Scroll, table and text views.
    "delaysContentTouches", "canCancelContentTouches", "directionalLockEnabled",
    "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
    "sectionIndexMinimumDisplayRowCount", "allowsEditingTextAttributes",
    // Text input and labels.
    "keyboardAppearance", "clearsOnBeginEditing", "showsExpansionTextWhenTruncated", "toolTip",
    // Stack views, steppers, search, tab and navigation bars, bar items, maps.
    "baselineRelativeArrangement", "wraps", "autorepeat", "showsSearchResultsButton",
    "showsBookmarkButton", "showsScopeBar", "itemPositioning", "itemSpacing", "itemWidth",
    "shadowImage", "backIndicatorImage", "backIndicatorTransitionMaskImage", "badgeValue",
    "showsCompass", "showsBuildings", "showsTraffic",
    // SF Symbols and image references.
    "symbolScale", "renderingMode", "variableValue", "scale", "configurationType",
    // iOS 15 button and background configurations.
    "cornerStyle", "cornerRadius", "titleAlignment", "imagePadding", "imagePlacement", "titlePadding",
    "buttonSize",
    // Accessibility traits and overrides.
    "keyboardKey", "updatesFrequently", "adjustable", "summaryElement", "dynamicTypePreference",
    "isEnabled",
    // Documents, capabilities, fonts, locales, segues, runtime attributes, web views.
    "message", "requiredIntegratedClassName", "usesAppearanceFont", "localeIdentifier", "trigger",
    "localized", "symbolType", "affinity", "wantsFullScreenLayout", "allowsAirPlayForMediaPlayback",
    "allowsPictureInPictureMediaPlayback", "allowsInlineMediaPlayback", "audio", "video",
  ]
}
