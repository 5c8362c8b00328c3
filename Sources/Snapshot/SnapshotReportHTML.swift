import Foundation
import Geometry

extension SnapshotReport {
    /// `report.html`: one self-contained page (inline CSS and script, no network) listing every entry with its
    /// numbers and layout changes, expected / actual / diff side by side, and an overlay whose clip follows a slider
    /// (plus a button that flips between expected and actual). Images are referenced relative to `directory`, the
    /// folder the page is written to; a recorded reference is shown from `referencePath`, made relative to it.
    ///
    /// The script marks each tracked `<img>` with `data-loaded="true"` (or `"false"`) once it settles, and the
    /// element `#image-status` with `data-images-total`, `data-images-loaded` and `data-images-failed`.
    public func html(directory: String) -> String {
        let entries = sortedEntries
        var body = ""
        body += "<header>\n<h1>LayoutSnap snapshot report</h1>\n"
        body += "<p id=\"summary\" data-failures=\"\(entries.count)\">\(Self.escape(summary))</p>\n"
        if !entries.isEmpty {
            body += "<p id=\"image-status\" data-images-total=\"0\" data-images-loaded=\"0\" data-images-failed=\"0\">"
                + "Images loading…</p>\n<nav><ol>\n"
            for (index, entry) in entries.enumerated() {
                body += "<li><a href=\"#entry-\(index + 1)\">\(Self.escape(entry.name))</a> — "
                    + "<span class=\"status\">\(Self.escape(entry.status.label))</span></li>\n"
            }
            body += "</ol></nav>\n"
        } else {
            body += "<p class=\"all-clear\">Every snapshot matched its reference.</p>\n"
        }
        body += "</header>\n<main>\n"
        for (index, entry) in entries.enumerated() {
            body += Self.section(entry, number: index + 1, directory: directory)
        }
        body += "</main>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape("LayoutSnap report: \(summary)"))</title>
            <style>\(Self.stylesheet)</style>
            </head>
            <body>
            \(body)<script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    private static func section(_ entry: Entry, number: Int, directory: String) -> String {
        var attributes = [("id", "entry-\(number)"), ("class", "entry \(entry.status.rawValue)"),
                          ("data-fixture", entry.fixture), ("data-variant", entry.variant),
                          ("data-status", entry.status.rawValue)]
        if let differentPixels = entry.differentPixels { attributes.append(("data-different-pixels", "\(differentPixels)")) }
        if let totalPixels = entry.totalPixels { attributes.append(("data-total-pixels", "\(totalPixels)")) }
        if let scale = entry.scale { attributes.append(("data-scale", scale.plainDescription)) }
        var html = "<section" + attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined() + ">\n"
        html += "<h2><span class=\"name\">\(escape(entry.name))</span> "
            + "<span class=\"badge\">\(escape(entry.status.label))</span></h2>\n<table class=\"numbers\">\n"
        func row(_ title: String, _ value: String, code: Bool = false) {
            let cell = code ? "<code>\(escape(value))</code>" : escape(value)
            html += "<tr><th>\(escape(title))</th><td>\(cell)</td></tr>\n"
        }
        if let differentPixels = entry.differentPixels, let totalPixels = entry.totalPixels, let ratio = entry.ratio {
            row("Different pixels", "\(differentPixels) of \(totalPixels) (ratio \(String(format: "%.6f", ratio)))")
        }
        if let box = entry.boundingBox { row("Bounding box", "\(describe(box)) (\(box.width)×\(box.height) pixels)") }
        if entry.expectedSize != nil || entry.actualSize != nil {
            row("Size", "expected \(entry.expectedSize?.description ?? "?"), actual \(entry.actualSize?.description ?? "?") pixels")
        }
        row("Tolerance", describe(entry.tolerance))
        row("Reference", entry.referencePath, code: true)
        html += "</table>\n"
        switch entry.status {
        case .missingReference:
            html += "<p class=\"note\">No reference image exists at <code>\(escape(entry.referencePath))</code>. "
                + "Record it with <code>layoutsnap verify --record missing</code> (outside CI) or "
                + "<code>layoutsnap record</code>, then verify again.</p>\n"
        case .recorded:
            html += "<p class=\"note\">A new reference was written; verify again to compare against it.</p>\n"
        case .error:
            html += "<p class=\"note\">This variant could not be verified: \(escape(entry.message ?? "unknown error")).</p>\n"
        case .mismatch, .sizeMismatch:
            break
        }
        if let diff = entry.layoutDiff {
            html += "<h3>Layout changes</h3>\n"
            let lines = diff.lines
            if lines.isEmpty {
                html += "<p class=\"layout-changes none\">No layout changes: every element and view has the same frame.</p>\n"
            } else {
                html += "<ul class=\"layout-changes\">\n" + lines.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
            }
        }
        if let problem = entry.layoutDiffError {
            html += "<p class=\"note\">No layout changes shown: \(escape(problem)).</p>\n"
        }
        if !entry.warnings.isEmpty {
            html += "<h3>Layout warnings</h3>\n<ul class=\"layout-changes\">\n"
                + entry.warnings.map { "<li>\(escape($0.location.map { "\($0): " } ?? ""))\(escape($0.message))</li>\n" }.joined()
                + "</ul>\n"
        }
        var figures: [(role: String, title: String, path: String)] = []
        if let path = entry.expectedImage { figures.append(("expected", "Expected (reference)", path)) }
        if let path = entry.actualImage { figures.append(("actual", "Actual (rendered now)", path)) }
        if let path = entry.diffImage { figures.append(("diff", "Diff (differing pixels in red)", path)) }
        if entry.status == .recorded {
            let recorded = relativePath(of: entry.referencePath, from: directory)
            figures.append(("recorded", "Recorded reference", recorded))
        }
        if !figures.isEmpty {
            html += "<div class=\"figures\">\n"
            for figure in figures {
                html += "<figure class=\"\(figure.role)\"><figcaption>\(escape(figure.title))</figcaption>"
                    + "<a href=\"\(url(figure.path))\"><img data-track src=\"\(url(figure.path))\" "
                    + "alt=\"\(escape("\(figure.role) image of \(entry.name)"))\"></a></figure>\n"
            }
            html += "</div>\n"
        }
        if let expected = entry.expectedImage, let actual = entry.actualImage {
            html += """
                <div class="compare" style="--split: 50%">
                <div class="controls"><label>actual ◀ <input type="range" min="0" max="100" value="50" \
                aria-label="Share of the actual image shown"> ▶ expected</label> \
                <button type="button">Show actual</button></div>
                <div class="stack"><img class="under" src="\(url(expected))" alt="expected"><img class="over" \
                src="\(url(actual))" alt="actual"></div>
                </div>

                """
        }
        return html + "</section>\n"
    }


    private static func describe(_ tolerance: ComparisonTolerance) -> String {
        var parts: [String] = []
        if let threshold = tolerance.threshold { parts.append("threshold \(threshold)") }
        if let maxDiffPixels = tolerance.maxDiffPixels { parts.append("maxDiffPixels \(maxDiffPixels)") }
        if let maxDiffPixelRatio = tolerance.maxDiffPixelRatio { parts.append("maxDiffPixelRatio \(maxDiffPixelRatio)") }
        return parts.isEmpty ? "exact (any differing pixel fails)" : parts.joined(separator: ", ")
    }

    /// Escapes text for HTML content and quoted attribute values.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A relative path as a URL reference for an attribute: each component percent-encoded (so `#`, `?`, `:` and
    /// spaces stay part of the file name), then HTML-escaped.
    static func url(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":?#;%")
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
        return escape(encoded)
    }

