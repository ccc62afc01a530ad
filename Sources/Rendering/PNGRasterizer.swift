import Foundation

/// Turns SVG into PNG with `rsvg-convert` (Debian's `librsvg2-bin`), found on `PATH`.
public struct PNGRasterizer: Sendable {
  /// The tool run.
  public static let toolName = "rsvg-convert"
  /// The Debian package that provides it.
  public static let packageName = "librsvg2-bin"

  /// The tool's path.
  public let toolPath: String

  /// A rasterizer using the tool found on `searchPath` (the `PATH` environment variable when nil).
  public init(searchPath: String? = nil) throws(RenderError) {
    let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(Self.toolName)"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        toolPath = candidate
        return
      }
    }
    throw .rasterizerMissing(tool: Self.toolName, package: Self.packageName)
  }

  /// A fontconfig file that includes the system configuration and the bundled fonts' folder,
  /// written once per process to the temporary folder.
  static let fontConfiguration: URL? = BundledFontFolder.url.flatMap { fontConfiguration(folders: [$0], name: "fonts") }

  /// A fontconfig file adding `folders` to the system's, written as `adaptive-<name>-<pid>.conf`
  /// in the temporary folder.
  static func fontConfiguration(folders: [URL], name: String) -> URL? {
    let system = FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf") ? "<include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>" : ""
    let dirs = folders.map { "<dir>\(SVGWriter.escape($0.path))</dir>" }.joined()
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>\(system)\(dirs)</fontconfig>

      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-\(name)-\(getpid()).conf")
    do {
      try Data(text.utf8).write(to: url)
      return url
    } catch {
      return nil
    }
  }

  /// The fontconfig file for `svg`: the bundled fonts' folder, and the folders of the app fonts
  /// its text is drawn in (rsvg-convert reads no embedded `@font-face`).
  static func fontConfiguration(for svg: SVGDocument) -> URL? {
    guard !svg.fontFiles.isEmpty, let bundled = BundledFontFolder.url else { return fontConfiguration }
    var folders = [bundled]
    for file in svg.fontFiles where !folders.contains(file.deletingLastPathComponent()) {
      folders.append(file.deletingLastPathComponent())
    }
    // Named by the folders, so drawings of the same app share one file.
    let key = String(UInt(bitPattern: folders.map(\.path).joined(separator: "\n").hashValue), radix: 16)
    return fontConfiguration(folders: folders, name: "fonts-\(key)")
  }

  /// The PNG for `svg` at `scale` pixels per point.
  public func png(from svg: SVGDocument, scale: Double = 2) throws(RenderError) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolPath)
    process.arguments = ["--format", "png", "--zoom", SVGWriter.number(scale)]
    // rsvg-convert ignores `textLength`, so it must find the bundled Inter to draw text at the
    // widths layout measured: a fontconfig file adds the bundle's font folder to the system's.
    if let config = Self.fontConfiguration(for: svg) {
      var environment = ProcessInfo.processInfo.environment
      environment["FONTCONFIG_FILE"] = config.path
      process.environment = environment
    }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .rasterizerFailed(tool: Self.toolName, status: -1, message: "\(error)")
    }
    // Feed the SVG on a separate thread while this one drains the output, so neither pipe fills.
    let data = Data(svg.text.utf8)
    let writer = Thread {
      input.fileHandleForWriting.write(data)
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let png = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw .rasterizerFailed(tool: Self.toolName, status: process.terminationStatus, message: text)
    }
    return png
  }
}
