import Foundation
import Geometry
import Scenes
import Lint
import Snapshot

/// One image of a fixture in the gallery: a variant (and a collection update's stage), the PNG `render` writes for
/// it, the lint findings drawn on it and, when a verify report is given, how it compared with its reference.
public struct GalleryImage: Hashable, Sendable {
    public var variant: Variant
    public var stage: String?
    /// The image's size in points (the scene's content size): findings are placed in it.
    public var size: Size
    /// Findings of this image that the fixture does not keep on purpose, each with its frames in points.
    public var findings: [LintOccurrence]
    public var verification: GalleryVerification?

    public init(variant: Variant, stage: String?, size: Size, findings: [LintOccurrence], verification: GalleryVerification? = nil) {
        self.variant = variant; self.stage = stage; self.size = size; self.findings = findings; self.verification = verification
    }

    /// The file stem, as `render` names the image: `w375-AX3@2x-rtl`.
    public var name: String { variant.name(stage: stage) }
    /// The image file beside the fixture's page.
    public var file: String { name + ".png" }
}

/// How a variant compared with its reference in a verify report: its entry and the copies of its images (file names
/// beside the fixture's page) the gallery shows.
public struct GalleryVerification: Hashable, Sendable {
    public var entry: SnapshotReport.Entry
    public var expectedFile: String?
    public var actualFile: String?
    public var diffFile: String?

    public init(entry: SnapshotReport.Entry, expectedFile: String?, actualFile: String?, diffFile: String?) {
        self.entry = entry; self.expectedFile = expectedFile; self.actualFile = actualFile; self.diffFile = diffFile
    }
}

/// One fixture or document: its images and its findings summed up over them, as `layoutsnap lint` reports them.
public struct GalleryFixture: Hashable, Sendable {
    public var name: String
    public var file: String
    public var images: [GalleryImage]
    public var findings: [LintFinding]

    public init(name: String, file: String, images: [GalleryImage], findings: [LintFinding]) {
        self.name = name; self.file = file; self.images = images; self.findings = findings
    }

    /// The folder of its page and images inside the site.
    public var folder: String { name }

    /// The image the index shows: the default variant's (Large, left to right, light, as written) when rendered,
    /// else the first.
    var thumbnail: GalleryImage? {
        images.first { $0.variant.category == .large && $0.variant.direction == .leftToRight && $0.variant.appearance == .light
            && $0.variant.pseudoLocale == nil } ?? images.first
    }
}

/// The static HTML gallery `layoutsnap gallery` writes: an index of every fixture with a thumbnail, and a page per
/// fixture with its variants in a grid (content size categories across; widths, directions, appearances,
/// pseudo-locales and stages down), each image zoomable, lint findings outlined on the image and listed beside it,
/// and each verify failure's diff. Pages are self-contained (inline CSS and script, no network) and open from
/// `file://`; images are the files beside them. Pure functions of the model: the same gallery gives the same bytes.
public enum Gallery {
    /// The `generator` meta tag of every page: an index that lacks it was not written by LayoutSnap and is never
    /// overwritten.
    public static let generator = "LayoutSnap gallery"
    public static let indexFileName = "index.html"

    /// Largest width of an image in the grid, in CSS pixels (one per point below it).
    static let thumbnailWidth = 200.0

    // MARK: Index

    public static func indexHTML(_ fixtures: [GalleryFixture]) -> String {
        let imageCount = fixtures.map(\.images.count).reduce(0, +)
        var body = "<header><h1>LayoutSnap gallery</h1>\n<p id=\"summary\" data-fixtures=\"\(fixtures.count)\" data-images=\"\(imageCount)\">"
            + "\(fixtures.count) fixture(s), \(imageCount) image(s)\(findingsSummary(fixtures.flatMap(\.findings)))</p>\n"
            + imageStatus + "</header>\n<main class=\"index\">\n"
        for fixture in fixtures {
            let failures = fixture.images.filter { $0.verification != nil }.count
            body += "<a class=\"card\" href=\"\(escape(path(fixture.folder, indexFileName)))\" data-fixture=\"\(escape(fixture.name))\">\n"
            if let thumbnail = fixture.thumbnail {
                let width = min(thumbnailWidth, thumbnail.size.width)
                body += "<img src=\"\(escape(path(fixture.folder, thumbnail.file)))\" alt=\"\(escape(fixture.name + " " + thumbnail.name))\" "
                    + "style=\"width:\(css(width))px\" data-track>\n"
            }
            body += "<h2>\(escape(fixture.name))</h2>\n<p>\(fixture.images.count) image(s)\(findingsSummary(fixture.findings))"
                + (failures > 0 ? ", <span class=\"failures\">\(failures) verify failure(s)</span>" : "") + "</p>\n"
                + "<p class=\"file\">\(escape(fixture.file))</p>\n</a>\n"
        }
        body += "</main>\n"
        return document(title: "LayoutSnap gallery", body: body)
    }

