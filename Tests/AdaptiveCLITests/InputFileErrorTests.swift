import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Every command says what is wrong with a path it cannot read, names it, and exits 2")
struct InputFileErrorTests {
  /// The commands that read documents, `PATH` standing for the path under test.
  static let commands: [[String]] = [
    ["verify", "--jobs", "1", "PATH"], ["lint", "PATH"], ["render", "PATH", "--output", "OUT"], ["layout", "PATH"],
  ]

  /// Runs `command` with `path` in place of PATH, as a process that file permissions apply to.
  static func run(_ command: [String], path: String, output: URL) throws -> AdaptiveProcess {
    try AdaptiveProcess.runWithoutPermissionOverride(command.map { $0 == "PATH" ? path : $0 == "OUT" ? output.path : $0 })
  }

  /// The run exits 2 with an error diagnostic of `path`: `path: error: message [input.rule]`.
  static func expectFailure(_ result: AdaptiveProcess, _ command: [String], path: String, says message: String) {
    let line = "\(path): error: \(message)"
    #expect(result.status == 2, "\(command): \(result.errors)")
    #expect(result.errors.contains(line), "\(command): expected “\(line)” in \(result.errors)")
    #expect(result.errors.contains(" [input."), "\(command): no rule id in \(result.errors)")
    #expect(!result.errors.contains("doesn’t exist") && !result.errors.contains("You don’t have permission"))
  }

  @Test("A missing file", arguments: commands)
  func missing(command: [String]) throws {
    let workspace = try LintWorkspace([:])
    defer { workspace.remove() }
    let path = workspace.path("Gone.storyboard")
    let result = try Self.run(command, path: path, output: workspace.root.appendingPathComponent("out"))
    Self.expectFailure(result, command, path: path, says: "no such file or directory")
  }

  @Test("A file that cannot be read (mode 000; as root, run without CAP_DAC_OVERRIDE)", arguments: commands)
  func unreadableFile(command: [String]) throws {
    let workspace = try LintWorkspace(["Locked.storyboard": LintWorkspace.storyboard()])
    defer {
      chmod(workspace.path("Locked.storyboard"), 0o644)
      workspace.remove()
    }
    #expect(chmod(workspace.path("Locked.storyboard"), 0) == 0)
    let result = try Self.run(command, path: workspace.path("Locked.storyboard"), output: workspace.root.appendingPathComponent("out"))
    Self.expectFailure(result, command, path: workspace.path("Locked.storyboard"), says: "cannot read the file: permission denied")
  }

  @Test("A FIFO is refused without being opened (opening one for reading would hang)", arguments: commands)
  func fifo(command: [String]) throws {
    let workspace = try LintWorkspace([:])
    defer { workspace.remove() }
    let path = workspace.path("Pipe.storyboard")
    #expect(mkfifo(path, 0o644) == 0)
    let result = try Self.run(command, path: path, output: workspace.root.appendingPathComponent("out"))
    Self.expectFailure(result, command, path: path, says: "not a regular file but a FIFO (named pipe)")
  }

