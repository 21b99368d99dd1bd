/** Public face of the service requests: the tour, rail and partner forms. */
export { TourRequestForm, type TourRequestFormProps } from './components/tour-request-form';
export { RailRequestForm } from './components/rail-request-form';
export { PartnerRequestForm } from './components/partner-request-form';
