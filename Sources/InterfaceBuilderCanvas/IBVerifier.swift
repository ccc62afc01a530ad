import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A path `IBVerifier` could not read.
public struct IBVerifierError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): \(reason)" }
}

/// Lays out every scene's root view (and every top-level view of a xib) at the document's own
/// size and compares each view's frame with the frame Interface Builder stored.
///
/// Hosting: a root view the size of the document's `<device>` (or, failing that, of any catalog
/// device in either orientation) is a controller's view filling a simulated window on that
/// device, with the device's safe area plus the navigation, tab or tool bars Interface Builder
/// simulates (`IBSimulatedBars`); xib views saved by Xcode 11 or later on a device without a
/// notch get no status bar. Any other root (freeform and 600×600 canvases) fills a canvas of its
/// stored size, with the size classes of the document's device; a controller's view there gets
/// the document iPhone's status bar (none when its metrics hide it, for freeform scenes other
/// than Xcode 7–9 app controllers, nor for a container's child before Xcode 9; a freeform app
/// scene also keeps the home indicator's inset) plus its bars. A root whose stored origin is
/// below the bars (opaque bars), or that is shorter than the device's screen by exactly its
/// bars, is not covered by them. Before Xcode 9 a controller's root has its era's side margins (`preIOS11RootMargin`).
///
/// The hierarchy is built by `StoryboardSceneBuilder`: constraints installed for Any/Any, alignment rects
/// of switches and sliders, metrics of the Xcode that saved the document (`IBEraMetrics`), and
/// fixed-frame prototyping for views no constraint mentions.
@preconcurrency @MainActor
public struct IBVerifier {
  /// The largest edge difference, in points, that still counts as agreeing.
  public var tolerance: Double
  /// How many disagreements `worst` keeps.
  public var worstLimit: Int
  /// A diagnostic: lay text views out at the sizes the file stores, so what still disagrees is
  /// layout rather than text measurement (see `adaptive verify --text-sizes-from-file`).
  public var takesTextSizesFromFile: Bool

  public init(tolerance: Double = 0.5, worstLimit: Int = 50, takesTextSizesFromFile: Bool = false) {
    self.tolerance = tolerance
    self.worstLimit = worstLimit
    self.takesTextSizesFromFile = takesTextSizesFromFile
  }

