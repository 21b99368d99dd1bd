/** Factories for the after-sales tests: a paid, ticketed order of a chosen fare family, and staff users. */
import { sql } from 'drizzle-orm';
import { fareOffers, type TestContext } from './helper.js';
import { registerUser, type TestUser } from './accounts-fixtures.js';
import { adult, book, bookingBody, confirm, searchFlights, startPayment } from './booking-fixtures.js';

export interface OfferView {
  id: string;
  fare_family: 'light' | 'standard' | 'flex';
  segments: { flight_id: string; carrier: { code: string } }[];
  price: { total: number };
  change: { allowed: boolean; fee: number | null };
  refund: { allowed: boolean; fee: number | null };
}

/** The first offer of the leg matching `accept`, paging through the stored results. */
export async function findOffer(
  ctx: TestContext,
  searchId: string,
  accept: (offer: OfferView) => boolean,
  leg: 'there' | 'back' = 'there',
): Promise<OfferView> {
  for (let page = 1; page <= 50; page += 1) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/flights/search/${searchId}/?leg=${leg}&page=${page}`,
    });
    const body = res.json();
    const found = fareOffers<OfferView>(body.tickets).find(accept);
    if (found) return found;
    if (page >= body.pageData.totalPages) break;
  }
  throw new Error(`no matching offer in search ${searchId}`);
}

let phoneCounter = 0;
const nextPhone = () => `+99670055${String(1000 + (phoneCounter++ % 9000)).padStart(4, '0')}`;

export interface BuyOptions {
  family: OfferView['fare_family'];
  /** Non-default filter, e.g. a low-cost carrier whose fare forbids changes. */
  accept?: (offer: OfferView) => boolean;
  days?: number;
  back?: number;
  /** Destination airport or city (BSZ is the origin); OSS by default. */
  to?: string;
  adults?: number;
  language?: string;
  token?: string;
  email?: string;
}

/** Searches, books and pays: answers the ticketed order's number and the offers bought. */
export async function buyTicketed(ctx: TestContext, options: BuyOptions) {
  const search = await searchFlights(ctx, {
    days: options.days ?? 30,
    back: options.back,
    ...(options.to ? { to: options.to } : {}),
    mix: { adults: options.adults ?? 1 },
  });
  const accept = (o: OfferView) => o.fare_family === options.family && (options.accept?.(o) ?? true);
  const outbound = await findOffer(ctx, search.searchId, accept);
  const inbound = options.back
    ? await findOffer(ctx, search.searchId, (o) => o.fare_family === options.family, 'back')
    : null;
  const passengers = Array.from({ length: options.adults ?? 1 }, (_, i) =>
    adult(search.when, i === 0 ? {} : { first_name: 'Nurlan', last_name: 'Asanov', document_number: `AC76543${i}` }),
  );
  const body = bookingBody(search.searchId, outbound.id, passengers, {
    return_ticket: inbound?.id ?? null,
    contact: { email: options.email ?? 'buyer@example.com', phone: '+996555123456' },
  });
  const booked = await book(ctx, body, { language: options.language, token: options.token });
  if (booked.statusCode !== 200) throw new Error(`booking failed: ${booked.body}`);
  const orderNumber = booked.json().order_number as string;
  const orderToken = booked.json().order_token as string;
  const { paymentId, code } = await startPayment(ctx, orderNumber, nextPhone());
  const paid = await confirm(ctx, paymentId, code);
  if (paid.json().status !== 'paid') throw new Error(`payment failed: ${paid.body}`);
  return {
    orderNumber,
    orderToken,
    outbound,
    inbound,
    total: booked.json().total_price as number,
    paymentId,
    when: search.when,
  };
}

/** An agent with the second factor enrolled (its session was started before, with the password). */
export async function staffUser(ctx: TestContext): Promise<TestUser> {
  const user = await registerUser(ctx);
  await ctx.app.db.execute(sql`update app_user set is_staff = true where lower(email) = lower(${user.email})`);
  await ctx.app.db.execute(
    sql`insert into staff_member (user_id, roles, mfa_enabled_at) values (${user.id}, array['agent']::text[], now())`,
  );
  return user;
}

export async function queryRows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
