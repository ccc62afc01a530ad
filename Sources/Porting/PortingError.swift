/// Why `adaptive port` cannot run as asked; nothing is written when it throws.
public enum PortingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A source folder is missing or not a folder.
  case missingSource(String)
  /// The output folder is one of the sources or inside one.
  case outputInsideSource(output: String, source: String)
  /// The output folder exists and is not empty (and `--force` was not given).
  case outputNotEmpty(String)
  /// `--force` was given for a non-empty folder that does not hold a previous port (no `PORTING.md`).
  case outputNotAPort(String)
  /// Two source folders have the same name, which would land in the same output folder.
  case duplicateSourceName(String)
  /// A file could not be read or written.
  case fileSystem(path: String, reason: String)

  public var description: String {
    switch self {
    case .missingSource(let path): "\(path): no such folder"
    case .outputInsideSource(let output, let source):
      "\(output): the output folder is inside the source folder \(source); choose a folder outside it (originals are never edited)"
    case .outputNotEmpty(let path): "\(path): the output folder is not empty; choose another or pass --force to replace it"
    case .outputNotAPort(let path):
      "\(path): --force replaces only a previous port (a folder with \(SourcePorter.reportFile)); this folder is not one, so nothing was deleted"
    case .duplicateSourceName(let name): "two source folders are called \(name); their ports would land in the same folder"
    case .fileSystem(let path, let reason): "\(path): \(reason)"
    }
  }
}
