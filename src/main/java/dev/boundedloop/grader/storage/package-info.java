/**
 * The database underneath every store: instants to and from JDBC as both drivers take them, ids from
 * the schema's sequences for rows inserted with plain JDBC, and which database this is. Upkeep of the
 * embedded database's file: H2 writes each commit as a new chunk and, with every commit written at
 * once, does not compact while the service runs, so the service forces the file to disk every second
 * and has H2 rewrite and reuse its old chunks in between, compacts the file when it starts, before
 * anything uses it (after an unclean stop, rebuilds it from its rows and moves sequences past the ids
 * their tables hold), and publishes its size as a gauge to alert on. It uses nothing else of the
 * grader's.
 */
package dev.boundedloop.grader.storage;
