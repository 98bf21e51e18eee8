package dev.boundedloop.grader.lti;

import static org.springframework.web.util.HtmlUtils.htmlEscape;

import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * The few plain HTML pages the LTI flows show in the platform's frame: a refusal, a page of choices,
 * and a form that posts itself on to the platform. Every value is escaped.
 */
public final class LtiPages {

    public static final MediaType HTML = new MediaType("text", "html", java.nio.charset.StandardCharsets.UTF_8);

    private LtiPages() {}

    /** A whole page around already-escaped body markup. */
    public static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + htmlEscape(title)
                + "</title></head><body><main><h1>" + htmlEscape(title) + "</h1>\n" + body + "\n</main></body></html>\n";
    }

    /**
     * A form that posts the fields to the platform at once (by a script the page loads from the tool), with
     * a button for a browser that runs no script.
     */
    public static ResponseEntity<String> autoPost(String title, String action, Map<String, String> fields) {
        StringBuilder form = new StringBuilder("<form id=\"lti-auto-post\" method=\"post\" action=\"")
                .append(htmlEscape(action)).append("\">");
        fields.forEach((name, value) -> form.append("<input type=\"hidden\" name=\"").append(htmlEscape(name))
                .append("\" value=\"").append(htmlEscape(value)).append("\">"));
        form.append("<button type=\"submit\">Continue</button></form><script src=\"/lti/auto-post.js\"></script>");
        return ResponseEntity.ok().contentType(HTML).header("Cache-Control", "no-store").body(page(title, form.toString()));
    }

    public static String escape(String text) {
        return htmlEscape(text == null ? "" : text);
    }
}
