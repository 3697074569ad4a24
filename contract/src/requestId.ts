/**
 * Request ids passed between the services (`X-Request-Id`, docs/decisions/0032): a well-formed
 * incoming id is 8–64 of A–Z a–z 0–9 . _ -, so it can name a request in log lines without forging
 * them; anything else is replaced by a new UUID. Used by the site and the audit service.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/
