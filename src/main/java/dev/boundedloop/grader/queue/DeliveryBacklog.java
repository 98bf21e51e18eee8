package dev.boundedloop.grader.queue;

/**
 * An outbox whose deliveries to another system wait in the database: its backlog is published as
 * {@code grader_outbox_backlog{outbox="<name>"}}. The webhooks' outbox and the LMS scores' outbox are
 * two; another bean of this type gets its gauge with nothing else to do.
 */
public interface DeliveryBacklog {

    /** The gauge's {@code outbox} tag, e.g. {@code webhooks}. */
    String outbox();

    /** Deliveries waiting to be made (due or not), as the database holds them now. */
    long pending();
}
