/** The board module's public entry: the departures and arrivals board, and the port through which it learns a flight's status. */
export { boardRoutes } from './board.routes.js';
export {
  ScheduleStatusSource,
  systemClock,
  type BoardRequest,
  type FlightStatusSource,
} from './flight-status-source.js';
