/**
 * Creating an order: the one place its 6-character number is drawn (docs/architecture.md#guarded-state-transitions).
 * A booking, an exchange and a disruption rebook all make their order here, with its passengers and the seats of
 * its legs, inside the caller's transaction.
 */
import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_ALPHABET } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import {
  insertOrder,
  insertOrderDetails,
  type LegSeats,
  type NewOrderPassenger,
  type OrderRow,
} from './orders.repository.js';
import type { order } from './orders.schema.js';

/** How many numbers are drawn before giving up: with 31⁶ numbers, eight taken in a row means something is wrong. */
const ORDER_NUMBER_DRAWS = 8;

export function generateOrderNumber(): string {
  return Array.from({ length: 6 }, () => ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]).join('');
}

export type NewOrder = Omit<typeof order.$inferInsert, 'number' | 'id'>;

/**
 * Inserts the order under a freshly drawn number (another one when that number is taken), then its passengers
 * and legs. Throws when no free number turns up, which rolls the caller's transaction back.
 */
export async function createOrder(
  tx: Executor,
  values: NewOrder,
  passengers: readonly NewOrderPassenger[],
  legs: readonly LegSeats[],
): Promise<OrderRow> {
  for (let attempt = 0; attempt < ORDER_NUMBER_DRAWS; attempt += 1) {
    const row = await insertOrder(tx, { ...values, number: generateOrderNumber() });
    if (!row) continue;
    await insertOrderDetails(tx, row.id, passengers, legs);
    return row;
  }
  throw new Error(`orders: no free order number after ${ORDER_NUMBER_DRAWS} draws`);
}
