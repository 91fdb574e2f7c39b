import type * as t from 'io-ts';
import { CONTRACT, type Endpoint } from '../../application/contracts';
import { ErrorBody, SCHEMA_HINTS } from '../../application/contracts/shared';

type Schema = Record<string, unknown>;

/**
 * A small io-ts → JSON Schema walker over the codec kinds the contract uses (type, partial, intersection,
 * union, literal, keyof, array, record, string/number/boolean/null/unknown, readonly, exact, refinement).
 * A custom decoder (a request field with its own rule) carries its schema in SCHEMA_HINTS (`described`).
 */
export function schemaOf(codec: t.Decoder<unknown, unknown>): Schema {
  const hint = SCHEMA_HINTS.get(codec);
  if (hint) return hint;
  const c = codec as unknown as { _tag?: string; name: string } & Record<string, unknown>;
  switch (c._tag) {
    case 'StringType': return { type: 'string' };
    case 'NumberType': return { type: 'number' };
    case 'BooleanType': return { type: 'boolean' };
    case 'NullType': return { type: 'null' };
    case 'UnknownType': case 'AnyType': return {};
    case 'UndefinedType': case 'VoidType': return { not: {} };
    case 'LiteralType': return { const: c.value };
    case 'KeyofType': return { type: 'string', enum: Object.keys(c.keys as object) };
    case 'ArrayType': case 'ReadonlyArrayType': return { type: 'array', items: schemaOf(c.type as t.Mixed) };
    case 'DictionaryType': return { type: 'object', additionalProperties: schemaOf(c.codomain as t.Mixed) };
    case 'InterfaceType': case 'StrictType': return objectSchema(c.props as t.Props, true);
    case 'PartialType': return objectSchema(c.props as t.Props, false);
    case 'ExactType': case 'ReadonlyType': case 'RefinementType': return schemaOf(c.type as t.Mixed);
    case 'IntersectionType': return mergeAll((c.types as t.Mixed[]).map(schemaOf));
    case 'UnionType': {
      const members = (c.types as t.Mixed[]).filter((m) => (m as unknown as { _tag: string })._tag !== 'UndefinedType').map(schemaOf);
      return members.length === 1 ? members[0] : { anyOf: members };
    }
    default: return { description: `validated by ${c.name}` };
  }
}

function objectSchema(props: t.Props, required: boolean): Schema {
  const properties = Object.fromEntries(Object.entries(props).map(([key, codec]) => [key, schemaOf(codec)]));
  // A property whose codec accepts undefined is optional even in t.type.
  const needed = required ? Object.entries(props).filter(([, codec]) => !codec.is(undefined)).map(([key]) => key) : [];
  return needed.length > 0 ? { type: 'object', properties, required: needed } : { type: 'object', properties };
}

/** The members of a t.intersection of objects as one object schema. */
function mergeAll(schemas: Schema[]): Schema {
  if (!schemas.every((s) => s.type === 'object')) return { allOf: schemas };
  const properties = Object.assign({}, ...schemas.map((s) => s.properties ?? {})) as Schema;
  const required = schemas.flatMap((s) => (s.required as string[] | undefined) ?? []);
  return required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };
}

function parametersOf(codec: t.Decoder<unknown, unknown> | undefined, where: 'path' | 'query'): Schema[] {
  if (!codec) return [];
  const schema = schemaOf(codec);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, s]) => ({
    name, in: where, required: where === 'path' || required.has(name), schema: s,
  }));
}

function operationOf(name: string, context: string, endpoint: Endpoint): Schema {
  const responses = Object.fromEntries(Object.entries(endpoint.responses).map(([status, codec]) => [status, codec === null
    ? { description: status === '303' ? 'a redirect (Location)' : 'no JSON body' }
    : { description: codec.name, content: { 'application/json': { schema: schemaOf(codec) } } }]));
  const operation: Schema = {
    operationId: name,
    tags: [context],
    summary: endpoint.summary,
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    responses: { ...responses, default: { description: 'the API\'s error shape', content: { 'application/json': { schema: schemaOf(ErrorBody) } } } },
  };
  if (endpoint.body) {
    const type = endpoint.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    operation.requestBody = { content: { [type]: { schema: schemaOf(endpoint.body) } } };
  }
  if (endpoint.auth === 'customer' || endpoint.auth === 'staff') operation.security = [{ bearer: [] }];
  return operation;
}

/** docs/openapi.json, generated from application/contracts/ (the test fails when the committed file differs). */
export function openApiDocument(): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [context, endpoints] of Object.entries(CONTRACT)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      paths[endpoint.path] ??= {};
      paths[endpoint.path][endpoint.method.toLowerCase()] = operationOf(name, context, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Outlet shop HTTP API', version: '1', description: 'Generated from application/contracts/ by server/openapi/openapi.ts (npm run openapi). Prose: docs/api.md.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
