/**
 * The port through which an inventory change reaches flights that already have sold seats. The
 * inventory never removes or moves such a flight itself: it hands each change to this port, inside
 * the import's (or edit's) transaction. The disruption work (cancel or retime with traveller care)
 * provides the real implementation; until it is wired in, `refuseSoldFlightChanges` answers 409
 * `inventory_conflicts` and the whole change is rolled back.
 */
import type { Executor } from '../../db/client.js';
import type { SoldFlightChange } from '../flights/index.js';
import { AppError } from '../../shared/app-error.js';

export type { SoldFlightChange };

export interface SoldFlightChanges {
  apply(tx: Executor, change: SoldFlightChange): Promise<void>;
}

/** The default: no change to a sold flight is made; the caller answers the conflicts with 409. */
export const refuseSoldFlightChanges: SoldFlightChanges = {
  async apply() {
    throw new AppError('inventory_conflicts');
  },
};
