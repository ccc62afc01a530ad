import AdaptiveKit
import Lint
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import Rendering

/// The dynamic launch screen sample: one `LaunchScreen.xib` laid out with Auto Layout on every
/// device and orientation, its title and footer fonts switching for compact width — what iOS
/// shows while the app starts, in place of the fixed launch images of iOS 7.
@MainActor
struct LaunchScreenSession {
  /// What a user sees on one device in one orientation.
  struct Screen: Sendable, Equatable {
    var device: String
    var orientation: String
    var sizeClasses: String
    var titleFontSize: CGFloat
    var footerFontSize: CGFloat
    var titleFrame: CGRect
    var footerFrame: CGRect
    var screenSize: CGSize

    /// One line of the session's printout.
    var line: String {
      func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
      }
      return "\(device) \(orientation) [\(sizeClasses)] \(number(screenSize.width))×\(number(screenSize.height)): "
        + "title \(number(titleFontSize)) pt at \(format(titleFrame)), footer \(number(footerFontSize)) pt at \(format(footerFrame))"
    }

    private func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
  }

  static let titleID = "LSt-it-l01"
  static let footerID = "LSf-oo-l03"
  static let rootID = "LSr-oo-t01"

  /// The launch screen file shipped with the sample.
  static var fileURL: URL {
    get throws {
      guard let url = Bundle.module.url(forResource: "LaunchScreen", withExtension: "xib") else {
        throw SampleError("LaunchScreen.xib is missing from the sample's resources")
      }
      return url
    }
  }

  let document: IBDocument

  init(document: IBDocument) { self.document = document }

  init() throws { try self.init(document: IBDocument(contentsOf: LaunchScreenSession.fileURL)) }

  /// The launch-screen rules iOS enforces, checked: one line per violation (none for the sample).
  func validate() -> [Diagnostic] { LaunchScreenValidator().validate(document) }

  /// The launch screen laid out on `device` in `orientation`.
  func screen(on device: Device, orientation: UIInterfaceOrientation) throws -> Screen {
    let layout = try SceneHost.layout(
      sceneID: LaunchScreenSession.rootID, in: document, device: device, orientation: orientation)
    let pair = device.sizeClasses(in: orientation)
    func font(_ id: String) -> CGFloat { (layout.view(withID: id) as? UILabel)?.font.pointSize ?? 0 }
    return Screen(
      device: device.name, orientation: orientation.isLandscape ? "landscape" : "portrait",
      sizeClasses: "\(pair.horizontal.shortName)-\(pair.vertical.shortName)",
      titleFontSize: font(LaunchScreenSession.titleID), footerFontSize: font(LaunchScreenSession.footerID),
      titleFrame: layout.frameInRoot(ofViewWithID: LaunchScreenSession.titleID) ?? .zero,
      footerFrame: layout.frameInRoot(ofViewWithID: LaunchScreenSession.footerID) ?? .zero,
      screenSize: layout.rootView.bounds.size)
  }

  /// Every requested device in every requested orientation it supports.
  func screens(devices: [Device], orientations: [UIInterfaceOrientation]) throws -> [Screen] {
    var result: [Screen] = []
    for device in devices {
      for orientation in orientations where device.supports(orientation) {
        result.append(try screen(on: device, orientation: orientation))
      }
    }
    return result
  }

  /// Draws the launch screen on every configuration into one gallery page; returns its path.
  func render(devices: [Device], orientations: [UIInterfaceOrientation], into directory: URL) throws -> URL {
    let configurations = devices.flatMap { device in
      orientations.filter { device.supports($0) }.map { RenderConfiguration(device: device, orientation: $0) }
    }
    let request = RenderRequest(configurations: configurations, format: .html, outputDirectory: directory)
    let result = DocumentRenderer.render(file: try LaunchScreenSession.fileURL, request: request)
    if let error = result.errors.first { throw SampleError(error.description) }
    guard let page = result.outputs.first(where: { $0.hasSuffix(".html") }) else {
      throw SampleError("the renderer wrote no gallery page")
    }
    return page.hasPrefix("/") ? URL(fileURLWithPath: page) : directory.appendingPathComponent(page)
  }
}

/// A problem the sample reports in one line.
struct SampleError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension UIUserInterfaceSizeClass {
  /// `wC`/`hR`-style letter: C, R or A(ny).
  var shortName: String {
    switch self {
    case .compact: "C"
    case .regular: "R"
    default: "A"
    }
  }
}
