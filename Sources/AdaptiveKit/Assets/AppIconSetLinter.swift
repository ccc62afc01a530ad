import InterfaceBuilder

/// Checks an `.appiconset`: every named file exists, is a readable image, and has the pixel size
/// its slot asks for (`size` × `scale`); slots left empty are reported as warnings.
enum AppIconSetLinter {
  static func lint(_ folder: URL) -> [Diagnostic] {
    let contentsFile = folder.appendingPathComponent("Contents.json")
    let json: [String: Any]
    switch CatalogJSON.read(contentsFile) {
    case .success(let value): json = value
    case .failure(let diagnostic): return [diagnostic]
    }
    guard let slots = json["images"] as? [[String: Any]] else {
      return [Diagnostic(
        ruleID: "assets.json-invalid", severity: .error, file: contentsFile.path,
        message: "an app icon set's Contents.json needs an \"images\" array")]
    }
    var problems: [Diagnostic] = []
    for (index, slot) in slots.enumerated() {
      let idiom = slot["idiom"] as? String ?? "universal"
      let sizeText = slot["size"] as? String ?? ""
      let scaleText = slot["scale"] as? String ?? "1x"
      let label = "\(idiom) \(sizeText)@\(scaleText)"
      guard let fileName = slot["filename"] as? String else {
        problems.append(Diagnostic(
          ruleID: "assets.appicon-empty-slot", severity: .warning, file: contentsFile.path,
          message: "app icon slot \(index) (\(label)) has no image", hint: "add an image or remove the slot"))
        continue
      }
      guard let file = CatalogSlot.file(named: fileName, in: folder) else {
        problems.append(Diagnostic(
          ruleID: "assets.filename-invalid", severity: .error, file: contentsFile.path,
          message: "app icon slot \(index) (\(label)) names \"\(fileName)\", which is not a file name inside \(folder.lastPathComponent)",
          hint: "icon files must sit in the set's own folder"))
        continue
      }
      guard FileManager.default.fileExists(atPath: file.path) else {
        problems.append(Diagnostic(
          ruleID: "assets.file-missing", severity: .error, file: contentsFile.path,
          message: "app icon slot \(index) (\(label)) names \(fileName), which is not in \(folder.lastPathComponent)"))
        continue
      }
      let header: ImageHeader
      do {
        header = try ImageContent.load(contentsOf: file).header
      } catch {
        problems.append(Diagnostic(ruleID: "assets.image-unreadable", severity: .error, file: file.path, message: "\(error)"))
        continue
      }
      let sizeParts = sizeText.split(separator: "x").compactMap { Double($0) }
      guard sizeParts.count == 2, let scale = Double(scaleText.dropLast()) else {
        problems.append(Diagnostic(
          ruleID: "assets.unknown-value", severity: .warning, file: contentsFile.path,
          message: "app icon slot \(index) has an unreadable size \"\(sizeText)\" or scale \"\(scaleText)\""))
        continue
      }
      let expected = (CGFloat(sizeParts[0] * scale), CGFloat(sizeParts[1] * scale))
      if header.isVector || header.width != expected.0 || header.height != expected.1 {
        problems.append(Diagnostic(
          ruleID: "assets.appicon-size", severity: .error, file: file.path,
          message: "\(fileName) is \(header.width.cleanString)×\(header.height.cleanString) pixels; slot \(label) "
            + "needs \(expected.0.cleanString)×\(expected.1.cleanString)",
          hint: "export the icon at \(expected.0.cleanString)×\(expected.1.cleanString) pixels"))
      }
    }
    return problems
  }
}
