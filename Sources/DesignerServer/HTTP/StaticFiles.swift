import Foundation
import Hummingbird

/// The page's files, shipped as the module's `Web` resources and read once.
enum StaticFiles {
  /// The files the page consists of, by name, with their content types.
  static let contentTypes: [String: String] = [
    "index.html": "text/html; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "edits.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
  ]

  /// The contents of each file (read when first asked for; the set is fixed).
  private static let contents: [String: Data] = {
    var result: [String: Data] = [:]
    guard let folder = Bundle.module.url(forResource: "Web", withExtension: nil) else { return result }
    for name in contentTypes.keys {
      if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) { result[name] = data }
    }
    return result
  }()

  /// The response for a file name; names outside the fixed set are 404 (so no path reaches the disk).
  static func response(for name: String) throws -> Response {
    guard let type = contentTypes[name], let data = contents[name] else {
      throw HTTPError(.notFound, message: "no page file '\(name)'")
    }
    var headers = HTTPFields()
    headers[.contentType] = type
    headers[.cacheControl] = "no-cache"
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}
