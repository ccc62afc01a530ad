import Foundation
import Testing

/// AdaptiveKit is UIKit: every type it declares carries UIKit's names or the simulator's, and what
/// reproduces Interface Builder's canvas (the `IB…` types, the canvas's knobs) lives in
/// `InterfaceBuilderCanvas`. The decoder's document types (`IBDocument`, `IBView`) are used, not
/// declared, here.
@Suite("AdaptiveKit holds UIKit's names, not the canvas's")
struct UIKitModuleBoundaryTests {
  /// `Sources/AdaptiveKit`, found from this file's place in the repository.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AdaptiveKit")

  /// A declaration (not a use or an extension) of a type whose name starts with `IB` and a capital.
  static var declaration: Regex<AnyRegexOutput> {
    try! Regex(#"\b(class|struct|enum|protocol|typealias|actor)\s+IB[A-Z]\w*"#)
  }

  /// The canvas-only switches, task-locals and properties issue 27 took out of AdaptiveKit (git
  /// history: 30ee5e3, 211af58, cf6829f). Each changed a UIKit class from afar or existed only for
  /// Interface Builder's canvas; the canvas now passes `SceneBuildContext` and its own subclasses.
  /// `UIViewController.retainedSceneLayouts` is not here: it keeps a run-time load's size-class
  /// variations following trait changes, which is UIKit behaviour, not the canvas's.
  static let removedCanvasNames = [
    "absorbsVerticalSafeArea",  // UIView; now the package protocol ScrollingContentView
    "keepsWrapWidthOnOneLine",  // UILabel; now IBLabel.intrinsicContentSize
    "spansPreferredWidth",  // UILabel; now the canvas label's era rule
    "isInstantiating",  // StoryboardClassRegistry's global mode switch; now SceneBuildContext
    "keepsObjectLibraryLabelHeights",  // task-local; now CanvasOptions
    "takesTextSizesFromFile",  // task-local; now CanvasOptions
    "interfaceBuilderContentSizeCategory",  // UIFont task-local; now the host's trait overrides
    "TaskLocal",  // any task-local value changes UIKit classes where no reader sees it
    "generic",  // Device.generic, the 600×600 canvas; now InterfaceBuilderCanvas's Device+GenericCanvas
    "launchScreenTemplate",  // Device; Xcode 6's 480×480 launch-screen xib canvas, unused
  ]

  /// `file:line: text` of every line of the Swift files under `folder` whose code (the part before
  /// a `//` comment) matches `pattern`.
  static func lines(matching pattern: Regex<AnyRegexOutput>, under folder: URL) throws -> [String] {
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    var found: [String] = []
    for case let url as URL in files where url.pathExtension == "swift" {
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if code.contains(pattern) { found.append("\(url.lastPathComponent):\(index + 1): \(line)") }
      }
    }
    return found
  }

  /// The `file:line: text` of every `IB…` type declaration in the Swift files under `folder`.
  static func declarations(under folder: URL) throws -> [String] {
    try lines(matching: declaration, under: folder)
  }

  /// The `file:line: text` of every line under `folder` that names one of `removedCanvasNames` as
  /// a whole word in code.
  static func removedNames(under folder: URL) throws -> [String] {
    // Not `\b`: Swift's default word boundaries are Unicode's, which join `view.name` into one word.
    let alternatives = removedCanvasNames.joined(separator: "|")
    return try lines(matching: try Regex(#"(^|[^A-Za-z0-9_])(\#(alternatives))([^A-Za-z0-9_]|$)"#), under: folder)
  }

  /// A temporary folder holding one `Sample.swift` with `text`, removed by the caller.
  static func sampleFolder(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-boundary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("No Swift file under Sources/AdaptiveKit declares an IB… type")
  func noInterfaceBuilderTypes() throws {
    #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("Exports.swift").path))
    let found = try Self.declarations(under: Self.sources)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The check finds a declaration, and passes over uses, extensions and comments")
  func checkFindsDeclarations() throws {
    let folder = try Self.sampleFolder(
      """
      extension IBDocument {}
      let view: IBView? = nil
      // final class IBCommented {}
      final class IBLeaked: UILabel {}
      package struct IBAlso {}
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try Self.declarations(under: folder) == [
        "Sample.swift:4: final class IBLeaked: UILabel {}", "Sample.swift:5: package struct IBAlso {}",
      ])
  }

  @Test("No canvas-only switch, task-local or property removed from UIKit's classes is back")
  func noRemovedCanvasNames() throws {
    #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("Exports.swift").path))
    let found = try Self.removedNames(under: Self.sources)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The check finds each removed name in code, and passes over comments and longer words")
  func checkFindsRemovedNames() throws {
    let folder = try Self.sampleFolder(
      """
      extension UILabel { var keepsWrapWidthOnOneLine: Bool { false } }
      // UIView.absorbsVerticalSafeArea was replaced by ScrollingContentView
      let noticed = view.absorbsVerticalSafeAreaSoon
      @TaskLocal static var keepsObjectLibraryLabelHeights = false
      if StoryboardClassRegistry.isInstantiating { }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try Self.removedNames(under: folder) == [
        "Sample.swift:1: extension UILabel { var keepsWrapWidthOnOneLine: Bool { false } }",
        "Sample.swift:4: @TaskLocal static var keepsObjectLibraryLabelHeights = false",
        "Sample.swift:5: if StoryboardClassRegistry.isInstantiating { }",
      ])
    for name in Self.removedCanvasNames {
      let single = try Self.sampleFolder("let x = y.\(name)")
      defer { try? FileManager.default.removeItem(at: single) }
      #expect(try Self.removedNames(under: single).count == 1, "\(name) is not found")
    }
  }
}
