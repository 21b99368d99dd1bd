/**
 * The order token: what lets a guest act on an order (pay it, read it, refund or exchange it). Answered
 * by POST /booking/ and carried by the links in the order's emails; sent back as the X-Order-Token
 * header or ?token=. Stateless: `{expiry, base36 seconds}.{HMAC of the order number and the expiry}`.
 * It expires ORDER_TOKEN_DAYS_AFTER_TRIP days after the order's last flight.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_TOKEN_DAYS_AFTER_TRIP } from '@sapar/contracts';

interface TokenSubject {
  number: string;
  /** The itinerary as booked: its flights' arrival instants (epoch milliseconds) bound the token's life. */
  itinerary: unknown;
}

function lastArrival(itinerary: unknown): number {
  const snapshot = itinerary as {
    flights?: { arrivesAt?: number }[];
    offers?: { segments?: { arrivesAt?: number }[] }[];
  } | null;
  // An outside supplier's offer carries its flights as segments.
  const arrivals = [...(snapshot?.flights ?? []), ...(snapshot?.offers ?? []).flatMap((o) => o.segments ?? [])].map(
    (f) => f.arrivesAt ?? 0,
  );
  return arrivals.reduce((latest, at) => Math.max(latest, at), 0);
}

export function orderTokenExpiry(subject: TokenSubject): number {
  return Math.floor(lastArrival(subject.itinerary) / 1000) + ORDER_TOKEN_DAYS_AFTER_TRIP * 86_400;
}

function mac(secret: string, number: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`order-token:v1:${number}:${expiresAt}`).digest('base64url').slice(0, 32);
}

export function signOrderToken(secret: string, subject: TokenSubject): string {
  const expiresAt = orderTokenExpiry(subject);
  return `${expiresAt.toString(36)}.${mac(secret, subject.number, expiresAt)}`;
}

/** True when the token was made for this order by this server and has not expired. */
export function verifyOrderToken(secret: string, number: string, token: string, now = Date.now()): boolean {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return false;
  const expiresAt = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return false;
  const expected = Buffer.from(mac(secret, number, expiresAt));
  const actual = Buffer.from(match[2]!);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
