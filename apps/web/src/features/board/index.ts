/** Public face of the online flight board. */
export { FlightBoard } from './components/flight-board';
