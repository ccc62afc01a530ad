import ArgumentParser
import Foundation

/// The one place problems become text on standard error and an exit status (`ExitStatus`).
enum CLIError {
  /// Writes `message` as one `error:` line on standard error.
  static func report(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }

  /// Reports `message` and returns the usage/input exit code to throw.
  static func usage(_ message: String) -> ExitCode {
    report(message)
    return ExitStatus.usage.code
  }

  /// Reports each of `messages` and returns the usage/input exit code to throw.
  static func usage(_ messages: [String]) -> ExitCode {
    for message in messages { report(message) }
    return ExitStatus.usage.code
  }

  /// Reports `message` (when there is one) and returns the findings exit code to throw.
  static func findings(_ message: String? = nil) -> ExitCode {
    if let message { report(message) }
    return ExitStatus.findings.code
  }
}
