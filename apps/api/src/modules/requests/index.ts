/**
 * The requests module's public entry: what the back office does with the travellers' requests (find, assign,
 * answer, count), and the email of a staff member's answer.
 */
export { buildStaffAnswerEmail } from './requests.mail.js';
export {
  assignServiceRequest,
  countOpenServiceRequests,
  countRequestsByRef,
  findServiceRequestForStaff,
  searchServiceRequests,
  updateServiceRequestByStaff,
  type StaffServiceRequestRow,
} from './requests.service.js';
