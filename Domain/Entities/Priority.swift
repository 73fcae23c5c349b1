//
//  Priority.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

/// Priority: one of a few named cases, which a todo's field holds.
///
/// The raw value is the case's rank, 0 for the first, and the stores keep that number (an
/// INTEGER column in SQLite and PostgreSQL, the record's number in the memory and file stores),
/// so that sorting by it is sorting by rank; a JSON string on the wire and the value of its
/// `demo` option are its name. ``RankedFieldEnum`` gives the stores, the wire, the options and
/// the sort their one meaning of it.
public enum Priority: Int, RankedFieldEnum {
    /// Low.
    case low
    /// Medium.
    case medium
    /// High.
    case high

    /// Each case's name, in rank order.
    public static let names = ["low", "medium", "high"]
}
