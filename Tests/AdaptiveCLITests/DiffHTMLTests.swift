import Foundation
import Testing
import TestSupport

/// `adaptive diff --format html` opened in headless Chromium: the slider uncovers the other
/// revision, the changed view is outlined, "changed only" hides configurations where nothing moved.
///
/// Skipped, with the reason, when Chromium is missing — unless `ADAPTIVE_REQUIRE_BROWSER=1`.
@Suite("adaptive diff HTML page in a browser")
struct DiffHTMLTests {
  static let chromium: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for path in paths where FileManager.default.isExecutableFile(atPath: "\(path)/\(name)") { return "\(path)/\(name)" }
    }
    return nil
  }()

  static var isRequired: Bool { ProcessInfo.processInfo.environment["ADAPTIVE_REQUIRE_BROWSER"] == "1" }

  /// A page that loads the report in a frame (same origin under `--allow-file-access-from-files`),
  /// works its controls as a person would and writes what it saw into `#result`.
  static let probe = """
    <!DOCTYPE html><html><body><pre id="result">not run</pre><iframe id="report" src="report.html" width="1400" height="900"></iframe>
    <script>
    document.getElementById('report').addEventListener('load', function () {
      var page = this.contentDocument, seen = {};
      var slider = page.querySelector('.slider'), after = page.querySelector('.layer.after');
      seen.initial = after.style.clipPath;
      slider.value = 20; slider.dispatchEvent(new Event('input'));
      seen.slid = after.style.clipPath;
      var outline = page.querySelector('.pair figure:nth-child(2) rect[data-diff-id="nml-01-aaa"]');
      seen.outlined = !!outline && outline.getAttribute('stroke') === '#ff2d55' && outline.getBoundingClientRect().width > 0;
      var cells = Array.prototype.slice.call(page.querySelectorAll('section.cell'));
      var shown = function () { return cells.filter(function (c) { return getComputedStyle(c).display !== 'none'; }).length; };
      seen.cells = shown();
      var filter = page.getElementById('changed-only'); filter.checked = true; filter.dispatchEvent(new Event('change'));
      seen.changedOnly = shown();
      document.getElementById('result').textContent = JSON.stringify(seen);
    });
    </script></body></html>
    """

  @Test(
    "the slider moves the overlay, the changed label is outlined, changed-only leaves the compact phone",
    .enabled(if: chromium != nil || isRequired, "chromium is not installed (run Scripts/install-test-dependencies.sh)"))
  func slider() throws {
    let chromium = try #require(Self.chromium, "ADAPTIVE_REQUIRE_BROWSER=1 but chromium is not installed")
    let repository = try DiffFixtureRepository()
    defer { repository.remove() }
    let result = try repository.diff(["r0..r1", "--format", "html", "--output", "page"])
    #expect(result.status == 1, "\(result.errors)")
    let folder = repository.folder.appendingPathComponent("page")
    #expect(AdaptiveProcess.files(in: folder) == ["report.html"])
    try Data(Self.probe.utf8).write(to: folder.appendingPathComponent("probe.html"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files",
      "--user-data-dir=\(repository.folder.appendingPathComponent("profile").path)", "--virtual-time-budget=10000",
      "--dump-dom", folder.appendingPathComponent("probe.html").absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let start = try #require(dom.range(of: "<pre id=\"result\">"), "no result in: \(dom.prefix(500))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    let seen = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    #expect(seen["initial"] as? String == "inset(0px 50% 0px 0px)")
    #expect(seen["slid"] as? String == "inset(0px 80% 0px 0px)")
    #expect(seen["outlined"] as? Bool == true)
    #expect(seen["cells"] as? Int == 3)
    #expect(seen["changedOnly"] as? Int == 1)
  }
}
