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
  /// Further folders searched for the documents' font files after their app's own
  /// (`IBDocument.fontFolders`; `adaptive verify --fonts`).
  public var fontFolders: [URL]

  public init(
    tolerance: Double = 0.5, worstLimit: Int = 50, takesTextSizesFromFile: Bool = false, fontFolders: [URL] = []
  ) {
    self.tolerance = tolerance
    self.worstLimit = worstLimit
    self.takesTextSizesFromFile = takesTextSizesFromFile
    self.fontFolders = fontFolders
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
      var document = try IBDocument(contentsOf: file)
      document.fontFolders = fontFolders
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
    let host = SceneHost(document: document, takesTextSizesFromFile: takesTextSizesFromFile)
    let (_, _) = AdaptiveKitLog.shared.capture {
      for scene in document.scenes {
        guard let controller = scene.viewController, let root = controller.view else { continue }
        summary.roots += 1
        let counts = verify(
          root: root, controller: controller, host: host, file: file, scene: scene.sceneID, mismatches: &mismatches)
        summary.views.add(counts)
      }
      for root in document.topLevelViews {
        summary.roots += 1
        let counts = verify(
          root: root, controller: nil, host: host, file: file, scene: root.id, mismatches: &mismatches)
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
    root: IBView, controller: IBViewController?, host: SceneHost, file: String, scene: String,
    mismatches: inout [VerificationReport.Mismatch]
  ) -> VerificationReport.ViewCounts {
    let layout = host.host(root: root, controller: controller, placement: .asSaved)
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

  /// The content size category text styles take on the canvas of the Xcode that saved a document
  /// (its plug-in build): Medium for Xcode 6–7, Extra Small for Xcode 12.5–13, Large otherwise.
  ///
  /// Unconfirmed, inferred from stored frames. Xcode 6–7 (plug-ins 6153–10085): Headline labels
  /// stored 20 high (11 of 11, in five files of four repositories) and 5–6 % narrower than
  /// 17-point Semibold ("Beacon ID:" 82, "MagicTable" 85, "Updating firmware" 141), Body labels
  /// 20 high and two Body lines 41, Footnote labels 15 high, Body buttons 32 high — each the
  /// Medium size (16, 16, 12 points) in whole points, where Xcode 8.1 (11524, 11757) stores
  /// Headline 21 and Footnote 16 (Large); no text style of Xcode 5 or 8.0 is in the corpora.
  /// Xcode 12.5: openfoodfacts' settings store a Subheadline button title 145 wide and 27 high,
  /// a Title 1 button 42 high, Caption 1 and Footnote labels 13.5 and 14.5 high — each the Extra
  /// Small size (12, 25, 11, 12 points) to the half point, adjusting for the content size or not —
  /// and Esri's Xcode 13.3 table cell stores a Body label 17 high (14 points). Text styles in
  /// Xcode 12.0–12.4 files (Esri, 30 labels) and Xcode 14–15 files (OnionBrowser) are stored at
  /// Large.
  static func canvasContentSizeCategory(xcode: XcodeRelease.Build) -> UIContentSizeCategory {
    switch xcode {
    case .xcode6 ..< .xcode8: .medium
    case .xcode12_5 ..< .xcode14: .extraSmall
    default: .large
    }
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
