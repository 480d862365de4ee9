import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';

describe('shutting down', () => {
  it('closes a connection that has sent no request instead of waiting for it', async () => {
    const test = await buildTestApp();
    try {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = test.app.server.address() as AddressInfo;
      const silent = connect(port, '127.0.0.1');
      silent.on('error', () => undefined);
      await once(silent, 'connect');
      // Accepted by the server before it shuts down.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ended = once(silent, 'close');

      const started = Date.now();
      await test.app.close();
      await ended;
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await test.close();
    }
  });

  it('lets an answer in progress finish, then closes its keep-alive connection', async () => {
    const test = await buildTestApp();
    try {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = test.app.server.address() as AddressInfo;
      const answer = fetch(`http://127.0.0.1:${port}/h5/api/login/getFactoryInfo?factoryCode=0`);
      const closing = new Promise<void>((resolve) =>
        test.app.server.once('request', () => resolve(test.app.close())),
      );
      const response = await answer;
      expect(response.status).toBe(200);
      await closing;
    } finally {
      await test.close();
    }
  });
});
