import Foundation

/// Writes files so that a reader (or an interrupted run) never sees half of one: the bytes go to a
/// temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFileWriter {
  /// Writes `data` to `url`, creating the folders on the way.
  public static func write(_ data: Data, to url: URL) throws(RenderError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw RenderError.cannotWrite(path: url.path, reason: reason)
      }
    } catch let error as RenderError {
      throw error
    } catch {
      throw .cannotWrite(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Writes `text` as UTF-8.
  public static func write(_ text: String, to url: URL) throws(RenderError) {
    try write(Data(text.utf8), to: url)
  }
}
