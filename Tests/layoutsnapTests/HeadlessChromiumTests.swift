import Foundation
import TestSupport
import Testing

/// `HeadlessChromium` (Tests/TestSupport), the DevTools-pipe driver the gallery test uses, against a small static
/// site in a temporary folder: two pages, an image copied from `Snapshots/`, an overlay box at a known place, a button
/// and a link. The time limits catch hangs, not slowness: in CI, Chromium shares two cores with the whole suite and
/// has been starved past two minutes while the other tests ran.
struct HeadlessChromiumTests {
    /// The Chromium to use, or nil after recording why the test cannot run.
    static func chromium() -> String? {
        guard let chromium = HeadlessChromium.executable() else {
            Issue.record("""
                chromium was not found on PATH; this test drives headless Chromium over its DevTools pipe. Install it \
                with `bash scripts/setup.sh test` (Debian package `chromium`).
                """)
            return nil
        }
        return chromium
    }

    /// A folder with `index.html`, `second.html` and `picture.png` (a reference from `Snapshots/`), and the picture's
    /// size from its PNG header.
    static func site() throws -> (folder: String, pictureWidth: Int, pictureHeight: Int) {
        let folder = temporaryDirectory()
        let snapshots = packageRoot.appendingPathComponent("Snapshots").path
        let pngs = (FileManager.default.enumerator(atPath: snapshots)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        let png = try #require(pngs.sorted().first, "no PNG under \(snapshots)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: snapshots + "/" + png)))
        try #require(bytes.count > 24 && bytes[12..<16].elementsEqual("IHDR".utf8), "\(png) is not a PNG")
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/picture.png"))
        try Data("""
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Gallery</title>
            <style>
              body { margin: 0; font: 16px sans-serif; }
              #overlay { position: absolute; left: 100px; top: 50px; width: 200px; height: 80px; background: rgba(255, 0, 0, .4); }
            </style></head>
            <body>
              <img id="picture" src="picture.png" alt="a reference snapshot">
              <div id="overlay"></div>
              <button id="button" onclick="this.textContent = 'Clicked'">Click me</button>
              <a id="next" href="second.html">Next</a>
            </body></html>
            """.utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        try Data("""
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Second</title></head>
            <body><h1>Second</h1><img src="picture.png" alt="the same snapshot"></body></html>
            """.utf8).write(to: URL(fileURLWithPath: folder + "/second.html"))
        return (folder, width, height)
    }

    static let allImagesLoaded = "Array.from(document.images).every(image => image.complete && image.naturalWidth > 0)"

    @Test(.timeLimit(.minutes(5)))
    func navigatesClicksFollowsALinkAndTakesAScreenshot() throws {
        guard let chromium = Self.chromium() else { return }
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(atPath: site.folder) }

        let started = Date()
        let browser = try HeadlessChromium(scratch: site.folder + "/chromium", executable: chromium)
        defer { browser.close() }
        let launched = Date()
        try browser.navigate(to: URL(fileURLWithPath: site.folder + "/index.html"))
        print(String(format: "headless chromium: launch %.2f s, navigate %.2f s",
                     launched.timeIntervalSince(started), Date().timeIntervalSince(launched)))

        #expect(try browser.evaluate("document.title") as? String == "Gallery")
        #expect(try browser.evaluate("[innerWidth, innerHeight]") as? [Int] == [1280, 900])
        #expect(try browser.evaluate(Self.allImagesLoaded) as? Bool == true)
        #expect(try browser.evaluate("document.getElementById('picture').naturalWidth") as? Int == site.pictureWidth)
        #expect(try browser.evaluate("document.getElementById('picture').naturalHeight") as? Int == site.pictureHeight)
        let overlay = try browser.boundingBox(selector: "#overlay")
        #expect(overlay.x == 100 && overlay.y == 50 && overlay.width == 200 && overlay.height == 80, "\(overlay)")

        try browser.click(selector: "#button")
        #expect(try browser.evaluate("document.getElementById('button').textContent") as? String == "Clicked")

        let screenshot = site.folder + "/screenshot.png"
        try browser.screenshot(to: screenshot)
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: screenshot)))
        #expect(png.count > 24 && png[12..<16].elementsEqual("IHDR".utf8))
        #expect(png.count > 24 && png[16..<24].elementsEqual([0, 0, 5, 0, 0, 0, 3, 132]), "a 1280 × 900 PNG")

        try browser.click(selector: "#next")
        try browser.waitUntil("location.pathname.endsWith('/second.html') && document.readyState === 'complete'")
        #expect(try browser.currentURL == URL(fileURLWithPath: site.folder + "/second.html").absoluteString)
        #expect(try browser.evaluate("document.title") as? String == "Second")
        #expect(try browser.evaluate(Self.allImagesLoaded) as? Bool == true)
    }

    @Test(.timeLimit(.minutes(5)))
    func failuresAreErrorsNotHangs() throws {
        guard let chromium = Self.chromium() else { return }
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(atPath: site.folder) }
        let browser = try HeadlessChromium(scratch: site.folder + "/chromium", executable: chromium)
        defer { browser.close() }
        try browser.navigate(to: URL(fileURLWithPath: site.folder + "/index.html"))

        func failure(_ body: () throws -> Void) -> HeadlessChromium.Failure? {
            do { try body() } catch let failure as HeadlessChromium.Failure { return failure } catch {
                Issue.record("not a HeadlessChromium.Failure: \(error)")
            }
            return nil
        }

        let missing = failure { try browser.navigate(to: URL(fileURLWithPath: site.folder + "/missing.html")) }
        #expect(missing?.kind == .navigation)
        #expect(missing?.message.contains("net::ERR_FILE_NOT_FOUND") == true, "\(String(describing: missing))")

        var started = Date()
        let unsettled = failure { _ = try browser.evaluate("new Promise(() => {})", timeout: 1) }
        #expect(unsettled?.kind == .timeout, "\(String(describing: unsettled))")
        #expect(Date().timeIntervalSince(started) < 10)

        started = Date()
        let busy = failure { _ = try browser.evaluate("while (true) {}", timeout: 1) }
        #expect(busy?.kind == .timeout, "\(String(describing: busy))")
        #expect(Date().timeIntervalSince(started) < 10)

        let never = failure { try browser.waitUntil("document.title === 'never'", timeout: 1) }
        #expect(never?.kind == .timeout)
        #expect(never?.message.contains("was not true within") == true, "\(String(describing: never))")

        let thrown = failure { _ = try browser.evaluate("throw new TypeError('boom')") }
        #expect(thrown?.kind == .javaScript)
        #expect(thrown?.message.hasPrefix("TypeError: boom") == true, "\(String(describing: thrown))")

        let noElement = failure { try browser.click(selector: "#absent") }
        #expect(noElement?.message.contains("no element matches the selector \"#absent\"") == true, "\(String(describing: noElement))")

        // Still usable after all of that, and on the page it was on.
        #expect(try browser.evaluate("6 * 7") as? Int == 42)
        try browser.navigate(to: URL(fileURLWithPath: site.folder + "/index.html"))
        #expect(try browser.evaluate(Self.allImagesLoaded) as? Bool == true)

        browser.close()
        #expect(failure { _ = try browser.evaluate("1") }?.kind == .exited)
    }

    /// Two browsers open at once, each with its own profile and pipe, do not see each other's pages.
    @Test(.timeLimit(.minutes(5)))
    func twoBrowsersSideBySide() throws {
        guard let chromium = Self.chromium() else { return }
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(atPath: site.folder) }
        let first = try HeadlessChromium(scratch: site.folder + "/chromium-1", executable: chromium)
        defer { first.close() }
        let second = try HeadlessChromium(scratch: site.folder + "/chromium-2", executable: chromium)
        defer { second.close() }
        try first.navigate(to: URL(fileURLWithPath: site.folder + "/index.html"))
        try second.navigate(to: URL(fileURLWithPath: site.folder + "/second.html"))
        try first.click(selector: "#button")
        #expect(try first.evaluate("document.title") as? String == "Gallery")
        #expect(try second.evaluate("document.title") as? String == "Second")
        #expect(try first.evaluate("document.getElementById('button').textContent") as? String == "Clicked")
        #expect(first.pid != second.pid)
    }
}
