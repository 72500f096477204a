import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkAnswersAgainstDocument } from './harness';

// Every answer of the API suite is checked against the OpenAPI document by the harness; this
// shows the check catches a wrong answer, an undeclared status and a non-envelope.
describe('the harness checks answers against the OpenAPI document', () => {
  it('records answers that do not match their declared schema', async () => {
    const app = Fastify();
    const violations = checkAnswersAgainstDocument(app);
    app.get('/api/user/info', async (request, reply) => {
      const kind = (request.query as { kind?: string }).kind;
      if (kind === 'teapot') return reply.status(418).send({ code: 400, msg: 'x', data: null });
      if (kind === 'text') return reply.type('text/plain').send('plain');
      if (kind === 'ok') return { code: 401, msg: 'Not authorized', data: null };
      return { code: 200, msg: 'Success', data: { id: 'not-a-number' } };
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ code: 400, msg: 'Not found', data: null }),
    );
    for (const kind of ['wrong', 'teapot', 'text', 'ok']) {
      await app.inject({ url: `/api/user/info?kind=${kind}` });
    }
    await app.inject({ url: '/api/no/such/call' });
    await app.close();
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(/GET \/api\/user\/info\?kind=wrong → HTTP 200 does not match/);
    expect(violations[1]).toContain('does not declare HTTP 418');
    expect(violations[2]).toContain('not a JSON envelope (text/plain');
  });
});
