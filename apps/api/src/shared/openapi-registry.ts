/**
 * The schemas the OpenAPI document is built from: the API's own, as its modules registered them
 * when they were loaded. zod keeps one registry per process (on globalThis), and the server
 * renderer's bundle (apps/web/dist-server, loaded to draw pages) carries its own copy of the
 * contracts and of zod: as its parts load, lazily while pages are drawn, their copies of the
 * contracts' schemas register under the same ids ("Ticket", "ErrorBody"…). Built from the
 * process's registry after that, the document met two schemas with one id and failed
 * (`Duplicate schema id "Ticket"`), and so did the documentation page.
 *
 * This registry holds the ids registered when it was taken (app.ts takes it once its imports, every
 * module with a contract among them, are loaded) and reads everything else (descriptions,
 * examples) from the process's registry; a schema carrying an id this registry gives another schema
 * is described without it, so it can never stand for a component.
 */
import { globalRegistry, type GlobalMeta } from 'zod';
import { $ZodRegistry, type $ZodType } from 'zod/v4/core';

class OwnMetadata extends WeakMap<$ZodType, GlobalMeta> {
  constructor(
    private readonly source: typeof globalRegistry,
    private readonly ids: ReadonlyMap<string, $ZodType>,
  ) {
    super();
  }

  override get(schema: $ZodType): GlobalMeta | undefined {
    const meta = super.get(schema) ?? this.source._map.get(schema);
    if (!meta?.id || this.ids.get(meta.id) === schema) return meta;
    const { id: _anotherCopys, ...rest } = meta;
    return rest;
  }

  override has(schema: $ZodType): boolean {
    return super.has(schema) || this.source._map.has(schema);
  }
}

/** The process's registered schemas as they are now, for fastify-type-provider-zod's `schemaRegistry`. */
export function ownSchemaRegistry(source: typeof globalRegistry = globalRegistry): $ZodRegistry<GlobalMeta> {
  const ids = new Map(source._idmap);
  const registry = new $ZodRegistry<GlobalMeta>();
  registry._idmap = ids;
  registry._map = new OwnMetadata(source, ids);
  return registry;
}
