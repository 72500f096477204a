import { buildOpenApiDocument } from '@adc/contract/openapi';
import swagger, { type FastifyStaticSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

type StaticDocument = Extract<
  FastifyStaticSwaggerOptions['specification'],
  { document: unknown }
>['document'];

/** The OpenAPI document generated from the contract, at /docs (Swagger UI) and /docs/json. */
export default fp(
  async (app) => {
    const document = buildOpenApiDocument();
    await app.register(swagger, {
      mode: 'static',
      // The ts-rest generator and @fastify/swagger type the same OpenAPI 3 object with different libraries.
      specification: { document: document as unknown as StaticDocument },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
