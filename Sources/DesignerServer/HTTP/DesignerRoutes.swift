import Foundation
import Hummingbird
import ServiceLifecycle

/// The designer's endpoints:
///
/// - `GET /` and `GET /static/<file>`: the page (HTML, CSS and JavaScript shipped in `Web/`).
/// - `GET /api/documents`, `GET /api/devices`: what can be shown.
/// - `GET /api/canvas?doc=&device=&orientation=&width=&height=`: the laid-out scenes; with `&stream=1`,
///   newline-delimited JSON (`CanvasStreamLine`), each scene sent as soon as it is drawn, and with
///   `&known=d1,d2,…` without the drawings of those digests (the page shows them).
/// - `GET /api/element?doc=&id=&width=&height=`: the inspector.
/// - `GET /api/lint?doc=&width=&height=`: findings for the size class.
/// - `POST /api/edit` (JSON `EditRequest`): install or uninstall per size class; 409 when stale.
/// - `POST /api/constant` (JSON `ConstantEditRequest`): a constraint's constant per size class; 409 when stale.
/// - `POST /api/property` (JSON `PropertyEditRequest`): a view property (font size, hidden, colours,
///   stack view axis…) per size class, as a `<variation>` override or the base value; 409 when stale.
/// - `POST /api/segue` (JSON `SegueRequest`): a segue from a control, cell or controller to a
///   controller, written as Xcode writes it; 409 when stale.
/// - `GET /api/convert?doc=`: what *Use Size Classes* would change; `POST /api/convert` (JSON
///   `DocumentVersionRequest`) converts the document to the unified format; 409 when stale.
/// - `GET /api/history?doc=`: the steps undo and redo would take; `POST /api/undo`, `POST /api/redo`
///   (JSON `DocumentVersionRequest`) write the file back or forward one saved edit; 409 when stale.
/// - `GET /api/events`: server-sent events when a served file changes.
///
/// Every edit (`POST`) answers with its canvas too when asked (`?canvas=1&device=…`, see
/// `editAnswer`), so the page redraws after one request.
///
/// Every request passes the `AccessPolicy` first (Host, Origin, and the secret for `/api/`).
enum DesignerRoutes {
  static func router(
    workspace: DesignerWorkspace, events: EventHub, limits: DesignerServer.Limits, policy: AccessPolicy,
    boundPort: BoundPort
  ) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: ErrorMessageMiddleware(maximumBodyBytes: limits.maximumRequestBodyBytes))
    router.add(middleware: RequestGuardMiddleware(policy: policy, boundPort: boundPort))
    router.get("/") { _, _ in try StaticFiles.response(for: "index.html") }
    router.get("/static/:name") { _, context in
      try StaticFiles.response(for: context.parameters.get("name") ?? "")
    }
    router.get("/api/documents") { _, _ in
      json(await workspace.documents())
    }
    router.get("/api/devices") { _, _ in
      json(await workspace.devices())
    }
    router.get("/api/canvas") { request, _ in
      let query = QueryValues(request: request)
      if query.text("stream") == "1" {
        let lines = try await run {
          let viewing = try DesignerWorkspace.Viewing(
            device: query.text("device"), orientation: query.text("orientation"))
          let cell = try SizeClassCell(width: query.text("width"), height: query.text("height"))
          // The drawings the page shows already (their digests), left out of the answer.
          let known = Set((query.text("known") ?? "").split(separator: ",").map(String.init))
          return try await workspace.canvasStream(query.text("doc") ?? "", viewing: viewing, cell: cell, known: known)
        }
        return streamResponse(lines)
      }
      let data = try await run {
        let viewing = try DesignerWorkspace.Viewing(device: query.text("device"), orientation: query.text("orientation"))
        let cell = try SizeClassCell(width: query.text("width"), height: query.text("height"))
        return try await workspace.canvasJSON(query.text("doc") ?? "", viewing: viewing, cell: cell)
      }
      return jsonResponse(data)
    }
    router.get("/api/element") { request, _ in
      let query = QueryValues(request: request)
      return json(
        try await run {
          let cell = try SizeClassCell(width: query.text("width"), height: query.text("height"))
          return try await workspace.inspect(query.text("doc") ?? "", objectID: query.text("id") ?? "", cell: cell)
        })
    }
    router.get("/api/lint") { request, _ in
      let query = QueryValues(request: request)
      return json(
        try await run {
          let cell = try SizeClassCell(width: query.text("width"), height: query.text("height"))
          return try await workspace.lint(query.text("doc") ?? "", cell: cell)
        })
    }
    router.post("/api/edit") { request, _ in
      let body = try await request.body.collect(upTo: limits.maximumRequestBodyBytes)
      let edit: EditRequest
      do {
        edit = try JSONDecoder().decode(EditRequest.self, from: Data(buffer: body))
      } catch {
        throw DesignerRequestError.badRequest(
          "the edit is not the expected JSON ({doc, version, id, width, height, state}): \(Self.reason(error))")
          .httpError
      }
      return try await editAnswer(request, document: edit.doc, workspace: workspace) { try await workspace.edit(edit) }
    }
    router.post("/api/constant") { request, _ in
      let body = try await request.body.collect(upTo: limits.maximumRequestBodyBytes)
      let edit: ConstantEditRequest
      do {
        edit = try JSONDecoder().decode(ConstantEditRequest.self, from: Data(buffer: body))
      } catch {
        throw DesignerRequestError.badRequest(
          "the edit is not the expected JSON ({doc, version, id, width, height, constant}): \(Self.reason(error))")
          .httpError
      }
      return try await editAnswer(request, document: edit.doc, workspace: workspace) {
        try await workspace.editConstant(edit)
      }
    }
    router.get("/api/convert") { request, _ in
      let query = QueryValues(request: request)
      return json(try await run { try await workspace.conversionPreview(query.text("doc") ?? "") })
    }
    router.get("/api/history") { request, _ in
      let query = QueryValues(request: request)
      return json(try await run { try await workspace.historyPayload(query.text("doc") ?? "") })
    }
    router.post("/api/convert") { request, _ in
      let step = try await versionRequest(request, limits: limits)
      return try await editAnswer(request, document: step.doc, workspace: workspace) { try await workspace.convert(step) }
    }
    router.post("/api/property") { request, _ in
      let body = try await request.body.collect(upTo: limits.maximumRequestBodyBytes)
      let edit: PropertyEditRequest
      do {
        edit = try JSONDecoder().decode(PropertyEditRequest.self, from: Data(buffer: body))
      } catch {
        throw DesignerRequestError.badRequest(
          "the edit is not the expected JSON ({doc, version, id, property, width, height, value}): \(Self.reason(error))")
          .httpError
      }
      return try await editAnswer(request, document: edit.doc, workspace: workspace) {
        try await workspace.editProperty(edit)
      }
    }
    router.post("/api/segue") { request, _ in
      let body = try await request.body.collect(upTo: limits.maximumRequestBodyBytes)
      let segue: SegueRequest
      do {
        segue = try JSONDecoder().decode(SegueRequest.self, from: Data(buffer: body))
      } catch {
        throw DesignerRequestError.badRequest(
          "the segue is not the expected JSON ({doc, version, source, destination, kind, identifier}): \(Self.reason(error))")
          .httpError
      }
      return try await editAnswer(request, document: segue.doc, workspace: workspace) {
        try await workspace.addSegue(segue)
      }
    }
    router.post("/api/undo") { request, _ in
      let step = try await versionRequest(request, limits: limits)
      return try await editAnswer(request, document: step.doc, workspace: workspace) { try await workspace.undo(step) }
    }
    router.post("/api/redo") { request, _ in
      let step = try await versionRequest(request, limits: limits)
      return try await editAnswer(request, document: step.doc, workspace: workspace) { try await workspace.redo(step) }
    }
    router.get("/api/events") { _, _ in
      let stream = events.subscribe()
      var headers = HTTPFields()
      headers[.contentType] = "text/event-stream"
      headers[.cacheControl] = "no-cache"
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody { writer in
          try await writer.write(ByteBuffer(string: "event: hello\ndata: {}\n\n"))
          for await text in stream.cancelOnGracefulShutdown() {
            try await writer.write(ByteBuffer(string: text))
          }
          try await writer.finish(nil)
        })
    }
    return router
  }

  /// An edit's answer: its result as JSON, or with `?canvas=1` (and the canvas parameters of
  /// `GET /api/canvas`: `device`, `orientation`, `width`, `height`, `known`) newline-delimited JSON
  /// so the page redraws after one request instead of two:
  ///
  /// 1. `{"result": …}`: the edit's answer, as the plain endpoint gives it, sent once the file is
  ///    written (a refused or failed edit is the plain endpoint's HTTP error);
  /// 2. the written version's canvas stream (`CanvasStreamLine`), or `{"canvasError": {"message": …}}`
  ///    when the canvas cannot be drawn (the edit is saved all the same).
  ///
  /// The canvas parameters are checked before the edit is made, so a bad one refuses the edit
  /// instead of answering a saved edit with an error.
  private static func editAnswer<Answer: Encodable & Sendable>(
    _ request: Request, document: String, workspace: DesignerWorkspace, _ edit: () async throws -> Answer
  ) async throws -> Response {
    let query = QueryValues(request: request)
    guard query.text("canvas") == "1" else { return json(try await run(edit)) }
    let (viewing, cell) = try await run {
      (
        try DesignerWorkspace.Viewing(device: query.text("device"), orientation: query.text("orientation")),
        try SizeClassCell(width: query.text("width"), height: query.text("height"))
      )
    }
    let known = Set((query.text("known") ?? "").split(separator: ",").map(String.init))
    let result = try await run(edit)
    let answer = Data("{\"result\":".utf8) + DesignerWorkspace.encode(result) + Data("}\n".utf8)
    do throws(DesignerRequestError) {
      return streamResponse(
        try await workspace.canvasStream(document, viewing: viewing, cell: cell, known: known, first: answer))
    } catch {
      // The edit is saved; only its canvas failed (the page then asks for the canvas itself).
      let failure = DesignerWorkspace.encode(["canvasError": ["message": error.message]]) + Data("\n".utf8)
      return streamResponse(
        AsyncStream { continuation in
          continuation.yield(answer)
          continuation.yield(failure)
          continuation.finish()
        })
    }
  }

  /// The body of a request that names a document at a version.
  private static func versionRequest(_ request: Request, limits: DesignerServer.Limits) async throws
    -> DocumentVersionRequest
  {
    let body = try await request.body.collect(upTo: limits.maximumRequestBodyBytes)
    do {
      return try JSONDecoder().decode(DocumentVersionRequest.self, from: Data(buffer: body))
    } catch {
      throw DesignerRequestError.badRequest("the request is not the expected JSON ({doc, version}): \(Self.reason(error))")
        .httpError
    }
  }

  /// Runs a step, turning a refusal into its HTTP error.
  private static func run<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let refusal as DesignerRequestError {
      throw refusal.httpError
    }
  }

  private static func json(_ value: some Encodable) -> Response {
    jsonResponse(DesignerWorkspace.encode(value))
  }

  /// Newline-delimited JSON written line by line as `lines` produces them.
  private static func streamResponse(_ lines: AsyncStream<Data>) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/x-ndjson; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(
      status: .ok, headers: headers,
      body: ResponseBody { writer in
        for await line in lines { try await writer.write(ByteBuffer(bytes: line)) }
        try await writer.finish(nil)
      })
  }

  private static func jsonResponse(_ data: Data) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// A decoding error as a short phrase.
  private static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: "'\(key.stringValue)' is missing"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    case .dataCorrupted?: "the body is not JSON"
    default: "the body cannot be read"
    }
  }
}

/// The query values of a request, as strings.
private struct QueryValues {
  let request: Request

  /// The value of `name`, percent-decoded.
  func text(_ name: String) -> String? { request.uri.queryParameters[Substring(name)].map(String.init) }
}
