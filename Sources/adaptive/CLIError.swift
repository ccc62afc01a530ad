import ArgumentParser
import Foundation

/// The one place problems become text on standard error and an exit code: 2 for usage and I/O
/// problems, 1 when some documents could not be rendered.
enum CLIError {
  /// Writes `message` as one `error:` line on standard error.
  static func report(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }

  /// Reports `message` and returns the usage/I-O exit code to throw.
  static func usage(_ message: String) -> ExitCode {
    report(message)
    return ExitCode(2)
  }
}
