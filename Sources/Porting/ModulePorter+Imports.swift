import Foundation

extension ModulePorter {
  /// Apple modules Linux does not have whose API AdaptiveKit provides (UIKit; Core Graphics'
  /// geometry and Core Animation's layers come with it).
  static let replacedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]
  /// The module imported instead.
  static let replacementModule = "AdaptiveKit"
  /// Other Apple-only modules Linux cannot import, and what provides their API there: Darwin's C
  /// library comes with Foundation (through Glibc); the Objective-C runtime functions UIKit code
  /// uses (associated objects) are AdaptiveKit's to provide.
  static let otherReplacements: [String: String] = ["Darwin": "Foundation", "ObjectiveC": "AdaptiveKit"]

  /// `import UIKit`, `@testable import UIKit`, `import UIKit.UIGestureRecognizerSubclass`,
  /// `import class UIKit.UIView` → the same import of AdaptiveKit; `import Darwin` → `import Foundation`.
  mutating func portImports(_ file: ScannedFile, _ fileIndex: Int) {
    for declaration in file.imports {
      let components = declaration.pathText.split(separator: ".").map(String.init)
      guard let module = components.first,
        let target = Self.replacedModules.contains(module) ? Self.replacementModule : Self.otherReplacements[module]
      else { continue }
      // A single-declaration import keeps its declaration; a submodule import becomes the module's.
      let replacement =
        declaration.kind != nil && components.count > 1 ? ([target] + components.dropFirst()).joined(separator: ".") : target
      replace(declaration.path, in: file, fileIndex, with: replacement, rule: .importModule)
    }
  }

  /// Conditions true on iOS and false on Linux, rewritten so the iOS branch compiles:
  /// `os(iOS)` and `canImport(UIKit)` (and the other replaced modules) become
  /// `canImport(AdaptiveKit)`. Conditions with the same value on both (`os(macOS)`,
  /// `targetEnvironment(macCatalyst)`, `os(tvOS)`, `canImport(AppKit)`: false) and Linux's own
  /// (`os(Linux)`, `canImport(Glibc)`) are left as they are.
  mutating func portConditions(_ file: ScannedFile, _ fileIndex: Int) {
    let replacement = "canImport(\(Self.replacementModule))"
    for directive in file.directives {
      let significant = directive.condition.filter { !file.tokens[$0].isTrivia }
      var position = 0
      while position + 3 < significant.count {
        let name = file.tokens[significant[position]]
        let open = file.tokens[significant[position + 1]]
        guard name.kind == .identifier, open.is("("), let close = file.partner[significant[position + 1]] else {
          position += 1
          continue
        }
        let argument = file.compactText((significant[position + 1] + 1)..<close).replacingOccurrences(of: " ", with: "")
        let module = argument.split(separator: ".").first.map(String.init) ?? argument
        let iOSOnly =
          (name.text == "os" && argument == "iOS")
          || (name.text == "canImport" && Self.replacedModules.contains(module))
        if iOSOnly {
          replace(significant[position]..<(close + 1), in: file, fileIndex, with: replacement, rule: .platformCondition)
        }
        position += 1
      }
    }
  }
}

