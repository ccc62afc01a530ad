import AdaptiveKit
import Foundation

/// Self-contained HTML pages: one per document (its storyboard map, then every scene on every
/// configuration, drawings inlined) and an index of documents. Hovering a view shows its class,
/// id and frame; the bundled Inter faces the drawings use are embedded with `@font-face`.
public enum HTMLGallery {
  /// One drawn cell of the grid.
  public struct Cell: Sendable {
    /// The configuration drawn.
    public var configuration: RenderConfiguration
    /// The drawing, or why there is none.
    public var drawing: Result<SVGDocument, RenderError>

    /// A cell.
    public init(configuration: RenderConfiguration, drawing: Result<SVGDocument, RenderError>) {
      self.configuration = configuration
      self.drawing = drawing
    }
  }

  /// One scene's row of the grid.
  public struct Row: Sendable {
    /// The scene.
    public var scene: RenderableScene
    /// Its drawings, one per configuration.
    public var cells: [Cell]

    /// A row.
    public init(scene: RenderableScene, cells: [Cell]) {
      self.scene = scene
      self.cells = cells
    }
  }

  /// A document's page; `indexLink` is the index page's path relative to it.
  public static func documentPage(
    fileName: String, map: SVGDocument?, rows: [Row], fonts: [FontFace] = [], indexLink: String = "../index.html"
  ) -> String {
    var body = "<header><h1>\(escape(fileName))</h1><p>\(rows.count) scene(s) × "
    body += "\(rows.first?.cells.count ?? 0) configuration(s). Hover a view for its class, id and frame.</p>"
    body += "<p><a href=\"\(escape(indexLink))\">All documents</a></p></header>\n"
    if let map, map.width > 0 {
      body += "<section class=\"map\"><h2>Storyboard</h2>\n\(map.prefixingIDs("map-").element)</section>\n"
    }
    var drawingNumber = 0
    for row in rows {
      body += "<section class=\"scene\" id=\"scene-\(escape(row.scene.id))\">"
      body += "<h2>\(escape(row.scene.title)) <small>\(escape(row.scene.className)) · \(escape(row.scene.id))</small></h2>\n"
      body += "<div class=\"grid\">\n"
      for cell in row.cells {
        body += "<figure>"
        switch cell.drawing {
        case .success(let drawing):
          drawingNumber += 1
          let svg = drawing.prefixingIDs("d\(drawingNumber)-")
          body += "<div class=\"shot\" style=\"width:\(SVGWriter.number(svg.width * scale(svg)))px\">"
          body += svg.element.replacingOccurrences(
            of: "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(SVGWriter.number(svg.width))\" height=\"\(SVGWriter.number(svg.height))\"",
            with: "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(SVGWriter.number(svg.width * scale(svg)))\" height=\"\(SVGWriter.number(svg.height * scale(svg)))\"")
          body += "</div>"
        case .failure(let error):
          body += "<div class=\"error\">\(escape(error.description))</div>"
        }
        body += "<figcaption>\(escape(cell.configuration.description))</figcaption></figure>\n"
      }
      body += "</div></section>\n"
    }
    return page(title: fileName, body: body, fonts: fonts)
  }

  /// The index of every document rendered, linking to their pages.
  public static func indexPage(title: String, documents: [(name: String, link: String, scenes: Int)],
    failures: [String]) -> String
  {
    var body = "<header><h1>\(escape(title))</h1><p>\(documents.count) document(s)</p></header>\n<ul class=\"documents\">\n"
    for document in documents {
      body += "<li><a href=\"\(escape(document.link))\">\(escape(document.name))</a> — \(document.scenes) scene(s)</li>\n"
    }
    body += "</ul>\n"
    if !failures.isEmpty {
      body += "<h2>Not rendered</h2>\n<ul class=\"failures\">\n"
      for failure in failures { body += "<li>\(escape(failure))</li>\n" }
      body += "</ul>\n"
    }
    return page(title: title, body: body, fonts: [])
  }

  /// Drawings are shown at half size up to phone width, smaller for iPads, so a row fits.
  static func scale(_ svg: SVGDocument) -> Double { svg.width > 600 ? 0.35 : 0.5 }

  /// An embedded font face.
  public struct FontFace: Sendable {
    /// The CSS weight.
    public var weight: Int
    /// Whether it is italic.
    public var italic: Bool
    /// The OpenType file's bytes.
    public var data: Data
  }

  /// The bundled Inter faces for the CSS weights used in `svgs` (the regular face always).
  @MainActor
  public static func fontFaces(usedIn markup: [String]) -> [FontFace] {
    var weights: Set<Int> = [400]
    for text in markup {
      for weight in [100, 200, 300, 500, 600, 700, 800, 900] where text.contains("font-weight=\"\(weight)\"") {
        weights.insert(weight)
      }
    }
    return weights.sorted().compactMap { weight in
      let font = UIFont.systemFont(ofSize: 17, weight: cssWeights[weight] ?? .regular)
      guard let url = font.bundledFontFileURL, let data = try? Data(contentsOf: url) else { return nil }
      return FontFace(weight: weight, italic: false, data: data)
    }
  }

  private static let cssWeights: [Int: UIFont.Weight] = [
    100: .ultraLight, 200: .thin, 300: .light, 400: .regular, 500: .medium, 600: .semibold, 700: .bold,
    800: .heavy, 900: .black,
  ]

  static func escape(_ text: String) -> String { SVGWriter.escape(text) }

  private static func page(title: String, body: String, fonts: [FontFace]) -> String {
    var faces = ""
    for face in fonts {
      faces += "@font-face{font-family:Inter;font-weight:\(face.weight);font-style:\(face.italic ? "italic" : "normal");"
      faces += "src:url(data:font/otf;base64,\(face.data.base64EncodedString())) format('opentype');}\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>
      \(faces)body{font-family:Inter,-apple-system,'Helvetica Neue',Helvetica,Arial,sans-serif;margin:24px;background:#fafafa;color:#1c1c1e}
      h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 10px}h2 small{font-weight:400;color:#6e6e73;font-size:13px}
      .grid{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}
      figure{margin:0}figcaption{font-size:12px;color:#6e6e73;margin-top:6px;max-width:420px}
      .shot svg{display:block;box-shadow:0 1px 6px rgba(0,0,0,.18);border-radius:6px;background:#fff}
      .map svg{max-width:100%;height:auto;background:#fff;border:1px solid #d1d1d6;border-radius:8px}
      .error{padding:12px;border:1px solid #ff3b30;color:#ff3b30;border-radius:6px;max-width:300px;font-size:13px}
      g[data-class]:hover>rect:first-of-type{stroke:#ff2d55;stroke-width:1.5px}
      #info{position:fixed;pointer-events:none;background:rgba(28,28,30,.92);color:#fff;font-size:12px;padding:6px 8px;border-radius:6px;display:none;z-index:2;white-space:pre}
      </style></head><body>
      \(body)<div id="info"></div>
      <script>
      (function(){var info=document.getElementById('info');
      document.addEventListener('mousemove',function(e){var g=e.target.closest&&e.target.closest('g[data-class]');
      if(!g){info.style.display='none';return;}
      info.textContent=g.getAttribute('data-class')+(g.getAttribute('data-id')?'  #'+g.getAttribute('data-id'):'')+
      (g.getAttribute('data-frame')?'\\nframe '+g.getAttribute('data-frame'):'');
      info.style.left=(e.clientX+14)+'px';info.style.top=(e.clientY+14)+'px';info.style.display='block';});})();
      </script>
      </body></html>

      """
  }
}