  /// The storyboards and xibs at `paths`, folders searched recursively (sorted by path).
  public static func documentFiles(at paths: [String]) throws(IBVerifierError) -> [URL] {
    var result: [URL] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw IBVerifierError(path: path, reason: "no such file or directory")
      }
      let url = URL(fileURLWithPath: path)
      if isDirectory.boolValue {
        guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil) else {
          throw IBVerifierError(path: path, reason: "cannot read the directory")
        }
        var found: [URL] = []
        for case let file as URL in enumerator where ["storyboard", "xib"].contains(file.pathExtension) {
          found.append(file)
        }
        result += found.sorted { $0.path < $1.path }
      } else {
        guard manager.isReadableFile(atPath: path) else {
          throw IBVerifierError(path: path, reason: "cannot read the file")
        }
        result.append(url)
      }
    }
    return result
  }

  /// Verifies every document at `paths`; throws only for a path that cannot be read.
  public func verify(paths: [String]) throws(IBVerifierError) -> VerificationReport {
    verify(files: try IBVerifier.documentFiles(at: paths))
  }

  /// Verifies `files` in order, calling `progress` with the number done after each one.
  public func verify(files: [URL], progress: (Int) -> Void = { _ in }) -> VerificationReport {
    var report = VerificationReport()
    for (index, file) in files.enumerated() {
      report.merge(verify(file: file))
      progress(index + 1)
    }
    return report.finished(worstLimit: worstLimit)
  }

  /// Verifies one file; one that does not decode is reported in `errors`.
  private func verify(file: URL) -> VerificationReport {
    let name = file.path
    do {
      let document = try IBDocument(contentsOf: file)
      return verify(document: document, file: name)
    } catch {
      var report = VerificationReport()
      report.files = 1
      report.errors.append(error.primary.located(in: name))
      report.fileSummaries.append(.init(file: name, decoded: false))
      return report
    }
  }

  /// Verifies one decoded document.
  public func verify(document: IBDocument, file: String) -> VerificationReport {
    var report = VerificationReport()
    report.files = 1
    report.decoded = 1
    var summary = VerificationReport.FileSummary(file: file, decoded: true)
    var mismatches: [VerificationReport.Mismatch] = []
    let bars = IBSimulatedBars.bars(in: document)
    let (_, _) = AdaptiveKitLog.shared.capture {
      for scene in document.scenes {
        guard let controller = scene.viewController, let root = controller.view else { continue }
        summary.roots += 1
        let counts = verify(
          root: root, controller: controller, bars: bars[controller.id] ?? IBSimulatedBars(), document: document,
          file: file, scene: scene.sceneID, mismatches: &mismatches)
        summary.views.add(counts)
      }
      for root in document.topLevelViews {
        summary.roots += 1
        let counts = verify(
          root: root, controller: nil, bars: IBSimulatedBars(), document: document, file: file, scene: root.id,
          mismatches: &mismatches)
        summary.views.add(counts)
      }
    }
    report.views = summary.views
    report.fileSummaries = [summary]
    report.warnings = document.warnings.map { $0.located(in: file) }
    report.worst = mismatches
    return report.finished(worstLimit: worstLimit)
  }

  /// The device a root view of `size` fills: the document's device when the sizes match, else
  /// (unless the controller is freeform) the first catalog device of exactly that size
  /// (portrait, then landscape).
  static func hostDevice(
    for size: CGSize?, document: IBDocument, freeform: Bool = false
  ) -> (Device, UIInterfaceOrientation)? {
    let documentOrientation: UIInterfaceOrientation =
      document.device?.orientation == "landscape" ? .landscapeLeft : .portrait
    func matches(_ device: Device, _ orientation: UIInterfaceOrientation) -> Bool {
      guard let size else { return true }
      let deviceSize = device.size(in: orientation)
      return abs(size.width - deviceSize.width) < 0.5 && abs(size.height - deviceSize.height) < 0.5
    }
    if let device = document.catalogDevice, matches(device, documentOrientation) {
      return (device, documentOrientation)
    }
    guard size != nil, !freeform else { return nil }
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      if let device = Device.all.first(where: { $0.ibDeviceId != nil && matches($0, orientation) }) {
        return (device, orientation)
      }
    }
    return nil
  }

  // MARK: One root view

  private func verify(
    root: IBView, controller: IBViewController?, bars: IBSimulatedBars, document: IBDocument, file: String,
    scene: String, mismatches: inout [VerificationReport.Mismatch]
  ) -> VerificationReport.ViewCounts {
    let layout = IBVerifier.layOut(
      root: root, controller: controller, bars: bars, document: document, textSizesFromFile: takesTextSizesFromFile)
    var counts = VerificationReport.ViewCounts()
    for entry in layout.entries.dropFirst() {
      guard !entry.isSkipped, let stored = entry.source.frame else {
        counts.skipped += 1
        continue
      }
      counts.compared += 1
      let frame = entry.view.frame
      let storedValues = [stored.x, stored.y, stored.width, stored.height]
      let solvedValues = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
      let mismatch = VerificationReport.Mismatch(
        file: file, scene: scene, view: entry.source.id, className: entry.source.className,
        stored: storedValues, solved: solvedValues)
      if mismatch.maxEdgeError <= tolerance {
        counts.agreeing += 1
      } else {
        counts.disagreeing += 1
        mismatches.append(mismatch)
      }
    }
    return counts
  }

  /// Builds and lays out `root` at its stored size (see the type's discussion for the hosting).
  public static func layOut(root: IBView, controller: IBViewController?, document: IBDocument) -> StoryboardSceneBuilder {
    let bars = controller.flatMap { IBSimulatedBars.bars(in: document)[$0.id] } ?? IBSimulatedBars()
    return layOut(root: root, controller: controller, bars: bars, document: document)
  }

  static func layOut(
    root: IBView, controller: IBViewController?, bars: IBSimulatedBars, document: IBDocument,
    textSizesFromFile: Bool = false
  ) -> StoryboardSceneBuilder {
    // Labels stand as Interface Builder leaves them on the document's own canvas. Text measures
    // with the San Francisco of the SDK the document's Xcode drew it with (the simulator runs that
    // release), text styles at that canvas's content size category (the host's traits).
    let options = CanvasOptions(keepsObjectLibraryLabelHeights: true, takesTextSizesFromFile: textSizesFromFile)
    let xcode = XcodeRelease(document: document)
    let layout = layOutOnCanvas(
      root: root, controller: controller, bars: bars, document: document, xcode: xcode, options: options)
    IBTemplateFrames.restore(in: layout, root: root, document: document)
    return layout
  }

  /// The content size category text styles take on the canvas of the Xcode that saved a document
  /// (its plug-in build): Extra Small for Xcode 12.5–13, Large otherwise.
  ///
  /// Unconfirmed, inferred from stored frames: openfoodfacts' Xcode 12.5 settings store a
  /// Subheadline button title 145 wide and 27 high, a Title 1 button 42 high, Caption 1 and
  /// Footnote labels 13.5 and 14.5 high — each the Extra Small size (12, 25, 11, 12 points) to the
  /// half point, adjusting for the content size or not — and Esri's Xcode 13.3 table cell stores
  /// a Body label 17 high (14 points). Text styles in Xcode 12.0–12.4 files (Esri, 30 labels) and
  /// Xcode 14–15 files (OnionBrowser) are stored at Large.
  static func canvasContentSizeCategory(xcode: XcodeRelease.Build) -> UIContentSizeCategory {
    (XcodeRelease.Build.xcode12_5 ..< .xcode14).contains(xcode) ? .extraSmall : .large
  }

  private static func layOutOnCanvas(
    root: IBView, controller: IBViewController?, bars: IBSimulatedBars, document: IBDocument, xcode: XcodeRelease,
    options: CanvasOptions
  ) -> StoryboardSceneBuilder {
    var bars = bars
    // The document's device as the Xcode that saved it simulates it: the rules below measure
    // roots against it.
    let documentDevice = canvasDevice(of: document, xcode: xcode.build)
    let xibsHideStatusBar = IBEraMetrics(document: document).xibViewsHideStatusBar
    // A simulated toolbar is 49 points high on home-indicator phones, as tall as a tab bar, 44 on
    // the others: googleads' Xcode 15 iPhone X scenes end their banners 49 points above the home
    // indicator, and Esri's Xcode 12 toolbars at the bottom of iPhone 11 screens are stored 49
    // high. Unconfirmed beyond those two projects.
    if bars.isToolbarAtBottom, documentDevice?.device.hasHomeIndicator == true {
      bars.bottom = 49
    }
    if let (device, orientation) = documentDevice {
      bars = bars.drawn(on: device, in: orientation, xcode: xcode.build)
    }
    let storedSize = root.frame.map { CGSize(width: $0.width, height: $0.height) }
    // A root view pushed down by opaque bars (stored y > 0) sits below them: no insets at all.
    let isUnderBars = (root.frame?.y ?? 0) == 0
    // A freeform controller (popovers, children) is drawn on a canvas of its own size, and so is
    // an embedded child in a document without a device (Xcode 6–7), which a device of the same
    // size must not host. The status bar of embedded children by era is decided below.
    let isFreeform =
      controller?.simulatedMetrics.freeformSize != nil || (bars.isEmbedded && document.device == nil)
    if isUnderBars, let (catalogDevice, orientation) = hostDevice(for: storedSize, document: document, freeform: isFreeform),
      case let device = withoutHiddenStatusBar(
        IBCanvasSafeArea.device(catalogDevice, xcode: xcode.build), controller: controller, document: document),
      controller != nil || !xibsHideStatusBar || device.safeAreaInsets(in: orientation).top > 20
    {
      let simulator = Simulator(device: device, orientation: orientation, release: xcode.canvasRelease)
      let insets = UIEdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
      return host(root, controller: controller, document: document, on: simulator, insets: insets, options: options)
    }
    var size = storedSize ?? CGSize(width: 600, height: 600)
    // A root below opaque bars fills the rest of the device's screen. Xcode 8 stored some such
    // roots with the whole screen's size (375×667 at y 64 on an iPhone 8); Interface Builder
    // still lays them out in the 603 points left, as their subviews' stored frames show.
    if !isUnderBars, let storedSize, let y = root.frame?.y, y > 0,
      hostDevice(for: storedSize, document: document) != nil
    {
      size.height = max(1, storedSize.height - y)
    }
    var canvas = Device.canvas(
      name: "Canvas", size: CGSize(width: max(1, size.width), height: max(1, size.height)))
    // Interface Builder lays every scene out for the size classes of the device it shows ("View
    // as"), whatever the scene's own size: a freeform or container child's scene on an iPad
    // document takes its regular/regular variations.
    if let (device, orientation) = documentDevice {
      canvas = canvas.withSizeClasses(device.sizeClasses(in: orientation))
    }
    let simulator = Simulator(device: canvas, orientation: .portrait, release: xcode.canvasRelease)
    var insets = UIEdgeInsets.zero
    if let controller, isUnderBars {
      // A controller's view on a canvas still sits under the simulated status bar and bars.
      // Before Xcode 9 a container view's child was drawn without one (its top layout guide at
      // 0 in AVAE, XLPagerTabStrip and Rocket.Chat scenes of Xcode 6–8, at 20 in Xcode 9–10
      // files of the same projects); unconfirmed beyond those samples.
      let embeddedWithoutStatusBar = bars.isEmbedded && xcode.build < .xcode9
      let freeformWithoutStatusBar =
        isFreeform && !freeformShowsStatusBar(controller: controller, root: root, bars: bars, xcode: xcode.build)
      let statusBar: CGFloat =
        controller.simulatedMetrics.statusBar?.kind == "nil" || freeformWithoutStatusBar || embeddedWithoutStatusBar || bars.isInSheet
        ? 0 : canvasStatusBar(on: documentDevice)
      insets = UIEdgeInsets(top: statusBar + bars.top, left: 0, bottom: bars.bottom, right: 0)
      // A freeform scene on a home-indicator iPhone keeps the indicator's inset at the bottom
      // (Andy0570's Xcode 11 copy of Apple's CustomPresentation sample: a 600×260 scene's button
      // 20 points above a bottom layout guide 34 points up). Unconfirmed beyond that sample.
      if isFreeformAppScene(controller: controller, root: root, bars: bars), !embeddedWithoutStatusBar,
        let (device, orientation) = documentDevice, device.idiom == .phone
      {
        insets.bottom += device.safeAreaInsets(in: orientation).bottom
      }
      if !isFreeform, let storedSize, let sheetBottom = pageSheetBottomInset(storedSize: storedSize, on: documentDevice, xcode: xcode.build) {
        insets = UIEdgeInsets(top: bars.top, left: 0, bottom: sheetBottom + bars.bottom, right: 0)
      } else if let storedSize {
        insets = opaqueBarsRemoved(
          from: insets, storedSize: storedSize,
          // Xcode 6–7's generic canvas counts too (XLPagerTabStrip's 600×487 root under both bars).
          screen: screenSize(
            freeformSize: controller.simulatedMetrics.freeformSize, on: documentDevice,
            genericCanvas: document.device == nil))
      }
    }
    if let controller, !isUnderBars, let storedSize, let y = root.frame?.y,
      reachesScreenBottom(
        y: y, storedSize: storedSize,
        screen: screenSize(freeformSize: controller.simulatedMetrics.freeformSize, on: documentDevice, genericCanvas: false))
    {
      // Below an opaque top bar but down to the screen's bottom: the bottom bar is translucent
      // and covers the root (UIKit extends a view under translucent bars only), so the bottom
      // layout guide stays above it. IBAnimatable's 375×603 root at y 64 over a simulated toolbar
      // ends its stack at 559.
      insets.bottom = bars.bottom
    }
    if controller == nil, isUnderBars, let storedSize, let top = xibTopInset(width: storedSize.width, on: documentDevice, hidesStatusBar: xibsHideStatusBar) {
      insets.top = top
    }
    return host(root, controller: controller, document: document, on: simulator, insets: insets, options: options)
  }

  /// `device` without its status bar when the controller's simulated status bar is "None" in a
  /// layout-guide document (no safe areas) and the phone has a home button: its top layout guide
  /// is then at 0 (IBAnimatable's Xcode 7 and 8 walkthrough scenes keep their labels 40 points
  /// below the top). Safe-area documents keep the device's inset (Apple's Xcode 9 AVCam scene,
  /// status bar "None", still 20 points down); the canvas path already honours the metric.
  static func withoutHiddenStatusBar(_ device: Device, controller: IBViewController?, document: IBDocument) -> Device {
    guard let controller, controller.simulatedMetrics.statusBar?.kind == "nil", device.idiom == .phone,
      !device.hasHomeIndicator, !document.useSafeAreas
    else { return device }
    return device.withSafeAreaInsets(portrait: .zero, landscape: .zero)
  }

  /// The bottom safe-area inset of a root Interface Builder draws as an iOS 13 page sheet (Xcode 11
  /// and later, iPhone documents), nil for other roots. A sheet is as wide as the screen and
  /// starts below the status bar — 10 points below the sensor housing on home-indicator phones, 20
  /// points down on the others — so the root is stored that much shorter, at y 0, with no status
  /// bar in its safe area and the home indicator's inset at its bottom (Esri's AR scenes
  /// 414×842 on the iPhone 11, iNaturalist's 414×716 on the iPhone 8 Plus).
  private static func pageSheetBottomInset(
    storedSize: CGSize, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?, xcode: XcodeRelease.Build
  ) -> CGFloat? {
    guard xcode >= IBCanvasSafeArea.statusBarlessBuild,
      let (device, orientation) = documentDevice, device.idiom == .phone, orientation == .portrait,
      abs(device.size(in: orientation).width - storedSize.width) < 0.5
    else { return nil }
    let safeArea = device.safeAreaInsets(in: orientation)
    let offset: CGFloat = device.hasHomeIndicator ? safeArea.top + 10 : 20
    guard abs(device.size(in: orientation).height - offset - storedSize.height) < 0.5 else { return nil }
    return safeArea.bottom
  }

  /// The top safe-area inset of a xib's top-level view as wide as the document's device but not
  /// as high: Interface Builder places it at the top of that screen, under the status bar or
  /// sensor housing its era draws (Rocket.Chat's 375×570 Xcode 10 view at 20, an Xcode 11
  /// 414×420 view on the iPhone 11 at 44); nil for other widths (0 in the corpus's samples).
  private static func xibTopInset(
    width: CGFloat, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?, hidesStatusBar: Bool
  ) -> CGFloat? {
    guard let (device, orientation) = documentDevice, abs(device.size(in: orientation).width - width) < 0.5
    else { return nil }
    let top = device.safeAreaInsets(in: orientation).top
    return !hidesStatusBar || top > 20 ? top : nil
  }

  /// The status bar over a controller's root drawn on a canvas of its own size: the top inset
  /// of the document's iPhone as that Xcode simulates it (`IBCanvasSafeArea`), 20 points
  /// elsewhere. Esri's Xcode 12 container child on an iPhone 11 document keeps its top view 44
  /// points down, the iPhone X inset of that era.
  private static func canvasStatusBar(on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?) -> CGFloat {
    guard let (device, orientation) = documentDevice, device.idiom == .phone || device.idiom == .pad else { return 20 }
    return device.safeAreaInsets(in: orientation).top
  }

  /// The screen a controller's root is drawn on: its freeform size, else the document's device,
  /// else Xcode 6–7's 600×600 generic canvas when `genericCanvas` (a document without a device).
  private static func screenSize(
    freeformSize: IBSize?, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?,
    genericCanvas: Bool
  ) -> CGSize? {
    if let freeformSize { return CGSize(width: freeformSize.width, height: freeformSize.height) }
    if let (device, orientation) = documentDevice { return device.size(in: orientation) }
    return genericCanvas ? CGSize(width: 600, height: 600) : nil
  }

  /// The document's device as the Xcode that saved it simulates it (`IBCanvasSafeArea`).
  private static func canvasDevice(
    of document: IBDocument, xcode: XcodeRelease.Build
  ) -> (device: Device, orientation: UIInterfaceOrientation)? {
    guard let (catalogDevice, orientation) = hostDevice(for: nil, document: document) else { return nil }
    return (IBCanvasSafeArea.device(catalogDevice, xcode: xcode), orientation)
  }

  /// Whether a root stored `y` points down (below opaque top bars) is as wide as its screen (the
  /// controller's freeform size, else the document's device) and reaches the screen's bottom.
  private static func reachesScreenBottom(y: Double, storedSize: CGSize, screen: CGSize?) -> Bool {
    guard let screen else { return false }
    return y > 0 && abs(screen.width - storedSize.width) < 0.5
      && abs(screen.height - (CGFloat(y) + storedSize.height)) < 0.5
  }

  /// The insets left when a root stored at y 0 is as wide as its screen (the controller's
  /// freeform size, else the document's device) and shorter by exactly its top bars, its bottom
  /// bar or both: the root ends at opaque bars (later Xcodes store such a root at y 0 rather than
  /// below the bars), so those bars do not cover it. XLPagerTabStrip's roots of 667 − 64 points
  /// keep their button bars at 0, of 667 − 49 their bottom layout guide at the root's bottom;
  /// RxSwift's 500×568 freeform scene under a `translucent="NO"` bar is stored 524 high.
  /// Unconfirmed beyond the corpus's samples (seven projects).
  private static func opaqueBarsRemoved(
    from insets: UIEdgeInsets, storedSize: CGSize, screen: CGSize?
  ) -> UIEdgeInsets {
    guard let screen, abs(screen.width - storedSize.width) < 0.5
    else { return insets }
    let missing = screen.height - storedSize.height
    func near(_ value: CGFloat) -> Bool { value > 0 && abs(missing - value) < 0.5 }
    var result = insets
    if near(insets.top + insets.bottom) {
      result.top = 0
      result.bottom = 0
    } else if near(insets.top) {
      result.top = 0
    } else if near(insets.bottom) {
      result.bottom = 0
    }
    return result
  }

  /// Builds `root` and lays it out as the view of a controller filling the simulator's window,
  /// with `insets` as additional safe-area insets. (Xib top-level views are hosted the same way:
  /// on the corpus that agrees better than a plain view with 8-point margins.)
  private static func host(
    _ root: IBView, controller: IBViewController?, document: IBDocument, on simulator: Simulator,
    insets: UIEdgeInsets, options: CanvasOptions
  ) -> StoryboardSceneBuilder {
    let host = IBSceneHostController()
    host.additionalSafeAreaInsets = insets
    host.traitOverrides.preferredContentSizeCategory = canvasContentSizeCategory(
      xcode: XcodeRelease(document: document).build)
    let canvas = DocumentCanvas(document: document, options: options)
    let layout = StoryboardSceneBuilder(root: root, document: document, controller: controller, host: host, context: .canvas(canvas))
    host.sceneLayout = layout
    if controller != nil, root.layoutMargins == nil, let width = root.frame?.width,
      let side = preIOS11RootMargin(
        width: width, xcode: XcodeRelease(document: document).build, hasDevice: document.device != nil)
    {
      layout.rootView.layoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    // The canvas sizes a xib's top-level view itself (the size in its inspector, or the screen it
    // simulates), whatever its own `translatesAutoresizingMaskIntoConstraints`: its subviews are
    // laid out in that frame, never in the view's fitting size.
    if controller == nil { layout.rootView.translatesAutoresizingMaskIntoConstraints = true }
    simulator.window.rootViewController = host
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return layout
  }
}

