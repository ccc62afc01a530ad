import Hummingbird
import NIOCore

/// Gives every refusal a JSON message: Hummingbird's own errors (no such route, wrong method, a
/// body over the limit) come without a body, and the page shows `error.message` to the person
/// using it.
struct ErrorMessageMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The body limit, named in the 413 message.
  let maximumBodyBytes: Int

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    do {
      return try await next(request, context)
    } catch is NIOTooManyBytesError {
      throw HTTPError(
        .contentTooLarge,
        message: "the request body is larger than the \(Self.size(maximumBodyBytes)) this server accepts "
          + "(an edit is a few hundred bytes); the request was not read")
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

  /// A byte count as a person reads it: `64 KiB`, `4 KiB`, `1000 bytes`.
  static func size(_ bytes: Int) -> String {
    bytes >= 1024 && bytes % 1024 == 0 ? "\(bytes / 1024) KiB" : "\(bytes) bytes"
  }
}
