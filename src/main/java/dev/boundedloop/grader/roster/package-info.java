/**
 * The roster: learners with their names, emails and sections, their administration and tokens, and
 * importing a roster from CSV with every error named by line.
 */
package dev.boundedloop.grader.roster;
