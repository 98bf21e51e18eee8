package dev.boundedloop.grader.web;

import dev.boundedloop.grader.problems.GraderProblem;
import java.util.List;
import java.util.function.Function;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;

/** One page of a listing: its items, which page, and how many there are in all. */
public record PageOf<T>(List<T> items, int page, int size, long total) {

    public static final int MAX_SIZE = 100;

    public static <S, T> PageOf<T> of(Page<S> page, Function<S, T> mapping) {
        return new PageOf<>(page.getContent().stream().map(mapping).toList(), page.getNumber(), page.getSize(),
                page.getTotalElements());
    }

    /** A page request checked for sane bounds, with a message that says which ones. */
    public static PageRequest request(int page, int size, Sort sort) {
        if (page < 0 || size < 1 || size > MAX_SIZE) {
            throw GraderProblem.badRequest("page must be 0 or more and size 1 to " + MAX_SIZE + "; got page=" + page
                    + ", size=" + size);
        }
        // The row offset, page times size, must fit the databases' integer OFFSET.
        if ((long) page * size > Integer.MAX_VALUE) {
            throw GraderProblem.badRequest("page " + page + " of size " + size + " starts past the last row any listing "
                    + "can have; ask for an earlier page");
        }
        return PageRequest.of(page, size, sort);
    }
}
