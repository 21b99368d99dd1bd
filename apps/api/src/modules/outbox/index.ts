/**
 * The outbox module's public entry: the registry where each module registers the renderer of its own kinds of
 * rows, the delivery of the rows (the loop, its job, and a send right after a commit), the SMS delivery reports,
 * and the backlog /metrics shows.
 */
export {
  deliverMailNow,
  deliverPendingMail,
  NO_RECIPIENT,
  outboxJob,
  pollSmsDeliveryReports,
  registerOutboxRenderer,
  type MailDeliveryDeps,
  type OutboxRenderer,
} from './outbox.service.js';
export { readMailOutboxBacklog, type MailOutboxRow } from './outbox.repository.js';
