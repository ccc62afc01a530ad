import Foundation
import Testing

/// Every read endpoint of the designer server, against the real server on a loopback port.
@Suite("Designer endpoints")
struct DesignerEndpointTests {
  @Test("the page and its files are served; other names are 404")
  func page() async throws {
    try await DesignerHarness().withServer { server in
      let page = try await RawHTTPClient.get(server, "/")
      #expect(page.status == 200)
      #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
      #expect(page.text.contains("size-class-grid"))
      let script = try await RawHTTPClient.get(server, "/static/app.js")
      #expect(script.status == 200)
      #expect(script.text.contains("EventSource"))
      let edits = try await RawHTTPClient.get(server, "/static/edits.js")
      #expect(edits.status == 200)
      #expect(edits.text.contains("/api/convert") && edits.text.contains("/api/segue"))
      #expect(page.text.contains("/static/edits.js"))
      #expect(try await RawHTTPClient.get(server, "/static/style.css").status == 200)
      #expect(try await RawHTTPClient.get(server, "/static/secret.txt").status == 404)
    }
  }

  @Test("documents list the served storyboard with its content version")
  func documents() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await RawHTTPClient.get(server, "/api/documents")
      #expect(reply.status == 200)
      let list = try #require(try reply.json() as? [[String: Any]])
      #expect(list.count == 1)
      #expect(list.first?["id"] as? String == harness.documentID)
      #expect(list.first?["kind"] as? String == "storyboard")
      #expect((list.first?["version"] as? String)?.isEmpty == false)
    }
  }

  @Test("devices start with Generic and include the catalog's iPhones")
  func devices() async throws {
    try await DesignerHarness().withServer { server in
      let names = try #require(try await RawHTTPClient.get(server, "/api/devices").json() as? [String])
      #expect(names.first == "Generic")
      #expect(names.contains { $0.hasPrefix("iPhone") })
    }
  }

  @Test("the canvas places every scene with its drawing, segues by kind and the initial arrow")
  func canvas() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await RawHTTPClient.get(server, "/api/canvas?" + query(["doc": harness.documentID]))
      #expect(reply.status == 200)
      let canvas = try #require(try reply.json() as? [String: Any])
      let scenes = try #require(canvas["scenes"] as? [[String: Any]])
      #expect(scenes.count == 5)
      #expect(canvas["device"] as? String == "Generic")
      #expect(canvas["sizeClass"] as? String == "wAny hAny")
      #expect(canvas["initialControllerID"] as? String == "USp-vc-001")
      let game = try #require(scenes.first { $0["controllerID"] as? String == "UGm-vc-001" })
      #expect(game["width"] as? Double == 600)
      #expect((game["svg"] as? String)?.contains("data-id=\"UGm-lb-002\"") == true)
      let menu = try #require(scenes.first { $0["controllerID"] as? String == "UMe-vc-001" })
      #expect((menu["x"] as? Double ?? 0) > (game["x"] as? Double ?? 0) - 1)
      let kinds = Set(((canvas["segues"] as? [[String: Any]]) ?? []).compactMap { $0["kind"] as? String })
      #expect(kinds == ["masterViewController", "detailViewController", "rootViewController", "showDetail"])
    }
  }

  @Test("a size-class cell re-lays the scenes: the compact-width exclusion hides the leaderboard")
  func canvasForSizeClass() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let path =
        "/api/canvas?"
        + query([
          "doc": harness.documentID, "device": "iPhone 15", "orientation": "portrait", "width": "compact",
          "height": "regular",
        ])
      let canvas = try #require(try await RawHTTPClient.get(server, path).json() as? [String: Any])
      #expect(canvas["sizeClass"] as? String == "wC hR")
      let scenes = try #require(canvas["scenes"] as? [[String: Any]])
      let game = try #require(scenes.first { $0["controllerID"] as? String == "UGm-vc-001" })
      #expect((game["svg"] as? String)?.contains("data-id=\"UGm-lb-002\"") == false)
      #expect((game["svg"] as? String)?.contains("data-id=\"UGm-lb-001\"") == true)
      #expect(game["width"] as? Double == 393)
      let outline = try #require(game["outline"] as? [[String: Any]])
      #expect(outline.first { $0["id"] as? String == "UGm-lb-002" }?["installed"] as? Bool == false)
      let landscape = try #require(
        try await RawHTTPClient.get(server, path.replacingOccurrences(of: "portrait", with: "landscape")).json()
          as? [String: Any])
      let turned = try #require((landscape["scenes"] as? [[String: Any]])?.first {
        $0["controllerID"] as? String == "UGm-vc-001"
      })
      #expect(turned["width"] as? Double == 852)
    }
  }

  @Test("bad canvas parameters are 400 with a message naming the problem")
  func canvasBadParameters() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let device = try await RawHTTPClient.get(
        server, "/api/canvas?" + query(["doc": harness.documentID, "device": "Nokia 3310"]))
      #expect(device.status == 400)
      #expect(device.errorMessage?.contains("unknown device 'Nokia 3310'") == true)
      let width = try await RawHTTPClient.get(
        server, "/api/canvas?" + query(["doc": harness.documentID, "width": "tiny"]))
      #expect(width.status == 400)
      #expect(width.errorMessage?.contains("width=tiny") == true)
      let orientation = try await RawHTTPClient.get(
        server, "/api/canvas?" + query(["doc": harness.documentID, "orientation": "sideways"]))
      #expect(orientation.status == 400)
      let missing = try await RawHTTPClient.get(server, "/api/canvas")
      #expect(missing.status == 400)
      #expect(missing.errorMessage?.contains("names no document") == true)
    }
  }

  @Test("the inspector shows class, frame, installed state per cell, cases and constraints")
  func inspector() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let path =
        "/api/element?" + query(["doc": harness.documentID, "id": "UGm-lb-002", "width": "compact", "height": "regular"])
      let reply = try await RawHTTPClient.get(server, path)
      #expect(reply.status == 200)
      let info = try #require(try reply.json() as? [String: Any])
      #expect(info["className"] as? String == "UILabel")
      #expect(info["label"] as? String == "Leaderboard")
      #expect(info["sceneID"] as? String == "UGm-sc-001")
      #expect(info["frame"] as? String == "16 112.5 343 20.5")
      #expect(info["maskable"] as? Bool == true)
      #expect(info["installed"] as? Bool == false)
      let cases = try #require(info["cases"] as? [[String: Any]])
      #expect(cases.count == 1)
      #expect(cases.first?["key"] as? String == "widthClass=compact")
      #expect(cases.first?["state"] as? String == "excluded")
      let cells = try #require(info["cells"] as? [[String: Any]])
      #expect(cells.count == 9)
      let installedCells = cells.filter { $0["installed"] as? Bool == true }.map { "\($0["width"]!)/\($0["height"]!)" }
      #expect(Set(installedCells) == ["any/any", "regular/any", "any/compact", "regular/compact", "any/regular", "regular/regular"])
      let constraints = try #require(info["constraints"] as? [[String: Any]])
      #expect(constraints.contains { $0["text"] as? String == "Leaderboard.top = Turn.bottom + 8" })
    }
  }

  @Test("an unknown element is 404, a missing id 400")
  func inspectorUnknown() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let unknown = try await RawHTTPClient.get(
        server, "/api/element?" + query(["doc": harness.documentID, "id": "nope"]))
      #expect(unknown.status == 404)
      #expect(unknown.errorMessage?.contains("no object with id 'nope'") == true)
      let missing = try await RawHTTPClient.get(server, "/api/element?" + query(["doc": harness.documentID]))
      #expect(missing.status == 400)
    }
  }

  @Test("lint reports findings for the document and size class")
  func lint() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      let reply = try await RawHTTPClient.get(
        server, "/api/lint?" + query(["doc": harness.documentID, "width": "compact", "height": "regular"]))
      #expect(reply.status == 200)
      let report = try #require(try reply.json() as? [String: Any])
      #expect(report["sizeClass"] as? String == "wC hR")
      let findings = try #require(report["findings"] as? [[String: Any]])
      for finding in findings {
        #expect(finding["rule"] is String)
        if let context = finding["context"] as? String { #expect(context.hasSuffix("wC hR")) }
      }
    }
  }

  @Test("a change on disk is pushed to open event streams")
  func events() async throws {
    let harness = try DesignerHarness()
    try await harness.withServer { server in
      // As the page's EventSource asks: the secret in the query, since it cannot send headers.
      let request = RawHTTPClient.request(
        "GET", "/api/events?" + query(["token": server.token]), headers: ["Host": server.host])
      async let streamed = RawHTTPClient.exchange(port: server.port, request: request, timeout: 300) { data in
        String(decoding: data, as: UTF8.self).contains("event: changed")
      }
      // Change the file as an editor would, every two seconds until the stream reports it: under
      // load the stream may open after a single early write, which it would then never see.
      let original = String(decoding: try harness.saved(), as: UTF8.self)
      let storyboard = harness.storyboard
      let writer = Task {
        for round in 1... {
          try await Task.sleep(for: .seconds(2))
          let text = original.replacingOccurrences(of: "X to play", with: round.isMultiple(of: 2) ? "Z to play" : "O to play")
          try Data(text.utf8).write(to: storyboard)
        }
      }
      defer { writer.cancel() }
      let received = String(decoding: try await streamed, as: UTF8.self)
      #expect(received.contains("text/event-stream"))
      #expect(received.contains("event: hello"))
      #expect(received.contains("event: changed"))
      #expect(received.contains(harness.documentID))
    }
  }
}
