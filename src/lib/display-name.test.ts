import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

const address = '0x3e830a11a5bc6ec1a4c3ec5e49b2b55d01065871';

describe('displayName', () => {
  it('shows the name only when its owner made it public, else the pseudonym', () => {
    expect(displayName({ name: 'Harvest Markets', pseudonym: 'Bold-Harvest', displayUsernamePublic: false, address })).toBe('Bold-Harvest');
    expect(displayName({ name: 'Harvest Markets', pseudonym: 'Bold-Harvest', displayUsernamePublic: true, address })).toBe(
      'Harvest Markets',
    );
  });

  it('falls back to the pseudonym for an empty name, and to the short address for neither', () => {
    expect(displayName({ name: '', pseudonym: 'Silent-Harvest', displayUsernamePublic: true, address })).toBe('Silent-Harvest');
    expect(displayName({ name: ' ', pseudonym: '', address })).toBe('0x3e83…5871');
  });

  it('takes a route’s name as public where the route has no flag (it serves only public names)', () => {
    expect(displayName({ name: 'volmacro355', pseudonym: 'Steady-Harvest', address })).toBe('volmacro355');
  });
});
