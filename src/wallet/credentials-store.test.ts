import { describe, expect, it } from 'vitest';
import { builderCredentialsStore, credentialsStore, forgetCredentialsUnlessOf } from './credentials-store';

const creds = { apiKey: 'k', secret: 's', passphrase: 'p' };

describe('the credentials store', () => {
  it('keeps the credentials of the connected account and forgets them on a switch or a disconnect', () => {
    let changes = 0;
    const stop = credentialsStore.subscribe(() => changes++);
    credentialsStore.set({ address: '0xabc', nonce: 0n, creds });
    forgetCredentialsUnlessOf('0xABC');
    expect(credentialsStore.get()?.creds).toEqual(creds);
    forgetCredentialsUnlessOf('0xdef');
    expect(credentialsStore.get()).toBeUndefined();
    credentialsStore.set({ address: '0xabc', nonce: 1n, creds });
    forgetCredentialsUnlessOf(undefined);
    expect(credentialsStore.get()).toBeUndefined();
    expect(changes).toBe(4);
    stop();
  });

  it('forgets the builder key with the account it belongs to', () => {
    const builder = { address: '0xabc', creds: { key: 'b', secret: 's', passphrase: 'p' } };
    builderCredentialsStore.set(builder);
    forgetCredentialsUnlessOf('0xAbC');
    expect(builderCredentialsStore.get()).toEqual(builder);
    forgetCredentialsUnlessOf('0xdef');
    expect(builderCredentialsStore.get()).toBeUndefined();
  });
});
