import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_ROUTES } from '../../src/api/bridge/contract/routes';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { BASE_USDC, bridgeCaller, PUSD, WALLET } from '../testing/bridge-kit';

/*
 * GET /bridge/openapi.json: one operation per route record with its method, path and success
 * status (201 for the address routes), no security (the bridge is public); every schema compiles,
 * and the routes' real answers satisfy their success schemas.
 */

type Operation = { operationId: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let app: ReturnType<typeof createApp>;
let doc: Document;
let ajv: Ajv;

beforeAll(async () => {
  app = createApp(openDb(':memory:'), { sandbox: true, bridgeStepMs: 10 });
  const res = await app.request('/bridge/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
});

const successOf = (name: keyof typeof BRIDGE_ROUTES) => String(BRIDGE_ROUTES[name].successStatus ?? 200);
const validatorOf = (path: string, method: string, status: string) =>
  ajv.getSchema(
    `doc#/paths/${encodeURIComponent(path.replace(/\//g, '~1'))}/${method}/responses/${status}/content/application~1json/schema`,
  )!;

describe('the bridge OpenAPI document', () => {
  it('has one public operation per route record, at its success status', () => {
    expect(doc.servers).toEqual([{ url: '/bridge' }]);
    expect(doc.components.securitySchemes).toBeUndefined();
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(BRIDGE_ROUTES).sort());
    for (const { path, method, op } of ops) {
      const name = op.operationId as keyof typeof BRIDGE_ROUTES;
      const def = BRIDGE_ROUTES[name];
      expect([def.path, def.method.toLowerCase()]).toEqual([path, method]);
      expect(Object.keys(op.responses)).toContain(successOf(name));
      expect(Object.keys(op.responses)).toContain('429');
      expect(validatorOf(path, method, successOf(name)), path).toBeTypeOf('function');
    }
    expect(Object.keys(doc.paths['/deposit']!.post!.responses)).not.toContain('200');
  });

  it("accepts the routes' real answers", async () => {
    const b = bridgeCaller(app);
    const { evm } = await b.depositAddresses();
    const samples: [keyof typeof BRIDGE_ROUTES, () => Promise<{ status: number; body: unknown }>][] = [
      ['supportedAssets', () => b.get('/supported-assets')],
      [
        'quote',
        () =>
          b.post('/quote', {
            fromAmountBaseUnit: '5000000',
            fromChainId: '8453',
            fromTokenAddress: BASE_USDC,
            recipientAddress: WALLET,
            toChainId: '137',
            toTokenAddress: PUSD,
          }),
      ],
      ['deposit', () => b.post('/deposit', { address: WALLET })],
      ['withdraw', () => b.post('/withdraw', { address: WALLET, toChainId: '8453', toTokenAddress: BASE_USDC, recipientAddr: WALLET })],
      [
        'simulateDeposit',
        () => b.post('/sandbox/simulate-deposit', { address: evm, chainId: '8453', tokenAddress: BASE_USDC, amountBaseUnit: '5000000' }),
      ],
      ['status', () => b.get(`/status/${evm}`)],
    ];
    for (const [name, call] of samples) {
      const { status, body } = await call();
      const def = BRIDGE_ROUTES[name];
      expect(String(status), name).toBe(successOf(name));
      const validate = validatorOf(def.path, def.method.toLowerCase(), successOf(name));
      expect(validate(body), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
