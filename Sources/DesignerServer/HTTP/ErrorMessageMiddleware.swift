import Hummingbird

/// Gives every refusal a message: Hummingbird's own errors (no such route, wrong method) come
/// without a body, and the page shows `error.message` to the person using it.
struct ErrorMessageMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.body == nil {
      let message =
        switch error.status {
        case .notFound: "no such page or endpoint: \(request.method) \(request.uri.path)"
        case .methodNotAllowed: "\(request.method) is not allowed on \(request.uri.path)"
        default: "\(error.status.code) \(error.status.reasonPhrase)"
        }
      throw HTTPError(error.status, headers: error.headers, message: message)
    }
  }
}
