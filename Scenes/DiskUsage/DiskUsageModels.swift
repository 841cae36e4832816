/// The models of the DiskUsage scene: the widget at the top of Home that shows how full the
/// filesystem holding the home directory is.
enum DiskUsage {
  /// How often the widget reads the filesystem while it is on screen.
  static let refreshInterval = Duration.seconds(30)

  /// The least change of the used rate that counts as new data (a hundredth of a point).
  static let significantChange = 0.0001

  /// The space of a filesystem in bytes, counted as `df` and GNOME's file manager count it.
  struct Space: Equatable, Sendable {
    /// The filesystem's size, `f_blocks × f_frsize` (`df`'s Size).
    var totalBytes: UInt64
    /// The space in use, `(f_blocks − f_bfree) × f_frsize` (`df`'s Used).
    var usedBytes: UInt64
    /// The space an ordinary user can still write, `f_bavail × f_frsize` (`df`'s Avail): it
    /// leaves out the blocks reserved for root, which a user's files can never fill.
    var availableBytes: UInt64

    /// The part of the usable space in use, `used / (used + available)`: `df`'s Use%
    /// before `df` rounds it up to a whole percent; 0 for a filesystem with no space at all.
    var usedRate: Double {
      let usable = Double(usedBytes) + Double(availableBytes)
      return usable > 0 ? Double(usedBytes) / usable : 0
    }
  }

  /// Why the filesystem could not be read.
  enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `statvfs` failed for `path`; `reason` is the system's message.
    case unreadable(path: String, reason: String)

    var description: String {
      switch self {
      case .unreadable(let path, let reason):
        return "Cannot read the filesystem of \(path): \(reason)."
      }
    }
  }

  /// Why the used rate could not be cached.
  enum CacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The settings file at `path` could not be written; `reason` is the system's message.
    case unwritable(path: String, reason: String)

    var description: String {
      switch self {
      case .unwritable(let path, let reason):
        return "Cannot save the disk usage to \(path): \(reason)"
      }
    }
  }

  /// What a refresh brought, as a Today widget reports its update.
  enum UpdateResult: Equatable, Sendable {
    /// The used rate moved by at least ``significantChange``: cached and redrawn.
    case newData
    /// The used rate moved less: nothing cached, nothing redrawn.
    case noData
    /// The filesystem could not be read: the widget shows `unavailable`.
    case failed
  }

  /// Showing the cached rate at once, before the filesystem is read.
  enum LoadUsage {
    struct Request: Equatable, Sendable {}
  }

  /// Reading the filesystem again.
  enum RefreshUsage {
    struct Request: Equatable, Sendable {}
  }

  /// Expanding the widget to show Used, Free and Total, or collapsing it.
  enum ToggleDetails {
    struct Request: Equatable, Sendable {}
  }

  /// What the three use cases present: the widget's whole state.
  enum ShowUsage {
    struct Response: Equatable, Sendable {
      /// The rate shown: the cached one until a fresh one differs enough; `nil` if none yet.
      var usedRate: Double?
      /// The figures of the last reading; `nil` before the first.
      var space: Space?
      /// Why the last reading failed; `nil` when it did not.
      var failure: ReadError?
      /// Whether Used, Free and Total are shown.
      var isExpanded: Bool
    }

    struct ViewModel: Equatable, Sendable {
      /// `42.7%`, `…` before any figure, or `unavailable`.
      var percentText: String
      /// The bar's fill; `nil` hides the bar.
      var fraction: Double?
      /// The lines under the summary; empty when collapsed.
      var detailLines: [String]
      /// What Enter does, for the footer.
      var toggleTitle: String
    }
  }
}
