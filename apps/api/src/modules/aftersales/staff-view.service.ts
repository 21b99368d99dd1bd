/** What the back office's order page shows of after-sales: the order's refunds and exchanges. */
import type { Executor } from '../../db/client.js';
import { listExchangesOf, listRefundsOf, type ExchangeRow, type RefundRow } from './aftersales.repository.js';

export type { ExchangeRow, RefundRow };

export async function findAftersalesOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ refunds: RefundRow[]; exchanges: ExchangeRow[] }> {
  const [refunds, exchanges] = await Promise.all([listRefundsOf(db, [orderId]), listExchangesOf(db, [orderId])]);
  return { refunds, exchanges };
}

export { countPendingAftersales, findRefundsByDay } from './aftersales.repository.js';
