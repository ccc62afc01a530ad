import ArgumentParser
import Foundation

/// A usage or I/O problem: one line on standard error and exit status 2. Every command reports
/// such problems this way, in `AdaptiveCommand.main()`.
struct CommandFailure: Error, CustomStringConvertible {
  /// The line to print after `error: `.
  var message: String
  var description: String { message }
}
