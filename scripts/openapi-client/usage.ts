/**
 * A small typed client over the types openapi-typescript generates from the API's OpenAPI document
 * (`npm run check:openapi-client` generates them and type-checks this file). It shows that a client in
 * another code base can be written from the document alone: paths, methods, path parameters, query,
 * bodies and answers all come from it, and mistakes fail to compile (the @ts-expect-error lines).
 */
import type { components, paths } from './generated/openapi.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods a path really has (the generated types list the others as `never`). */
type MethodOf<P extends keyof paths> = {
  [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type BodyOf<O> = O extends { requestBody: infer Request } ? JsonOf<Request> : never;
type AnswerOf<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 202 extends keyof R
      ? JsonOf<R[202]>
      : unknown
  : never;
type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? T : never;

/** What a call sends: path parameters and a body only when the operation takes them (then required). */
type CallOptions<O> = ([PathParamsOf<O>] extends [never] ? { params?: never } : { params: PathParamsOf<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: never } : { body: BodyOf<O> }) & {
    query?: QueryOf<O>;
    headers?: Record<string, string>;
  };

export type ErrorBody = components['schemas']['ErrorBody'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.detail);
  }
}

export function createClient(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  return async function call<P extends keyof paths, M extends MethodOf<P>>(
    method: M,
    path: P,
    ...[options]: Record<string, never> extends CallOptions<Operation<P, M>>
      ? [CallOptions<Operation<P, M>>?]
      : [CallOptions<Operation<P, M>>]
  ): Promise<AnswerOf<Operation<P, M>>> {
    const { params, body, query, headers } = (options ?? {}) as {
      params?: Record<string, string>;
      body?: unknown;
      query?: Record<string, unknown>;
      headers?: Record<string, string>;
    };
    const filled = String(path).replace(/\{(\w+)\}/g, (_whole, name: string) =>
      encodeURIComponent(params?.[name] ?? ''),
    );
    const search = new URLSearchParams(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    const url = `${baseUrl}${filled}${search.size > 0 ? `?${search}` : ''}`;
    const res = await fetchImpl(url, {
      method: method.toUpperCase(),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await res.json();
    if (!res.ok) throw new ApiError(res.status, answer as ErrorBody);
    return answer as AnswerOf<Operation<P, M>>;
  };
}

/** A few calls as a client of the shop would make them; compiled, never run. */
export async function example(baseUrl: string): Promise<string[]> {
  const api = createClient(baseUrl);
  const health = await api('get', '/api/health');
  const database: 'ok' = health.db;
  const ready = await api('get', '/api/health/ready');
  const migrations: 'ok' | 'pending' | 'failing' = ready.checks.migrations;
  const news = await api('get', '/api/news/{slug}', { params: { slug: 'manas-new-terminal' } });
  const search = await api('post', '/api/flights/search/', {
    body: {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'OSS',
      when_date: '2026-06-01',
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    },
  });
  const page = await api('get', '/api/flights/search/{search_id}/', { params: { search_id: search.search_id } });
  // The back office: a staff sign-in answers either a token pair or a second-factor challenge.
  const signIn = await api('post', '/api/users/token/', {
    body: { email: 'agent@sapar.kg', password: 'a-long-passphrase' },
  });
  const pair =
    'mfa_required' in signIn
      ? await api('post', '/api/users/token/mfa/', { body: { mfa_token: signIn.mfa_token, code: '123456' } })
      : signIn;
  const staff = { authorization: `JWT ${pair.access}` };
  const orders = await api('get', '/api/staff/orders/', { query: { q: 'osmonov', page: 1 }, headers: staff });
  const order = await api('get', '/api/staff/orders/{order_number}/', {
    params: { order_number: 'K7M2PX' },
    headers: staff,
  });
  const dashboard = await api('get', '/api/staff/dashboard/', { query: { days: 30 }, headers: staff });
  const revenue: number = dashboard.sales_by_day[0]?.revenue ?? 0;

  // @ts-expect-error: no such path in the document
  await api('get', '/api/no-such-path/');
  // @ts-expect-error: the search takes no GET
  await api('get', '/api/flights/search/');
  // @ts-expect-error: a news item needs its slug
  await api('get', '/api/news/{slug}');
  // @ts-expect-error: a search needs where from
  await api('post', '/api/flights/search/', { body: { city_to: 'OSS' } });
  // @ts-expect-error: the liveness answer has no such field
  void health.version;

  // @ts-expect-error: an order action needs its reason
  await api('post', '/api/staff/orders/{order_number}/cancel/', { params: { order_number: 'K7M2PX' }, body: {} });

  return [
    database,
    migrations,
    news.title,
    search.search_id,
    String(page.pageData),
    String(orders.count),
    order.order.status,
    String(revenue),
  ];
}
