import AdaptiveKit
import Foundation
import InterfaceBuilder

extension SceneHost {
  /// Where a root is hosted as the document was saved (`Placement.asSaved`): the simulator — a
  /// device of the root's stored size, else a canvas of that size with the document device's size
  /// classes — and the safe-area insets the bars Interface Builder simulates add there. A root
  /// whose stored origin is below the bars (opaque bars), or that is shorter than the device's
  /// screen by exactly its bars, is not covered by them.
  func savedPlacement(root: IBView, controller: IBViewController?, xcode: XcodeRelease) -> (Simulator, UIEdgeInsets) {
    var bars =
      controller.map { simulatedBars[$0.id] ?? IBSimulatedBars() } ?? IBSimulatedBars(ownMetricsOf: root)
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
    if isUnderBars, let (catalogDevice, orientation) = IBVerifier.hostDevice(for: storedSize, document: document, freeform: isFreeform),
      case let device = withoutHiddenStatusBar(
        IBCanvasSafeArea.device(catalogDevice, xcode: xcode.build), controller: controller, document: document),
      controller != nil || !xibsHideStatusBar || device.safeAreaInsets(in: orientation).top > 20
    {
      let simulator = Simulator(device: device, orientation: orientation, release: xcode.canvasRelease)
      return (simulator, UIEdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0))
    }
    var size = storedSize ?? CGSize(width: 600, height: 600)
    // A root below opaque bars fills the rest of the device's screen. Xcode 8 stored some such
    // roots with the whole screen's size (375×667 at y 64 on an iPhone 8); Interface Builder
    // still lays them out in the 603 points left, as their subviews' stored frames show.
    if !isUnderBars, let storedSize, let y = root.frame?.y, y > 0,
      IBVerifier.hostDevice(for: storedSize, document: document) != nil
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
        isFreeform && !IBVerifier.freeformShowsStatusBar(controller: controller, root: root, bars: bars)
      let statusBar: CGFloat =
        controller.simulatedMetrics.statusBar?.kind == "nil" || freeformWithoutStatusBar || embeddedWithoutStatusBar || bars.isInSheet
        ? 0 : canvasStatusBar(on: documentDevice)
      insets = UIEdgeInsets(top: statusBar + bars.top, left: 0, bottom: bars.bottom, right: 0)
      // A freeform scene on a home-indicator iPhone keeps the indicator's inset at the bottom
      // (Andy0570's Xcode 11 copy of Apple's CustomPresentation sample: a 600×260 scene's button
      // 20 points above a bottom layout guide 34 points up). Unconfirmed beyond that sample.
      if IBVerifier.isFreeformAppScene(controller: controller, root: root, bars: bars), !embeddedWithoutStatusBar,
        let (device, orientation) = documentDevice, device.idiom == .phone
      {
        insets.bottom += device.safeAreaInsets(in: orientation).bottom
      }
      if !isFreeform, let storedSize, let sheetBottom = pageSheetBottomInset(storedSize: storedSize, on: documentDevice, xcode: xcode.build) {
        insets = UIEdgeInsets(top: bars.top, left: 0, bottom: sheetBottom + bars.bottom, right: 0)
      } else if let storedSize {
        let covered = insets
        insets = opaqueBarsRemoved(
          from: insets, storedSize: storedSize,
          // Xcode 6–7's generic canvas counts too (XLPagerTabStrip's 600×487 root under both bars).
          screen: screenSize(
            freeformSize: controller.simulatedMetrics.freeformSize, on: documentDevice,
            genericCanvas: document.device == nil))
        // A root that ends at opaque top bars sits below them, down to the screen's bottom: with
        // no bottom bar the home indicator covers its last points. facebook's and canvas-ios's
        // 808-point roots on the iPhone 11 (896 − 88) pin views 34 points above their bottom,
        // canvas-ios's 718-point root on the iPhone 11 Pro (812 − 94) likewise.
        if covered.top > 0, insets.top == 0, covered.bottom == 0, !bars.isEmbedded, !isFreeform,
          let (device, orientation) = documentDevice, device.idiom == .phone
        {
          insets.bottom = device.safeAreaInsets(in: orientation).bottom
        }
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
    // A xib's top-level cell is drawn alone at its own size, never under the status bar or
    // sensor housing: corona-warn-app's 414-point cells on an iPhone 11 keep their content 11
    // points down, where the housing's 44 would push it through preserved margins.
    if controller == nil, isUnderBars, !root.kind.hasSuffix("Cell"), let storedSize,
      let top = xibTopInset(width: storedSize.width, on: documentDevice, hidesStatusBar: xibsHideStatusBar)
    {
      insets.top = top
    }
    if controller == nil, isUnderBars, !root.kind.hasSuffix("Cell"), let storedSize,
      let own = xibOwnScreenInsets(size: storedSize, on: documentDevice)
    {
      insets.top = own.top
      insets.bottom = own.bottom
    }
    return (simulator, insets)
  }

