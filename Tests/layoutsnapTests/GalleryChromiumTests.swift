import Foundation
import TestSupport
import Testing

/// `layoutsnap gallery` opened in headless Chromium as a person would browse it: the index of the bundled fixtures,
/// a click through to a fixture page, an image zoomed, every page's images loaded, and each finding's outline on the
/// view's frame as `layoutsnap layout --json` gives it.
@Suite(.serialized) struct GalleryChromiumTests {
    static let imagesSettled = """
        (() => { const s = document.getElementById('image-status').dataset; \
        return +s.imagesTotal > 0 && +s.imagesLoaded + +s.imagesFailed === +s.imagesTotal; })()
        """

    /// The page's image counts once every tracked image has loaded or failed.
    static func imageCounts(_ browser: HeadlessChromium) throws -> (total: Int, loaded: Int, failed: Int) {
        try browser.waitUntil(imagesSettled, timeout: 30)
        let counts = try #require(try browser.evaluate("""
            (() => { const s = document.getElementById('image-status').dataset; \
            return [+s.imagesTotal, +s.imagesLoaded, +s.imagesFailed]; })()
            """) as? [Int])
        try #require(counts.count == 3)
        return (counts[0], counts[1], counts[2])
    }

    @Test(.timeLimit(.minutes(5)))
    func theBundledFixturesBrowseAndEveryImageLoads() throws {
        guard let chromium = HeadlessChromiumTests.chromium() else { return }
        let site = temporaryDirectory() + "/site"
        let run = try layoutsnap(["gallery", "Fixtures", "--out", site, "--progress", "none"])
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote a gallery of 23 fixture(s), 840 image(s)"), "\(run.stdout)")

        let browser = try HeadlessChromium(scratch: temporaryDirectory(), executable: chromium)
        defer { browser.close() }
        try browser.navigate(to: URL(fileURLWithPath: site + "/index.html"))
        let index = try Self.imageCounts(browser)
        #expect(index.total == 23 && index.loaded == 23 && index.failed == 0, "\(index)")
        let fixtures = try #require(try browser.evaluate("[...document.querySelectorAll('a.card')].map(a => a.dataset.fixture)") as? [String])
        #expect(fixtures.count == 23)

        // Click through to one fixture: its grid has a column per category and every image loads.
        try browser.click(selector: "a.card[data-fixture='stack-axis']")
        try browser.waitUntil("location.pathname.endsWith('/stack-axis/index.html') && document.readyState === 'complete'")
        let page = try Self.imageCounts(browser)
        #expect(page.total == 24 && page.loaded == 24 && page.failed == 0, "\(page)")
        #expect(try browser.evaluate("[...document.querySelectorAll('thead th[scope=col]')].map(th => th.textContent).join(' ')") as? String
                == "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5")

        // Zoom: the image at its size in points, titled with its variant; Escape closes it.
        try browser.click(selector: "figure[data-variant='w375-AX3@2x-rtl'] a.shot")
        try browser.waitUntil("!document.getElementById('zoom').hidden")
        #expect(try browser.evaluate("document.getElementById('zoom-title').textContent") as? String == "w375-AX3@2x-rtl")
        try browser.waitUntil("(() => { const i = document.querySelector('#zoom-body img'); return i && i.complete && i.naturalWidth === 750; })()")
        #expect(try browser.evaluate("Math.round(document.querySelector('#zoom-body img').getBoundingClientRect().width)") as? Int == 375)
        _ = try browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}))")
        try browser.waitUntil("document.getElementById('zoom').hidden")

        // Back to the index and through every other fixture's page.
        for fixture in fixtures where fixture != "stack-axis" {
            try browser.navigate(to: URL(fileURLWithPath: site + "/" + fixture + "/index.html"))
            let counts = try Self.imageCounts(browser)
            #expect(counts.loaded == counts.total && counts.failed == 0, "\(fixture): \(counts)")
        }
    }

    /// A title that fits at Large as written and is cut in the long pseudo-locale and at AX3: each outline, measured
    /// on the page (in the grid and zoomed), is the title's frame from `layoutsnap layout --json`.
    @Test(.timeLimit(.minutes(3)))
    func findingsAreOutlinedWhereLintFoundThem() throws {
        guard let chromium = HeadlessChromiumTests.chromium() else { return }
        let fixture = "Tests/LintTests/Corpus/truncated-title.yaml"
        let site = temporaryDirectory() + "/site"
        let run = try layoutsnap(["gallery", fixture, "--out", site, "--category", "L,AX3", "--pseudo-locale", "none,long",
                                  "--direction", "ltr", "--progress", "none"])
        try #require(run.status == 0, "\(run.stderr)")

        let browser = try HeadlessChromium(scratch: temporaryDirectory(), executable: chromium)
        defer { browser.close() }
        try browser.navigate(to: URL(fileURLWithPath: site + "/truncated-title/index.html"))
        let counts = try Self.imageCounts(browser)
        #expect(counts.total == 4 && counts.loaded == 4, "\(counts)")
        #expect(try browser.evaluate("document.querySelector('aside.findings li').dataset.kind") as? String == "truncated")

        // Every outline in points: its offset from its image, scaled by the image's width in points over its width on screen.
        let measure = """
            JSON.stringify([...document.querySelectorAll('%@ figure[data-variant]')].flatMap(f => { \
            const image = f.querySelector('.frame img').getBoundingClientRect(), scale = +f.dataset.width / image.width; \
            return [...f.querySelectorAll('.box')].map(b => { const r = b.getBoundingClientRect(); \
            return {variant: f.dataset.variant, view: b.dataset.view, kind: b.dataset.kind, \
            frame: [(r.left - image.left) * scale, (r.top - image.top) * scale, r.width * scale, r.height * scale]}; }); }))
            """
        struct Outline: Decodable { var variant: String; var view: String; var kind: String; var frame: [Double] }
        func outlines(in scope: String) throws -> [Outline] {
            let result = try browser.evaluate(measure.replacingOccurrences(of: "%@", with: scope))
            guard let json = result as? String else {
                Issue.record("the page answered \(String(describing: result)), not a JSON string")
                return []
            }
            return try JSONDecoder().decode([Outline].self, from: Data(json.utf8))
        }
        let grid = try outlines(in: "main")
        #expect(grid.map(\.variant).sorted() == ["w320-AX3@2x", "w320-AX3@2x-pseudo-long", "w320-L@2x-pseudo-long"])
        for outline in grid {
            #expect(outline.view == "title" && outline.kind == "truncated")
            let expected = try titleFrame(fixture, variant: outline.variant)
            for (measured, laidOut) in zip(outline.frame, expected) {
                #expect(abs(measured - laidOut) <= 0.5, "\(outline.variant): outline \(outline.frame), title \(expected)")
            }
        }
        // Zoomed, the same outline at the image's size in points.
        try browser.click(selector: "figure[data-variant='w320-L@2x-pseudo-long'] a.shot")
        try browser.waitUntil("!document.getElementById('zoom').hidden && document.querySelector('#zoom-body img').complete")
        let box = try browser.boundingBox(selector: "#zoom-body .box")
        let image = try browser.boundingBox(selector: "#zoom-body .frame img")
        let expected = try titleFrame(fixture, variant: "w320-L@2x-pseudo-long")
        #expect(abs(image.width - 320) <= 0.5, "zoomed to its width in points: \(image)")
        let zoomed = [box.x - image.x, box.y - image.y, box.width, box.height]
        for (measured, laidOut) in zip(zoomed, expected) {
            #expect(abs(measured - laidOut) <= 0.5, "zoomed outline \(zoomed), title \(expected)")
        }
        #expect(try browser.evaluate("document.querySelector('#zoom-body .image-findings li b').textContent") as? String == "truncated")
    }

    /// The title's frame in `variant` (`w320-AX3@2x`, `w320-L@2x-pseudo-long`), from `layoutsnap layout --json`.
    private func titleFrame(_ fixture: String, variant: String) throws -> [Double] {
        let category = try #require(variant.split(separator: "-").dropFirst().first?.split(separator: "@").first.map(String.init))
        var arguments = ["layout", fixture, "--width", "320", "--category", category, "--json"]
        if variant.hasSuffix("-pseudo-long") { arguments += ["--pseudo-locale", "long"] }
        let run = try layoutsnap(arguments)
        try #require(run.status == 0, "\(run.stderr)")
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(scene["elements"] as? [[String: Any]])
        for element in elements {
            let origin = try #require(element["frame"] as? [Double])
            for view in element["views"] as? [[String: Any]] ?? [] where view["id"] as? String == "title" {
                let frame = try #require(view["frame"] as? [Double])
                return [origin[0] + frame[0], origin[1] + frame[1], frame[2], frame[3]]
            }
        }
        Issue.record("no view 'title' in layout --json of \(variant)")
        return []
    }
}
