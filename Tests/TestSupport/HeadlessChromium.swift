import Foundation
import Glibc

/// A small headless-Chromium driver for tests: one browser process with one page, driven over the Chrome DevTools
/// Protocol on `--remote-debugging-pipe` (Chromium reads our commands on its fd 3 and writes replies and events on its
/// fd 4; every message is one JSON object followed by a NUL byte).
///
/// Every read has a deadline, so a hung or crashed Chromium fails the test with a `HeadlessChromium.Failure` (its
/// message ends with the tail of Chromium's stderr) instead of hanging it. Each instance uses its own profile under
/// `scratch`, so instances can run side by side, in one process or in several. Not thread-safe: use an instance from
/// one task at a time.
///
///     let browser = try HeadlessChromium(scratch: folder + "/chromium")
///     defer { browser.close() }
///     try browser.navigate(to: URL(fileURLWithPath: folder + "/index.html"))
///     try browser.click(selector: "a.next")
///     try browser.waitUntil("location.pathname.endsWith('/second.html') && document.readyState === 'complete'")
///     let width = try browser.evaluate("document.querySelector('img').naturalWidth") as? Int
public final class HeadlessChromium {
    /// What went wrong, with a message that says so; `description` adds the tail of Chromium's stderr when it helps.
    public struct Failure: Error, CustomStringConvertible {
        public enum Kind: Sendable { case launch, timeout, exited, protocolError, javaScript, navigation }
        public let kind: Kind
        public let message: String
        /// The last lines Chromium wrote to stderr when the failure happened (empty for JavaScript exceptions).
        public let stderrTail: String

        public var description: String {
            stderrTail.isEmpty ? message : "\(message)\n--- chromium stderr (tail) ---\n\(stderrTail)"
        }
    }

    /// The Chromium on PATH (`chromium` or `chromium-browser`), else /usr/bin's.
    public static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The folder holding this instance's profile and `chromium-stderr.txt`.
    public let scratch: String
    /// Chromium's stderr, kept for failure messages.
    public let stderrPath: String
    /// The default deadline of one protocol command (seconds).
    public var commandTimeout: TimeInterval
    /// The viewport in CSS pixels (`innerWidth` × `innerHeight`).
    public private(set) var viewport: (width: Int, height: Int)

    /// Chromium's process id (the leader of its own process group); 0 once closed.
    public private(set) var pid: pid_t
    /// Our end of the socket Chromium reads commands from (its fd 3); -1 once closed.
    private var commandFD: Int32
    /// Our end of the socket Chromium writes replies and events to (its fd 4); -1 once closed.
    private var replyFD: Int32
    private var buffer: [UInt8] = []
    /// How far `buffer` has been searched for a NUL without finding one.
    private var scanned = 0
    private var nextID = 1
    private var sessionID = ""
    /// Set by `Inspector.targetCrashed`: the page's renderer is gone and its session answers nothing more.
    private var pageCrashed = false

