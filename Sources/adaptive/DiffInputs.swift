import Foundation

/// Turns `adaptive diff`'s arguments into pairs of documents: two files, two folders (matched by
/// their paths inside), or revisions of a git repository.
struct DiffInputs {
  /// The pairs to compare, sorted by path.
  var pairs: [DiffPair]
  /// What the old side is (`main`, a path), for the report's heading.
  var baseLabel: String
  /// What the new side is (`working tree`, a revision, a path).
  var headLabel: String

  /// Two files or folders outside git.
  static func paths(old: String, new: String) throws -> DiffInputs {
    var oldIsFolder: ObjCBool = false
    var newIsFolder: ObjCBool = false
    let manager = FileManager.default
    guard manager.fileExists(atPath: old, isDirectory: &oldIsFolder) else {
      throw CLIError.usage([InputFileProblem.notFound(path: old).diagnostic])
    }
    guard manager.fileExists(atPath: new, isDirectory: &newIsFolder) else {
      throw CLIError.usage([InputFileProblem.notFound(path: new).diagnostic])
    }
    guard oldIsFolder.boolValue == newIsFolder.boolValue else {
      throw CLIError.usage("compare two files or two folders, not a file with a folder ('\(old)', '\(new)')")
    }
    guard oldIsFolder.boolValue else {
      let name = URL(fileURLWithPath: new).lastPathComponent
      return DiffInputs(
        pairs: [DiffPair(path: name, old: fileSide(old), new: fileSide(new))], baseLabel: old, headLabel: new)
    }
    let (oldFiles, oldProblems) = InputFiles.find(at: [old])
    let (newFiles, newProblems) = InputFiles.find(at: [new])
    // An empty folder is a side with no documents, not an error here: everything was added or removed.
    let problems = (oldProblems + newProblems).filter {
      if case .noDocuments = $0 { return false }
      return true
    }
    guard problems.isEmpty else { throw CLIError.usage(problems.map(\.diagnostic)) }
    var pairs: [String: DiffPair] = [:]
    for file in oldFiles { pairs[file.relativePath] = DiffPair(path: file.relativePath, old: fileSide(file.path)) }
    for file in newFiles { pairs[file.relativePath, default: DiffPair(path: file.relativePath)].new = fileSide(file.path) }
    return DiffInputs(pairs: pairs.values.sorted { $0.path < $1.path }, baseLabel: old, headLabel: new)
  }

  /// Revisions of the repository holding the current folder: `base` (default: the merge base with
  /// the default branch) against `head` (default: the working tree), limited to `paths`.
  static func git(range: String?, paths: [String], in folder: URL) throws -> DiffInputs {
    guard let repository = GitRepository(containing: folder) else {
      throw CLIError.usage(
        "not inside a git repository; give two files or folders to compare (adaptive diff OLD NEW)")
    }
    var base: String
    var head: String?
    if let range {
      let parts = range.components(separatedBy: "..")
      base = parts[0]
      head = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
      if parts.count > 2 { throw CLIError.usage("'\(range)' is not a revision range; write BASE or BASE..HEAD") }
      if base.isEmpty { base = "HEAD" }
    } else {
      guard let branch = repository.defaultBranch() else {
        throw CLIError.usage("no default branch (main or master) to compare with; name the base revision")
      }
      base = branch
    }
    for revision in [base] + (head.map { [$0] } ?? []) where repository.commit(revision) == nil {
      throw CLIError.usage("unknown revision '\(revision)': no commit, branch or tag has that name in \(repository.root.path)")
    }
    let baseLabel = range == nil ? "merge base with \(base)" : base
    if range == nil {
      do {
        base = try repository.mergeBase("HEAD", base)
      } catch {
        throw CLIError.usage("\(error)")
      }
    }
    // Paths are given relative to the current folder; git wants them from the top folder.
    let relative = paths.map { path -> String in
      let absolute = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
      let root = repository.root.standardizedFileURL.path
      return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }
    let changed: [GitRepository.ChangedFile]
    do {
      changed = try repository.changedFiles(base: base, head: head, paths: relative)
    } catch {
      throw CLIError.usage("\(error)")
    }
    let headLabel = head ?? "working tree"
    var pairs: [DiffPair] = []
    for file in changed {
      let path = file.newPath ?? file.oldPath ?? ""
      let isDocument = [file.oldPath, file.newPath].compactMap { $0 }.contains {
        InputFiles.extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
      }
      guard isDocument else { continue }
      var pair = DiffPair(path: path, renamedFrom: file.status == "R" ? file.oldPath : nil)
      if let oldPath = file.oldPath {
        pair.old = gitSide(repository, path: oldPath, revision: base, label: baseLabel)
      }
      if let newPath = file.newPath {
        if let head {
          pair.new = gitSide(repository, path: newPath, revision: head, label: head)
        } else {
          pair.new = fileSide(repository.root.appendingPathComponent(newPath).path, label: "working tree:\(newPath)")
        }
      }
      pairs.append(pair)
    }
    return DiffInputs(pairs: pairs.sorted { $0.path < $1.path }, baseLabel: baseLabel, headLabel: headLabel)
  }

  private static func fileSide(_ path: String, label: String? = nil) -> DiffSide {
    do {
      return DiffSide(label: label ?? path, contents: .success(try Data(contentsOf: URL(fileURLWithPath: path))))
    } catch {
      let side = label ?? path
      return DiffSide(
        label: side,
        contents: .failure(
          DiffInputProblem.unreadable(reason: "cannot read the file: \(error.localizedDescription)").diagnostic(of: side)))
    }
  }

  private static func gitSide(_ repository: GitRepository, path: String, revision: String, label: String) -> DiffSide {
    let name = "\(label):\(path)"
    do {
      return DiffSide(label: name, contents: .success(try repository.contents(of: path, at: revision)))
    } catch {
      return DiffSide(
        label: name,
        contents: .failure(DiffInputProblem.unreadable(reason: "cannot read it from git: \(error)").diagnostic(of: name)))
    }
  }
}