    private static let stylesheet = """

        :root { color-scheme: light dark; --bad: #c62828; --muted: #666; --line: #ddd; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 16px 24px; max-width: 1400px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 0 0 8px; }
        h3 { font-size: 14px; margin: 12px 0 4px; }
        #summary { font-weight: 600; }
        #image-status { color: var(--muted); font-size: 12px; }
        .all-clear { color: #2e7d32; }
        nav ol { margin: 4px 0 0; padding-left: 20px; }
        .entry { border-top: 1px solid var(--line); padding: 16px 0; }
        .badge { font-size: 12px; font-weight: 600; color: #fff; background: var(--bad); border-radius: 4px; padding: 1px 6px; vertical-align: middle; }
        .recorded .badge { background: #ef6c00; }
        table.numbers { border-collapse: collapse; }
        table.numbers th { text-align: left; font-weight: 500; color: var(--muted); padding: 1px 12px 1px 0; vertical-align: top; }
        table.numbers td { padding: 1px 0; }
        code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-all; }
        .note { color: var(--muted); }
        .layout-changes { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; margin: 0; }
        .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; margin-top: 12px; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
        img { max-width: 100%; height: auto; display: block;
              background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        img[data-loaded="false"] { min-height: 40px; outline: 2px dashed var(--bad); }
        .compare { margin-top: 12px; }
        .compare .controls { margin-bottom: 6px; }
        .compare input[type=range] { width: 240px; vertical-align: middle; }
        .compare .stack { display: inline-grid; max-width: 100%; position: relative; }
        .compare .stack::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 1px solid var(--bad); }
        .compare .stack > img { grid-area: 1 / 1; }
        .compare .stack > img.over { clip-path: inset(0 calc(100% - var(--split)) 0 0); }

        """

