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
/// stored size; a controller's view there gets a 20-point status bar (none when its metrics are
/// freeform or hide it) plus its bars. A root whose stored origin is below the bars (opaque
/// bars) gets no insets at all.
///
/// The hierarchy is built by `IBSceneLayout`: constraints installed for Any/Any, alignment rects
/// of switches and sliders, metrics of the Xcode that saved the document (`IBEraMetrics`), and
/// fixed-frame prototyping for views no constraint mentions.
@MainActor
public struct IBVerifier {
  /// The largest edge difference, in points, that still counts as agreeing.
  public var tolerance: Double
  /// How many disagreements `worst` keeps.
  public var worstLimit: Int

  public init(tolerance: Double = 0.5, worstLimit: Int = 50) {
    self.tolerance = tolerance
    self.worstLimit = worstLimit
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
      let primary = error.primary
      var report = VerificationReport()
      report.files = 1
      report.errors.append(
        .init(file: name, line: primary.location.line, column: primary.location.column, message: primary.message))
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
    if let id = document.device?.id, let device = Device.withIBDeviceId(id), matches(device, documentOrientation) {
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
    let layout = IBVerifier.layOut(root: root, controller: controller, bars: bars, document: document)
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
  public static func layOut(root: IBView, controller: IBViewController?, document: IBDocument) -> IBSceneLayout {
    let bars = controller.flatMap { IBSimulatedBars.bars(in: document)[$0.id] } ?? IBSimulatedBars()
    return layOut(root: root, controller: controller, bars: bars, document: document)
  }

  static func layOut(
    root: IBView, controller: IBViewController?, bars: IBSimulatedBars, document: IBDocument
  ) -> IBSceneLayout {
    let storedSize = root.frame.map { CGSize(width: $0.width, height: $0.height) }
    // A root view pushed down by opaque bars (stored y > 0) sits below them: no insets at all.
    let isUnderBars = (root.frame?.y ?? 0) == 0
    // A freeform controller (popovers, children) is drawn without a status bar, and so was an
    // embedded child before Xcode 8 (documents without a device), at its container's size;
    // from Xcode 8 on Interface Builder draws the status bar over it (XLPagerTabStrip's one
    // storyboard, saved by Xcode 7 and by Xcode 10, shows both).
    let isFreeform =
      controller?.simulatedMetrics.freeformSize != nil || (bars.isEmbedded && document.device == nil)
    if isUnderBars, let (catalogDevice, orientation) = hostDevice(for: storedSize, document: document, freeform: isFreeform),
      case let device = IBCanvasSafeArea.device(catalogDevice, toolsVersion: IBCanvasSafeArea.toolsVersion(of: document)),
      controller != nil || !IBEraMetrics(document: document).xibViewsHideStatusBar
        || device.safeAreaInsets(in: orientation).top > 20
    {
      let simulator = Simulator(device: device, orientation: orientation)
      let insets = UIEdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
      return host(root, controller: controller, document: document, on: simulator, insets: insets)
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
    let canvas = Device.canvas(
      name: "Canvas", size: CGSize(width: max(1, size.width), height: max(1, size.height)))
    let simulator = Simulator(device: canvas, orientation: .portrait)
    var insets = UIEdgeInsets.zero
    if let controller, isUnderBars {
      // A controller's view on a canvas still sits under the simulated status bar and bars,
      // unless its stored size is a device's screen (or Xcode 6–7's 600×600 generic canvas) less
      // those bars: then it lies below opaque bars (Xcode 7 stores such roots at y 0 as 600×487
      // under a navigation and a tab bar, Xcode 9 as 375×603 under an iPhone 8's bars).
      let statusBar: CGFloat = controller.simulatedMetrics.statusBar?.kind == "nil" || isFreeform ? 0 : 20
      let top = statusBar + bars.top
      let screen = CGSize(width: size.width, height: size.height + top + bars.bottom)
      let isScreen =
        hostDevice(for: screen, document: document) != nil
        || (document.device == nil && screen == CGSize(width: 600, height: 600))
      if top + bars.bottom == 0 || isFreeform || !isScreen {
        insets = UIEdgeInsets(top: top, left: 0, bottom: bars.bottom, right: 0)
      }
    }
    return host(root, controller: controller, document: document, on: simulator, insets: insets)
  }

  /// Builds `root` and lays it out as the view of a controller filling the simulator's window,
  /// with `insets` as additional safe-area insets. (Xib top-level views are hosted the same way:
  /// on the corpus that agrees better than a plain view with 8-point margins.)
  private static func host(
    _ root: IBView, controller: IBViewController?, document: IBDocument, on simulator: Simulator,
    insets: UIEdgeInsets
  ) -> IBSceneLayout {
    let host = UIViewController()
    host.additionalSafeAreaInsets = insets
    let layout = IBSceneLayout(root: root, document: document, controller: controller, host: host)
    simulator.window.rootViewController = host
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return layout
  }
}

extension IBVerifier {
  /// Verifies a document given as data (`fileName` names it in the report); a document that
  /// does not decode is reported in `errors`.
  public func verify(data: Data, fileName: String) -> VerificationReport {
    var report = VerificationReport()
    do {
      let document = try IBDocument(data: data, fileName: fileName)
      report = verify(document: document, file: fileName)
    } catch {
      let primary = error.primary
      report.files = 1
      report.errors.append(
        .init(file: fileName, line: primary.location.line, column: primary.location.column, message: primary.message))
      report.fileSummaries.append(.init(file: fileName, decoded: false))
    }
    return report
  }
}
