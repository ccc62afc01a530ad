import Foundation

/// The git commands `adaptive diff` needs, run through `git` itself so any repository layout,
/// worktree or configuration git understands works here too.
struct GitRepository {
  /// A failed git command: what was asked and what git said.
  struct Failure: Error, CustomStringConvertible {
    var arguments: [String]
    var message: String
    var description: String { "git \(arguments.joined(separator: " ")): \(message)" }
  }

  /// One line of `git diff --name-status -M`.
  struct ChangedFile: Equatable {
    /// `M`, `A`, `D`, `R`, `C` or `T` (the similarity score dropped).
    var status: Character
    /// The path in the base revision (`nil` when added).
    var oldPath: String?
    /// The path in the head revision or working tree (`nil` when deleted).
    var newPath: String?
  }

  /// The branches tried, in order, when the remote names no default branch.
  static let defaultBranchCandidates = ["main", "master", "trunk", "develop"]

  /// The repository's top folder.
  let root: URL

  /// The repository holding `folder`, or `nil` when it is not inside one (or git is missing).
  init?(containing folder: URL) {
    guard let output = try? Self.run(["rev-parse", "--show-toplevel"], in: folder) else { return nil }
    let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !path.isEmpty else { return nil }
    root = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The full commit id of `revision`, or `nil` when no commit has that name.
  func commit(_ revision: String) -> String? {
    guard let output = try? run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else { return nil }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The default branch: the remote's `HEAD`, else the first of `defaultBranchCandidates` that exists.
  func defaultBranch() -> String? {
    if let output = try? run(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]) {
      let name = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if !name.isEmpty { return name }
    }
    return Self.defaultBranchCandidates.first { commit($0) != nil }
  }

  /// The merge base of two revisions.
  func mergeBase(_ first: String, _ second: String) throws -> String {
    let output = try run(["merge-base", first, second])
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The files that differ between `base` and `head` (the working tree, untracked files
  /// included, when `head` is nil), renames detected, limited to `paths` when given.
  func changedFiles(base: String, head: String?, paths: [String]) throws -> [ChangedFile] {
    var arguments = ["diff", "--name-status", "-M", "-z", base]
    if let head { arguments.append(head) }
    arguments.append("--")
    arguments += paths
    let fields = try run(arguments).split(separator: 0, omittingEmptySubsequences: true).map {
      String(decoding: $0, as: UTF8.self)
    }
    var result: [ChangedFile] = []
    var index = 0
    while index < fields.count {
      let status = fields[index].first ?? "M"
      index += 1
      if status == "R" || status == "C" {
        guard index + 1 < fields.count else { break }
        result.append(ChangedFile(status: status, oldPath: fields[index], newPath: fields[index + 1]))
        index += 2
      } else {
        guard index < fields.count else { break }
        let path = fields[index]
        index += 1
        result.append(
          ChangedFile(status: status, oldPath: status == "A" ? nil : path, newPath: status == "D" ? nil : path))
      }
    }
    if head == nil {
      // `git diff` leaves out files never added; a new document in the working tree is still new.
      let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z", "--"] + paths)
      for path in untracked.split(separator: 0, omittingEmptySubsequences: true) {
        result.append(ChangedFile(status: "A", oldPath: nil, newPath: String(decoding: path, as: UTF8.self)))
      }
    }
    return result
  }

  /// The bytes of `path` (relative to the top folder) at `revision`.
  func contents(of path: String, at revision: String) throws -> Data {
    try run(["show", "\(revision):\(path)"])
  }

  func run(_ arguments: [String]) throws -> Data { try Self.run(arguments, in: root) }

  /// Runs git in `folder`; standard error becomes the failure's message.
  static func run(_ arguments: [String], in folder: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(arguments: arguments, message: "cannot run git: \(error.localizedDescription)")
    }
    // Standard error is read on another thread so a chatty git cannot block on a full pipe.
    let errorText = LockedData()
    let reader = Thread { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = errorText.waitForValue()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(arguments: arguments, message: text.isEmpty ? "exit status \(process.terminationStatus)" : text)
    }
    return data
  }
}

/// Bytes handed from a reader thread, waited for once.
final class LockedData: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Data?

  func set(_ data: Data) {
    condition.lock()
    value = data
    condition.signal()
    condition.unlock()
  }

  func waitForValue() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while value == nil { condition.wait() }
    return value ?? Data()
  }
}
