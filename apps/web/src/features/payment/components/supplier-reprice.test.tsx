import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { repriceResponseSchema, type Ticket } from '@sapar/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '@/test/fetch-mock';
import { makeSupplierTicket, makeTicket } from '@/test/flights';
import { renderWithProviders } from '@/test/render';
import { TicketSelectionStep } from './ticket-selection-step';

const SEARCH_ID = '0123456789abcdef0123456789abcdef';
const REPRICE = (offerId: string) => `POST /api/flights/search/${SEARCH_ID}/offers/${offerId}/reprice/`;
const SELECT = 'POST /api/booking/select/';

function repriced(ticket: Ticket, newTotal: number, expiresAt: string | null = ticket.expires_at ?? null) {
  const fare = (ticket as ReturnType<typeof makeSupplierTicket>).fares[0]!;
  return {
    body: repriceResponseSchema.parse({
      offer_id: ticket.id,
      status: newTotal === ticket.price.total ? 'unchanged' : 'changed',
      previous_total: ticket.price.total,
      fare: { ...fare, expires_at: expiresAt, price: { ...fare.price, total: newTotal } },
    }),
  };
}

function selection(total: number) {
  return {
    body: {
      search_id: SEARCH_ID,
      tickets: [],
      quoted_total: total,
      total_price: total,
      price_changed: false,
      currency: 'KGS',
      time_limit: 900,
    },
  };
}

function setup(outbound: Ticket, routes: Record<string, FakeRoute>, totalPrice = outbound.price.total) {
  const fetchMock = stubApi(routes);
  const props = {
    onPriceAccepted: vi.fn(),
    onContinue: vi.fn(),
    onChooseAnother: vi.fn(),
    onRefreshSearch: vi.fn(),
    onOfferGone: vi.fn(),
    onOfferExpiry: vi.fn(),
  };
  const user = userEvent.setup();
  // The flow keeps the total the buyer accepted and hands it back to the step.
  function Flow() {
    const [accepted, setAccepted] = useState(totalPrice);
    return (
      <TicketSelectionStep
        searchId={SEARCH_ID}
        outbound={outbound}
        inbound={null}
        totalPrice={accepted}
        passengerCount={2}
        {...props}
        onPriceAccepted={(total) => {
          props.onPriceAccepted(total);
          setAccepted(total);
        }}
      />
    );
  }
  const view = renderWithProviders(<Flow />);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(url)}` === key)
      .length;
  return { ...view, ...props, user, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an outside offer read again before the passenger step', () => {
  it('shows a changed price with the old and the new, and goes on only once it is accepted', async () => {
    const offer = makeSupplierTicket({ id: 'd1', price: 21_000 });
    const { user, calls, onPriceAccepted, onContinue } = setup(offer, {
      [REPRICE('d1')]: repriced(offer, 23_450),
      [SELECT]: selection(23_450),
    });
    const notice = await screen.findByTestId('price-changed');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Цена изменилась');
    expect(within(notice).getByText(/21\s000\sсом/).tagName).toBe('S');
    expect(notice.textContent).toMatch(/Стало23\s450\sсом/);
    // Nothing is priced for booking, and there is no way on, until the buyer decides.
    expect(calls(SELECT)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Продолжить' })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Принять новую цену' }));
    expect(onPriceAccepted).toHaveBeenCalledWith(23_450);
    await waitFor(() => expect(calls(SELECT)).toBe(1));
    expect(screen.queryByTestId('price-changed')).toBeNull();
    const next = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    await user.click(next);
    expect(onContinue).toHaveBeenCalled();
  });

  it('goes back to the results when the buyer declines the new price', async () => {
    const offer = makeSupplierTicket({ id: 'd1', price: 21_000 });
    const { user, onChooseAnother, onPriceAccepted } = setup(offer, {
      [REPRICE('d1')]: repriced(offer, 22_000),
      [SELECT]: selection(22_000),
    });
    const notice = await screen.findByTestId('price-changed');
    await user.click(within(notice).getByRole('button', { name: 'Выбрать другой рейс' }));
    expect(onChooseAnother).toHaveBeenCalled();
    expect(onPriceAccepted).not.toHaveBeenCalled();
  });

  it('sends the buyer back to the results when the airline no longer sells the offer', async () => {
    const offer = makeSupplierTicket({ id: 'd1' });
    const { onOfferGone, calls } = setup(offer, {
      [REPRICE('d1')]: {
        status: 410,
        body: { code: 'offer_gone', detail: 'Авиакомпания больше не продаёт этот билет по этой цене.' },
      },
      [SELECT]: selection(offer.price.total),
    });
    await waitFor(() => expect(onOfferGone).toHaveBeenCalledTimes(1));
    expect(calls(SELECT)).toBe(0);
  });

  it('passes an unchanged offer on, with its own deadline for the countdown', async () => {
    const expiresAt = new Date(Date.now() + 6 * 60_000).toISOString();
    const offer = makeSupplierTicket({ id: 'd1', price: 21_000 });
    const { onOfferExpiry, calls } = setup(offer, {
      [REPRICE('d1')]: repriced(offer, 21_000, expiresAt),
      [SELECT]: selection(21_000),
    });
    await waitFor(() => expect(onOfferExpiry).toHaveBeenCalledWith(expiresAt));
    await waitFor(() => expect(calls(SELECT)).toBe(1));
    expect(screen.queryByTestId('price-changed')).toBeNull();
  });

  it('does not ask the airline again for the agency’s own seats', async () => {
    const own = makeTicket({ id: 't1' });
    const { calls } = setup(own, { [SELECT]: selection(own.price.total) });
    await waitFor(() => expect(calls(SELECT)).toBe(1));
    expect(calls(REPRICE('t1'))).toBe(0);
  });
});
