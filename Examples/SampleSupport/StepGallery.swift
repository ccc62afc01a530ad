import Rendering

/// One HTML page showing a sample's rendered steps in order, each picture with its printout.
public enum StepGallery {
  /// One drawn step.
  public struct Figure: Sendable {
    /// The SVG file, relative to the page.
    public var file: String
    /// What was done (the image's alternative text).
    public var action: String
    /// What the user sees, one line per row of the printout.
    public var caption: String

    /// A figure for `file`.
    public init(file: String, action: String, caption: String) {
      self.file = file
      self.action = action
      self.caption = caption
    }
  }

  /// The steps played on one device.
  public struct Section: Sendable {
    /// The heading (the device's name).
    public var heading: String
    /// The steps, in order.
    public var figures: [Figure]

    /// A section titled `heading`.
    public init(heading: String, figures: [Figure]) {
      self.heading = heading
      self.figures = figures
    }
  }

  /// The page's HTML.
  public static func page(title: String, sections: [Section]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>\(SVGWriter.escape(title))</title>
      <style>body{font-family:Helvetica,Arial,sans-serif;margin:24px;background:#f2f2f7}
      .steps{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
      figure{margin:0;background:#fff;padding:10px;border-radius:8px}
      img{display:block;max-height:520px;max-width:760px;border:1px solid #ccc}
      figcaption{font-size:12px;max-width:520px;white-space:pre-wrap;font-family:monospace}</style>
      </head><body><h1>\(SVGWriter.escape(title))</h1>

      """
    for section in sections {
      html += "<h2>\(SVGWriter.escape(section.heading))</h2>\n<div class=\"steps\">\n"
      for figure in section.figures {
        html += "<figure><img src=\"\(SVGWriter.escape(figure.file))\" alt=\"\(SVGWriter.escape(figure.action))\">"
        html += "<figcaption>\(SVGWriter.escape(figure.caption))</figcaption></figure>\n"
      }
      html += "</div>\n"
    }
    return html + "</body></html>\n"
  }
}
