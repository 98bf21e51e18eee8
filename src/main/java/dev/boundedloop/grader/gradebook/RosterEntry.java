package dev.boundedloop.grader.gradebook;

/** Who a learner is, as the roster has them, for the gradebook's columns. */
record RosterEntry(String id, String name, String email, String section) {

    static RosterEntry unknown(String id) {
        return new RosterEntry(id, null, null, null);
    }
}
