/**
 * The order tokens this browser holds, by order number. A guest proves an order is theirs with its
 * token (answered by POST /booking/ and by an exchange's confirmation, carried by the links in the
 * order's emails); the owner's JWT needs none. Kept in localStorage so a reload, the success page and
 * the order page opened later still work; every call about an order sends its token as X-Order-Token.
 */
import { ORDER_TOKEN_HEADER } from '@sapar/contracts';

export const ORDER_TOKENS_STORAGE_KEY = 'sapar_order_tokens';
/** Enough for any traveller's recent orders; the oldest go first beyond it. */
const MAX_TOKENS = 30;
/** Tickets are sold up to a year ahead and a token lives 30 days after the last flight: older entries are dead. */
const MAX_AGE_MS = 400 * 86_400_000;

interface StoredToken {
  token: string;
  /** Epoch milliseconds of the save, to drop the oldest. */
  saved_at: number;
}

type TokenMap = Record<string, StoredToken>;

/** Private mode or a blocked storage: the tokens live as long as the page. */
let memory: TokenMap = {};

const keyOf = (orderNumber: string) => orderNumber.trim().toUpperCase();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(): TokenMap {
  try {
    const text = storage()?.getItem(ORDER_TOKENS_STORAGE_KEY);
    if (!text) return { ...memory };
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return { ...memory };
    const tokens: TokenMap = {};
    for (const [number, entry] of Object.entries(parsed as Record<string, Partial<StoredToken>>)) {
      if (typeof entry?.token === 'string' && entry.token && typeof entry.saved_at === 'number')
        tokens[number] = { token: entry.token, saved_at: entry.saved_at };
    }
    return tokens;
  } catch {
    return { ...memory };
  }
}

function write(tokens: TokenMap): void {
  memory = tokens;
  try {
    storage()?.setItem(ORDER_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // A full quota or private mode: `memory` keeps them for this page.
  }
}

export const orderTokens = {
  get(orderNumber: string): string | undefined {
    const entry = read()[keyOf(orderNumber)];
    return entry && Date.now() - entry.saved_at < MAX_AGE_MS ? entry.token : undefined;
  },
  save(orderNumber: string, token: string): void {
    const trimmed = token.trim();
    if (!trimmed) return;
    const now = Date.now();
    const kept = Object.entries(read())
      .filter(([number, entry]) => number !== keyOf(orderNumber) && now - entry.saved_at < MAX_AGE_MS)
      .sort(([, a], [, b]) => b.saved_at - a.saved_at)
      .slice(0, MAX_TOKENS - 1);
    write({ ...Object.fromEntries(kept), [keyOf(orderNumber)]: { token: trimmed, saved_at: now } });
  },
  remove(orderNumber: string): void {
    const tokens = read();
    delete tokens[keyOf(orderNumber)];
    write(tokens);
  },
  clear(): void {
    memory = {};
    try {
      storage()?.removeItem(ORDER_TOKENS_STORAGE_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

/** The header that opens this order to its token holder; none when this browser has no token for it (the owner's JWT goes anyway). */
export function orderTokenHeaders(orderNumber: string): Record<string, string> | undefined {
  const token = orderTokens.get(orderNumber);
  return token ? { [ORDER_TOKEN_HEADER]: token } : undefined;
}
