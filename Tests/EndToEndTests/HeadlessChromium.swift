import Foundation
import XCTest

/// Debian's `chromium`, run headless on a file: its DOM after the page's script ran, or a screenshot.
struct HeadlessChromium {
    /// The executable.
    var url: URL
    /// How long one run may take before it is killed, so a hung browser cannot hang CI.
    var timeout: TimeInterval = 60

    /// The `chromium` (or `chromium-browser`) on PATH; skips the test when there is none.
    static func find() throws -> HeadlessChromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessChromium(url: candidate) }
            }
        }
        throw XCTSkip("chromium is not on PATH: the HTML report's browser tests need it (`make deps` installs it "
                      + "with apt, package `chromium`)")
    }

    /// The serialized DOM of `page` (with `fragment`, e.g. `filter=mismatch`) in a `width`×`height` window once
    /// its scripts ran.
    func dumpDOM(_ page: URL, fragment: String? = nil, width: Int = 1280, height: Int = 900,
                 scratch: URL) throws -> String {
        let output = try run(["--dump-dom", "--window-size=\(width),\(height)", address(page, fragment)],
                             scratch: scratch)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes a screenshot of `page` at `width`×`height` CSS pixels to `file`.
    func screenshot(_ page: URL, fragment: String? = nil, width: Int, height: Int, dark: Bool = false, to file: URL,
                    scratch: URL) throws {
        var arguments = ["--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars"]
        if dark { arguments.append("--force-dark-mode") }
        _ = try run(arguments + [address(page, fragment)], scratch: scratch)
    }

    private func address(_ page: URL, _ fragment: String?) -> String {
        page.absoluteString + (fragment.map { "#" + $0 } ?? "")
    }

    /// Runs the browser with its own profile in `scratch`; standard output goes through a file so a large DOM
    /// cannot fill a pipe.
    private func run(_ arguments: [String], scratch: URL) throws -> Data {
        let fileManager = FileManager.default
        let profile = scratch.appendingPathComponent("chromium-profile-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: profile) }
        let outputURL = profile.appendingPathComponent("stdout"), errorURL = profile.appendingPathComponent("stderr")
        _ = fileManager.createFile(atPath: outputURL.path, contents: nil)
        _ = fileManager.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        defer { try? output.close(); try? error.close() }

        let process = Process()
        process.executableURL = url
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                             "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Thread.sleep(forTimeInterval: 1)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw HarnessError("chromium did not finish within \(Int(timeout)) s: \(arguments.joined(separator: " "))")
        }
        guard process.terminationStatus == 0 else {
            let stderr = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
            throw HarnessError("chromium exited with \(process.terminationStatus): \(stderr.suffix(2000))")
        }
        return try Data(contentsOf: outputURL)
    }
}
