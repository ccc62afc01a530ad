import Foundation
import Rendering
import Testing

@Suite("Outputs are written atomically, and PNG needs rsvg-convert")
struct OutputTests {
  @Test("A write replaces the file whole and leaves no temporary file behind")
  func atomicWrite() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("deep/out.svg")
    try AtomicFileWriter.write("first", to: url)
    try AtomicFileWriter.write("second", to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "second")
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["out.svg"])
  }

  @Test("A missing rasterizer is named with the package that provides it")
  func missingTool() {
    #expect(throws: RenderError.rasterizerMissing(tool: "rsvg-convert", package: "librsvg2-bin")) {
      try PNGRasterizer(searchPath: "/nonexistent")
    }
    let message = RenderError.rasterizerMissing(tool: "rsvg-convert", package: "librsvg2-bin").description
    #expect(message.contains("apt-get install librsvg2-bin"))
  }

  static var hasRasterizer: Bool { (try? PNGRasterizer()) != nil }

  @Test("rsvg-convert turns a drawing into a PNG", .enabled(if: hasRasterizer, "rsvg-convert (librsvg2-bin) is not installed"))
  func rasterize() throws {
    let svg = SVGDocument(width: 10, height: 10, body: "<rect width=\"10\" height=\"10\" fill=\"#ff0000\"/>\n", title: "red")
    let png = try PNGRasterizer().png(from: svg, scale: 2)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // IHDR width and height (big-endian) at bytes 16…23: 20×20 pixels at scale 2.
    #expect(Array(png[16..<24]) == [0, 0, 0, 20, 0, 0, 0, 20])
  }
}
