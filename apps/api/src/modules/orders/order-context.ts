/** What code about orders runs in: the database, the settings it reads, and the flights (to draw an order's itinerary). */
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import type { FlightsContext } from '../flights/index.js';

export interface OrderContext {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'bookingRateLimitMax' | 'holdSeatsPerContact' | 'holdSeatsPerIp'>;
  flights: FlightsContext;
}
