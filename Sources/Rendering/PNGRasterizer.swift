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
  static let fontConfiguration: URL? = {
    guard let fonts = BundledFontFolder.url else { return nil }
    let system = FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf") ? "<include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>" : ""
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>\(system)<dir>\(SVGWriter.escape(fonts.path))</dir></fontconfig>

      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-fonts-\(getpid()).conf")
    do {
      try Data(text.utf8).write(to: url)
      return url
    } catch {
      return nil
    }
  }()

  /// The PNG for `svg` at `scale` pixels per point.
  public func png(from svg: SVGDocument, scale: Double = 2) throws(RenderError) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolPath)
    process.arguments = ["--format", "png", "--zoom", SVGWriter.number(scale)]
    // rsvg-convert ignores `textLength`, so it must find the bundled Inter to draw text at the
    // widths layout measured: a fontconfig file adds the bundle's font folder to the system's.
    if let config = Self.fontConfiguration {
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
