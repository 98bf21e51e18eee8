package dev.boundedloop.grader.lti.advantage;

import dev.boundedloop.grader.lti.PlatformHttp;
import java.net.URI;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The next page of a paged service answer: its {@code Link} header's {@code rel="next"} (RFC 8288). */
public final class NextLink {

    private static final Pattern LINK = Pattern.compile("<([^>]*)>\\s*((?:;\\s*[^;,]*)*)");
    private static final Pattern NEXT = Pattern.compile(";\\s*rel\\s*=\\s*\"?([^\";]*)\"?", Pattern.CASE_INSENSITIVE);

    private NextLink() {}

    public static Optional<URI> of(PlatformHttp.Answer answer) {
        for (String header : answer.headers("Link")) {
            Matcher link = LINK.matcher(header);
            while (link.find()) {
                Matcher rel = NEXT.matcher(link.group(2));
                while (rel.find()) {
                    for (String name : rel.group(1).strip().split("\\s+")) {
                        if (name.equalsIgnoreCase("next")) {
                            try {
                                return Optional.of(URI.create(link.group(1).strip()));
                            } catch (IllegalArgumentException e) {
                                return Optional.empty();
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }
}