extension IBVerifier {
  /// The side margins of a controller's root view in the Xcode that drew the document, before
  /// iOS 11's system minimum margins (16, or 20 from 376 points wide): Xcode 6 (iOS 8) 16 at any
  /// width, Xcode 7–8 (iOS 9–10) 20 only from 415 points wide. Read from the roots' stored frames
  /// (views pinned to the leading margin): Xcode 6's 600-point canvases at 16 (22 samples),
  /// Xcode 7–8's at 20 (37), its 414-point roots at 16 (6) and iPad children 427 and 688 wide at
  /// 20, 240 wide at 16. Nil from Xcode 9, where UIKit's own rule applies.
  ///
  /// A 414-point root is 16 in a document of the Xcode 7 format (no `<device>`: firebase's
  /// Xcode 7–8.0 scenes simulating the 5.5-inch iPhone, four roots) but 20 on an Xcode 8 device
  /// canvas (`retina5_5`), as UIKit gave the Plus phones (a root of Xcode 8.1 outside the corpus).
  static func preIOS11RootMargin(width: Double, xcode: XcodeRelease.Build, hasDevice: Bool = false) -> CGFloat? {
    switch xcode {
    case ..<XcodeRelease.Build.xcode7: return 16
    case ..<XcodeRelease.Build.xcode9: return width > 414 || (width == 414 && hasDevice) ? 20 : 16
    default: return nil
    }
  }

  /// Verifies a document given as data (`fileName` names it in the report); a document that
  /// does not decode is reported in `errors`.
  public func verify(data: Data, fileName: String) -> VerificationReport {
    var report = VerificationReport()
    do {
      let document = try IBDocument(data: data, fileName: fileName)
      report = verify(document: document, file: fileName)
    } catch {
      report.files = 1
      report.errors.append(error.primary.located(in: fileName))
      report.fileSummaries.append(.init(file: fileName, decoded: false))
    }
    return report
  }
}
