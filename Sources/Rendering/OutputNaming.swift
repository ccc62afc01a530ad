import Foundation

/// Names for output folders and files that cannot collide: one folder per document mirroring its
/// path, one file stem per scene named after what the designer called it.
///
/// Two names collide when they are equal ignoring case, since macOS's default file system would
/// make them one file.
public enum OutputNaming {
  /// Longer names are cut here: file systems allow 255 bytes per name, and the configuration's
  /// slug and the extension still follow a scene's stem.
  public static let maximumNameLength = 80

  /// A document found from the command line: its path below the folder argument that found it
  /// (a file argument's own name) and its absolute path.
  public struct Document: Sendable, Equatable {
    /// The path below the folder argument, such as `Onboarding/Main.storyboard`.
    public var relativePath: String
    /// The absolute path, which tells documents with equal relative paths apart.
    public var absolutePath: String

    /// A document.
    public init(relativePath: String, absolutePath: String) {
      self.relativePath = relativePath
      self.absolutePath = absolutePath
    }
  }

  /// The output folder (relative, `/`-separated) for each of `documents`, in order: the relative
  /// path without its extension, each part made file-name safe. Where two would be the same the
  /// extension stays (`Main-storyboard`, `Main-xib`); where they still are, as few of the folders
  /// above the relative path as tell them apart go in front (`x/Main`, `y/Main` for two folder
  /// arguments); a number ends any tie left (paths differing only in case).
  public static func documentFolders(for documents: [Document]) -> [String] {
    var parts = documents.map { document -> [String] in
      var components = document.relativePath.split(separator: "/").map(String.init)
      let name = components.popLast() ?? ""
      let stem = (name as NSString).deletingPathExtension
      return components.map(slug) + [slug(stem.isEmpty ? name : stem)]
    }
    for group in collisions(parts.map { $0.joined(separator: "/") }) {
      let names = group.map { URL(fileURLWithPath: documents[$0].relativePath).lastPathComponent.lowercased() }
      // The extension tells `Main.storyboard` from `Main.xib`, not two `Main.storyboard`s.
      guard Set(names).count > 1 else { continue }
      for index in group {
        let name = URL(fileURLWithPath: documents[index].relativePath).lastPathComponent
        parts[index][parts[index].count - 1] = slug(name)
      }
    }
    // Folders above the relative path, as few as tell the group apart (none when no number of
    // them does: then the numbers below do).
    for group in collisions(parts.map { $0.joined(separator: "/") }) {
      let ancestors = group.map { ancestorFolders(of: documents[$0]).map(slug) }
      let deepest = ancestors.map(\.count).max() ?? 0
      guard deepest > 0 else { continue }
      for count in 1...deepest {
        let keys = zip(group, ancestors).map { index, above in
          (Array(above.suffix(count)) + parts[index]).joined(separator: "/")
        }
        guard Set(keys.map { $0.lowercased() }).count == group.count else { continue }
        for (index, above) in zip(group, ancestors) { parts[index] = Array(above.suffix(count)) + parts[index] }
        break
      }
    }
    var folders = parts.map { $0.joined(separator: "/") }
    for group in collisions(folders) {
      for (number, index) in group.enumerated().dropFirst() { folders[index] += "-\(number + 1)" }
    }
    return folders
  }

  /// The file stem for each of `scenes` (all of a document's scenes, so a stem does not change
  /// with `--scene`): the controller's storyboard identifier, else the title someone gave it,
  /// else its id, made file-name safe; a stem two scenes share gets the scene id appended.
  public static func sceneStems(for scenes: [RenderableScene]) -> [String: String] {
    var stems = scenes.map { scene -> String in
      // A name of only non-ASCII letters has no safe form: the next candidate is tried.
      for candidate in [scene.storyboardIdentifier, scene.givenTitle].compactMap({ $0 }) {
        let name = RenderConfiguration.slug(candidate)
        if !name.isEmpty { return String(name.prefix(maximumNameLength)) }
      }
      return slug(scene.id)
    }
    for group in collisions(stems) {
      for index in group where stems[index] != slug(scenes[index].id) {
        stems[index] += "-" + slug(scenes[index].id)
      }
    }
    for group in collisions(stems) {
      for (number, index) in group.enumerated().dropFirst() { stems[index] += "-\(number + 1)" }
    }
    return Dictionary(zip(scenes.map(\.id), stems), uniquingKeysWith: { first, _ in first })
  }

  /// `text` as a file-name-safe name (letters, digits, dashes), never empty, at most
  /// `maximumNameLength` characters.
  static func slug(_ text: String) -> String {
    let name = String(RenderConfiguration.slug(text).prefix(maximumNameLength))
    return name.isEmpty ? "unnamed" : name
  }

  /// The folders above a document's relative path in its absolute path, outermost first.
  private static func ancestorFolders(of document: Document) -> [String] {
    let absolute = document.absolutePath.split(separator: "/").map(String.init)
    let relativeCount = document.relativePath.split(separator: "/").count
    return Array(absolute.dropLast(relativeCount))
  }

  /// The indices of names equal to another's ignoring case, grouped, each group in order.
  private static func collisions(_ names: [String]) -> [[Int]] {
    var groups: [String: [Int]] = [:]
    for (index, name) in names.enumerated() { groups[name.lowercased(), default: []].append(index) }
    return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }
}
