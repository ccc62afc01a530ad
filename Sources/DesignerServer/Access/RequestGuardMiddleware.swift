import Hummingbird

/// Applies the `AccessPolicy` to every request before it reaches a route (unknown routes too),
/// answering a refusal with the same JSON error body as every other 4xx.
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
  let policy: AccessPolicy
  let boundPort: BoundPort

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    let seen = AccessPolicy.Request(
      path: request.uri.path,
      host: request.head.authority,
      origin: request.headers[.origin],
      headerToken: request.headers.first { $0.name.canonicalName == AccessPolicy.tokenHeader.lowercased() }?.value,
      queryToken: request.uri.queryParameters[Substring(AccessPolicy.tokenParameter)].map(String.init))
    // Before the server runs there is no port to answer at, and no request either.
    if let refusal = policy.refusal(of: seen, port: boundPort.port ?? -1) {
      throw refusal.httpError
    }
    return try await next(request, context)
  }
}
