import Foundation
import Testing

/// Runs the built `adaptive` executable and captures both streams.
struct AdaptiveProcess {
  var status: Int32
  var output: String
  var errors: String

  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/adaptive/Resources/Sample.storyboard")

  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    executable: URL = DevicesCommandTests.executable
  ) throws -> AdaptiveProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Drain standard error on another thread so a chatty child cannot block on a full pipe.
    let errorData = ErrorBuffer()
    let reader = Thread { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isDone(reader) { usleep(1000) }
    return AdaptiveProcess(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      errors: String(decoding: errorData.data, as: UTF8.self))
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file under `folder`, relative, sorted.
  static func files(in folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var result: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }
}

final class ErrorBuffer: @unchecked Sendable {
  var data = Data()
  func isDone(_ thread: Thread) -> Bool { thread.isFinished }
}

@Suite("adaptive demo and adaptive render, run as a process")
struct RenderCommandTests {
  @Test("adaptive demo writes a gallery of the sample on 12 configurations and prints its index")
  func demo() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run(["demo", "--output", folder.path, "--quiet"])
    #expect(result.status == 0, "\(result.errors)")
    let index = folder.appendingPathComponent("index.html")
    #expect(result.output == index.path + "\n")
    let gallery = try String(contentsOf: folder.appendingPathComponent("Sample/index.html"), encoding: .utf8)
    #expect(gallery.components(separatedBy: "<figure>").count - 1 == 6 * 12)
    #expect(gallery.contains("Tic-Tac-Toe"))
    #expect(gallery.contains("@font-face{font-family:Inter"))
  }

  @Test("adaptive with no arguments runs the demo into ./adaptive-output")
  func noArguments() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run([], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("adaptive-output/index.html\n"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("adaptive-output/Sample/index.html").path))
  }

  @Test("--size-class and --orientation choose the configurations; --scene the scenes")
  func selection() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AdaptiveProcess.run([
      "render", AdaptiveProcess.sample.path, "--size-class", "wR-hR", "--orientation", "landscape", "--scene",
      "BRD-sc-001", "--format", "svg", "--output", folder.path, "--quiet",
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      AdaptiveProcess.files(in: folder) == [
        "Sample/Board_iPad-Air-11-M2-M3-landscape.svg", "Sample/Board_iPad-Pro-11-4th-gen-landscape.svg",
        "Sample/Board_iPad-Pro-12-9-1st-6th-gen-landscape.svg",
      ])
  }

  @Test("An unknown device is one line suggesting catalog names, exit 2")
  func unknownDevice() throws {
    let result = try AdaptiveProcess.run(["render", AdaptiveProcess.sample.path, "--device", "iPhone 51"])
    #expect(result.status == 2)
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(result.errors.contains("unknown device 'iPhone 51'; did you mean"))
    #expect(result.errors.contains("iPhone 5"))
  }

  @Test("Bad paths, empty folders and unknown scenes are one clear line each, exit 2", arguments: [
    (["render", "/nonexistent/Main.storyboard"], "/nonexistent/Main.storyboard: error: no such file or directory [input.not-found]"),
    (["render", "EMPTY"], "no .storyboard or .xib files in this folder"),
    (["render", "SAMPLE", "--scene", "nope"], "no scene with id 'nope'"),
    (["render", "SAMPLE", "--orientation", "sideways"], "--orientation must be portrait, landscape or both"),
    (["render", "SAMPLE", "--format", "gif"], "--format must be svg, png or html"),
    (["render", "SAMPLE", "--size-class", "wX-hR"], "--size-class must look like wC-hR"),
  ])
  func badInput(arguments: [String], message: String) throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let resolved = arguments.map { $0 == "EMPTY" ? empty.path : $0 == "SAMPLE" ? AdaptiveProcess.sample.path : $0 }
    let result = try AdaptiveProcess.run(resolved + ["--output", folder.appendingPathComponent("out").path, "--quiet"])
    #expect(result.status == 2, "\(result.errors)")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(result.errors)")
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("A broken file among others is reported and the others are still rendered, exit 1")
  func brokenFileAmongMany() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: AdaptiveProcess.sample, to: input.appendingPathComponent("Good.storyboard"))
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>".utf8)
      .write(to: input.appendingPathComponent("Broken.storyboard"))
    let output = folder.appendingPathComponent("out")
    let result = try AdaptiveProcess.run([
      "render", input.path, "--device", "iPhone 15", "--orientation", "portrait", "--format", "svg", "--output",
      output.path, "--quiet",
    ])
    #expect(result.status == 1)
    #expect(result.errors.contains("Broken.storyboard:"))
    #expect(AdaptiveProcess.files(in: output).filter { $0.hasPrefix("Good/") }.count == 6)
    #expect(!AdaptiveProcess.files(in: output).contains { $0.contains(".tmp") })
  }

  @Test("--jobs 2 writes the same files as one process")
  func jobs() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for name in ["A", "B", "C"] {
      try FileManager.default.copyItem(at: AdaptiveProcess.sample, to: input.appendingPathComponent("\(name).storyboard"))
    }
    var outputs: [[String]] = []
    for jobs in ["1", "2"] {
      let output = folder.appendingPathComponent("out\(jobs)")
      let result = try AdaptiveProcess.run([
        "render", input.path, "--device", "iPhone 15", "--orientation", "portrait", "--scene", "BRD-sc-001",
        "--format", "svg", "--output", output.path, "--jobs", jobs, "--quiet",
      ])
      #expect(result.status == 0, "\(result.errors)")
      outputs.append(AdaptiveProcess.files(in: output))
    }
    #expect(outputs[0].count == 3)
    #expect(outputs[0] == outputs[1])
  }

  @Test("PNG output without rsvg-convert names the tool and its package, exit 2")
  func pngWithoutRasterizer() throws {
    let result = try AdaptiveProcess.run(
      ["render", AdaptiveProcess.sample.path, "--format", "png", "--output", "/tmp/adaptive-never-written"],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 2)
    #expect(result.errors.contains("rsvg-convert"))
    #expect(result.errors.contains("apt-get install librsvg2-bin"))
  }
}
