import AdaptiveKit
import ArgumentParser
import Foundation

/// `adaptive verify`: lays out every scene at the document's size and compares the solved frames
/// with the frames Interface Builder stored.
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare the engine's frames with the frames Interface Builder stored.")

  @Argument(help: "Storyboards, xibs or folders to search for them.")
  var paths: [String]

  @Flag(name: .long, help: "Print the report as JSON.")
  var json = false

  @Option(name: .long, help: "The largest edge difference, in points, that still agrees.")
  var tolerance: Double = 0.5

  func validate() throws {
    guard tolerance >= 0, tolerance.isFinite else {
      throw ValidationError("--tolerance must be a non-negative number")
    }
  }

  @MainActor
  func run() async throws {
    let report: VerificationReport
    do {
      report = try IBVerifier(tolerance: tolerance).verify(paths: paths)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
    print(json ? try report.jsonString() : report.text())
  }
}
