-- Secret rotation: the secret a hook had before its last rotation still signs, beside the new one,
-- until previous_secret_until, so receivers can move to the new one without losing a delivery.
ALTER TABLE webhooks ADD COLUMN previous_secret VARCHAR(128);
ALTER TABLE webhooks ADD COLUMN previous_secret_until TIMESTAMP WITH TIME ZONE;
-- A receiver that answers 410 Gone disables its hook: no delivery is written or sent for it until an
-- instructor enables it again. The reason says which answer disabled it.
ALTER TABLE webhooks ADD COLUMN disabled_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE webhooks ADD COLUMN disabled_reason VARCHAR(500);
-- When the last try of a delivery ended, beside next_attempt_at: the wait the retry schedule chose.
ALTER TABLE webhook_deliveries ADD COLUMN last_attempt_at TIMESTAMP WITH TIME ZONE;
