import Foundation
import Testing

/// AdaptiveKit is UIKit: every type it declares carries UIKit's names or the simulator's, and what
/// reproduces Interface Builder's canvas (the `IB…` types) lives in `InterfaceBuilderCanvas`. The
/// decoder's document types (`IBDocument`, `IBView`) are used, not declared, here.
@Suite("AdaptiveKit declares no type named IB…")
struct UIKitModuleBoundaryTests {
  /// `Sources/AdaptiveKit`, found from this file's place in the repository.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/AdaptiveKit")

  /// A declaration (not a use or an extension) of a type whose name starts with `IB` and a capital.
  static var declaration: Regex<AnyRegexOutput> {
    try! Regex(#"\b(class|struct|enum|protocol|typealias|actor)\s+IB[A-Z]\w*"#)
  }

  /// The `file:line: text` of every `IB…` type declaration in the Swift files under `folder`.
  static func declarations(under folder: URL) throws -> [String] {
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    var found: [String] = []
    for case let url as URL in files where url.pathExtension == "swift" {
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if code.contains(declaration) { found.append("\(url.lastPathComponent):\(index + 1): \(line)") }
      }
    }
    return found
  }

  @Test("No Swift file under Sources/AdaptiveKit declares an IB… type")
  func noInterfaceBuilderTypes() throws {
    #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("Exports.swift").path))
    let found = try Self.declarations(under: Self.sources)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The check finds a declaration, and passes over uses, extensions and comments")
  func checkFindsDeclarations() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-boundary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
      extension IBDocument {}
      let view: IBView? = nil
      // final class IBCommented {}
      final class IBLeaked: UILabel {}
      package struct IBAlso {}
      """.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    #expect(
      try Self.declarations(under: folder) == [
        "Sample.swift:4: final class IBLeaked: UILabel {}", "Sample.swift:5: package struct IBAlso {}",
      ])
  }
}
