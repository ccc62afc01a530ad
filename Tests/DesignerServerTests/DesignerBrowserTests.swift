import Foundation
import Testing
import TestSupport

/// The page in a real browser: headless Chromium driven over DevTools by
/// Browser/designer_browser.py, against the real server on a loopback port.
///
/// Skipped, with the reason, when Chromium or Python's websockets is missing — unless
/// `ADAPTIVE_REQUIRE_BROWSER=1` (CI sets it), where a missing browser fails the test.
@Suite("Designer in a browser")
struct DesignerBrowserTests {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Browser/designer_browser.py")

  /// The corpus's old-format storyboard the browser converts with *Use Size Classes*.
  static let legacyCorpusFile = "0052__awslabs__aws-sdk-ios-samples__Main.storyboard"

  static var isRequired: Bool { ProcessInfo.processInfo.environment["ADAPTIVE_REQUIRE_BROWSER"] == "1" }

  /// Why the browser test cannot run here, or nil when it can.
  static let missing: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    let hasChromium = ["chromium", "chromium-browser", "google-chrome"].contains { name in
      paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
    if !hasChromium { return "chromium is not installed (run Scripts/install-test-dependencies.sh)" }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["python3", "-c", "import websockets"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return "python3 cannot be started" }
    probe.waitUntilExit()
    return probe.terminationStatus == 0 ? nil : "Python's websockets is missing (run Scripts/install-test-dependencies.sh)"
  }()

  @Test(
    "a page of another origin cannot read or edit; then pick an iPhone, pick wC hR, click a view, uncheck Installed: the file and the page follow",
    .enabled(if: missing == nil || isRequired, "\(missing ?? "")"),
    .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"),
    .timeLimit(.minutes(12)))
  func toggleInstalledInBrowser() async throws {
    if let missing = Self.missing {
      Issue.record("ADAPTIVE_REQUIRE_BROWSER=1 but \(missing)")
      return
    }
    let harness = try DesignerHarness()
    // An old-format storyboard from the corpus (Xcode 5: a push, a modal and a navigation root),
    // served under the name the driver script opens.
    try Data(contentsOf: try SharedCorpus.requireFile(Self.legacyCorpusFile, in: "corpus"))
      .write(to: harness.folder.appendingPathComponent("Legacy.storyboard"))
    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-serve-designer.png")
    try await harness.withServer { server in
      let outcome = try await Self.runScript(
        url: server.pageAddress, storyboard: harness.storyboard.path, screenshot: screenshot.path)
      let seen = (try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8))) as? [String: Any] ?? [:]
      #expect(outcome.status == 0, "browser script: \(outcome.output)")
      #expect(seen["ok"] as? Bool == true)
      // The hostile page's edit reached the server and was refused; nothing it tried was answered.
      #expect(seen["hostile_refused"] as? Bool == true)
      #expect(seen["token_left_address"] as? Bool == true)
      #expect(seen["scenes"] as? Int == 5)
      #expect(seen["grid_centre"] as? String == "any/any")
      #expect((seen["segue_kinds"] as? [String])?.contains("showDetail") == true)
      #expect(seen["inspector_class"] as? String == "UILabel")
      #expect(seen["outline_uninstalled"] as? Bool == true)
      #expect(seen["backup_exists"] as? Bool == true)
      #expect((seen["editing"] as? String)?.contains("wC hR") == true)
      let saved = String(decoding: try harness.saved(), as: UTF8.self)
      #expect(saved.contains("<variation key=\"heightClass=regular-widthClass=compact\">"))
      #expect(saved.contains("<exclude reference=\"UGm-lb-001\"/>"))
      // The constant step: the Game Name label's top constraint got a wC hR override of 60.
      #expect(seen["constant_before"] as? String == "20")
      #expect(seen["saved_has_constant"] as? Bool == true)
      #expect(saved.contains("<variation key=\"heightClass=regular-widthClass=compact\" constant=\"60\"/>"))
      // Undo and redo: Ctrl-Z took the constant back, the Redo button wrote it again.
      #expect(seen["undo_took_back_constant"] as? Bool == true)
      #expect(seen["redo_restored_constant"] as? Bool == true)
      // The Game Name label's font varied for wC hR: bigger in portrait, unchanged in wC hC, undone.
      #expect(seen["font_before"] as? String == "20")
      #expect(seen["font_variation_written"] as? Bool == true)
      let heights = seen["font_heights"] as? [Double] ?? []
      #expect(heights.count == 3 && heights[1] > heights[0] + 8 && heights[2] == heights[0], "label heights \(heights)")
      #expect(seen["font_undone"] as? Bool == true)
      // The label's text colour picked from the menu for wC hR: offered under System Colors, written
      // with UIKit's resource, drawn in System Red (#ff3b30 in light), undone.
      #expect(seen["color_menu"] as? [String] == ["Named Colors:false", "System Colors:true"])
      #expect(seen["color_variation_written"] as? Bool == true)
      #expect(seen["label_fill"] as? String == "#ff3b30")
      #expect(seen["color_undone"] as? Bool == true)
      // A dragged Show Detail segue: the menu offered Xcode's five kinds, the file got the segue, undo removed it.
      #expect(
        seen["segue_menu"] as? [String]
          == ["Show", "Show Detail", "Present Modally", "Present As Popover", "Custom", "Cancel"])
      #expect(seen["segue_written"] as? Bool == true)
      #expect(seen["segue_replaced"] as? Bool == true)
      // The file as the drag left it runs as the seeds' game menu: a push on an iPhone, the split
      // view's detail replaced by the Game controller on an iPad.
      let shown = try await DraggedSegueRun.shown(
        byStoryboardAt: URL(fileURLWithPath: screenshot.path + ".dragged.storyboard"))
      #expect(shown.phoneTop == "Game")
      #expect(shown.padDetail == "Game" && !shown.padDetailIsNavigation)
      #expect(seen["segue_undone"] as? Bool == true)
      // Use Size Classes on the old storyboard: previewed, converted, the canvas redrawn, undone.
      #expect(seen["legacy_segue_kinds"] as? [String] == ["modal", "push", "rootViewController"])
      #expect(seen["size_classes_box_before"] as? [Bool] == [false, false])
      #expect((seen["convert_preview"] as? [String])?.contains { $0.contains("push → show") } == true)
      #expect(seen["converted_segue_kinds"] as? [String] == ["presentation", "rootViewController", "show"])
      #expect(seen["size_classes_box_after"] as? [Bool] == [true, true])
      #expect(seen["legacy_converted"] as? Bool == true)
      #expect(seen["conversion_undone"] as? Bool == true)
      #expect(FileManager.default.fileExists(atPath: screenshot.path))
      // For a person to look at.
      print("designer screenshot: \(screenshot.path)")
    }
  }

  /// Runs the driver script with a hard limit; the process is killed when it overruns.
  static func runScript(url: String, storyboard: String, screenshot: String) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, url, storyboard, screenshot]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let finished = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in finished.continuation.finish() }
    try process.run()
    let watchdog = Task {
      try await Task.sleep(for: .seconds(600))
      if process.isRunning { process.terminate() }
    }
    // Reading to the end returns when the script exits (or is killed).
    let output = await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: pipe.fileHandleForReading.readDataToEndOfFile()) }
    }
    for await _ in finished.stream {}
    watchdog.cancel()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
