package dev.boundedloop.grader.outbound;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Turns a host name into every address it has; the system's DNS in the service, a table in tests. */
@FunctionalInterface
public interface Resolver {

    Resolver SYSTEM = InetAddress::getAllByName;

    InetAddress[] resolve(String host) throws UnknownHostException;
}
