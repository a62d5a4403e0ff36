// The OpenAPI document's frame (servers, credentials) and its last step. Operations describe
// themselves where their routes live: every route declares its operationId and summary.
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI servers of one operation, when it is not reachable everywhere the document says. */
    servers?: { url: string; description?: string }[];
  }
}

/** Where the API itself answers: the gateway's API_BASE_URL, and where this document is served. */
export const API_SERVER = {
  url: '/',
  description: 'The API itself (what the gateway calls as API_BASE_URL); shop calls name their shop in X-Site-Token',
};

/**
 * Browsers call through their shop's gateway, which forwards `/api/<call>` here with the shop's
 * token added. Not relative: this document is served on the API's own address, not the shop's.
 */
const SHOP_GATEWAY_SERVER = {
  url: '{origin}/api',
  description: "Through a shop's gateway (the browser's way in): it adds the shop's X-Site-Token",
  variables: { origin: { default: 'http://pharmacy.localhost:3000', description: "The shop's public origin" } },
};

type SwaggerDocument = ReturnType<typeof jsonSchemaTransformObject>;

const REF = /"\$ref":"#\/components\/schemas\/([^"]+)"/g;
const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(REF)].map((match) => match[1]!);

/**
 * The zod provider writes an input twin (`<id>Input`) of every schema with an id, used or not;
 * ids are on answers here, so most twins describe nothing any call takes. Twins reachable from an
 * operation stay; schemas without a twin stay even when unused, so the lint still reports those.
 */
export function withoutUnusedInputs(document: SwaggerDocument): SwaggerDocument {
  const { components = {} } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components.schemas ?? {};
  const reached = new Set(refsIn({ ...document, components: { ...components, schemas: {} } }));
  for (const name of reached) for (const ref of refsIn(schemas[name])) reached.add(ref);
  const kept = Object.entries(schemas).filter(
    ([name]) => reached.has(name) || !(name.endsWith('Input') && name.slice(0, -'Input'.length) in schemas),
  );
  return { ...document, components: { ...components, schemas: Object.fromEntries(kept) } } as SwaggerDocument;
}

export const openapiOptions: SwaggerOptions = {
  // The spec's own calls include paths under /api (api/users/change-full-name, api/google-login):
  // they are routes of their own, not the gateway's prefix, so the document keeps them whole.
  stripBasePath: false,
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Vitrina reference back end',
      version: '0.1.0',
      // Vitrina is open source under the MIT licence (SPDX id, as package.json says).
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [API_SERVER, SHOP_GATEWAY_SERVER],
    components: {
      securitySchemes: {
        siteToken: { type: 'apiKey', in: 'header', name: 'X-Site-Token' },
        serviceKey: { type: 'http', scheme: 'bearer', description: 'SERVICE_KEY, for the gateway' },
        userToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A signed-in shopper's access token (auth/jwt/create), valid in its shop only",
        },
      },
    },
    security: [{ siteToken: [] }],
  },
  transform: jsonSchemaTransform,
  transformObject: (input) => withoutUnusedInputs(jsonSchemaTransformObject(input)),
};
