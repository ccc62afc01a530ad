import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-line progress bar on standard error, drawn only when standard error is a terminal (so
/// logs and pipes never see carriage returns). Safe to advance from several threads.
final class ProgressBar: @unchecked Sendable {
  private let total: Int
  private let isEnabled: Bool
  private let lock = NSLock()
  private var done = 0

  /// A bar for `total` items; `enabled` false (or a non-terminal stderr) makes every call a no-op.
  init(total: Int, enabled: Bool) {
    self.total = total
    self.isEnabled = enabled && total > 0 && isatty(STDERR_FILENO) == 1
  }

  /// A bar for `total` items unless `quiet`; a single item gets no bar.
  convenience init(total: Int, quiet: Bool) {
    self.init(total: total, enabled: !quiet && total > 1)
  }

  /// Records one more item done, naming it on the bar.
  func advance(_ item: String) {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done = min(total, done + 1)
    let name = item.count > 40 ? "…" + item.suffix(39) : item
    draw(suffix: name.padding(toLength: 40, withPad: " ", startingAt: 0))
  }

  private func draw(suffix: String) {
    let width = 30
    let filled = done * width / total
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(suffix)\u{1B}[K".utf8))
  }

  /// Records `count` more items done and redraws.
  func advance(by count: Int = 1) {
    guard isEnabled, count > 0 else { return }
    lock.lock()
    defer { lock.unlock() }
    done = min(total, done + count)
    draw(suffix: "files ")
  }

  /// Erases the bar so the report starts on a clean line.
  func finish() {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
