/** The one SHA-256 helper that sources, suite bundles and token hashes share. */
package dev.boundedloop.grader.hashing;
