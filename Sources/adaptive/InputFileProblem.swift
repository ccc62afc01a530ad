/// Why a path given on the command line, or met while searching a folder, cannot be read as a
/// document. Each description names the path and says what is wrong with it.
enum InputFileProblem: Error, Equatable, CustomStringConvertible {
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

  var description: String {
    switch self {
    case .notFound(let path): "\(path): no such file or directory"
    case .notReadable(let path, let reason): "\(path): cannot read the file: \(reason)"
    case .notRegularFile(let path, let kind):
      "\(path): not a regular file but \(kind); give a .storyboard or .xib file, or a folder"
    case .invalidName(let path): "\(path): the name is not valid UTF-8; rename it to read it"
    case .unreadableFolder(let path, let reason): "\(path): cannot read the folder: \(reason)"
    case .noDocuments(let path): "\(path): no .storyboard or .xib files in this folder"
    }
  }
}
