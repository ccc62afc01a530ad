/// The bytes of one image file and what its header says; shared by every `UIImage` made from it.
final class ImageContent: Sendable {
  let data: Data
  let header: ImageHeader
  /// The file the bytes came from, for descriptions and diagnostics.
  let file: String?

  init(data: Data, header: ImageHeader, file: String?) {
    self.data = data
    self.header = header
    self.file = file
  }

  /// Reads and checks a file: its whole structure for PNG, its header for the other formats.
  static func load(contentsOf url: URL) throws(ImageFileError) -> ImageContent {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
    }
    return ImageContent(data: data, header: try ImageHeader.read(data, file: url.path), file: url.path)
  }
}
