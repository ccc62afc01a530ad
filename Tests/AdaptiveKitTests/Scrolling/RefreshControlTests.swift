import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("A scroll view's refresh control sits above the content and keeps itself in view while refreshing")
struct RefreshControlTests {
  @Test("Setting it adds it above the content, full width, and makes the content bounce vertically")
  func placement() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    #expect(control.superview === scrollView)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    #expect(scrollView.alwaysBounceVertical)
    scrollView.frame.size.width = 400
    #expect(control.frame.width == 400)
    scrollView.refreshControl = nil
    #expect(control.superview == nil)
  }

  @Test("While refreshing, adjustedContentInset.top grows by its height; ending restores it")
  func refreshingInset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentInset.top = 10
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    #expect(scrollView.adjustedContentInset.top == 10)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    #expect(scrollView.adjustedContentInset.top == 70)
    control.endRefreshing()
    #expect(!control.isRefreshing)
    #expect(scrollView.adjustedContentInset.top == 10)
  }

  @Test("beginRefreshing sends no action; a pull sends .valueChanged once")
  func actions() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let control = UIRefreshControl()
    scrollView.refreshControl = control
    var pulls = 0
    control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    control.beginRefreshing()
    #expect(pulls == 0)
    control.endRefreshing()
    control._pullToRefresh()
    control._pullToRefresh()
    #expect(pulls == 1)
    #expect(control.isRefreshing)
  }

  @Test("A table view controller's refreshControl is its table view's")
  func tableViewController() {
    let controller = UITableViewController(style: .plain)
    let control = UIRefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
    #expect(control.superview === controller.tableView)
  }
}