    // MARK: Fixture page

    public static func pageHTML(_ fixture: GalleryFixture) -> String {
        let body = "<header><p><a href=\"../\(indexFileName)\">← All fixtures</a></p>\n<h1>\(escape(fixture.name))</h1>\n"
            + "<p class=\"file\">\(escape(fixture.file))</p>\n"
            + "<p id=\"summary\" data-images=\"\(fixture.images.count)\">\(fixture.images.count) image(s)\(findingsSummary(fixture.findings))</p>\n"
            + imageStatus + "</header>\n<div class=\"page\">\n<main>\n" + grid(fixture) + "</main>\n" + findingsList(fixture) + "</div>\n"
            + "<div id=\"zoom\" hidden><div class=\"zoom-bar\"><span id=\"zoom-title\"></span><button id=\"zoom-close\" type=\"button\">Close ✕</button></div>"
            + "<div id=\"zoom-body\"></div></div>\n"
        return document(title: fixture.name + " — LayoutSnap gallery", body: body)
    }

    /// Rows by every axis but the category (and the stage), columns by category in the ramp's order.
    static func grid(_ fixture: GalleryFixture) -> String {
        let categories = Array(Set(fixture.images.map(\.variant.category))).sorted()
        var rows: [String] = []
        var cells: [String: [ContentSizeCategory: GalleryImage]] = [:]
        for image in fixture.images {
            var key = image.variant
            key.category = .large
            let row = key.name(stage: image.stage)
            if cells[row] == nil { rows.append(row) }
            cells[row, default: [:]][image.variant.category] = image
        }
        var html = "<table class=\"grid\">\n<thead><tr><th></th>"
        for category in categories { html += "<th scope=\"col\">\(escape(category.shortName))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            guard let images = cells[row], let first = images.values.first else { continue }
            html += "<tr><th scope=\"row\">\(escape(rowLabel(first)))</th>"
            for category in categories {
                html += "<td>" + (images[category].map(figure) ?? "") + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    /// "375 pt · RTL · dark · pseudo-long · before".
    static func rowLabel(_ image: GalleryImage) -> String {
        var parts = [image.variant.size.name.hasPrefix("w") ? "\(css(image.variant.width)) pt" : image.variant.size.name,
                     "@\(css(image.variant.scale))x", image.variant.direction == .rightToLeft ? "RTL" : "LTR",
                     image.variant.appearance.rawValue]
        if let pseudoLocale = image.variant.pseudoLocale { parts.append("pseudo-" + pseudoLocale.rawValue) }
        if let stage = image.stage { parts.append(stage) }
        return parts.joined(separator: " · ")
    }

    /// An image with its findings outlined: boxes placed in percent of the image, so they follow it at any size.
    static func figure(_ image: GalleryImage) -> String {
        let width = min(thumbnailWidth, image.size.width)
        var html = "<figure data-variant=\"\(escape(image.name))\" data-width=\"\(css(image.size.width))\" data-height=\"\(css(image.size.height))\""
            + " data-findings=\"\(image.findings.count)\">"
        html += "<a class=\"shot\" href=\"\(escape(image.file))\" title=\"\(escape(image.name))\">"
            + "<span class=\"frame\" style=\"width:\(css(width))px\"><img src=\"\(escape(image.file))\" alt=\"\(escape(image.name))\" data-track>"
        for (index, finding) in image.findings.enumerated() {
            for frame in finding.frames where frame.width > 0 || frame.height > 0 {
                html += "<span class=\"box \(finding.severity.rawValue)\" data-finding=\"\(index)\" data-view=\"\(escape(finding.view))\""
                    + " data-kind=\"\(finding.kind.rawValue)\" data-frame=\"\(css(frame.minX)),\(css(frame.minY)),\(css(frame.width)),\(css(frame.height))\""
                    + " style=\"\(percentStyle(frame, in: image.size))\"></span>"
            }
        }
        html += "</span></a><figcaption>\(escape(image.variant.category.shortName))"
        if !image.findings.isEmpty {
            html += " <span class=\"badge\">\(image.findings.count) finding(s)</span>"
        }
        if let verification = image.verification {
            html += " <span class=\"badge failure\" data-status=\"\(verification.entry.status.rawValue)\">\(escape(verification.entry.status.label))</span>"
        }
        html += "</figcaption>"
        // What the zoomed view shows below the image: the findings, and the comparison with the reference.
        html += "<div class=\"details\" hidden>"
        if !image.findings.isEmpty {
            html += "<ol class=\"image-findings\">"
            for (index, finding) in image.findings.enumerated() {
                html += "<li class=\"\(finding.severity.rawValue)\" data-finding=\"\(index)\"><b>\(escape(finding.kind.rawValue))</b> "
                    + "\(escape(finding.view)) \(escape(finding.message))</li>"
            }
            html += "</ol>"
        }
        if let verification = image.verification {
            html += "<p class=\"verification\">\(escape(verification.entry.summary))</p><div class=\"comparison\">"
            for (label, file) in [("expected", verification.expectedFile), ("actual", verification.actualFile), ("diff", verification.diffFile)] {
                guard let file else { continue }
                html += "<figure class=\"compare\"><img src=\"\(escape(file))\" alt=\"\(label)\" data-track><figcaption>\(label)</figcaption></figure>"
            }
            html += "</div>"
        }
        return html + "</div></figure>"
    }

    /// The fixture's findings over every image, as `layoutsnap lint` lists them.
    static func findingsList(_ fixture: GalleryFixture) -> String {
        var html = "<aside class=\"findings\"><h2>Lint findings</h2>\n"
        guard !fixture.findings.isEmpty else { return html + "<p class=\"all-clear\">No findings.</p></aside>\n" }
        html += "<ol>\n"
        for finding in fixture.findings {
            html += "<li class=\"\(finding.severity.rawValue)\" data-view=\"\(escape(finding.view))\" data-kind=\"\(finding.kind.rawValue)\">"
                + "<b>\(finding.severity.rawValue): \(escape(finding.kind.rawValue))</b> \(escape(finding.view)) \(escape(finding.message))"
                + " <i>(\(escape(finding.range)))</i>"
                + (finding.source.map { " <span class=\"file\">\(escape($0.file)):\($0.line)</span>" } ?? "") + "</li>\n"
        }
        return html + "</ol></aside>\n"
    }

    // MARK: Pieces

    static func findingsSummary(_ findings: [LintFinding]) -> String {
        guard !findings.isEmpty else { return ", no lint findings" }
        let counts = LintSeverity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count > 0 ? "\(count) \(severity.rawValue)(s)" : nil
        }
        return ", lint: " + counts.joined(separator: ", ")
    }

    static func percentStyle(_ frame: Rect, in size: Size) -> String {
        func percent(_ value: Double, of total: Double) -> String { total > 0 ? css(value / total * 100) + "%" : "0%" }
        return "left:\(percent(frame.minX, of: size.width));top:\(percent(frame.minY, of: size.height));"
            + "width:\(percent(frame.width, of: size.width));height:\(percent(frame.height, of: size.height))"
    }

    /// `a/b`, for links inside the site.
    static func path(_ folder: String, _ file: String) -> String {
        folder.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/") + "/" + percentEncoded(file)
    }

    /// A path component as a relative URL: everything but unreserved characters percent-encoded.
    static func percentEncoded(_ component: String) -> String {
        component.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? component
    }

    /// A number for CSS and data attributes: rounded to four decimals, written as names write numbers.
    static func css(_ value: Double) -> String {
        value.isFinite ? ((value * 10_000).rounded() / 10_000).plainDescription : "0"
    }

    /// Text for HTML content and attribute values (the report's escaping).
    static func escape(_ text: String) -> String { SnapshotReport.escape(text) }

    static let imageStatus = "<p id=\"image-status\" data-images-total=\"0\" data-images-loaded=\"0\" data-images-failed=\"0\">Images loading…</p>\n"

    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="\(generator)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(stylesheet)</style>
        </head>
        <body>
        \(body)<script>\(script)</script>
        </body>
        </html>

        """
    }

    static let stylesheet = """
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1c1c1e;background:#f2f2f7}
    header{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6}
    h1{font-size:22px;margin:4px 0}h2{font-size:16px;margin:8px 0 4px}
    .file{color:#6e6e73;font-size:12px;word-break:break-all}
    #image-status{color:#6e6e73;font-size:12px}
    main.index{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px;padding:24px}
    .card{display:block;background:#fff;border-radius:10px;padding:12px;color:inherit;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.12)}
    .card:hover{box-shadow:0 2px 10px rgba(0,0,0,.25)}
    .card img{display:block;max-height:320px;object-fit:cover;object-position:top;border:1px solid #e5e5ea}
    .failures{color:#c00}
    .page{display:flex;gap:16px;padding:16px 24px;align-items:flex-start}
    .page main{overflow-x:auto;flex:1}
    table.grid{border-collapse:collapse}
    table.grid th{font-weight:600;font-size:12px;color:#3a3a3c;padding:4px 8px;text-align:left;vertical-align:top;white-space:nowrap}
    table.grid td{vertical-align:top;padding:6px}
    figure{margin:0}
    .shot{display:block;cursor:zoom-in}
    .frame{position:relative;display:inline-block;line-height:0;border:1px solid #d1d1d6;background:#fff}
    .frame img{width:100%;height:auto}
    .box{position:absolute;box-sizing:border-box;border:2px solid #ff2619;background:rgba(255,38,25,.12);pointer-events:none}
    .box.warning{border-color:#ff9500;background:rgba(255,149,0,.12)}.box.note{border-color:#007aff;background:rgba(0,122,255,.1)}
    figcaption{font-size:12px;color:#3a3a3c;margin-top:2px}
    .badge{display:inline-block;border-radius:8px;padding:0 6px;background:#ff9500;color:#fff;font-size:11px}
    .badge.failure{background:#c00}
    aside.findings{width:320px;flex:none;background:#fff;border-radius:10px;padding:12px;position:sticky;top:8px;max-height:95vh;overflow:auto}
    aside li,.image-findings li{margin-bottom:6px}
    li.error b{color:#c00}li.warning b{color:#b25000}li.note b{color:#0060c0}
    .all-clear{color:#248a3d}
    #zoom{position:fixed;inset:0;background:rgba(0,0,0,.8);overflow:auto;z-index:10}
    #zoom[hidden]{display:none}
    .zoom-bar{position:sticky;top:0;display:flex;justify-content:space-between;padding:8px 16px;background:#1c1c1e;color:#fff}
    #zoom-body{padding:16px;color:#fff}
    #zoom-body .frame{cursor:default}
    #zoom-body .details{display:block;max-width:900px}
    #zoom-body .comparison{display:flex;gap:12px;flex-wrap:wrap}
    #zoom-body .compare img{max-width:360px;background:#fff}
    #zoom-body figcaption{color:#fff}
    """

    /// Tracks every image (`data-loaded` on each, counts on `#image-status`), and opens an image at its size in
    /// points in `#zoom` with its findings and comparison; Escape or the button closes it. Without scripts, each
    /// image is a link to its file.
    static let script = """
    (function(){
    var imgs=[].slice.call(document.querySelectorAll('img[data-track]')),status=document.getElementById('image-status'),done=0,failed=0;
    function settle(img,ok){if(img.dataset.loaded)return;img.dataset.loaded=ok?'true':'false';img.dataset.naturalSize=img.naturalWidth+'x'+img.naturalHeight;done++;if(!ok)failed++;
    if(status){status.dataset.imagesTotal=imgs.length;status.dataset.imagesLoaded=done-failed;status.dataset.imagesFailed=failed;
    status.textContent=(done-failed)+' of '+imgs.length+' images loaded'+(failed?', '+failed+' failed':'');}}
    if(status){status.dataset.imagesTotal=imgs.length;if(!imgs.length)status.textContent='No images';}
    imgs.forEach(function(img){if(img.complete)settle(img,img.naturalWidth>0);else{img.addEventListener('load',function(){settle(img,img.naturalWidth>0)});img.addEventListener('error',function(){settle(img,false)});}});
    var zoom=document.getElementById('zoom');if(!zoom)return;
    var body=document.getElementById('zoom-body'),title=document.getElementById('zoom-title');
    function close(){zoom.hidden=true;body.textContent='';}
    document.getElementById('zoom-close').addEventListener('click',close);
    document.addEventListener('keydown',function(e){if(e.key==='Escape')close();});
    [].slice.call(document.querySelectorAll('figure[data-variant] > a.shot')).forEach(function(link){link.addEventListener('click',function(e){
    e.preventDefault();var figure=link.parentNode,frame=link.querySelector('.frame').cloneNode(true),details=figure.querySelector('.details');
    frame.style.width=figure.dataset.width+'px';frame.querySelector('img').removeAttribute('data-track');
    body.textContent='';body.appendChild(frame);if(details){var copy=details.cloneNode(true);copy.hidden=false;body.appendChild(copy);}
    title.textContent=figure.dataset.variant;zoom.hidden=false;zoom.dataset.variant=figure.dataset.variant;});});
    })();
    """
}
