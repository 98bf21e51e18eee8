package dev.boundedloop.grader.docs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation holds together: every relative link in README.md and docs/ points at a file that exists (and at
 * a heading that exists, when it names one), the front page links every page of docs/, and it stays a front page.
 */
class DocumentationLinksTest {

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern INLINE_CODE = Pattern.compile("`+[^`]*`+");
    private static final int FRONT_PAGE_LINES = 200;

    private final Path root = ConfigurationReference.projectRoot();

    @Test
    void everyRelativeLinkPointsAtAnExistingFileAndHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (Path page : pages()) {
            for (String target : links(page)) {
                if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                    continue; // https:, mailto: and the like
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String anchor = hash < 0 ? null : target.substring(hash + 1);
                Path linked = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(linked)) {
                    broken.add(root.relativize(page) + ": " + target + " (no such file)");
                } else if (anchor != null && linked.toString().endsWith(".md")
                        && !anchors.computeIfAbsent(linked, DocumentationLinksTest::anchorsOf).contains(anchor)) {
                    broken.add(root.relativize(page) + ": " + target + " (no such heading in " + root.relativize(linked) + ")");
                }
            }
        }
        assertTrue(broken.isEmpty(), "Links that lead nowhere:\n  " + String.join("\n  ", broken));
    }

    @Test
    void theFrontPageLinksEveryPageOfTheDocs() throws IOException {
        Set<Path> linked = new HashSet<>();
        Path readme = root.resolve("README.md");
        for (String target : links(readme)) {
            int hash = target.indexOf('#');
            linked.add(readme.getParent().resolve(hash < 0 ? target : target.substring(0, hash)).normalize());
        }
        Set<String> missing = new TreeSet<>();
        for (Path page : pages()) {
            if (!page.equals(readme) && !linked.contains(page)) {
                missing.add(root.relativize(page).toString());
            }
        }
        assertTrue(missing.isEmpty(), "README.md links none of: " + missing);
    }

    @Test
    void theFrontPageStaysShort() throws IOException {
        long lines = Files.readAllLines(root.resolve("README.md"), UTF_8).size();
        assertTrue(lines <= FRONT_PAGE_LINES, "README.md has " + lines + " lines; it is a front page of at most "
                + FRONT_PAGE_LINES + ", and the rest belongs in docs/");
    }

    private List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md"), root.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The link targets of a page, outside fenced code blocks and code spans. */
    private static List<String> links(Path page) throws IOException {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page, UTF_8)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher link = LINK.matcher(INLINE_CODE.matcher(line).replaceAll(""));
            while (link.find()) {
                targets.add(link.group(1));
            }
        }
        return targets;
    }

    /** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchorsOf(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        List<String> lines;
        try {
            lines = Files.readAllLines(page, UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (fenced || !heading.matches()) {
                continue;
            }
            String slug = slug(heading.group(2));
            int count = seen.merge(slug, 1, Integer::sum);
            anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
        }
        return anchors;
    }

    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1"); // a link's text
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "").replace(' ', '-');
    }
}
