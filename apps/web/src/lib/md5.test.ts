import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('js-md5');
  vi.resetModules();
});

describe('md5Hex', () => {
  it('hashes a PIN as the API expects', async () => {
    const { md5Hex } = await import('./md5');
    await expect(md5Hex('123456')).resolves.toBe('e10adc3949ba59abbe56e057f20f883e');
  });

  it('loads the hash code again after a failed load (offline), not once for good', async () => {
    let online = false;
    vi.doMock('js-md5', async (importOriginal) => {
      if (!online) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { md5Hex, preloadMd5 } = await import('./md5');
    preloadMd5(); // a failed preload reports nothing
    await expect(md5Hex('123456')).rejects.toThrow();
    online = true;
    await expect(md5Hex('123456')).resolves.toBe('e10adc3949ba59abbe56e057f20f883e');
  });
});
