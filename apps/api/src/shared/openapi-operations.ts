/**
 * Completes each operation of the OpenAPI document from what the route itself declares, so a new
 * route cannot forget it (the document is what `npm run lint:openapi` checks with Redocly):
 * - an `operationId` derived from method and path (`GET /api/booking/:order_number/receipt.pdf` ->
 *   `getBookingByOrderNumberReceiptPdf`): stable while the route is, unique because method + path is;
 * - `security`: `jwt` on routes behind `authenticate` or a staff guard (and everything under /api/staff/
 *   that does not declare `security: []` itself), an explicit `[]` on public ones;
 * - the error answers every route can give, when it does not list them itself: 400 when it takes
 *   input, 401 and 403 when guarded, 404 with path parameters, 429 under the rate limit.
 * Only the document changes: validation and serialization of the running routes stay as declared.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { errorBodySchema } from '@sapar/contracts';

interface TransformInput {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `POST` + `/api/flights/search/:search_id/` -> `postFlightsSearchBySearchId`. */
export function deriveOperationId(method: string, url: string): string {
  const parts = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${words(segment).map(capitalize).join('')}`
        : words(segment).map(capitalize).join(''),
    );
  return method.toLowerCase() + (parts.join('') || 'Root');
}

function hookNames(route: RouteOptions): string[] {
  return [route.onRequest ?? [], route.preHandler ?? []].flat().map((hook) => (hook as { name?: string }).name ?? '');
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema as ZodType } },
});

const ANSWERS = {
  400: errorAnswer('The request is malformed or fails validation (`errors` per field)'),
  401: errorAnswer('No valid access token (`Authorization: JWT {access token}`)'),
  403: errorAnswer('Signed in, but not allowed (staff only)'),
  404: errorAnswer('Nothing found at this path'),
  429: errorAnswer('Too many requests from this client; `Retry-After` says when to try again'),
} as const;

/** The swagger `transform` step run before fastify-type-provider-zod turns the zod schemas into JSON Schema. */
export function completeOperation({ schema: declared, url, route }: TransformInput): FastifySchema | undefined {
  const schema = declared as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return declared;
  const method = [route.method].flat()[0] ?? 'GET';
  const hooks = hookNames(route);
  const isDeclaredPublic = Array.isArray(schema.security) && schema.security.length === 0;
  const isStaff =
    hooks.some((hook) => hook.startsWith('requireStaff')) || (url.startsWith('/api/staff/') && !isDeclaredPublic);
  const isGuarded = isStaff || hooks.includes('authenticate');
  const takesInput = ['body', 'querystring', 'params', 'headers'].some((part) => schema[part] !== undefined);
  const isLimited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;

  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: keyof typeof ANSWERS, when: boolean) => {
    if (when && response[status] === undefined) response[status] = ANSWERS[status];
  };
  add(400, takesInput);
  add(401, isGuarded);
  add(403, isStaff);
  add(404, url.includes('/:'));
  add(429, isLimited);
  // Any request can be malformed (a bad URL, broken headers): the least a route without input answers.
  add(400, !Object.keys(response).some((status) => status.startsWith('4')));

  return {
    ...declared,
    operationId: declared?.operationId ?? deriveOperationId(method, url),
    security: declared?.security ?? (isGuarded ? [{ jwt: [] }] : []),
    response,
  };
}

type Json = unknown;
const SCHEMA_REF = '#/components/schemas/';

function eachNode(node: Json, visit: (value: Record<string, Json>) => void): void {
  if (Array.isArray(node)) for (const item of node) eachNode(item, visit);
  else if (node && typeof node === 'object') {
    visit(node as Record<string, Json>);
    for (const value of Object.values(node)) eachNode(value, visit);
  }
}

/**
 * The whole document, after zod's schemas became JSON Schema components:
 * - only the components an operation reaches are kept (the zod registry holds an input and an
 *   output variant of every named schema, most of them used one way only);
 * - a record keyed by an enum (`z.record(z.enum([...]), …)`, every key present) also lists its keys
 *   as properties, so the `required` keys it declares are defined.
 */
export function tidyDocument<T extends { paths?: Json; components?: { schemas?: Record<string, Json> } }>(
  document: T,
): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const reached = new Set<string>();
  const reach = (node: Json) =>
    eachNode(node, (value) => {
      const ref = value.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return;
      const name = ref.slice(SCHEMA_REF.length);
      if (reached.has(name)) return;
      reached.add(name);
      reach(schemas[name]);
    });
  reach(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  eachNode(kept, (value) => {
    const keys = (value.propertyNames as { enum?: unknown } | undefined)?.enum;
    if (!Array.isArray(keys) || value.properties !== undefined || !value.additionalProperties) return;
    value.properties = Object.fromEntries(keys.map((key) => [String(key), value.additionalProperties]));
  });
  return { ...document, components: { ...document.components, schemas: kept } };
}
