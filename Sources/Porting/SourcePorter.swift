import Foundation

/// Ports folders of Swift sources into an output folder, never writing inside them: each folder
/// lands in `<output>/<folder name>/` with its Swift files rewritten and its other files copied,
/// and the report goes to `<output>/PORTING.md`.
public struct SourcePorter {
  /// The report's file name in the output folder.
  public static let reportFile = "PORTING.md"
  /// Folders never copied (build products, version control, package checkouts).
  static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

  /// The folders to port.
  public let sources: [URL]
  /// Where the port goes.
  public let output: URL
  /// Whether an existing output folder holding a previous port (its `PORTING.md`) is replaced.
  public let force: Bool

  /// A porter of `sources` into `output`.
  public init(sources: [URL], output: URL, force: Bool = false) {
    self.sources = sources
    self.output = output
    self.force = force
  }

  /// Checks the folders, ports every module and writes the port and its report.
  public func run() throws(PortingError) -> PortReport {
    let fileManager = FileManager.default
    let outputPath = Self.canonical(output)
    var names: Set<String> = []
    for source in sources {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .missingSource(source.path)
      }
      let sourcePath = Self.canonical(source)
      if Self.path(outputPath, isWithin: sourcePath) || Self.path(sourcePath, isWithin: outputPath) {
        throw .outputInsideSource(output: output.path, source: source.path)
      }
      guard names.insert(source.standardizedFileURL.lastPathComponent).inserted else {
        throw .duplicateSourceName(source.lastPathComponent)
      }
    }
    if let existing = try? fileManager.contentsOfDirectory(atPath: output.path), !existing.isEmpty {
      guard force else { throw .outputNotEmpty(output.path) }
      // --force deletes; it must never reach a folder that is not a port of ours.
      guard existing.contains(Self.reportFile) else { throw .outputNotAPort(output.path) }
      do { try fileManager.removeItem(at: output) } catch { throw .fileSystem(path: output.path, reason: "\(error)") }
    }
    var modules: [PortReport.Module] = []
    var changes: [PortChange] = []
    var problems: [PortProblem] = []
    for source in sources {
      let name = source.standardizedFileURL.lastPathComponent
      let destination = output.appendingPathComponent(name)
      let (swiftFiles, otherFiles) = try Self.files(in: source)
      let documents = otherFiles.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
      let classNames = Self.customClassNames(in: documents.map { source.appendingPathComponent($0) })
      let ported = ModulePorter.port(PortModule(name: name, files: swiftFiles, documentClassNames: classNames))
      for file in ported.files + ported.generated {
        try Self.write(file.text, to: destination.appendingPathComponent(file.path))
      }
      for path in otherFiles {
        try Self.copy(source.appendingPathComponent(path), to: destination.appendingPathComponent(path))
      }
      modules.append(
        PortReport.Module(
          name: name, source: source.path, swiftFiles: swiftFiles.count, copiedFiles: otherFiles.count,
          generated: ported.generated.map { "\(name)/\($0.path)" }))
      changes += ported.changes
      problems += ported.problems
    }
    let report = PortReport(output: output.path, modules: modules, changes: changes, problems: problems)
    try Self.write(report.markdown, to: output.appendingPathComponent(Self.reportFile))
    return report
  }

  /// The Swift files of `folder` (read) and the paths of its other files, sorted, hidden files left out.
  static func files(in folder: URL) throws(PortingError) -> ([PortSourceFile], [String]) {
    let root = folder.standardizedFileURL.resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
      throw .fileSystem(path: folder.path, reason: "cannot list the folder")
    }
    var swift: [PortSourceFile] = []
    var others: [String] = []
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    while let url = enumerator.nextObject() as? URL {
      let name = url.lastPathComponent
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if name.hasPrefix(".") || (isDirectory && skippedFolders.contains(name)) {
        if isDirectory { enumerator.skipDescendants() }
        continue
      }
      guard !isDirectory else { continue }
      let standardized = url.standardizedFileURL.resolvingSymlinksInPath().path
      let relative = standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : name
      if name.hasSuffix(".swift") {
        do {
          swift.append(PortSourceFile(path: relative, text: try String(contentsOf: url, encoding: .utf8)))
        } catch {
          throw .fileSystem(path: url.path, reason: "not readable as UTF-8 text (\(error.localizedDescription))")
        }
      } else {
        others.append(relative)
      }
    }
    return (swift.sorted { $0.path < $1.path }, others.sorted())
  }

  /// The `customClass` attribute values of Interface Builder documents (unreadable ones are skipped:
  /// they only decide whether an unregistrable class is worth reporting).
  static func customClassNames(in documents: [URL]) -> Set<String> {
    let marker = "customClass=\""
    var names: Set<String> = []
    for url in documents {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for piece in text.components(separatedBy: marker).dropFirst() {
        if let end = piece.firstIndex(of: "\"") { names.insert(String(piece[..<end])) }
      }
    }
    return names
  }

  static func write(_ text: String, to url: URL) throws(PortingError) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      throw .fileSystem(path: url.path, reason: "cannot write (\(error.localizedDescription))")
    }
  }

  static func copy(_ source: URL, to destination: URL) throws(PortingError) {
    do {
      try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: destination)
    } catch {
      throw .fileSystem(path: destination.path, reason: "cannot copy (\(error.localizedDescription))")
    }
  }

  /// The absolute path of `url` with symbolic links resolved, also for a folder not yet created.
  static func canonical(_ url: URL) -> String {
    var existing = url.standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath()
    for component in missing { resolved.appendPathComponent(component) }
    return resolved.path
  }

  /// Whether `path` is `folder` or inside it.
  static func path(_ path: String, isWithin folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
