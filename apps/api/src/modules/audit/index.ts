/**
 * The audit module's public entry: the append-only log of staff actions. Modules that change data
 * on a staff member's behalf record the action here in the same transaction.
 */
export {
  listStaffActions,
  recordStaffAction,
  toAuditEntry,
  type StaffAction,
  type StaffActor,
} from './audit.service.js';
export { staffActor } from './staff-actor.js';
