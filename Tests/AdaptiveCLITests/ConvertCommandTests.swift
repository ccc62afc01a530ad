import Foundation
import Testing

/// `adaptive convert`: in place with a backup, into a folder, as a dry run, and its refusals.
@Suite("adaptive convert turns old storyboards into unified ones")
struct ConvertCommandTests {
  /// A small Xcode 5 storyboard: Auto Layout on, no size classes, a push segue, a 4-inch device.
  static let old = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" systemVersion="13C64" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="A00-aa-aaa">
        <scenes>
            <scene sceneID="S00-aa-aaa">
                <objects>
                    <viewController id="A00-aa-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V00-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                        <connections>
                            <segue destination="D00-aa-aaa" kind="push" identifier="next" id="G01-aa-aaa"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S01-aa-aaa">
                <objects>
                    <viewController id="D00-aa-aaa" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedScreenMetrics key="destination" type="retina4"/>
        </simulatedMetricsContainer>
    </document>

    """

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("in place: the file is converted, the original kept byte for byte as .orig, the changes listed")
  func inPlace() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.write(Self.old, "Main.storyboard", in: folder)
    let run = try VerifyCommandTests.run(["convert", file.path])
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#"useAutolayout="YES" useTraitCollections="YES""#))
    #expect(text.contains(#"kind="show" identifier="next""#))
    #expect(!text.contains("simulatedMetricsContainer"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("Main.storyboard.orig")) == Data(Self.old.utf8))
    #expect(run.output.contains("converted, 3 change(s); the previous version kept as Main.storyboard.orig"))
    #expect(run.output.contains("\(file.path):11: segue 'next' (id G01-aa-aaa): push → show"))
  }

  @Test("--output writes converted copies and leaves the originals; --dry-run writes nothing")
  func outputAndDryRun() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.write(Self.old, "Main.storyboard", in: folder)
    let preview = try VerifyCommandTests.run(["convert", "--dry-run", file.path])
    #expect(preview.status == 0)
    #expect(preview.output.hasPrefix("\(file.path): would make 3 change(s):\n"))
    #expect(preview.output.contains(":2: size classes on"))
    #expect(try Data(contentsOf: file) == Data(Self.old.utf8))
    #expect(!FileManager.default.fileExists(atPath: file.path + ".orig"))

    let out = folder.appendingPathComponent("out")
    let copied = try VerifyCommandTests.run(["convert", "--output", out.path, file.path])
    #expect(copied.status == 0, "\(copied.errors)")
    #expect(try Data(contentsOf: file) == Data(Self.old.utf8))
    let copy = try String(contentsOf: out.appendingPathComponent("Main.storyboard"), encoding: .utf8)
    #expect(copy.contains(#"useTraitCollections="YES""#))
    let again = try VerifyCommandTests.run(["convert", "--output", out.path, file.path])
    #expect(again.status == 1)
    #expect(again.errors.contains("already exists; it was not overwritten"))
  }

  @Test("already unified, Auto Layout off and undecodable files: one error line each with file and line, status 1")
  func refusals() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let unified = try Self.write(
      Self.old.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useTraitCollections="YES""#),
      "Unified.storyboard", in: folder)
    let springs = try Self.write(
      Self.old.replacingOccurrences(of: #" useAutolayout="YES""#, with: ""), "Springs.storyboard", in: folder)
    let broken = try Self.write(
      Self.old.replacingOccurrences(of: "</scenes>", with: "</scene>"), "Broken.storyboard", in: folder)
    let good = try Self.write(Self.old, "Good.storyboard", in: folder)
    let run = try VerifyCommandTests.run(["convert", unified.path, springs.path, broken.path, good.path])
    #expect(run.status == 1)
    let errors = run.errors.split(separator: "\n").map(String.init)
    #expect(errors.contains("\(unified.path):2:1: error: already uses size classes (useTraitCollections=\"YES\"); there is nothing to convert [convert.already-unified]"))
    #expect(errors.contains { $0.hasPrefix("\(springs.path):2:1: error: Auto Layout is off") && $0.contains("Xcode requires Auto Layout") })
    #expect(errors.contains { $0.hasPrefix("\(broken.path):21:") })
    #expect(errors.last == "error: 3 of 4 document(s) not converted")
    // The good one is converted all the same; the refused ones are untouched, with no backup.
    #expect(try String(contentsOf: good, encoding: .utf8).contains("useTraitCollections"))
    for refused in [unified, springs, broken] {
      #expect(!FileManager.default.fileExists(atPath: refused.path + ".orig"))
    }
  }
}
