import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { MetadataProfile } from '../../../src/api/metadata/schemas';
import { metadataKit, type Kit } from '../../testing/metadata-kit';

/* GET /gamma/public-profile: hits, misses and refusals over the demo dataset's users. */

let k: Kit;
beforeAll(() => {
  k = metadataKit();
}, 60_000);

type UserRow = {
  address: string;
  display_address: string;
  name: string;
  pseudonym: string;
  bio: string;
  profile_image: string;
  verified: number;
  display_username_public: number;
  x_username: string;
  created_at: number;
};

describe('GET /public-profile', () => {
  it('answers a known wallet with its profile, whatever the address case', async () => {
    const u = k.db.prepare('SELECT * FROM users WHERE address = ?').get(DEMO_TRADER.toLowerCase()) as UserRow;
    for (const address of [DEMO_TRADER, DEMO_TRADER.toLowerCase(), `0x${DEMO_TRADER.slice(2).toUpperCase()}`]) {
      const p = MetadataProfile.parse(await k.ok(`/public-profile?address=${address}`));
      expect(p).toEqual({
        proxyWallet: DEMO_TRADER,
        name: u.name,
        pseudonym: u.pseudonym,
        displayUsernamePublic: true,
        bio: u.bio,
        profileImage: u.profile_image,
        xUsername: u.x_username,
        verifiedBadge: true,
        createdAt: new Date(u.created_at * 1000).toISOString().replace('.000Z', 'Z'),
      });
    }
  });

  it("sends the public PublicProfileResponse's fields: no search-only id or image record", async () => {
    const p = (await k.ok(`/public-profile?address=${DEMO_TRADER}`)) as Record<string, unknown>;
    expect(Object.keys(p).sort()).toEqual(Object.keys(MetadataProfile.shape).sort());
    expect(p).not.toHaveProperty('id');
    expect(p).not.toHaveProperty('profileImageOptimized');
  });

  it('flags a private name and sends null for a missing X handle', async () => {
    const u = k.db.prepare("SELECT * FROM users WHERE display_username_public = 0 AND x_username = '' LIMIT 1").get() as UserRow;
    const p = MetadataProfile.parse(await k.ok(`/public-profile?address=${u.address}`));
    expect(p).toMatchObject({
      proxyWallet: u.display_address,
      displayUsernamePublic: false,
      xUsername: null,
      verifiedBadge: u.verified === 1,
    });
  });

  it('answers an unknown wallet with a 404 error body', async () => {
    const [status, body] = await k.get(`/public-profile?address=0x${'ab'.repeat(20)}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'profile not found' });
  });

  it('refuses a missing or malformed address with a 400 naming it', async () => {
    await k.bad('/public-profile', 'address');
    await k.bad('/public-profile?address=', 'address');
    await k.bad('/public-profile?address=0x123', 'address');
    await k.bad(`/public-profile?address=${DEMO_TRADER}00`, 'address');
    await k.bad(`/public-profile?address=${DEMO_TRADER.slice(2)}`, 'address');
    await k.bad(`/public-profile?address=${DEMO_TRADER}&address=${DEMO_TRADER}`, 'address');
  });
});
