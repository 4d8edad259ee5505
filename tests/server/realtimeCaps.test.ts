import { afterAll, beforeAll, expect, test } from 'vitest';
import { SOCKET_CLOSE } from '../../src/shared/realtime';
import { Client, type Cluster, readyClient, signUpOn, startCluster } from './realtimeSupport';

// A user (or an address) opening socket after socket is refused past its cap, with a close code saying why; closing
// one makes room again. Small caps here; the defaults are 20 per user and 200 per address.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(1, { SOCKETS_PER_USER: '3', SOCKETS_PER_IP: '5' });
});
afterAll(() => cluster.close());

test('past the per-user cap a socket is closed with 4029, and a closed one makes room', async () => {
  const [instance] = cluster.instances;
  const ann = await signUpOn(instance!, 'Ann');
  const open = await Promise.all([1, 2, 3].map(() => readyClient(instance!.port, ann.access_token)));
  const extra = new Client(instance!.port, { token: ann.access_token });
  expect(await extra.closed).toEqual({ code: SOCKET_CLOSE.tooMany.code, reason: SOCKET_CLOSE.tooMany.reason });

  open[0]!.ws.close();
  await open[0]!.closed;
  const again = await readyClient(instance!.port, ann.access_token);
  for (const c of [again, ...open.slice(1)]) c.ws.close();
  await Promise.all([again, ...open.slice(1)].map((c) => c.closed));
});

test('past the per-address cap even another user is refused', async () => {
  const [instance] = cluster.instances;
  const ann = await signUpOn(instance!, 'Ann');
  const bob = await signUpOn(instance!, 'Bob');
  const open = [
    ...(await Promise.all([1, 2, 3].map(() => readyClient(instance!.port, ann.access_token)))),
    ...(await Promise.all([1, 2].map(() => readyClient(instance!.port, bob.access_token)))),
  ];
  const extra = new Client(instance!.port, { token: bob.access_token });
  expect((await extra.closed).code).toBe(SOCKET_CLOSE.tooMany.code);
  // Nor does a socket without a valid token get past the address cap to be told so.
  const anonymous = new Client(instance!.port, {});
  expect((await anonymous.closed).code).toBe(SOCKET_CLOSE.tooMany.code);
  for (const c of open) c.ws.close();
  await Promise.all(open.map((c) => c.closed));
});
