import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `journal.jsonl` as this process has read it: its header, and how far its complete lines have
/// been replayed. Complete lines are consumed, and so is a last line that lacks only its newline
/// (an editor strips it; a crash can stop just before it): the next append writes that newline
/// first. A torn final line stays unread until a writer, holding the exclusive lock, keeps a copy
/// of it beside the journal and only then truncates it away (``preserveTornTail()``).
final class Journal {
    let file: PosixFile
    /// The header line, or nil while the file holds no complete first line.
    private(set) var header: JournalHeader?
    /// Bytes of complete lines read so far; the next line starts here.
    private(set) var consumed = 0
    /// Complete lines read so far, the header included.
    private(set) var lines = 0
    /// ``ContentDigest`` of the first ``consumed`` bytes, which a compaction records as folded in.
    private(set) var digest = ContentDigest()
    /// True when the last consumed line is a complete record without its newline.
    private(set) var endsWithoutNewline = false
    /// The file's status when it was last read.
    private(set) var lastSeen: FileStatus

    /// Opens the journal at `path`, or returns nil when there is none.
    static func open(path: String) throws(FileStoreError) -> Journal? {
        do {
            return try Journal(file: PosixFile(path: path, flags: O_RDWR))
        } catch {
            if case .io(_, ENOENT) = error.problem { return nil }
            throw error
        }
    }

    private init(file: PosixFile) throws(FileStoreError) {
        self.file = file
        lastSeen = try file.status()
    }

    /// True when `status` (of the journal's path) is this file, with nothing unread in it.
    func isUpToDate(with status: FileStatus?) -> Bool {
        guard let status, status.isSameFile(as: lastSeen) else { return false }
        return status == lastSeen && status.size == consumed
    }

    /// True when `status` (of the journal's path) is this file, and no shorter than what was
    /// read: a journal only grows, so a shorter one was edited and must be read again whole.
    ///
    /// Bytes already read are not read again, so an edit in place that keeps the length (never
    /// done by the store, which replaces files by renaming) goes unseen until the next reopen.
    func isFile(_ status: FileStatus?) -> Bool {
        guard let status else { return false }
        return status.isSameFile(as: lastSeen) && status.size >= consumed
    }

    /// Reads the header when it is complete; a header from another format version is an error.
    func readHeader() throws(FileStoreError) {
        guard header == nil else { return }
        lastSeen = try file.status()
        let bytes = try file.read(from: 0, count: min(lastSeen.size, 4096))
        guard let end = bytes.firstIndex(of: 0x0A) else {
            guard lastSeen.size < 4096 else {
                throw FileStoreError(file: file.path, problem: .malformed("no header line"), line: 1, byteOffset: 0)
            }
            return
        }
        let line = bytes[bytes.startIndex..<end]
        let decoded: JournalHeader
        do {
            decoded = try FileStoreDecoder().decode(JournalHeader.self, from: Data(line))
        } catch {
            throw FileStoreError.decoding(error, data: Data(line), file: file.path, startLine: 1, startOffset: 0)
        }
        if let error = FileStoreError.version(decoded.formatVersion, file: file.path, line: 1, byteOffset: 0) {
            throw error
        }
        header = decoded
        consumed = end - bytes.startIndex + 1
        lines = 1
        digest.add(Data(bytes[bytes.startIndex...end]))
    }

    /// Every complete line after the ones already read, decoded and handed to `replay` in
    /// order. All or nothing: a line that does not decode, or that `replay` refuses, is an
    /// error naming its line and byte offset, and no line is consumed, so the next call meets
    /// the same error instead of skipping past it.
    func readEntries(
        replay: (TableChange) throws(ReplayRefusal) -> Void
    ) throws(FileStoreError) {
        let status = try file.status()
        guard status.size > consumed else {
            lastSeen = status
            return
        }
        let bytes = try file.read(from: consumed, count: status.size - consumed)
        let decoder = FileStoreDecoder()
        var replayed = 0
        var start = bytes.startIndex
        if endsWithoutNewline, bytes.first == 0x0A {
            // Another process appended after the record that lacked its newline, newline first.
            start += 1
        }
        // Replays `change`, read from the line at `start`, or names that line in the error.
        func accept(_ change: TableChange, at start: Int) throws(FileStoreError) {
            do {
                try replay(change)
            } catch {
                throw FileStoreError(
                    file: file.path, problem: .inconsistent(error.problem), line: lines + replayed + 1,
                    byteOffset: consumed + (start - bytes.startIndex), codingPath: error.codingPath)
            }
            replayed += 1
        }
        while let end = bytes[start...].firstIndex(of: 0x0A) {
            let line = bytes[start..<end]
            let change: TableChange
            do {
                change = try decoder.decode(TableChange.self, from: line)
            } catch {
                throw FileStoreError.decoding(
                    error, data: Data(line), file: file.path, startLine: lines + replayed + 1,
                    startOffset: consumed + (start - bytes.startIndex), versioned: false)
            }
            try accept(change, at: start)
            start = end + 1
        }
        var tailIsRecord = false
        if start < bytes.endIndex, let last = try? decoder.decode(TableChange.self, from: bytes[start...]) {
            // Complete but for its newline: a committed record, not a torn one.
            try accept(last, at: start)
            start = bytes.endIndex
            tailIsRecord = true
        }
        if start > bytes.startIndex {
            endsWithoutNewline = tailIsRecord
        }
        digest.add(Data(bytes[bytes.startIndex..<start]))
        consumed += start - bytes.startIndex
        lines += replayed
        lastSeen = status
    }

    /// Appends `change` as one line and `fsync`s it: when this returns, the write is durable.
    /// The caller holds the exclusive lock and has read every complete line, so a torn final
    /// line left by a crash is all that can lie past `consumed`; it is cut away first.
    func append(_ change: TableChange) throws(FileStoreError) {
        let encoded = try change.line(file: file.path)
        let line = endsWithoutNewline ? Data("\n".utf8) + encoded : encoded
        if try file.status().size != consumed {
            try preserveTornTail()
            try file.truncate(to: consumed)
        }
        do {
            try file.write(line, at: consumed)
            try file.sync()
        } catch {
            // Leave no half line behind: the write failed, so it must not reappear on reload.
            try? file.truncate(to: consumed)
            throw error
        }
        consumed += line.count
        lines += 1
        digest.add(line)
        endsWithoutNewline = false
        // The write is durable now; a failing fstat must not report it as failed.
        lastSeen = (try? file.status()) ?? lastSeen
    }

    /// The bytes of a new journal's header line continuing snapshot `generation`.
    static func headerLine(generation: Int) -> Data {
        Data("{\"formatVersion\":\(FileStoreFormat.version),\"generation\":\(generation)}\n".utf8)
    }
}

/// The first line of `journal.jsonl`: the format version, and the snapshot generation the
/// journal continues.
struct JournalHeader: Decodable, Equatable {
    let formatVersion: Int
    let generation: Int
}
