import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)` (a plain function, as `AtomicFileWriter.write` hides the C name inside the type).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// Writes files so that a reader (or an interrupted run) never sees half of one: the bytes go to a
/// temporary file in the same folder, which is then renamed over the destination.
///
/// The bytes are written with plain `write(2)` calls and no `fsync`: Foundation's `Data.write`
/// syncs every file to disk, which cost a corpus render (20,000 files) more time waiting on the
/// disk than drawing. The rename still keeps a half-written file out of sight of readers; only a
/// power loss right after a run could leave a file empty.
public enum AtomicFileWriter {
  /// Writes `data` to `url`, creating the folders on the way.
  public static func write(_ data: Data, to url: URL) throws(RenderError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: url.path, reason: (error as NSError).localizedDescription)
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
    var failure: Int32 = 0
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw .cannotWrite(path: url.path, reason: String(cString: strerror(failure)))
    }
  }

  /// Writes `text` as UTF-8.
  public static func write(_ text: String, to url: URL) throws(RenderError) {
    try write(Data(text.utf8), to: url)
  }
}
