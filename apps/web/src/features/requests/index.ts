/** Public face of the service requests: the tour, rail and partner forms, and the guests' appeal, exchange and refund forms. */
export { TourRequestForm, type TourRequestFormProps } from './components/tour-request-form';
export { RailRequestForm } from './components/rail-request-form';
export { PartnerRequestForm } from './components/partner-request-form';
export {
  GuestRequestForm,
  GUEST_REQUEST_KINDS,
  type GuestRequestFormProps,
  type GuestRequestKind,
} from './components/guest-request-form';
export { GuestRequestDialog, type GuestRequestDialogProps } from './components/guest-request-dialog';
