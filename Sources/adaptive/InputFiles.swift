import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A storyboard or xib found from the command line.
struct InputFile: Equatable, Sendable {
  /// The path to read: as given, or the folder given joined with `relativePath`.
  var path: String
  /// The path below the folder argument that found it, or a file argument's own name; render
  /// mirrors it in its output folders.
  var relativePath: String

  /// The file's URL.
  var url: URL { URL(fileURLWithPath: path) }
}

/// The one place every command turns command-line paths into documents, checking each before
/// anything opens it for real.
///
/// Files are checked with `stat` first, so a FIFO is never opened (reading one blocks until a
/// writer comes) and a device is never read (`/dev/zero` never ends); then opened without
/// blocking and closed, so a permission problem is named as one rather than surfacing later as
/// a decoding error. Folders are listed with `opendir`/`readdir`, which hands names over as
/// bytes: a name that is not valid UTF-8 is reported escaped instead of becoming a path that
/// does not exist, and a folder inside that cannot be listed is an error, not a silent gap.
/// Links to folders are not followed (as `FileManager`'s enumerator does not), so a link
/// cycle cannot trap the walk.
enum InputFiles {
  /// The extensions of Interface Builder documents.
  static let extensions: Set<String> = ["storyboard", "xib"]

  /// Every document at `paths` (a folder's sorted by path), each found once, and every problem
  /// met on the way.
  static func find(at paths: [String]) -> (files: [InputFile], problems: [InputFileProblem]) {
    var files: [InputFile] = []
    var problems: [InputFileProblem] = []
    var seen: Set<String> = []
    for path in paths {
      var found: [InputFile] = []
      if let problem = invalidArgumentName(path) {
        problems.append(problem)
        continue
      }
      var info = stat()
      guard stat(path, &info) == 0 else {
        problems.append(statProblem(path: path, error: errno))
        continue
      }
      if fileType(info) == S_IFDIR {
        let before = problems.count
        walk(folder: trimmingTrailingSlashes(path), relative: "", into: &found, problems: &problems)
        found.sort { $0.path < $1.path }
        if found.isEmpty, problems.count == before { problems.append(.noDocuments(path: path)) }
      } else if let problem = check(file: path, info: info) {
        problems.append(problem)
      } else {
        found.append(InputFile(path: path, relativePath: URL(fileURLWithPath: path).lastPathComponent))
      }
      for file in found where seen.insert(URL(fileURLWithPath: file.path).standardizedFileURL.path).inserted {
        files.append(file)
      }
    }
    return (files, problems)
  }

  /// Why the file at `path` (already `stat`ed into `info`) cannot be read, or nil when it can.
  static func check(file path: String, info: stat) -> InputFileProblem? {
    let type = fileType(info)
    guard type == S_IFREG else { return .notRegularFile(path: path, kind: kindName(type)) }
    // O_NONBLOCK: should the file have been swapped for a FIFO since `stat`, opening returns at once.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      return error == ENOENT ? .notFound(path: path) : .notReadable(path: path, reason: reason(error))
    }
    close(descriptor)
    return nil
  }

  /// Lists `folder` (its path below the folder argument is `relative`) and everything below it.
  private static func walk(
    folder: String, relative: String, into files: inout [InputFile], problems: inout [InputFileProblem]
  ) {
    guard let directory = opendir(folder) else {
      problems.append(.unreadableFolder(path: folder, reason: reason(errno)))
      return
    }
    defer { closedir(directory) }
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { problems.append(.unreadableFolder(path: folder, reason: reason(errno))) }
        return
      }
      var nameField = entry.pointee.d_name
      let nameBytes = withUnsafeBytes(of: &nameField) { Array($0.prefix { $0 != 0 }) }
      if nameBytes == [0x2E] || nameBytes == [0x2E, 0x2E] { continue }
      let pathBytes = Array(folder.utf8) + [0x2F] + nameBytes
      var info = stat()
      let listed = (pathBytes + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
      }
      guard let name = String(validating: nameBytes, as: UTF8.self) else {
        // Only names that would matter are problems: documents, and folders that may hold some.
        if hasDocumentExtension(nameBytes) || (listed && fileType(info) == S_IFDIR) {
          problems.append(.invalidName(escapedPath: escaped(pathBytes)))
        }
        continue
      }
      let path = folder + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      guard listed else {
        problems.append(statProblem(path: path, error: errno))
        continue
      }
      if fileType(info) == S_IFDIR {
        walk(folder: path, relative: relativePath, into: &files, problems: &problems)
        continue
      }
      guard hasDocumentExtension(nameBytes) else { continue }
      // A link is judged by what it points at.
      if fileType(info) == S_IFLNK, stat(path, &info) != 0 {
        problems.append(statProblem(path: path, error: errno))
        continue
      }
      if let problem = check(file: path, info: info) {
        problems.append(problem)
      } else {
        files.append(InputFile(path: path, relativePath: relativePath))
      }
    }
  }

  /// A path argument that reached the program as bytes that are not UTF-8: Swift hands it over
  /// with U+FFFD in place of the bad bytes, a path that does not exist. The raw argument shows
  /// which bytes they were.
  private static func invalidArgumentName(_ path: String) -> InputFileProblem? {
    guard path.unicodeScalars.contains("\u{FFFD}") else { return nil }
    for index in 0..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
      if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self) == path {
        return .invalidName(escapedPath: escaped(bytes))
      }
    }
    return nil
  }

  /// The problem `stat` reported with `error` for `path`.
  private static func statProblem(path: String, error: Int32) -> InputFileProblem {
    switch error {
    case ENOENT, ENOTDIR: .notFound(path: path)
    default: .notReadable(path: path, reason: reason(error))
    }
  }

  /// `bytes` as text: valid UTF-8 as it is, other bytes as `\xHH`.
  static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
      if length > 0, index + length <= bytes.count,
        let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
      {
        text += scalar
        index += length
      } else {
        text += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
        index += 1
      }
    }
    return text
  }

  private static func hasDocumentExtension(_ name: [UInt8]) -> Bool {
    extensions.contains { name.count > $0.utf8.count + 1 && name.suffix($0.utf8.count + 1).elementsEqual(("." + $0).utf8) }
  }

  private static func fileType(_ info: stat) -> mode_t { info.st_mode & S_IFMT }

  private static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "an unusual kind of file"
    }
  }

  private static func reason(_ error: Int32) -> String {
    error == EACCES ? "permission denied" : String(cString: strerror(error)).lowercased()
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = path
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension InputFiles {
  /// The documents at `paths`; every problem is reported on its own line and ends the run with
  /// `ExitStatus.usage` before any document is read.
  static func documents(at paths: [String]) throws -> [InputFile] {
    let (files, problems) = find(at: paths)
    guard problems.isEmpty else { throw CLIError.usage(problems.map(\.diagnostic)) }
    return files
  }
}
