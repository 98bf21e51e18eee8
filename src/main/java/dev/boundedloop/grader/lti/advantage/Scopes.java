package dev.boundedloop.grader.lti.advantage;

/** The LTI Advantage scopes the tool asks for. */
public final class Scopes {

    public static final String LINE_ITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
    public static final String LINE_ITEM_READ = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly";
    public static final String SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
    public static final String MEMBERSHIPS = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";

    private Scopes() {}
}
