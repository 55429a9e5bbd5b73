import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_ARGS } from './service-command';

describe('the service command', () => {
  it('is what npm run serve runs (package.json cannot import it)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toBe(`node ${SERVICE_ARGS.join(' ')}`);
  });
});
