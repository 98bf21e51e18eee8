/** The tool's RSA keys: made at first start, kept in the database, rotated on demand, published as a JWK set. */
package dev.boundedloop.grader.lti.keys;
