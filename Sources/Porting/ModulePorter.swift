/// Ports one module's sources: reads every file, indexes its classes and methods (selectors and
/// overrides need declarations from other files), then applies each rule, recording every change.
public struct ModulePorter {
  /// The name of the generated file registering a module's storyboard classes, outlets and actions.
  public static let registrationsFile = "AdaptivePortRegistrations.swift"
  /// The name of the generated entry point replacing `@UIApplicationMain`.
  public static let entryPointFile = "AdaptivePortMain.swift"
  /// The enum whose `registerAll()` the generated file declares.
  public static let registrationsType = "AdaptivePortRegistrations"
  /// The prefix of a member renamed because it overrode in an extension.
  static let overridePrefix = "_adaptivePortOverride_"

  let module: PortModule
  var files: [ScannedFile?] = []
  var edits: [[TextEdit]] = []
  /// Text appended at the end of each file (generated registrations).
  var appendix: [String] = []
  var changes: [PortChange] = []
  var problems: [PortProblem] = []
  /// Statements of the generated `registerAll()`.
  var registrations: [String] = []
  /// The application delegate class an entry point is generated for.
  var applicationDelegate: String?

  /// Prepares to port `module`.
  public init(module: PortModule) {
    self.module = module
  }

  /// Ports the module.
  public static func port(_ module: PortModule) -> PortedModule {
    var porter = ModulePorter(module: module)
    return porter.run()
  }

  mutating func run() -> PortedModule {
    for file in module.files {
      do throws(SwiftLexer.Failure) {
        files.append(try ScannedFile(path: file.path, source: file.text))
      } catch {
        problems.append(
          PortProblem(file: reportPath(file.path), line: error.line, rule: .source, message: "\(error.problem); file copied unchanged"))
        files.append(nil)
      }
    }
    edits = Array(repeating: [], count: files.count)
    appendix = Array(repeating: "", count: files.count)
    let index = ModuleIndex(files: files)
    for fileIndex in files.indices {
      guard let file = files[fileIndex] else { continue }
      portImports(file, fileIndex)
      portConditions(file, fileIndex)
      portSelectors(file, fileIndex, index: index)
      portKeyPaths(file, fileIndex, index: index)
      portClassDescriptions(file, fileIndex)
      portAttributes(file, fileIndex, index: index)
      portOverrides(file, fileIndex, index: index)
    }
    registerStoryboardClasses(index: index)
    let ported = module.files.indices.map { fileIndex in
      let file = module.files[fileIndex]
      return PortSourceFile(path: file.path, text: TextEdit.apply(edits[fileIndex], to: file.text) + appendix[fileIndex])
    }
    return PortedModule(
      files: ported, generated: generatedFiles(),
      changes: changes.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
      problems: problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
  }

  /// The path of `path` as reports name it: under the module's folder.
  func reportPath(_ path: String) -> String { "\(module.name)/\(path)" }

  mutating func replace(
    _ range: Range<Int>, in file: ScannedFile, _ fileIndex: Int, with replacement: String, rule: PortRule, note: String? = nil
  ) {
    let tokens = file.tokens
    let start = tokens[range.lowerBound].offset
    let end = tokens[range.upperBound - 1].end
    edits[fileIndex].append(TextEdit(start: start, end: end, replacement: replacement))
    let before = file.compactText(range)
    let after = note.map { replacement.isEmpty ? $0 : "\(replacement) (\($0))" } ?? (replacement.isEmpty ? "(removed)" : replacement)
    changes.append(PortChange(file: reportPath(file.path), line: tokens[range.lowerBound].line, rule: rule, before: before, after: after))
  }

  /// Removes tokens `range` and the spaces after them (never a line break, so lines keep their numbers).
  mutating func remove(_ range: Range<Int>, in file: ScannedFile, _ fileIndex: Int, rule: PortRule, note: String? = nil) {
    var upper = range.upperBound
    if upper < file.tokens.count, file.tokens[upper].kind == .space { upper += 1 }
    var start = file.tokens[range.lowerBound].offset
    let aloneOnLine =
      range.lowerBound > 0 && file.tokens[range.lowerBound - 1].kind == .newline
      && (upper == file.tokens.count || file.tokens[upper].kind == .newline)
    if aloneOnLine {
      // The line stays, empty, rather than keeping only its indentation.
      start -= file.tokens[range.lowerBound - 1].text.unicodeScalars.reversed().prefix { $0 == " " || $0 == "\t" }.count
    }
    let end = file.tokens[upper - 1].end
    edits[fileIndex].append(TextEdit(start: start, end: end, replacement: ""))
    changes.append(
      PortChange(
        file: reportPath(file.path), line: file.tokens[range.lowerBound].line, rule: rule, before: file.compactText(range),
        after: note.map { "(removed; \($0))" } ?? "(removed)"))
  }

  mutating func problem(_ file: ScannedFile, line: Int, _ rule: PortRule, _ message: String) {
    problems.append(PortProblem(file: reportPath(file.path), line: line, rule: rule, message: message))
  }
}
