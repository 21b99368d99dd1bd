/** Public face of the account feature (the personal cabinet's tabs): pages import from here only. */
export { ProfileView } from './components/profile-view';
export { ProfileEditForm } from './components/profile-edit-form';
export { ChangePasswordForm } from './components/change-password-form';
export { FlightHistory } from './components/flight-history';
export { SavedPassengerPanel } from './components/saved-passenger-panel';
