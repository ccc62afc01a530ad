import InterfaceBuilder

extension RenderError {
  /// The stable rule id of this kind of failure, such as `render.nothing-to-draw`.
  public var ruleID: String {
    switch self {
    case .unknownScene: "render.unknown-scene"
    case .nothingToDraw: "render.nothing-to-draw"
    case .cannotWrite: "render.cannot-write"
    case .rasterizerMissing: "render.rasterizer-missing"
    case .rasterizerFailed: "render.rasterizer-failed"
    }
  }

  /// The failure as an error diagnostic of the document at `file` (a whole-file problem, so line
  /// and column are 0), with the scene as the object when there is one.
  public func diagnostic(in file: String) -> Diagnostic {
    var message = description
    var objectID: String?
    switch self {
    case .unknownScene(let named, let sceneID, _), .nothingToDraw(let named, let sceneID, _):
      // The description leads with the file the diagnostic already names.
      if message.hasPrefix(named + ": ") { message.removeFirst(named.count + 2) }
      objectID = sceneID
    case .cannotWrite(let path, _):
      if path == file, message.hasPrefix(path + ": ") { message.removeFirst(path.count + 2) }
    case .rasterizerMissing, .rasterizerFailed: break
    }
    return Diagnostic(
      ruleID: ruleID, severity: .error, message: message, file: file, line: 0, column: 0, objectID: objectID)
  }
}
