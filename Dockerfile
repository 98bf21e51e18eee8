# syntax=docker/dockerfile:1
# Build stage: the JDK and Maven build the jar and a trimmed Java runtime for it.
# Pinned versions: bump them deliberately (docs/operators.md, "Compose for production").
FROM eclipse-temurin:17.0.16_8-jdk AS build
WORKDIR /build
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
RUN ./mvnw -B -q dependency:go-offline
COPY src/ src/
COPY grader-cases/ grader-cases/
RUN ./mvnw -B -q -DskipTests package
# The runtime keeps jdk.compiler: the grader compiles learner sources with the in-process javac. It
# carries its own class-data archive, which the service maps and the workers' archive is laid on.
RUN jlink --add-modules java.base,java.compiler,jdk.compiler,java.desktop,java.instrument,java.logging,\
java.management,java.naming,java.net.http,java.prefs,java.scripting,java.security.jgss,java.sql,\
java.transaction.xa,java.xml,jdk.crypto.ec,jdk.management,jdk.unsupported,jdk.zipfs,jdk.naming.dns,\
jdk.localedata,jdk.charsets \
    --strip-debug --no-man-pages --no-header-files --compress=2 --generate-cds-archive --output /runtime
# The service unpacked (its jar beside its libraries, a layout the JVM can archive) at the path it runs
# from, and a class-data archive of the classes a start loads, made by one training start on the runtime
# it runs on: the start to healthy takes about a third less time and 40 % less CPU. A JVM that cannot map
# the archive starts without it. Both starts run the bean definitions the build generated ahead of time.
RUN /runtime/bin/java -Djarmode=tools -jar target/admission-grader.jar extract --destination /app/service \
    && cd /tmp && /runtime/bin/java -XX:ArchiveClassesAtExit=/app/service/grader.jsa \
       -Dspring.context.exit=onRefresh -jar /app/service/admission-grader.jar serve --server.port=0 \
       --spring.datasource.url=jdbc:h2:mem:training --grader.queue.workers=0 --grader.suites.visible-only=true

# Run stage: the trimmed runtime and the jar, as an unprivileged user. The jar holds the suites'
# visible parts only; mount the whole suites (hidden cases included) at /app/grader-cases.
# bubblewrap jails each worker JVM (util-linux, already in the image, brings prlimit); as a non-root
# user it needs user namespaces, which docker-compose.yml's security_opt lets the container make.
FROM debian:12.11-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates bubblewrap \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin grader \
    && mkdir -p /app/data && chown grader /app/data
COPY --from=build /runtime /opt/java
COPY --from=build /app/service/ /app/service/
# The JPlag bridge and JPlag's jars (GPL-3.0, with their COPYING and NOTICE): a program of its own that
# the service starts in a JVM of its own for similarity runs, never part of the service's jar.
COPY --from=build /build/target/jplag/ /app/jplag/
# Workers start from the learner's jar of this same build (the service checks it is): one plain jar,
# so they share a class-data archive, kept in a cache folder the grader user may write.
COPY --from=build /build/target/admission-grader-cli.jar /app/admission-grader-cli.jar
COPY LICENSE NOTICE /app/
ENV PATH=/opt/java/bin:$PATH GRADER_SUITES_FOLDER=/app/grader-cases GRADER_SANDBOX_JAIL_MODE=required \
    GRADER_SIMILARITY_JPLAG_FOLDER=/app/jplag GRADER_SANDBOX_WORKER_JAR=/app/admission-grader-cli.jar \
    XDG_CACHE_HOME=/tmp/cache
WORKDIR /app
USER grader
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD curl -fsS http://localhost:8080/actuator/health/readiness || exit 1
ENTRYPOINT ["java", "-XX:SharedArchiveFile=/app/service/grader.jsa", "-jar", "/app/service/admission-grader.jar", "serve"]
