/**
 * One search over the own inventory and Duffel across two real API processes sharing Redis, as in
 * production behind a proxy: a search made on A answers with Duffel pending; Duffel's offers, put on
 * the search by A when they arrive (their own key per search and supplier), are read on B. Duffel is
 * the local fake of its v2 API, answering slower than the agency's own inventory. Runs in the
 * api-postgres project only.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  loggedErrors,
  startCluster,
  START_TIMEOUT_MS,
  type ApiProcess,
  type ProcessCluster,
} from './api-processes.js';
import { startDuffelFake, type DuffelFake } from './fakes/duffel-fake.js';
import { inDays, TEST_DATABASE_URL } from './helper.js';

interface Page {
  pending_suppliers: string[];
  unanswered_suppliers: string[];
  tickets: Array<{ fares: Array<{ supplier?: string; offer_id: string }> }>;
}

describe.skipIf(!TEST_DATABASE_URL)('one search over two suppliers across two API processes with Redis', () => {
  let cluster: ProcessCluster;
  let fake: DuffelFake;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(
    async () => {
      fake = await startDuffelFake({ latencyMs: 1000 });
      cluster = await startCluster(TEST_DATABASE_URL!, 2, {
        FLIGHT_SUPPLIERS: 'own,duffel',
        DUFFEL_URL: fake.url,
        DUFFEL_TOKEN: fake.token,
        DUFFEL_TIMEOUT_MS: '6000',
      });
      [a, b] = cluster.apis as [ApiProcess, ApiProcess];
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  }, 30_000);

  it('a search made on A shows on B the Duffel offers A received after answering', async () => {
    const made = await call(a, 'POST', '/api/flights/search/', {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'IST',
      when_date: inDays(15),
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    });
    expect(made.status, `${JSON.stringify(made.body)}\n${loggedErrors([a, b])}`).toBe(200);
    expect(made.body.pending_suppliers).toEqual(['duffel']);
    const url = `/api/flights/search/${made.body.search_id}/?leg=there`;
    const early = await call(b, 'GET', url);
    expect(early.status).toBe(200);
    expect((early.body as Page).pending_suppliers).toEqual(['duffel']);

    const onB = await vi.waitFor(
      async () => {
        const page = (await call(b, 'GET', url)).body as Page;
        if (page.pending_suppliers.length > 0) throw new Error('Duffel still pending');
        return page;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(onB.unanswered_suppliers).toEqual([]);
    const fromDuffel = onB.tickets.flatMap((t) => t.fares).filter((f) => f.supplier === 'duffel');
    expect(fromDuffel.length).toBeGreaterThan(0);
    const onA = (await call(a, 'GET', url)).body as Page;
    expect(onA.tickets.flatMap((t) => t.fares.map((f) => f.offer_id))).toEqual(
      onB.tickets.flatMap((t) => t.fares.map((f) => f.offer_id)),
    );
  });
});
