import Foundation
import InterfaceBuilder
import Rendering

extension DiffReport {
  /// One self-contained page: per document the changes by scene, then per affected scene and
  /// configuration the drawings side by side and overlaid under a slider (left of the handle:
  /// after, right: before), the moved frames, and a "changed only" filter hiding configurations
  /// where nothing moved. Drawings are inline with their ids prefixed and the bundled fonts they
  /// use embedded, as in `adaptive render`'s galleries, so nothing is fetched.
  @MainActor
  var html: String {
    var body = ["<h1>Storyboard changes</h1>", "<p>\(Self.html(base)) → \(Self.html(head)): \(Self.html(summary)).</p>"]
    body.append("<label class=\"filter\"><input type=\"checkbox\" id=\"changed-only\"> Changed only</label>")
    var drawing = 0
    func inline(_ svg: SVGDocument) -> String {
      drawing += 1
      return svg.prefixingIDs("d\(drawing)-").element
    }
    for file in files {
      body.append("<h2>\(Self.html(file.heading))</h2>")
      for error in file.errors { body.append("<p class=\"error\">\(Self.html(error.description))</p>") }
      for problem in file.layoutProblems { body.append("<p class=\"problem\">⚠️ \(Self.html(problem))</p>") }
      if let diff = file.diff {
        for (scene, changes) in DiffReport.grouped(diff.changes) {
          if let scene { body.append("<h3>\(Self.html(scene))</h3>") }
          body.append("<ul class=\"changes\">")
          for change in changes {
            body.append("<li class=\"\(change.kind.rawValue)\"><code>\(change.mark)</code> \(Self.html(change.summary))</li>")
          }
          body.append("</ul>")
        }
      }
      for scene in file.pictures {
        body.append("<h3>\(Self.html(scene.scene)) — pictures</h3>")
        for cell in scene.configurations {
          body.append("<section class=\"cell\" data-moved=\"\(cell.moved.count)\">")
          body.append("<h4>\(Self.html(cell.configuration))</h4>")
          body.append("<div class=\"pair\">")
          body.append("<figure><figcaption>before</figcaption>\(cell.beforeDrawing.map(inline) ?? "—")</figure>")
          body.append("<figure><figcaption>after</figcaption>\(cell.afterDrawing.map(inline) ?? "—")</figure>")
          body.append("</div>")
          if let before = cell.beforeDrawing, let after = cell.afterDrawing {
            body.append("<div class=\"overlay\"><div class=\"layer before\">\(inline(before))</div>")
            body.append("<div class=\"layer after\" style=\"clip-path: inset(0 50% 0 0)\">\(inline(after))</div></div>")
            body.append("<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"after ◀ ▶ before\">")
          }
          if !cell.moved.isEmpty {
            body.append("<ul class=\"moved\">")
            for move in cell.moved { body.append("<li>\(Self.html(move.view)): \(Self.html(move.summary))</li>") }
            body.append("</ul>")
          }
          for error in cell.errors { body.append("<p class=\"error\">\(Self.html(error.description))</p>") }
          body.append("</section>")
        }
      }
      if let diff = file.diff, !diff.noEffect.isEmpty {
        body.append("<details><summary>\(diff.noEffect.count) change(s) with no effect</summary><ul>")
        for change in diff.noEffect {
          body.append("<li>\(Self.html(change.summary)) (\(Self.html(change.noEffectReason ?? "")))</li>")
        }
        body.append("</ul></details>")
      }
    }
    var faces = ""
    for face in HTMLGallery.fontFaces(usedIn: body) {
      faces += "@font-face{font-family:Inter;font-weight:\(face.weight);font-style:\(face.italic ? "italic" : "normal");"
      faces += "src:url(data:font/otf;base64,\(face.data.base64EncodedString())) format('opentype');}\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Storyboard changes</title>
      <style>
      \(faces)body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1d1d1f}
      .pair{display:flex;gap:16px;align-items:flex-start}.pair figure{margin:0}
      figcaption{color:#6e6e73;font-size:12px}.overlay{position:relative;display:inline-block;margin-top:8px}
      .layer.after{position:absolute;left:0;top:0}.slider{display:block;width:320px}
      .problem,.error{color:#c00}.hidden{display:none}li.added code{color:#080}li.removed code{color:#c00}
      </style></head><body>
      \(body.joined(separator: "\n"))
      <script>
      document.querySelectorAll('.slider').forEach(function(slider){
        var after=slider.previousElementSibling.querySelector('.layer.after');
        slider.addEventListener('input',function(){after.style.clipPath='inset(0 '+(100-slider.value)+'% 0 0)';});
      });
      document.getElementById('changed-only').addEventListener('change',function(e){
        document.querySelectorAll('section.cell[data-moved="0"]').forEach(function(cell){cell.classList.toggle('hidden',e.target.checked);});
      });
      </script>
      </body></html>

      """
  }

  /// Text escaped for HTML.
  static func html(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