    /// Launches Chromium with a fresh profile in `scratch` (created if missing) and attaches to its page.
    /// - Parameters:
    ///   - executable: the browser to run; `HeadlessChromium.executable()` when nil.
    ///   - launchTimeout: how long Chromium may take to start and answer (a first start on a busy machine is slow).
    public init(scratch: String, executable: String? = nil, windowWidth: Int = 1280, windowHeight: Int = 900,
                commandTimeout: TimeInterval = 15, launchTimeout: TimeInterval = 60) throws {
        self.scratch = scratch
        self.stderrPath = (scratch as NSString).appendingPathComponent("chromium-stderr.txt")
        self.commandTimeout = commandTimeout
        self.viewport = (windowWidth, windowHeight)
        guard let binary = executable ?? HeadlessChromium.executable() else {
            throw Failure(kind: .launch, message: "chromium was not found on PATH (install it with `bash scripts/setup.sh test`)",
                          stderrTail: "")
        }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw Failure(kind: .launch, message: "cannot create the scratch folder \(scratch): \(error)", stderrTail: "")
        }
        let arguments = [
            binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--remote-debugging-pipe", "--user-data-dir=\((scratch as NSString).appendingPathComponent("profile"))",
            "--window-size=\(windowWidth),\(windowHeight)", "about:blank",
        ]
        let spawned = try HeadlessChromium.spawn(arguments, stderrPath: stderrPath)
        pid = spawned.pid
        commandFD = spawned.commandFD
        replyFD = spawned.replyFD
        do {
            let deadline = Date(timeIntervalSinceNow: launchTimeout)
            try attachToPage(deadline: deadline)
            // The window's size is the viewport's (headless Chromium otherwise keeps some of it for window chrome),
            // and no scrollbars take room from the layout or appear in screenshots.
            try setViewport(width: windowWidth, height: windowHeight, deadline: deadline)
            // (Experimental in the protocol, so a Chromium without it only keeps its scrollbars.)
            _ = try? send("Emulation.setScrollbarsHidden", ["hidden": true], session: sessionID, deadline: deadline)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    // MARK: - Pages

    /// Loads `url` in the page and waits until its document is complete (`load` fired: images, styles and scripts
    /// loaded). Throws on a navigation error (a missing file is `net::ERR_FILE_NOT_FOUND`) or after `timeout`.
    public func navigate(to url: URL, timeout: TimeInterval = 30) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        // A mark on the old document: the new one is there once the mark is gone (Page.navigate can answer before
        // the old document is replaced, and that one's readyState may be "complete" too).
        _ = try? evaluate("window.__headlessChromiumOld = true", timeout: min(5, remaining(deadline)))
        let reply = try send("Page.navigate", ["url": url.absoluteString], timeout: remaining(deadline))
        if let errorText = reply["errorText"] as? String, !errorText.isEmpty {
            throw Failure(kind: .navigation, message: "navigating to \(url.absoluteString) failed: \(errorText)", stderrTail: "")
        }
        let crossDocument = reply["loaderId"] != nil
        let ready = crossDocument ? "!window.__headlessChromiumOld && document.readyState === 'complete'"
                                  : "document.readyState === 'complete'"
        do {
            try waitUntil(ready, timeout: remaining(deadline))
        } catch let failure as Failure where failure.kind == .timeout {
            let state = (try? evaluate("location.href + ' (' + document.readyState + ')'", timeout: 2)) as? String
            throw Failure(kind: .timeout, message: "\(url.absoluteString) did not finish loading within \(Int(timeout)) s; "
                + "the page is at \(state ?? "an unknown state")", stderrTail: stderrTail())
        }
    }

    /// The page's `location.href`.
    public var currentURL: String {
        get throws {
            guard let href = try evaluate("location.href") as? String else {
                throw Failure(kind: .protocolError, message: "location.href is not a string", stderrTail: "")
            }
            return href
        }
    }

    /// Evaluates `expression` in the page (promises are awaited) and returns its value as JSON gives it: `String`,
    /// `NSNumber` (use `as? Int`, `as? Double`, `as? Bool`), `[Any]`, `[String: Any]`, `NSNull`; nil for `undefined`.
    /// A thrown exception is a `.javaScript` failure with the exception's text; synchronous code is stopped, and an
    /// unsettled promise given up, after `timeout` (`commandTimeout` when nil).
    public func evaluate(_ expression: String, timeout: TimeInterval? = nil) throws -> Any? {
        let seconds = timeout ?? commandTimeout, started = Date()
        let reply: [String: Any]
        do {
            reply = try send("Runtime.evaluate", [
                "expression": expression, "returnByValue": true, "awaitPromise": true, "userGesture": true,
                // V8 stops synchronous code after this (a busy loop would otherwise block every later command);
                // it does not cover waiting for a promise, which the reply's deadline, 1 s later, ends.
                "timeout": max(1, Int(seconds * 1000)),
            ], timeout: seconds + 1)
        } catch let failure as Failure where failure.kind == .timeout
                    || (failure.kind == .protocolError && Date().timeIntervalSince(started) >= seconds - 0.1) {
            // A stopped script comes back as "Runtime.evaluate failed: Internal error".
            throw Failure(kind: .timeout, message: "\(HeadlessChromium.abbreviate(expression)) did not finish within "
                + "\(HeadlessChromium.seconds(seconds)) (\(failure.message))", stderrTail: failure.stderrTail)
        }
        if let details = reply["exceptionDetails"] as? [String: Any] {
            throw Failure(kind: .javaScript, message: HeadlessChromium.exceptionText(details)
                + " (evaluating \(HeadlessChromium.abbreviate(expression)))", stderrTail: "")
        }
        guard let result = reply["result"] as? [String: Any] else { return nil }
        if let value = result["value"] { return value }
        if let unserializable = result["unserializableValue"] as? String {  // NaN, Infinity, -0, 12n
            return Double(unserializable) ?? unserializable
        }
        return nil
    }