  /// `device` without its status bar when the controller's simulated status bar is "None" in a
  /// layout-guide document (no safe areas) and the phone has a home button: its top layout guide
  /// is then at 0 (IBAnimatable's Xcode 7 and 8 walkthrough scenes keep their labels 40 points
  /// below the top). Safe-area documents keep the device's inset (Apple's Xcode 9 AVCam scene,
  /// status bar "None", still 20 points down); the canvas path already honours the metric.
  func withoutHiddenStatusBar(_ device: Device, controller: IBViewController?, document: IBDocument) -> Device {
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
  private func pageSheetBottomInset(
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
  private func xibTopInset(
    width: CGFloat, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?, hidesStatusBar: Bool
  ) -> CGFloat? {
    guard let (device, orientation) = documentDevice, abs(device.size(in: orientation).width - width) < 0.5
    else { return nil }
    let top = device.safeAreaInsets(in: orientation).top
    return !hidesStatusBar || top > 20 ? top : nil
  }

  /// The insets of a xib's top-level view wider or taller than the document's home-indicator
  /// iPhone: Interface Builder draws it as a screen of its own, the device's sensor-housing inset
  /// at its top and home-indicator inset at its bottom (corona-warn-app's plug-in 21507 468×360
  /// card on the iPhone 12 at 47 and 34, safe-ios's and safe-ios-legacy's 438–590-point headers
  /// and footers on the iPhone 11 at 44 or 48 and 34, olvid's 320×1786 and COVIDSafe's scroll
  /// views 34 above their bottom). Narrower and shorter views store 0 (ProtonVPN, stopp-corona,
  /// covpass, ring-client, tinode), as do wider views on home-button phones (stepik, olvid,
  /// openfoodfacts, safe-ios-legacy on the iPhone 8); nil for those.
  private func xibOwnScreenInsets(
    size: CGSize, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?
  ) -> UIEdgeInsets? {
    guard let (device, orientation) = documentDevice, device.idiom == .phone, device.hasHomeIndicator else { return nil }
    let screen = device.size(in: orientation)
    guard size.width > screen.width + 0.5 || size.height > screen.height + 0.5 else { return nil }
    let safeArea = device.safeAreaInsets(in: orientation)
    return UIEdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
  }

  /// The status bar over a controller's root drawn on a canvas of its own size: the top inset
  /// of the document's iPhone as that Xcode simulates it (`IBCanvasSafeArea`), 20 points
  /// elsewhere. Esri's Xcode 12 container child on an iPhone 11 document keeps its top view 44
  /// points down, the iPhone X inset of that era.
  private func canvasStatusBar(on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?) -> CGFloat {
    guard let (device, orientation) = documentDevice, device.idiom == .phone || device.idiom == .pad else { return 20 }
    return device.safeAreaInsets(in: orientation).top
  }

  /// The screen a controller's root is drawn on: its freeform size, else the document's device,
  /// else Xcode 6–7's 600×600 generic canvas when `genericCanvas` (a document without a device).
  private func screenSize(
    freeformSize: IBSize?, on documentDevice: (device: Device, orientation: UIInterfaceOrientation)?,
    genericCanvas: Bool
  ) -> CGSize? {
    if let freeformSize { return CGSize(width: freeformSize.width, height: freeformSize.height) }
    if let (device, orientation) = documentDevice { return device.size(in: orientation) }
    return genericCanvas ? CGSize(width: 600, height: 600) : nil
  }

  /// The document's device as the Xcode that saved it simulates it (`IBCanvasSafeArea`).
  private func canvasDevice(
    of document: IBDocument, xcode: XcodeRelease.Build
  ) -> (device: Device, orientation: UIInterfaceOrientation)? {
    guard let (catalogDevice, orientation) = IBVerifier.hostDevice(for: nil, document: document) else { return nil }
    return (IBCanvasSafeArea.device(catalogDevice, xcode: xcode), orientation)
  }

  /// Whether a root stored `y` points down (below opaque top bars) is as wide as its screen (the
  /// controller's freeform size, else the document's device) and reaches the screen's bottom.
  private func reachesScreenBottom(y: Double, storedSize: CGSize, screen: CGSize?) -> Bool {
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
  private func opaqueBarsRemoved(
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
}
