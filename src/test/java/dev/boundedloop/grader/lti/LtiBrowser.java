package dev.boundedloop.grader.lti;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.web.util.HtmlUtils;

/**
 * A browser as far as LTI needs one: keeps cookies, follows no redirect by itself, and posts the forms
 * the platform and the tool answer with, as their scripts would.
 */
final class LtiBrowser {

    private static final Pattern ACTION = Pattern.compile("<form[^>]*action=\"([^\"]*)\"");
    private static final Pattern HIDDEN = Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    private final CookieManager cookies = new CookieManager();
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(cookies)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final URI tool;

    LtiBrowser(URI tool) {
        this.tool = tool;
    }

    /** A whole launch: the platform's login initiation, the redirect to its authorisation endpoint, the form post. */
    HttpResponse<String> launch(String issuer) {
        return launch(issuer, fields -> fields);
    }

    /** Like {@link #launch(String)}, with the form the platform posts changed first. */
    HttpResponse<String> launch(String issuer, UnaryOperator<Map<String, String>> change) {
        Form form = authorise(issuer);
        return post(form.action(), change.apply(form.fields()));
    }

    /** The login and the platform's answer, not yet posted to the tool. */
    Form authorise(String issuer) {
        HttpResponse<String> login = get(tool.resolve("/lti/login?iss=" + encode(issuer) + "&login_hint=hint-1"
                + "&target_link_uri=" + encode(tool.resolve("/lti/launch").toString()) + "&lti_message_hint=m-1"));
        if (login.statusCode() != 302) {
            throw new AssertionError("login answered " + login.statusCode() + ": " + login.body());
        }
        HttpResponse<String> platform = get(URI.create(login.headers().firstValue("Location").orElseThrow()));
        if (platform.statusCode() != 200) {
            throw new AssertionError("the platform's authorisation answered " + platform.statusCode() + ": " + platform.body());
        }
        return form(platform.body());
    }

    record Form(String action, Map<String, String> fields) {}

    static Form form(String html) {
        Matcher action = ACTION.matcher(html);
        if (!action.find()) {
            throw new AssertionError("no form in " + html);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher hidden = HIDDEN.matcher(html);
        while (hidden.find()) {
            fields.put(HtmlUtils.htmlUnescape(hidden.group(1)), HtmlUtils.htmlUnescape(hidden.group(2)));
        }
        return new Form(HtmlUtils.htmlUnescape(action.group(1)), fields);
    }

    HttpResponse<String> get(URI uri) {
        return send(HttpRequest.newBuilder(uri).header("Accept", "text/html,application/json").GET());
    }

    HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(tool.resolve(path)).header("Accept", "application/json").GET());
    }

    HttpResponse<String> post(String url, Map<String, String> fields) {
        String body = fields.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(tool.resolve(url)).header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** A JSON POST from the page's script: with the X-XSRF-TOKEN header taken from the cookie, or without. */
    HttpResponse<String> postJson(String path, String json, boolean withCsrfHeader) {
        HttpRequest.Builder request = HttpRequest.newBuilder(tool.resolve(path)).header("Content-Type", "application/json")
                .header("Accept", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        if (withCsrfHeader) {
            request.header("X-XSRF-TOKEN", cookie("XSRF-TOKEN").orElseThrow(() -> new AssertionError("no XSRF-TOKEN cookie")).getValue());
        }
        return send(request);
    }

    Optional<HttpCookie> cookie(String name) {
        return cookies.getCookieStore().get(tool).stream().filter(c -> c.getName().equals(name)).findFirst();
    }

    void forgetCookies() {
        cookies.getCookieStore().removeAll();
    }

    HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
