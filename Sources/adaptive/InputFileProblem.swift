import InterfaceBuilder

/// Why a path given on the command line, or met while searching a folder, cannot be read as a
/// document. Reported as a `Diagnostic` of that path (`diagnostic`), so it prints as every other
/// problem of a file does: `path: error: what is wrong [input.rule]`.
enum InputFileProblem: Error, Equatable {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The file exists but cannot be opened (`reason` is the system's, such as permission denied).
  case notReadable(path: String, reason: String)
  /// Something other than a regular file or folder: `kind` is "a FIFO", "a character device", …
  case notRegularFile(path: String, kind: String)
  /// A name that is not valid UTF-8, shown with its odd bytes escaped (`\xE9`).
  case invalidName(escapedPath: String)
  /// A folder (the one given or one inside it) whose entries cannot be listed.
  case unreadableFolder(path: String, reason: String)
  /// A folder holding no `.storyboard` or `.xib` file.
  case noDocuments(path: String)

  /// The path the problem is about, as given or as met in a folder.
  var path: String {
    switch self {
    case .notFound(let path), .notReadable(let path, _), .notRegularFile(let path, _), .invalidName(let path),
      .unreadableFolder(let path, _), .noDocuments(let path):
      path
    }
  }

  /// The stable rule id of this kind of problem, such as `input.not-found`.
  var ruleID: String {
    switch self {
    case .notFound: "input.not-found"
    case .notReadable: "input.not-readable"
    case .notRegularFile: "input.not-regular-file"
    case .invalidName: "input.invalid-name"
    case .unreadableFolder: "input.unreadable-folder"
    case .noDocuments: "input.no-documents"
    }
  }

  /// What is wrong with the path, without the path.
  var message: String {
    switch self {
    case .notFound: "no such file or directory"
    case .notReadable(_, let reason): "cannot read the file: \(reason)"
    case .notRegularFile(_, let kind): "not a regular file but \(kind); give a .storyboard or .xib file, or a folder"
    case .invalidName: "the name is not valid UTF-8; rename it to read it"
    case .unreadableFolder(_, let reason): "cannot read the folder: \(reason)"
    case .noDocuments: "no .storyboard or .xib files in this folder"
    }
  }

  /// The problem as an error of its path (a whole-file problem: line and column 0).
  var diagnostic: Diagnostic {
    Diagnostic(ruleID: ruleID, severity: .error, message: message, file: path, line: 0, column: 0)
  }
}
