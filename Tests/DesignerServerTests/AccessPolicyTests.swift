import Testing

@testable import DesignerServer

/// The secret and the Host/Origin rules on their own, for the cases a running server cannot be
/// asked about (other binds, odd Host spellings).
@Suite("Designer access policy")
struct AccessPolicyTests {
  static let token = AccessToken()

  static func request(path: String = "/api/documents", host: String?, origin: String? = nil, token: String? = Self.token.description)
    -> AccessPolicy.Request
  {
    AccessPolicy.Request(path: path, host: host, origin: origin, headerToken: token, queryToken: nil)
  }

  @Test("tokens are 256 random bits in hex, different every time, and match only themselves")
  func tokens() {
    let token = AccessToken()
    #expect(token.description.count == 64)
    #expect(token.description.allSatisfy { $0.isHexDigit })
    #expect(token != AccessToken())
    #expect(token.matches(Substring(token.description)))
    #expect(!token.matches(nil))
    #expect(!token.matches(""))
    #expect(!token.matches(Substring(token.description.dropLast())))
    // Longer by any amount, including a multiple of 256 characters, is still wrong.
    #expect(!token.matches(Substring(token.description + String(repeating: token.description, count: 4))))
  }

  @Test(
    "a loopback bind answers to the loopback names at its port, and to nothing else",
    arguments: [
      ("127.0.0.1:8080", true), ("localhost:8080", true), ("[::1]:8080", true), ("127.0.0.1:8081", false),
      ("127.0.0.1", false), ("example.com:8080", false), ("127.0.0.2:8080", false), ("[::1", false), ("a:b:c", false),
    ])
  func loopbackHosts(host: String, accepted: Bool) {
    let policy = AccessPolicy(boundHost: "127.0.0.1", token: Self.token)
    #expect((policy.refusal(of: Self.request(host: host), port: 8080) == nil) == accepted)
  }

  @Test(
    "a wildcard bind answers to IP literals and localhost, never to a DNS name",
    arguments: [("192.168.1.20:9000", true), ("[fe80::1]:9000", true), ("localhost:9000", true), ("rebind.example:9000", false)])
  func wildcardHosts(host: String, accepted: Bool) {
    let policy = AccessPolicy(boundHost: "0.0.0.0", token: Self.token)
    #expect((policy.refusal(of: Self.request(host: host), port: 9000) == nil) == accepted)
  }

  @Test("the secret is needed under /api/ only, the event stream may take it from the query, Origin must be the Host's")
  func rules() {
    let policy = AccessPolicy(boundHost: "127.0.0.1", token: Self.token)
    let host = "127.0.0.1:8080"
    #expect(policy.refusal(of: Self.request(path: "/", host: host, token: nil), port: 8080) == nil)
    #expect(policy.refusal(of: Self.request(path: "/static/app.js", host: host, token: nil), port: 8080) == nil)
    #expect(policy.refusal(of: Self.request(host: host, token: nil), port: 8080)?.httpError.status == .forbidden)
    let events = AccessPolicy.Request(path: "/api/events", host: host, origin: nil, headerToken: nil, queryToken: Self.token.description)
    #expect(policy.refusal(of: events, port: 8080) == nil)
    let queried = AccessPolicy.Request(path: "/api/canvas", host: host, origin: nil, headerToken: nil, queryToken: Self.token.description)
    #expect(policy.refusal(of: queried, port: 8080) != nil)
    #expect(policy.refusal(of: Self.request(host: host, origin: "http://127.0.0.1:8080"), port: 8080) == nil)
    #expect(policy.refusal(of: Self.request(host: host, origin: "http://evil.example"), port: 8080)?.httpError.status == .forbidden)
    #expect(policy.refusal(of: Self.request(host: "evil.example:8080"), port: 8080)?.httpError.status == .misdirectedRequest)
    #expect(policy.refusal(of: Self.request(host: nil), port: 8080)?.httpError.status == .misdirectedRequest)
  }
}
