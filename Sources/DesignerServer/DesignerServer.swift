import AdaptiveKit
import Foundation
import Hummingbird
import Logging
import NIOCore

/// `adaptive serve`: a web page that shows storyboards as Interface Builder's canvas does, laid out
/// for any device and size class, and edits which views and constraints are installed per size
/// class — writing the files as Xcode would.
///
/// The server binds to 127.0.0.1 unless told otherwise and serves only the documents it was
/// started with, and only to callers that hold its `accessToken` (see `pageAddress(port:)`). It
/// never prints: callers learn the bound port from `run(onRunning:)`.
public struct DesignerServer: Sendable {
  /// Bounds on what a request may cost.
  public struct Limits: Sendable, Equatable {
    /// The largest request body accepted (edits are a few hundred bytes).
    public var maximumRequestBodyBytes: Int
    /// How often the served files are looked at for changes.
    public var pollInterval: Duration
    /// How often (in polls) the served folders are searched for added or removed documents.
    public var rescanEvery: Int
    /// How long a document must go unedited before lint starts on it: a burst of edits is linted
    /// once, for its last version, instead of once per edit beside the next edit's canvas.
    public var lintQuietPeriod: Duration

    /// The defaults: 64 KiB bodies, a look every second, folders searched every 5 seconds, lint
    /// half a second after the latest edit (`defaultLintQuietPeriod`).
    public init(
      maximumRequestBodyBytes: Int = 64 * 1024, pollInterval: Duration = .seconds(1), rescanEvery: Int = 5,
      lintQuietPeriod: Duration = Limits.defaultLintQuietPeriod
    ) {
      self.maximumRequestBodyBytes = maximumRequestBodyBytes
      self.pollInterval = pollInterval
      self.rescanEvery = max(1, rescanEvery)
      self.lintQuietPeriod = lintQuietPeriod
    }

    /// Lint's wait after an edit: longer than the gap between the steps of a quick run of edits
    /// (a stepper held, a constant typed digit by digit: each edit answers in well under this),
    /// short enough that findings follow the last edit within a second or so.
    public static let defaultLintQuietPeriod: Duration = .milliseconds(500)
  }

  /// The paths served, as given.
  public let paths: [String]
  /// The address to bind.
  public let host: String
  /// The port to bind; 0 picks a free one.
  public let port: Int
  /// Request and polling bounds.
  public let limits: Limits
  /// The `adaptive` executable lint runs in, as a child process (`adaptive lint --reporter json`);
  /// nil lints in this process, where a big document's lint holds other requests until it ends.
  public let workerExecutable: URL?
  /// The trait variant scenes are drawn in (`--appearance`, `--content-size`… of `adaptive serve`).
  public let traitVariant: TraitVariant
  /// Folders searched for the documents' font files after their app's own (`--fonts`).
  public let fontFolders: [URL]
  /// The secret every API request must carry; made afresh for each server.
  public let accessToken: AccessToken
  private let catalog: DocumentCatalog

  /// A server for the documents at `paths` (files, or folders searched recursively); throws when
  /// a path is missing, names no document, or the port is out of range.
  public init(
    paths: [String], host: String = "127.0.0.1", port: Int = 8080, limits: Limits = Limits(),
    workerExecutable: URL? = nil, traitVariant: TraitVariant = .deviceDefault, fontFolders: [URL] = []
  ) throws(DesignerServerError) {
    guard (0...65535).contains(port) else { throw .badAddress("port \(port) is not between 0 and 65535") }
    guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { throw .badAddress("'\(host)' is not a host") }
    guard !paths.isEmpty else { throw .noDocuments([]) }
    self.paths = paths
    self.host = host
    self.port = port
    self.limits = limits
    self.workerExecutable = workerExecutable
    self.traitVariant = traitVariant
    self.fontFolders = fontFolders
    accessToken = AccessToken()
    catalog = try DocumentCatalog(paths: paths)
  }

  /// The address to open in a browser once the server runs on `port`: the page with the secret
  /// (`http://127.0.0.1:8080/?token=…`), which the page keeps and sends with every request.
  public func pageAddress(port: Int) -> String {
    let shown = host.contains(":") ? "[\(host)]" : host
    return "http://\(shown):\(port)/?\(AccessPolicy.tokenParameter)=\(accessToken)"
  }

  /// The documents served, in order, each as the user would name it (the root as given, then the path below it).
  public var documentPaths: [String] { catalog.entries.map(\.displayPath) }

  /// Runs until the task is cancelled (or, with `handlingSignals`, until SIGINT or SIGTERM);
  /// `onRunning` receives the bound port once the server accepts connections.
  public func run(handlingSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
    async throws
  {
    let events = EventHub()
    let workspace = await DesignerWorkspace(
      catalog: catalog, events: events, limits: limits,
      lintWorker: workerExecutable.map { LintWorker(executable: $0, fontFolders: fontFolders) },
      traitVariant: traitVariant, fontFolders: fontFolders)
    let boundPort = BoundPort()
    let router = DesignerRoutes.router(
      workspace: workspace, events: events, limits: limits,
      policy: AccessPolicy(boundHost: host, token: accessToken), boundPort: boundPort)
    var logger = Logger(label: "adaptive.serve")
    logger.logLevel = .critical
    let app = Application(
      router: router,
      configuration: .init(address: .hostname(host, port: port), serverName: "adaptive-serve"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        boundPort.port = port
        await onRunning(port)
      },
      logger: logger)
    let limits = self.limits
    let watcher = Task { @MainActor in
      var tick = 0
      while !Task.isCancelled {
        workspace.poll(rescanning: tick % limits.rescanEvery == 0)
        // Comments keep idle event streams open and let closed ones be noticed.
        if tick % 15 == 0 { events.keepAlive() }
        tick += 1
        try? await Task.sleep(for: limits.pollInterval)
      }
    }
    defer {
      watcher.cancel()
      events.finish()
    }
    try await withTaskCancellationHandler {
      if handlingSignals {
        try await app.runService()
      } else {
        try await app.run()
      }
    } onCancel: {
      // Open event streams would otherwise hold the graceful shutdown forever.
      events.finish()
    }
  }
}