    private static let script = """

        (function () {
          var status = document.getElementById('image-status');
          var images = Array.prototype.slice.call(document.querySelectorAll('img[data-track]'));
          var loaded = 0, failed = 0;
          function show() {
            if (!status) return;
            status.setAttribute('data-images-total', String(images.length));
            status.setAttribute('data-images-loaded', String(loaded));
            status.setAttribute('data-images-failed', String(failed));
            status.textContent = loaded + ' of ' + images.length + ' images loaded'
              + (failed ? ', ' + failed + ' missing (see the outlined boxes)' : '');
          }
          images.forEach(function (image) {
            function settle(ok) {
              if (image.hasAttribute('data-loaded')) return;
              image.setAttribute('data-loaded', ok ? 'true' : 'false');
              if (ok) {
                loaded += 1;
                image.setAttribute('data-natural-size', image.naturalWidth + 'x' + image.naturalHeight);
              } else {
                failed += 1;
              }
              show();
            }
            image.addEventListener('load', function () { settle(image.naturalWidth > 0); });
            image.addEventListener('error', function () { settle(false); });
            if (image.complete) settle(image.naturalWidth > 0);
          });
          show();
          Array.prototype.forEach.call(document.querySelectorAll('.compare'), function (compare) {
            var range = compare.querySelector('input[type=range]');
            var button = compare.querySelector('button');
            var entry = compare.closest('.entry');
            var scale = Number(entry && entry.getAttribute('data-scale')) || 1;
            Array.prototype.forEach.call(compare.querySelectorAll('.stack > img'), function (image) {
              function size() { if (image.naturalWidth > 0) image.style.width = (image.naturalWidth / scale) + 'px'; }
              image.addEventListener('load', size);
              if (image.complete) size();
            });
            function apply(value) {
              range.value = String(value);
              compare.style.setProperty('--split', value + '%');
              button.textContent = Number(value) >= 50 ? 'Show expected' : 'Show actual';
            }
            range.addEventListener('input', function () { apply(range.value); });
            button.addEventListener('click', function () { apply(Number(range.value) >= 50 ? 0 : 100); });
            apply(range.value);
          });
        })();

        """
}