    /// Polls `expression` (truthy or not; a promise is awaited) every 50 ms until it is truthy. Exceptions while
    /// polling count as "not yet" (elements may be missing and the page may be navigating), except syntax errors;
    /// after `timeout` it throws a `.timeout` failure naming the last value or exception.
    public func waitUntil(_ expression: String, timeout: TimeInterval = 10) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let probe = "(async () => !!(await (\n\(expression)\n)))()"
        var last = "never evaluated"
        while true {
            let left = remaining(deadline)
            do {
                if left > 0, let value = try evaluate(probe, timeout: left) as? Bool {
                    if value { return }
                    last = "false"
                }
            } catch let failure as Failure where failure.kind == .javaScript || failure.kind == .protocolError {
                if failure.message.contains("SyntaxError") { throw failure }
                last = failure.message
            } catch let failure as Failure where failure.kind == .timeout {
                last = "no answer: \(failure.message)"
            }
            if remaining(deadline) <= 0.05 {
                throw Failure(kind: .timeout, message: "\(HeadlessChromium.abbreviate(expression)) was not true within "
                    + "\(timeout) s; last: \(last)", stderrTail: stderrTail())
            }
            usleep(50_000)
        }
    }

    /// Clicks the first element matching the CSS `selector` (`element.click()`); throws if none matches.
    public func click(selector: String) throws {
        _ = try evaluate(onElement: selector, "element.click()")
    }

    /// The border box of the first element matching `selector`, in CSS pixels relative to the viewport.
    public func boundingBox(selector: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let value = try evaluate(onElement: selector,
                                 "const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]")
        guard let numbers = value as? [Any], numbers.count == 4 else {
            throw Failure(kind: .protocolError, message: "unexpected bounding box \(String(describing: value))", stderrTail: "")
        }
        let doubles = numbers.compactMap { ($0 as? NSNumber)?.doubleValue }
        guard doubles.count == 4 else {
            throw Failure(kind: .protocolError, message: "unexpected bounding box \(numbers)", stderrTail: "")
        }
        return (doubles[0], doubles[1], doubles[2], doubles[3])
    }

    /// Runs `body` (statements; `element` is the first element matching `selector`) and returns what it returns;
    /// throws if no element matches.
    private func evaluate(onElement selector: String, _ body: String) throws -> Any? {
        let quoted = HeadlessChromium.javaScriptString(selector)
        let value = try evaluate("""
            (() => { const element = document.querySelector(\(quoted));
                     if (!element) return { noElementMatches: true };
                     \(body); })()
            """)
        if let object = value as? [String: Any], object["noElementMatches"] != nil {
            throw Failure(kind: .javaScript, message: "no element matches the selector \(quoted) on \((try? currentURL) ?? "the page")",
                          stderrTail: "")
        }
        return value
    }

    /// Sets the viewport (CSS pixels, device scale factor 1, not mobile; `innerWidth` × `innerHeight`), which stays
    /// until changed. `init` sets it to the window size.
    public func setViewport(width: Int, height: Int) throws {
        try setViewport(width: width, height: height, deadline: Date(timeIntervalSinceNow: commandTimeout))
    }

    private func setViewport(width: Int, height: Int, deadline: Date) throws {
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
                 session: sessionID, deadline: deadline)
        viewport = (width, height)
    }

    /// Writes a PNG of the page to `path`, at device scale factor 1: the viewport, or `width` × `height` CSS pixels
    /// when given (which then stays the viewport); with `fullPage`, as tall as the document.
    public func screenshot(to path: String, width: Int? = nil, height: Int? = nil, fullPage: Bool = false) throws {
        let width = width ?? viewport.width, height = height ?? viewport.height
        try setViewport(width: width, height: height)
        var captureHeight = height
        if fullPage, let scrollHeight = try evaluate("document.documentElement.scrollHeight") as? Int, scrollHeight > height {
            captureHeight = scrollHeight
            try setViewport(width: width, height: captureHeight)
        }
        let reply = try send("Page.captureScreenshot", ["format": "png", "fromSurface": true], timeout: max(commandTimeout, 30))
        if captureHeight != height { try setViewport(width: width, height: height) }
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(kind: .protocolError, message: "Page.captureScreenshot returned no PNG data", stderrTail: stderrTail())
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(kind: .protocolError, message: "cannot write the screenshot to \(path): \(error)", stderrTail: "")
        }
    }

    // MARK: - Protocol

    /// Sends one command (to the page's session, or to the browser when `toBrowser`) and returns its `result`.
    /// Events that arrive meanwhile are skipped; a crash of the page, or Chromium exiting, ends the wait at once.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:], toBrowser: Bool = false,
                     timeout: TimeInterval? = nil) throws -> [String: Any] {
        try send(method, params, session: toBrowser ? nil : sessionID, deadline: Date(timeIntervalSinceNow: timeout ?? commandTimeout))
    }

    @discardableResult
    private func send(_ method: String, _ params: [String: Any], session: String?, deadline: Date) throws -> [String: Any] {
        let seconds = HeadlessChromium.seconds(deadline.timeIntervalSinceNow)
        guard commandFD >= 0, replyFD >= 0 else {
            throw Failure(kind: .exited, message: "\(method): this HeadlessChromium is closed", stderrTail: "")
        }
        if pageCrashed && session != nil {
            throw Failure(kind: .exited, message: "\(method): the page crashed earlier (launch a new HeadlessChromium)",
                          stderrTail: stderrTail())
        }
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session, !session.isEmpty { message["sessionId"] = session }
        let json: Data
        do {
            json = try JSONSerialization.data(withJSONObject: message)
        } catch {
            throw Failure(kind: .protocolError, message: "\(method): parameters are not JSON: \(error)", stderrTail: "")
        }
        try write([UInt8](json) + [0], deadline: deadline, method: method, seconds: seconds)
        while true {
            let reply = try readMessage(deadline: deadline, method: method, seconds: seconds)
            guard let replyID = (reply["id"] as? NSNumber)?.intValue else {
                try check(event: reply, method: method)
                continue
            }
            guard replyID == id else { continue }  // the late answer to a command that timed out
            if let error = reply["error"] as? [String: Any] {
                let text = (error["message"] as? String) ?? "unknown error"
                let data = (error["data"] as? String).map { " (\($0))" } ?? ""
                throw Failure(kind: .protocolError, message: "\(method) failed: \(text)\(data)", stderrTail: "")
            }
            return (reply["result"] as? [String: Any]) ?? [:]
        }
    }

    private func check(event: [String: Any], method: String) throws {
        let name = event["method"] as? String ?? ""
        let ours = (event["sessionId"] as? String) == sessionID
        if ours && name == "Inspector.targetCrashed" {
            pageCrashed = true
            throw Failure(kind: .exited, message: "the page crashed during \(method)", stderrTail: stderrTail())
        }
        if name == "Target.detachedFromTarget", (event["params"] as? [String: Any])?["sessionId"] as? String == sessionID {
            throw Failure(kind: .exited, message: "the page was closed or detached during \(method)", stderrTail: stderrTail())
        }
    }

    /// Finds the page Chromium opened (waiting a little for it to appear; creating one if none does) and attaches to it.
    private func attachToPage(deadline: Date) throws {
        var targetID: String?
        let lookUntil = min(deadline, Date(timeIntervalSinceNow: 50))
        var firstAnswer: Date?
        while targetID == nil {
            let reply = try send("Target.getTargets", [:], session: nil, deadline: deadline)
            let infos = reply["targetInfos"] as? [[String: Any]] ?? []
            targetID = infos.first { $0["type"] as? String == "page" }?["targetId"] as? String
            let answered = firstAnswer ?? Date()
            firstAnswer = answered
            // The first tab can appear a moment after the protocol answers; after 2 s make one.
            if targetID != nil || Date().timeIntervalSince(answered) > 2 || Date() > lookUntil { break }
            usleep(50_000)
        }
        if targetID == nil {
            let reply = try send("Target.createTarget", ["url": "about:blank"], session: nil, deadline: deadline)
            targetID = reply["targetId"] as? String
        }
        guard let targetID else {
            throw Failure(kind: .launch, message: "chromium has no page to attach to", stderrTail: stderrTail())
        }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], session: nil, deadline: deadline)
        guard let session = attached["sessionId"] as? String else {
            throw Failure(kind: .launch, message: "Target.attachToTarget returned no sessionId", stderrTail: stderrTail())
        }
        sessionID = session
    }

    private func write(_ bytes: [UInt8], deadline: Date, method: String, seconds: String) throws {
        var offset = 0
        while offset < bytes.count {
            var descriptor = pollfd(fd: commandFD, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, HeadlessChromium.milliseconds(until: deadline))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                throw Failure(kind: .timeout, message: "chromium did not take the command \(method) within \(seconds)", stderrTail: stderrTail())
            }
            let sent = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.send(commandFD, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let reason = String(cString: strerror(errno))
                throw Failure(kind: .exited, message: "sending \(method) to chromium failed (\(reason)); \(exitSummary())",
                              stderrTail: stderrTail())
            }
            offset += sent
        }
    }

    private func readMessage(deadline: Date, method: String, seconds: String) throws -> [String: Any] {
        while true {
            if let end = buffer[scanned...].firstIndex(of: 0) {
                let bytes = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                scanned = 0
                guard let message = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any] else {
                    throw Failure(kind: .protocolError, message: "chromium sent something that is not a JSON object: "
                        + HeadlessChromium.abbreviate(String(decoding: bytes, as: UTF8.self)), stderrTail: stderrTail())
                }
                return message
            }
            scanned = buffer.count
            let wait = HeadlessChromium.milliseconds(until: deadline)
            if wait <= 0 {
                throw Failure(kind: .timeout, message: "chromium did not answer \(method) within \(seconds)", stderrTail: stderrTail())
            }
            var descriptor = pollfd(fd: replyFD, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 && errno != EINTR {
                throw Failure(kind: .protocolError, message: "poll failed: \(String(cString: strerror(errno)))", stderrTail: "")
            }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replyFD, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(kind: .exited, message: "reading chromium's answer to \(method) failed: "
                    + "\(String(cString: strerror(errno))); \(exitSummary())", stderrTail: stderrTail())
            }
            if count == 0 {
                throw Failure(kind: .exited, message: "chromium closed the DevTools pipe before answering \(method); "
                    + exitSummary(), stderrTail: stderrTail())
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    // MARK: - The process

    /// Closes the browser: `Browser.close` (waiting 2 s at most for its answer), then the pipe; kills its process
    /// group if it has not exited 3 s later. Takes 0.1 s normally, 5 s with a hung Chromium. Idempotent; `deinit` calls it.
    public func close() {
        guard pid > 0 else { return }
        if commandFD >= 0, replyFD >= 0 {
            _ = try? send("Browser.close", [:], session: nil, deadline: Date(timeIntervalSinceNow: 2))
        }
        if commandFD >= 0 { Glibc.close(commandFD); commandFD = -1 }  // EOF on fd 3 also makes Chromium quit
        let deadline = Date(timeIntervalSinceNow: 3)
        var state = processState()
        while state == .running && Date() < deadline {
            usleep(20_000)
            state = processState()
        }
        if state != .reaped {
            // The group Chromium leads (it was spawned with its own): what is left of its helpers, or all of it if it
            // hung. The leader is not reaped yet, so neither its pid nor its group id can have been reused.
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if replyFD >= 0 { Glibc.close(replyFD); replyFD = -1 }
        pid = 0
    }

    private enum ProcessState { case running, exited, reaped }

    /// Whether Chromium is running, has exited (and is not reaped: its pid and group id stay reserved until `close`
    /// reaps it), or is gone (reaped by someone else's `waitpid(-1)`).
    private func processState() -> ProcessState {
        var info = siginfo_t()
        if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0 { return errno == ECHILD ? .reaped : .running }
        return info.si_signo == SIGCHLD ? .exited : .running
    }

    private func exitSummary() -> String {
        guard pid > 0 else { return "chromium has been closed" }
        usleep(100_000)
        return processState() == .running ? "chromium is still running" : "chromium has exited"
    }

    /// The last 15 lines of Chromium's stderr (of its last 16 kB), without the D-Bus complaints it makes wherever
    /// there is no session bus and the complaint of Debian's wrapper script about its /dev/shm check.
    public func stderrTail() -> String {
        guard let handle = FileHandle(forReadingAtPath: stderrPath) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 16_384 ? size - 16_384 : 0)
        let text = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.contains(":ERROR:dbus/") && !($0.contains(": [: ") && $0.hasSuffix("unexpected operator")) }
            .suffix(15).map { $0.count > 400 ? $0.prefix(400) + "…" : $0 }.joined(separator: "\n")
    }

    private struct Spawned {
        var pid: pid_t
        var commandFD: Int32
        var replyFD: Int32
    }

    /// Starts `arguments[0]` in its own process group with a socket at fd 3 (commands) and fd 4 (replies), stdin and
    /// stdout on /dev/null, stderr into `stderrPath`, and no other descriptor of ours. Sockets rather than pipes so a
    /// write after Chromium died fails with EPIPE (`MSG_NOSIGNAL`) instead of raising SIGPIPE in the test process.
    private static func spawn(_ arguments: [String], stderrPath: String) throws -> Spawned {
        func failure(_ what: String, _ code: Int32 = errno) -> Failure {
            Failure(kind: .launch, message: "cannot launch \(arguments[0]): \(what): \(String(cString: strerror(code)))", stderrTail: "")
        }
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &commands) == 0 else { throw failure("socketpair") }
        guard socketpair(AF_UNIX, kind, 0, &replies) == 0 else {
            let code = errno
            commands.forEach { Glibc.close($0) }
            throw failure("socketpair", code)
        }
        // Chromium's ends at 5 or above, so the dup2s onto 3 and 4 cannot overwrite one another.
        let theirCommands = fcntl(commands[1], F_DUPFD_CLOEXEC, 5), theirReplies = fcntl(replies[1], F_DUPFD_CLOEXEC, 5)
        Glibc.close(commands[1])
        Glibc.close(replies[1])
        defer {
            if theirCommands >= 0 { Glibc.close(theirCommands) }
            if theirReplies >= 0 { Glibc.close(theirReplies) }
        }
        guard theirCommands >= 0, theirReplies >= 0 else {
            let code = errno
            Glibc.close(commands[0])
            Glibc.close(replies[0])
            throw failure("fcntl", code)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, theirCommands, 3)
        posix_spawn_file_actions_adddup2(&actions, theirReplies, 4)
        closeDescriptors(from: 5, in: &actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard code == 0 else {
            Glibc.close(commands[0])
            Glibc.close(replies[0])
            throw failure("posix_spawn", code)
        }
        return Spawned(pid: pid, commandFD: commands[0], replyFD: replies[0])
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34; not in the Glibc module, so looked up), which keeps
    /// the test process's other descriptors (pipes of other child processes, say) out of Chromium.
    private static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(process, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
    }

    // MARK: - Helpers

    private func remaining(_ deadline: Date) -> TimeInterval { max(0, deadline.timeIntervalSinceNow) }

    private static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.*f s", interval < 10 ? 1 : 0, max(0, interval))
    }

    private static func milliseconds(until deadline: Date) -> Int32 {
        let left = deadline.timeIntervalSinceNow
        return left <= 0 ? 0 : Int32(min(left * 1000, Double(Int32.max)).rounded(.up))
    }

    /// `text` as a JavaScript string literal.
    static func javaScriptString(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [text]) else { return "''" }
        let array = String(decoding: data, as: UTF8.self)  // ["…"]
        return String(array.dropFirst().dropLast())
    }

    private static func abbreviate(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count > 160 ? "`\(line.prefix(157))…`" : "`\(line)`"
    }

    private static func exceptionText(_ details: [String: Any]) -> String {
        // The first line of an Error's description ("TypeError: boom"), without the stack.
        if let exception = details["exception"] as? [String: Any],
           let description = exception["description"] as? String ?? (exception["value"]).map({ "\($0)" }),
           let line = description.split(separator: "\n").first {
            return String(line)
        }
        return details["text"] as? String ?? "an exception"
    }
}
