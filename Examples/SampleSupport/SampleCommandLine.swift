import AdaptiveKit
import Foundation

/// The options every sample app takes: `--device NAME …`, `--orientation portrait|landscape|both`
/// and, for samples that draw, `--render DIR`; a problem ends the program with one line and exit 2.
public struct SampleCommandLine {
  /// The devices named (resolved in the catalog), empty when none was.
  public var devices: [Device] = []
  /// The orientations asked for; nil when the sample should pick.
  public var orientations: [UIInterfaceOrientation]?
  /// The folder to draw into, when `--render` was given.
  public var renderDirectory: URL?

  /// Parses `arguments` (without the program name); `usage` is printed for `--help`.
  @MainActor
  public init(_ arguments: [String] = Array(CommandLine.arguments.dropFirst()), usage: String, rendering: Bool) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--device":
        guard let name = remaining.popFirst() else { SampleCommandLine.fail("--device needs a device name") }
        guard let device = Device.named(name) else {
          let suggestions = Device.suggestions(for: name).map { "'\($0)'" }.joined(separator: ", ")
          SampleCommandLine.fail("unknown device '\(name)'; did you mean \(suggestions)?")
        }
        devices.append(device)
      case "--orientation":
        switch remaining.popFirst() {
        case "portrait": orientations = [.portrait]
        case "landscape": orientations = [.landscapeLeft]
        case "both": orientations = [.portrait, .landscapeLeft]
        default: SampleCommandLine.fail("--orientation takes portrait, landscape or both")
        }
      case "--render" where rendering:
        guard let path = remaining.popFirst() else { SampleCommandLine.fail("--render needs a folder") }
        renderDirectory = URL(fileURLWithPath: path)
      case "-h", "--help":
        print("usage: \(usage)")
        exit(0)
      default:
        SampleCommandLine.fail("unknown argument '\(argument)'")
      }
    }
  }

  /// Prints `error: message` on standard error and exits with status 2.
  public static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
