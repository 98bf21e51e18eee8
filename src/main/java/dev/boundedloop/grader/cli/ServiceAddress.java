package dev.boundedloop.grader.cli;

import java.net.URI;

/**
 * Where the service's API lives under the {@code --server} URL. A service behind a reverse proxy
 * may sit under a path ({@code http://host/grader}), so paths are resolved below the URL's own
 * path, never from the host's root.
 */
record ServiceAddress(URI base) {

    static ServiceAddress of(URI server) {
        if (server.getScheme() == null || server.getHost() == null
                || !(server.getScheme().equals("http") || server.getScheme().equals("https"))) {
            throw new GraderCli.UsageProblem("--server must be an http or https URL such as http://host:8080, got "
                    + server);
        }
        String path = server.getRawPath() == null || server.getRawPath().isEmpty() ? "/" : server.getRawPath();
        if (!path.endsWith("/")) {
            path += "/"; // so that "api/..." resolves below the last segment instead of replacing it
        }
        return new ServiceAddress(URI.create(server.getScheme() + "://" + server.getRawAuthority() + path));
    }

    /** {@code relative} (no leading slash, may carry a query) below the base. */
    URI resolve(String relative) {
        return base.resolve(relative);
    }

    /** The base as the user would recognise it in a message, without the trailing slash. */
    @Override
    public String toString() {
        String text = base.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
