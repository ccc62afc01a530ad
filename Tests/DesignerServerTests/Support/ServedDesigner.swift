/// A running designer server as a client reaches it: its loopback port and this run's secret.
struct ServedDesigner: Sendable {
  let port: Int
  /// The access token from the printed address (`…/?token=…`).
  let token: String

  /// `127.0.0.1:PORT`, the Host a client of the bound address sends.
  var host: String { "127.0.0.1:\(port)" }

  /// The page's address with the secret, as `adaptive serve` prints it.
  var pageAddress: String { "http://\(host)/?token=\(token)" }
}
