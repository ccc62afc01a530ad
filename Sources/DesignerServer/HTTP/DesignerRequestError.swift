import Hummingbird

/// A request the server refuses, with the status and the sentence the page shows.
enum DesignerRequestError: Error, Equatable, Sendable {
  /// 400: the request is malformed.
  case badRequest(String)
  /// 403: the request names something outside the served files.
  case forbidden(String)
  /// 421: the request names another host than the one the server is bound to (DNS rebinding).
  case misdirected(String)
  /// 404: no such document or object.
  case notFound(String)
  /// 409: the file changed on disk since the page loaded it, or while the edit was being saved.
  case conflict(String)
  /// 500: the server could not do it (a write failed).
  case failed(String)

  /// The response status.
  var status: HTTPResponse.Status {
    switch self {
    case .badRequest: .badRequest
    case .forbidden: .forbidden
    case .misdirected: .misdirectedRequest
    case .notFound: .notFound
    case .conflict: .conflict
    case .failed: .internalServerError
    }
  }

  /// The message.
  var message: String {
    switch self {
    case .badRequest(let text), .forbidden(let text), .misdirected(let text), .notFound(let text), .conflict(let text), .failed(let text): text
    }
  }

  /// As Hummingbird's error, which writes `{"error":{"message":…}}` with the status.
  var httpError: HTTPError { HTTPError(status, message: message) }
}
