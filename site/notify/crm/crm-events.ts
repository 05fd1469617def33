/**
 * The CRM webhook's vocabulary (docs/crm-webhook.md): the outbox destination its rows go to, the events it
 * receives and the version of their bodies. The funnel stages write the bodies; the destination only sends.
 */

/** The outbox rows' `destination` for the CRM (every row written before destinations existed). */
export const CRM_DESTINATION = 'crm';

export const LEAD_CREATED_EVENT = 'lead.created';
export const ORDER_CREATED_EVENT = 'order.created';
export const CALLBACK_REQUESTED_EVENT = 'callback.requested';
export const ORDER_CANCELLED_EVENT = 'order.cancelled';
export const ORDER_PAID_EVENT = 'order.paid';
export const ORDER_REFUNDED_EVENT = 'order.refunded';

/** Bumped when a field changes meaning or disappears; new fields alone do not bump it. */
export const CRM_PAYLOAD_VERSION = 2;
