import { readOpenApiDocument } from '@adc/contract/openapi';
import swagger, { type FastifyStaticSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

type StaticDocument = Extract<
  FastifyStaticSwaggerOptions['specification'],
  { document: unknown }
>['document'];

/**
 * The committed OpenAPI 3.1 document (generated from the contract, `pnpm --filter @adc/server
 * openapi`; a test fails when it is stale) at /docs (Swagger UI) and /docs/json.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      mode: 'static',
      // A plain JSON document (OpenAPI 3.1); @fastify/swagger's types know only 2.0 and 3.0.
      specification: { document: readOpenApiDocument() as unknown as StaticDocument },
    });
    // Swagger UI's own CSP (its inline scripts and styles by hash), with no framing either.
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(' upgrade-insecure-requests;', '')
          // Swagger UI sets a few inline styles; scripts stay 'self' only.
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
    });
  },
  { name: 'docs' },
);
