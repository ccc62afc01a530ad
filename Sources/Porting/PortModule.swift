/// A Swift source file, by its path inside its folder.
public struct PortSourceFile: Equatable, Sendable {
  /// The path relative to the module's folder (`Views/ListCell.swift`).
  public let path: String
  /// The file's text.
  public let text: String

  /// A file at `path` holding `text`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// One folder of sources that builds as one module (`Sources`, `Tests/AppTests`).
public struct PortModule: Equatable, Sendable {
  /// The module's folder name, which prefixes its files' paths in reports.
  public let name: String
  /// The Swift files of the folder.
  public let files: [PortSourceFile]
  /// The custom classes the folder's storyboards and xibs name (`customClass`).
  public let documentClassNames: Set<String>

  /// A module called `name` made of `files`, whose documents name `documentClassNames`.
  public init(name: String, files: [PortSourceFile], documentClassNames: Set<String> = []) {
    self.name = name
    self.files = files
    self.documentClassNames = documentClassNames
  }
}

/// A module after porting: its rewritten files, the files generated for it and what was done.
public struct PortedModule: Equatable, Sendable {
  /// Every input file, rewritten (unchanged when no rule applied).
  public let files: [PortSourceFile]
  /// Files the port adds: registrations and an entry point.
  public let generated: [PortSourceFile]
  /// Each change, in file and line order.
  public let changes: [PortChange]
  /// What could not be ported.
  public let problems: [PortProblem]
}
