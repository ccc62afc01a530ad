/// Why an asset catalog could not be opened at all.
public enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
  /// The path is not a readable folder.
  case notAFolder(path: String)

  public var description: String {
    switch self {
    case .notAFolder(let path): return "\(path): not a readable asset catalog folder"
    }
  }
}
