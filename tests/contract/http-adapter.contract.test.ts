import { afterAll, beforeAll } from 'vitest';
import { createHttpBackend } from '@/data/http/http-backend';
import { describeBackendContract, type ContractHarness } from './backend-contract';
import { describeRepairsContract } from './repairs-contract';
import { describePersonalDataContract } from './personal-data-contract';
import { describeOrdersContract } from './orders-contract';
import type { Backend } from '@/data';
import { createOrderRepository } from '../../server/db/orders-store';
import { pngBytes, startTestServer, type TestServer } from '../support/test-server';
import { TEST_ADMIN } from '../factories';

/** The data-port contract against the real embedded server, over real HTTP, with a cookie jar like a browser's. */
let server: TestServer;
let backend: Backend;

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  let cookie = '';
  backend = createHttpBackend({
    baseUrl: `${address}/api`,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      const set = response.headers.getSetCookie()[0];
      if (set) cookie = /^[^=]+=;|Expires=Thu, 01 Jan 1970/i.test(set) ? '' : set.split(';')[0]!;
      return response;
    },
  });
});
afterAll(async () => {
  await server.close();
});

const harness: ContractHarness = {
  backend: () => backend,
  admin: TEST_ADMIN,
  addOrder: async (order) => createOrderRepository(server.db).create(order).id,
  imageFile: async (name) => new File([new Uint8Array(await pngBytes())], name, { type: 'image/png' }),
  // An upload's address: an import fetches any other (and this machine reaches no other host).
  storedImage: '/uploads/products/1700000000000_intro_contract.png',
  // The owner's own access to the store: the job's times moved back in SQLite.
  ageRepair: async (id, days) => {
    const shift = `-${days} days`;
    server.db
      .prepare(
        `UPDATE repairs SET ready_at = strftime('%Y-%m-%dT%H:%M:%fZ', ready_at, @shift),
           collected_at = strftime('%Y-%m-%dT%H:%M:%fZ', collected_at, @shift) WHERE id = @id`,
      )
      .run({ id, shift });
  },
  ageJob: async (id, { changed, collected }) => {
    server.db
      .prepare(
        `UPDATE repairs SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, @changed),
           ready_at = strftime('%Y-%m-%dT%H:%M:%fZ', ready_at, @collected),
           collected_at = strftime('%Y-%m-%dT%H:%M:%fZ', collected_at, @collected) WHERE id = @id`,
      )
      .run({ id, changed: `-${changed} days`, collected: `-${collected} days` });
  },
};

describeBackendContract('http', harness);
describeRepairsContract(harness);
describePersonalDataContract(harness);
describeOrdersContract(harness);
