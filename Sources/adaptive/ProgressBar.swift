import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal (so
/// logs and pipes never see it) and not silenced with `--quiet`.
struct ProgressBar {
  private let total: Int
  private let isVisible: Bool
  private var done = 0

  init(total: Int, quiet: Bool) {
    self.total = total
    isVisible = !quiet && total > 1 && isatty(STDERR_FILENO) == 1
  }

  /// Advances by one finished item, named on the bar.
  mutating func advance(_ item: String) {
    done += 1
    guard isVisible else { return }
    let width = 30
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
    let name = item.count > 40 ? "…" + item.suffix(39) : item
    let padded = name.padding(toLength: 40, withPad: " ", startingAt: 0)
    FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(padded)".utf8))
  }

  /// Clears the bar's line.
  func finish() {
    guard isVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }
}
