/** What a booking answers, and the 409 of a changed price: shared by the own and the outside suppliers' bookings. */
import type { BookingCreated } from '@sapar/contracts';
import { money } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';

export interface BookingOutcome {
  response: BookingCreated;
  replayed: boolean;
}

/** The 409 of a changed price: the route answers it with the new total to accept. */
export class PriceChangedError extends AppError {
  constructor(readonly totalPrice: number) {
    super('price_changed', { params: { total: money(totalPrice) } });
  }
}