  @Test("A FIFO met while searching a folder is refused too")
  func fifoInFolder() throws {
    let workspace = try LintWorkspace(["docs/Good.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    #expect(mkfifo(workspace.path("docs/Pipe.xib"), 0o644) == 0)
    let result = try AdaptiveProcess.run(["lint", workspace.path("docs")])
    Self.expectFailure(result, ["lint"], path: workspace.path("docs/Pipe.xib"), says: "not a regular file but a FIFO (named pipe)")
  }

  @Test("/dev/zero is a character device, not read", arguments: commands)
  func characterDevice(command: [String]) throws {
    let workspace = try LintWorkspace([:])
    defer { workspace.remove() }
    let result = try Self.run(command, path: "/dev/zero", output: workspace.root.appendingPathComponent("out"))
    Self.expectFailure(result, command, path: "/dev/zero", says: "not a regular file but a character device")
  }

  @Test("A name that is not UTF-8, met in a folder, is shown with its bytes escaped")
  func invalidNameInFolder() throws {
    let workspace = try LintWorkspace(["docs/Good.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    try Self.createFile(
      rawName: Array("caf".utf8) + [0xE9] + Array(".storyboard".utf8), in: workspace.root.appendingPathComponent("docs"))
    for command in Self.commands where command[0] != "layout" {
      let result = try Self.run(command, path: workspace.path("docs"), output: workspace.root.appendingPathComponent("out"))
      Self.expectFailure(result, command, path: "\(workspace.path("docs"))/caf\\xE9.storyboard", says: "the name is not valid UTF-8")
    }
  }

  @Test("A name that is not UTF-8, given as an argument, is shown with its bytes escaped, not as missing", arguments: commands)
  func invalidNameArgument(command: [String]) throws {
    let workspace = try LintWorkspace([:])
    defer { workspace.remove() }
    try Self.createFile(rawName: Array("caf".utf8) + [0xE9] + Array(".storyboard".utf8), in: workspace.root)
    // Process takes arguments as Strings (UTF-8 only): the shell puts the raw byte in.
    let arguments = command.map { $0 == "PATH" ? "$1" : $0 == "OUT" ? workspace.path("out") : $0 }
    let quoted = arguments.map { $0 == "$1" ? "\"$1$(printf '\\351').storyboard\"" : "'\($0)'" }
    let script = "exec \"$0\" " + quoted.joined(separator: " ")
    let result = try AdaptiveProcess.run(
      ["-c", script, DevicesCommandTests.executable.path, workspace.path("caf")], executable: URL(fileURLWithPath: "/bin/sh"))
    Self.expectFailure(result, command, path: "\(workspace.path("caf"))\\xE9.storyboard", says: "the name is not valid UTF-8")
  }

  @Test("A folder inside that cannot be read is an error, not a silent gap (as root, run without CAP_DAC_READ_SEARCH)")
  func unreadableFolder() throws {
    let workspace = try LintWorkspace([
      "docs/Good.storyboard": LintWorkspace.storyboard(), "docs/locked/Hidden.storyboard": LintWorkspace.storyboard(),
    ])
    let locked = workspace.path("docs/locked")
    defer {
      chmod(locked, 0o755)
      workspace.remove()
    }
    #expect(chmod(locked, 0) == 0)
    for command in Self.commands where command[0] != "layout" {
      let result = try Self.run(command, path: workspace.path("docs"), output: workspace.root.appendingPathComponent("out"))
      Self.expectFailure(result, command, path: locked, says: "cannot read the folder: permission denied")
    }
  }

  @Test("Every problem is listed, one line each, before anything is read")
  func allProblemsListed() throws {
    let workspace = try LintWorkspace(["Good.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(
      ["render", workspace.path("Good.storyboard"), workspace.path("Gone.xib"), "/dev/zero", "--output", output.path])
    #expect(result.status == 2)
    #expect(result.errors.split(separator: "\n").count == 2, "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// Creates a file whose name is `rawName`'s bytes, which need not be UTF-8.
  static func createFile(rawName: [UInt8], in folder: URL) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + rawName + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0, "cannot create the raw-named file: errno \(errno)")
    let text = Array(LintWorkspace.storyboard().utf8)
    _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}

extension AdaptiveProcess {
  /// The tool that drops root's permission override for one process (util-linux's `setpriv`).
  static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")

  /// Runs the tool so that file permissions apply to it. Root reads any file and lists any
  /// folder through CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (chmod 000 stops it not), so as
  /// root the tool runs under `setpriv` with both removed from its bounding set; a machine
  /// without `setpriv` fails the test saying so rather than passing it unchecked.
  static func runWithoutPermissionOverride(_ arguments: [String]) throws -> AdaptiveProcess {
    guard geteuid() == 0 else { return try run(arguments) }
    try #require(
      FileManager.default.isExecutableFile(atPath: setpriv.path),
      "running as root: permission tests need /usr/bin/setpriv (util-linux) to drop CAP_DAC_OVERRIDE")
    return try run(
      ["--bounding-set=-dac_override,-dac_read_search", DevicesCommandTests.executable.path] + arguments,
      executable: setpriv)
  }
}
