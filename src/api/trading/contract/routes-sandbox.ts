import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';

/* Sandbox-only routes of the local service (the public service has none); they answer loopback requests only. */

const sandbox = { tag: 'sandbox', auth: 'none' } as const;

export const SandboxInfo = z.object({ chain_id: z.number(), demo_trader: z.string() });
export type SandboxInfo = z.infer<typeof SandboxInfo>;

export const sandboxRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/sandbox/info',
    summary: 'Sandbox only: the chain its typed data is signed for, and the funded demo trader (the public service has no such route)',
    ...sandbox,
    query: z.object({}),
    response: SandboxInfo,
  }),
  faucet: defineRoute({
    method: 'POST',
    path: '/sandbox/faucet',
    summary: 'Sandbox only, loopback only: credit test pUSD and approve the trading contracts',
    ...sandbox,
    body: z.object({ address: z.string(), amount: z.union([z.string(), z.number()]) }),
    response: z.object({ address: z.string(), balance: z.string() }),
  }),
  wallet: defineRoute({
    method: 'POST',
    path: '/sandbox/wallet',
    summary: 'Sandbox only, loopback only: the proxy (1), safe (2) or deposit wallet (3) an EOA controls, made on first ask',
    ...sandbox,
    body: z.object({ owner: z.string(), signature_type: z.number() }),
    response: z.object({ wallet: z.string(), owner: z.string(), signature_type: z.number() }),
  }),
};
