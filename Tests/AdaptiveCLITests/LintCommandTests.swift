import Foundation
import TestSupport
import Testing

/// Storyboards written to a temporary folder for one test.
struct LintWorkspace {
  let root: URL

  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String) -> String { root.appendingPathComponent(name).path }
  func remove() { try? FileManager.default.removeItem(at: root) }

  /// A storyboard with scene `a` (initial) holding `connections`, and scene `b`.
  static func storyboard(connections: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="a">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="a-s">
                <objects>
                    <viewController id="a" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="a-v">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="20" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="box-w"/>
                                        <constraint firstAttribute="height" constant="50" id="box-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="a-v" secondAttribute="leading" constant="20" id="box-l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="a-v" secondAttribute="top" constant="20" id="box-t"/>
                            </constraints>
                        </view>
                        <connections>
                            <segue destination="b" kind="show" id="s0"/>
    \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="b-s">
                <objects>
                    <viewController id="b" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="b-v">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }
}

@Suite("adaptive lint, run as a process: exit codes, reporters and bad input")
struct LintCommandTests {
  @Test("A clean file exits 0 with no findings")
  func clean() throws {
    let workspace = try LintWorkspace(["Clean.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["lint", workspace.path("Clean.storyboard")])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("1 file(s) linted: 0 error(s), 0 warning(s)"))
    // No progress bar on a pipe, with or without --quiet: standard error holds only the summary.
    let quiet = try AdaptiveProcess.run(["lint", "--quiet", workspace.path("Clean.storyboard")])
    #expect(quiet.status == 0)
    #expect(quiet.errors == "1 file(s) linted: 0 error(s), 0 warning(s)\n")
    #expect(!result.errors.contains("\r"))
  }

  @Test("An error exits 1 with an Xcode-style line")
  func error() throws {
    let workspace = try LintWorkspace([
      "Broken.storyboard": LintWorkspace.storyboard(connections: "<segue destination=\"nowhere\" kind=\"show\" id=\"s9\"/>")
    ])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["lint", workspace.path("Broken.storyboard")])
    #expect(result.status == 1)
    #expect(result.output.contains("Broken.storyboard:"))
    #expect(result.output.contains(": error: 'show' segue points at 'nowhere'"))
    #expect(result.output.contains("[segue.missing-destination]"))
  }

  @Test("Warnings exit 0, or 1 with --strict")
  func strict() throws {
    let workspace = try LintWorkspace([
      "Legacy.storyboard": LintWorkspace.storyboard(connections: "<segue destination=\"b\" kind=\"push\" id=\"s9\"/>")
    ])
    defer { workspace.remove() }
    let relaxed = try AdaptiveProcess.run(["lint", workspace.path("Legacy.storyboard")])
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("warning:"))
    #expect(try AdaptiveProcess.run(["lint", "--strict", workspace.path("Legacy.storyboard")]).status == 1)
  }

  @Test("A broken file among good ones is reported with its line and the others are still linted")
  func brokenAmongMany() throws {
    let workspace = try LintWorkspace([
      "docs/A.storyboard": LintWorkspace.storyboard(connections: "<segue destination=\"b\" kind=\"modal\" id=\"s9\"/>"),
      "docs/B.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n",
      "docs/notes.txt": "not a storyboard",
    ])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["lint", "--reporter", "json", workspace.path("docs")])
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["files"] as? Int == 2)
    let findings = object?["findings"] as? [[String: Any]] ?? []
    let broken = findings.first { ($0["file"] as? String)?.hasSuffix("B.storyboard") == true }
    #expect(broken?["ruleID"] as? String == "ib.invalid-document")
    #expect((broken?["line"] as? Int ?? 0) >= 2)
    #expect(findings.contains { $0["ruleID"] as? String == "segue.obsolete-kind" })
  }

  @Test("SARIF and GitHub reporters print their formats")
  func reporters() throws {
    let workspace = try LintWorkspace([
      "Legacy.storyboard": LintWorkspace.storyboard(connections: "<segue destination=\"b\" kind=\"push\" id=\"s9\"/>")
    ])
    defer { workspace.remove() }
    let sarif = try AdaptiveProcess.run(["lint", "--reporter", "sarif", "Legacy.storyboard"], in: workspace.root)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let github = try AdaptiveProcess.run(["lint", "--reporter", "github", workspace.path("Legacy.storyboard")])
    #expect(github.output.hasPrefix("::warning file="))
  }

  @Test("Usage and I/O problems exit 2 with one line on stderr", arguments: [
    ["lint", "/no/such/path.storyboard"],
    ["lint"],
    ["lint", "--reporter", "pdf", "x.storyboard"],
  ])
  func usage(arguments: [String]) throws {
    let result = try AdaptiveProcess.run(arguments)
    #expect(result.status == 2)
    // A path that cannot be read is a diagnostic of that path (`path: error: … [input.not-found]`).
    #expect(result.errors.hasPrefix("error: ") || result.errors.contains(": error: "), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test("A folder without storyboards and a broken configuration exit 2")
  func emptyFolderAndBadConfig() throws {
    let workspace = try LintWorkspace([
      "empty/readme.txt": "nothing here", "Clean.storyboard": LintWorkspace.storyboard(),
      "bad.yml": "rules:\n  layout.nope: off\n",
    ])
    defer { workspace.remove() }
    let empty = try AdaptiveProcess.run(["lint", workspace.path("empty")])
    #expect(empty.status == 2)
    #expect(empty.errors.contains("no .storyboard or .xib files"))
    let config = try AdaptiveProcess.run(["lint", "--config", workspace.path("bad.yml"), workspace.path("Clean.storyboard")])
    #expect(config.status == 2)
    #expect(config.errors.contains("bad.yml:2: unknown rule id 'layout.nope'"))
  }

  @Test(
    "Real corpus files lint without crashing",
    .enabled(if: SharedCorpus.runsTests(needing: "corpus"), "\(SharedCorpus.skipReason("corpus"))"))
  func corpus() throws {
    let corpus = try SharedCorpus.require("corpus")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".storyboard") }
      .sorted().prefix(4).map { corpus.appendingPathComponent($0).path }
    try #require(!files.isEmpty)
    let result = try AdaptiveProcess.run(["lint", "--reporter", "json"] + files)
    #expect(result.status == 0 || result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["files"] as? Int == files.count)
  }
}
