/**
 * Hostile input against every operation of the API's own OpenAPI document (so routes added later
 * are fuzzed without touching this file): NUL bytes, lone surrogates, very long strings, wrong
 * types, negative and huge numbers, arrays for scalars, unknown fields, malformed JSON, bad path
 * parameters and odd headers, each operation once as a guest and once with a normal user's token.
 * No answer may be a 5xx, and every error answer has a string `detail`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, type TestUser } from './accounts-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}
interface Probe {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let ctx: TestContext;
let user: TestUser;
let components: Record<string, Schema> = {};

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000' });
  user = await registerUser(ctx);
}, 120_000);
afterAll(() => ctx.close());

const LONG = 'x'.repeat(20_000);
/** Values put in place of one field of a valid-looking body. */
const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  LONG,
  '',
  '   ',
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  1.5,
  true,
  null,
  [],
  ['a', 1],
  {},
  { nested: { deeper: ['\u0000'] } },
  '<script>alert(1)</script>\n',
  "' or 1=1 --",
  '../../etc/passwd',
  '9999-99-99',
  '31.02.2020',
];
/** Raw (already URL-encoded) values for path and query parameters. */
const HOSTILE_URL_PARTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%',
  '%zz',
  'a'.repeat(300),
  '-1',
  '99999999999999999999999',
  '1e309',
  '..%2F..%2Fetc',
  '%3Cx%3E',
  '[]',
  'null',
  'ABC234',
];
/** Whole bodies that are not what anyone expects. */
const HOSTILE_BODIES = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '12',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  LONG,
];
/** Odd headers, sent with a valid-looking request. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: 'JWT ' },
  { authorization: 'JWT a.b.c' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { 'accept-language': `${'zz-ZZ;q=0.5,'.repeat(300)}` },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'text/plain' },
  { 'idempotency-key': LONG.slice(0, 5000) },
  { 'idempotency-key': '' },
  { cookie: `sapar_access_token=${'a'.repeat(4000)}` },
];

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i += 1) current = components[current.$ref.split('/').pop()!] ?? {};
  return current;
}

/** A value of a schema that is as valid as the schema alone can tell. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const union = (s.anyOf ?? s.oneOf ?? s.allOf) as Schema[] | undefined;
  if (union?.length) return sample(union.find((option) => resolve(option).type !== 'null') ?? union[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email' || /email/.test(String(s.description ?? ''))) return 'fuzz@example.kg';
      if (typeof s.pattern === 'string' && s.pattern.includes('0-9a-f')) return '0'.repeat(32);
      return typeof s.minLength === 'number' && s.minLength > 3 ? 'a'.repeat(s.minLength) : 'abc';
    default:
      return 'abc';
  }
}

/** Every operation of the document, with its parameters and JSON body schema. */
function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The probes of one operation: each path parameter, query parameter, body field, body and header turned hostile. */
function probesOf(op: Operation): Probe[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const validPath = (overrides: Record<string, string> = {}) =>
    op.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) =>
        overrides[name] ?? encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema))),
    );
  const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]));
  const url = (path: string, query: Record<string, string>) =>
    `${path}${
      Object.keys(query).length
        ? `?${Object.entries(query)
            .map(([k, v]) => `${k}=${v}`)
            .join('&')}`
        : ''
    }`;
  const baseHeaders: Record<string, string> = Object.fromEntries(
    headerParams.map((p) => [p.name, `fuzz-${Math.random().toString(36).slice(2)}-key`]),
  );
  const baseBody = op.body ? (sample(op.body) as Record<string, unknown>) : undefined;
  const jsonHeaders: Record<string, string> = op.body ? { 'content-type': 'application/json' } : {};
  const probe = (
    name: string,
    overrides: { url?: string; headers?: Record<string, string>; payload?: string } = {},
  ): Probe => ({
    name,
    method: op.method,
    url: overrides.url ?? url(validPath(), validQuery),
    headers: { ...baseHeaders, ...jsonHeaders, ...overrides.headers },
    ...(op.body ? { payload: overrides.payload ?? JSON.stringify(baseBody) } : {}),
  });

  const probes: Probe[] = [probe('as valid as the schema tells')];
  for (const param of pathParams) {
    for (const value of HOSTILE_URL_PARTS)
      probes.push(
        probe(`path ${param.name}=${value.slice(0, 20)}`, { url: url(validPath({ [param.name]: value }), validQuery) }),
      );
  }
  for (const param of queryParams) {
    for (const value of HOSTILE_URL_PARTS.slice(0, 8))
      probes.push(
        probe(`query ${param.name}=${value.slice(0, 20)}`, {
          url: url(validPath(), { ...validQuery, [param.name]: value }),
        }),
      );
    probes.push(
      probe(`query ${param.name} twice`, { url: `${url(validPath(), validQuery)}&${param.name}=1&${param.name}=2` }),
    );
  }
  probes.push(
    probe('unknown query parameter', {
      url: `${url(validPath(), validQuery)}${queryParams.length ? '&' : '?'}zz%00=%ED%A0%80`,
    }),
  );
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    const fields = Object.keys(baseBody);
    fields.forEach((field, index) => {
      // Every field meets a rotating third of the hostile values, all of them across the fields.
      const values = HOSTILE_VALUES.filter((_, i) => (i + index) % 3 === 0);
      for (const value of values)
        probes.push(
          probe(`body ${field}=${JSON.stringify(value)?.slice(0, 20)}`, {
            payload: JSON.stringify({ ...baseBody, [field]: value }),
          }),
        );
      // One level down: objects and the first item of arrays of objects (passengers, contacts).
      const nested = baseBody[field];
      const inner = Array.isArray(nested) ? nested[0] : nested;
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const key of Object.keys(inner)) {
          for (const value of ['a\u0000', '\uD800', LONG, -1, ['x'], null]) {
            const changed = { ...(inner as Record<string, unknown>), [key]: value };
            probes.push(
              probe(`body ${field}.${key}=${JSON.stringify(value)?.slice(0, 20)}`, {
                payload: JSON.stringify({ ...baseBody, [field]: Array.isArray(nested) ? [changed] : changed }),
              }),
            );
          }
        }
      }
    });
    probes.push(
      probe('unknown fields', { payload: JSON.stringify({ ...baseBody, zz_unknown: '\u0000', ['k\uD800']: 1 }) }),
    );
  }
  for (const payload of HOSTILE_BODIES) {
    probes.push({
      ...probe(`raw body ${payload.slice(0, 20)}`),
      payload,
      headers: { ...baseHeaders, 'content-type': 'application/json' },
    });
  }
  for (const headers of HOSTILE_HEADERS)
    probes.push(probe(`header ${Object.keys(headers)[0]}=${Object.values(headers)[0]!.slice(0, 20)}`, { headers }));
  return probes;
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('answers no 5xx, and every error with a detail', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    components = doc.components?.schemas ?? {};
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const send = async (probe: Probe, token: string | undefined) => {
      const headers = {
        'accept-language': 'en',
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...probe.headers,
      };
      let res;
      try {
        res = await ctx.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers,
          remoteAddress: nextIp(),
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        });
      } catch (error) {
        // light-my-request refuses what no HTTP client could send (a header with a NUL): not an answer.
        if (error instanceof TypeError && /header/i.test(error.message)) return;
        throw error;
      }
      sent += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = `${probe.method} ${probe.url.slice(0, 120)} [${probe.name}${token ? ', signed in' : ''}]`;
      if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        let detail: unknown;
        try {
          detail = (res.json() as { detail?: unknown }).detail;
        } catch {
          detail = undefined;
        }
        if (typeof detail !== 'string' || detail === '')
          failures.push(`${where}: ${res.statusCode} without detail: ${res.body.slice(0, 200)}`);
      }
    };

    for (const op of operations) {
      const probes = probesOf(op);
      for (const token of [undefined, user.access]) {
        // A few at a time: PGlite is one connection, and the machine is shared.
        for (let i = 0; i < probes.length; i += 8)
          await Promise.all(probes.slice(i, i + 8).map((probe) => send(probe, token)));
      }
    }

    console.warn(
      `fuzz: ${sent} requests on ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 300_000);
});
