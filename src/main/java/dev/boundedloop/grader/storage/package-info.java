/**
 * The database underneath every store: instants to and from JDBC as both drivers take them, ids from
 * the schema's sequences for rows inserted with plain JDBC, and which database this is. Upkeep of the
 * embedded database's file: H2 writes each commit as a new chunk and, with every commit written at
 * once, does not compact while the service runs, so the file is compacted when the service starts,
 * before anything uses it, and its size is published as a gauge to alert on in between. It uses
 * nothing else of the grader's.
 */
package dev.boundedloop.grader.storage;
