import InterfaceBuilder

/// One `.imageset` folder read: its variants registered in a `UIImageAsset`, its rendering intent,
/// and the problems found (missing files, unreadable images, unknown values).
final class CatalogImageSet: Sendable {
  let name: String
  let asset: UIImageAsset
  let diagnostics: [Diagnostic]

  init(folder: URL, name: String) {
    self.name = name
    let asset = UIImageAsset()
    self.asset = asset
    diagnostics = CatalogImageSet.load(folder: folder, name: name, into: asset)
  }

  /// Registers every readable slot in `asset`, returning the problems found.
  private static func load(folder: URL, name: String, into asset: UIImageAsset) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let contentsFile = folder.appendingPathComponent("Contents.json")
    let json: [String: Any]
    switch CatalogJSON.read(contentsFile) {
    case .success(let value): json = value
    case .failure(let diagnostic):
      return [diagnostic]
    }
    let properties = json["properties"] as? [String: Any] ?? [:]
    var renderingMode = UIImage.RenderingMode.automatic
    switch properties["template-rendering-intent"] as? String {
    case "template": renderingMode = .alwaysTemplate
    case "original": renderingMode = .alwaysOriginal
    case nil: break
    case let other?:
      problems.append(Diagnostic(
        ruleID: "assets.unknown-value", severity: .warning, file: contentsFile.path,
        message: "unknown template-rendering-intent \"\(other)\"", hint: "use \"template\" or \"original\""))
    }
    guard let slots = json["images"] as? [[String: Any]] else {
      problems.append(Diagnostic(
        ruleID: "assets.json-invalid", severity: .error, file: contentsFile.path,
        message: "an image set's Contents.json needs an \"images\" array"))
      return problems
    }
    var loaded: [(traits: VariantTraits, image: UIImage)] = []
    for (index, slot) in slots.enumerated() {
      guard let fileName = slot["filename"] as? String else { continue }  // an empty slot Xcode keeps
      let traits: VariantTraits
      switch CatalogSlot.read(slot) {
      case .traits(let value): traits = value
      case .otherPlatform: continue
      case .invalid(let problem):
        problems.append(Diagnostic(
          ruleID: "assets.unknown-value", severity: .warning, file: contentsFile.path,
          message: "image \(index) (\(fileName)): \(problem); the slot is ignored"))
        continue
      }
      guard let file = CatalogSlot.file(named: fileName, in: folder) else {
        problems.append(Diagnostic(
          ruleID: "assets.filename-invalid", severity: .error, file: contentsFile.path,
          message: "image \(index) names \"\(fileName)\", which is not a file name inside \(folder.lastPathComponent)",
          hint: "image files must sit in the set's own folder"))
        continue
      }
      guard FileManager.default.fileExists(atPath: file.path) else {
        problems.append(Diagnostic(
          ruleID: "assets.file-missing", severity: .error, file: contentsFile.path,
          message: "image \(index) names \(fileName), which is not in \(folder.lastPathComponent)",
          hint: "add the file or remove the slot's filename"))
        continue
      }
      let content: ImageContent
      do {
        content = try ImageContent.load(contentsOf: file)
      } catch {
        problems.append(Diagnostic(ruleID: "assets.image-unreadable", severity: .error, file: file.path, message: "\(error)"))
        continue
      }
      var slotTraits = traits
      // A single-scale bitmap is 1x; single-scale vector artwork serves every scale.
      if slotTraits.scale == 0 && !content.header.isVector { slotTraits.scale = 1 }
      let image = UIImage(
        content: content, scale: slotTraits.scale == 0 ? 1 : slotTraits.scale, traits: slotTraits,
        renderingMode: renderingMode, name: name)
      loaded.append((slotTraits, image))
    }
    for (traits, image) in mirroredForOtherDirection(loaded) { asset.store(image, traits: traits) }
    return problems
  }

  /// A set's variants as UIKit resolves them, with Xcode's Direction setting applied. "Left to
  /// Right, Mirrors" marks every slot `left-to-right`: that artwork serves both directions and
  /// flips in right-to-left layouts (`flipsForRightToLeftLayoutDirection`). "Right to Left,
  /// Mirrors" marks every slot `right-to-left`: the artwork is shown as is there and mirrored
  /// in left-to-right layouts (unconfirmed how UIKit reports it; modelled as a flipped
  /// orientation). "Both" (slots of each direction) and "Fixed" (none) are left as they are.
  static func mirroredForOtherDirection(
    _ loaded: [(traits: VariantTraits, image: UIImage)]
  ) -> [(traits: VariantTraits, image: UIImage)] {
    let directions = Set(loaded.map(\.traits.direction))
    guard directions.count == 1, let only = directions.first, only != .unspecified else { return loaded }
    var result: [(traits: VariantTraits, image: UIImage)] = []
    for (traits, image) in loaded {
      if only == .leftToRight {
        var anyDirection = traits
        anyDirection.direction = .unspecified
        result.append((anyDirection, image.imageFlippedForRightToLeftLayoutDirection()))
      } else {
        result.append((traits, image))
        var leftToRight = traits
        leftToRight.direction = .leftToRight
        result.append((leftToRight, image.withHorizontallyFlippedOrientation()))
      }
    }
    return result
  }
}
