import { PlanOrder } from '@adc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { failure, freshUser, fund, pick, pushPlan, putPlan } from '../../test/kits/plan-test-kit';

/** A launch reads its product from a memo (SQLite): a product change must be seen at once. */
describe('launch and product changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('checks the amount against the product as it is now, and shows its current name', async () => {
    const user = await freshUser(server);
    await fund(server, user.id, 10_000_000n);
    const product = await server.db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const [first, second, third] = [
      await pushPlan(server, user, product.id),
      await pushPlan(server, user, product.id),
      await pushPlan(server, user, product.id),
    ];
    try {
      expect((await putPlan(server, user, { id: first.id, amount: '500.00' })).code).toBe(200);

      await server.db.product.update({
        where: { id: product.id },
        // Renamed by hand: the literal name replaces the platform texts.
        data: { maxAmount: 40_000n, name: 'Renamed product', texts: null },
      });
      expect(pick(await putPlan(server, user, { id: second.id, amount: '500.00' }))).toEqual(
        failure('error.investment_amount_out_of_range'),
      );
      const launched = await putPlan(server, user, { id: third.id, amount: '400.00' });
      expect(launched.code).toBe(200);
      expect(PlanOrder.parse(launched.data).product.name).toBe('Renamed product');
    } finally {
      await server.db.product.update({
        where: { id: product.id },
        data: { maxAmount: product.maxAmount, name: product.name, texts: product.texts },
      });
    }
  });
});
