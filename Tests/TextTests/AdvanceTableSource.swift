import Foundation
import Testing

/// Reads a transcribed advance table (`Scripts/*FontAdvances/*.tsv`) the way the generator does:
/// one entry per code point from U+0020 to U+00FF, 0 where the face has no glyph.
enum AdvanceTableSource {
  /// The repository's `Scripts` folder.
  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts")

  /// The table in `folder/name.tsv` under `Scripts`.
  static func table(folder: String, name: String) throws -> [UInt16] {
    let url = scripts.appendingPathComponent(folder).appendingPathComponent(name + ".tsv")
    var table = [UInt16](repeating: 0, count: 0xE0)
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      table[try #require(Int(fields[0], radix: 16)) - 0x20] = try #require(UInt16(fields[1]))
    }
    return table
  }

  /// The (code point, advance) pairs in `folder/Extended/name.tsv` under `Scripts`, in file order.
  static func extendedPairs(folder: String, name: String) throws -> [(UInt32, UInt16)] {
    let url = scripts.appendingPathComponent(folder).appendingPathComponent("Extended").appendingPathComponent(name + ".tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t")
      return (try #require(UInt32(fields[0], radix: 16)), try #require(UInt16(fields[1])))
    }
  }
}
