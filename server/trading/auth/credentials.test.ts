import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialDeriver } from './credentials';

const KEY = Buffer.alloc(32, 7).toString('base64url');
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

describe('derived credentials', () => {
  it('are a pure function of the service key and (kind, address, nonce)', () => {
    const a = createCredentialDeriver(KEY);
    const b = createCredentialDeriver(KEY);
    const key = a.apiKey('trading', ADDRESS, '0');
    expect(b.apiKey('trading', ADDRESS, '0')).toBe(key);
    expect(b.credentials(key)).toEqual(a.credentials(key));
  });

  it('have the public shapes: a v4 UUID, a padded base64url secret of 32 bytes, 64 hex characters', () => {
    const d = createCredentialDeriver(KEY);
    const { apiKey, secret, passphrase } = d.credentials(d.apiKey('trading', ADDRESS, '0'));
    expect(apiKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}=$/);
    expect(Buffer.from(secret, 'base64')).toEqual(d.secretBytes(apiKey));
    expect(passphrase).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differ by kind, address, nonce and service key', () => {
    const d = createCredentialDeriver(KEY);
    const keys = new Set([
      d.apiKey('trading', ADDRESS, '0'),
      d.apiKey('builder', ADDRESS, '0'),
      d.apiKey('trading', ADDRESS, '1'),
      d.apiKey('trading', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '0'),
      createCredentialDeriver(randomBytes(32).toString('base64url')).apiKey('trading', ADDRESS, '0'),
    ]);
    expect(keys.size).toBe(5);
    const [one, two] = [...keys];
    expect(d.credentials(one!).secret).not.toBe(d.credentials(two!).secret);
    expect(d.credentials(one!).passphrase).not.toBe(d.credentials(two!).passphrase);
  });

  it('refuse a service key shorter than 32 bytes', () => {
    expect(() => createCredentialDeriver(Buffer.alloc(16).toString('base64url'))).toThrow(/32 bytes/);
  });
});
