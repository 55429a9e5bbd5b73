import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './policy';

describe('contentSecurityPolicy', () => {
  it('is strict with nothing added: this origin only, no plugins, no framing, no foreign forms or base', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('adds each set of sources to its directive, once each', () => {
    const build = {
      'script-src': ["'sha256-a='", "'sha256-b='"],
      'style-src': ["'sha256-c='"],
      'connect-src': ['https://api.example.test'],
    };
    const start = { 'img-src': ['https://img.example.test'], 'connect-src': ['https://api.example.test'] };
    expect(contentSecurityPolicy(build, start)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'sha256-c='; " +
        "img-src 'self' data: https://img.example.test; connect-src 'self' https://api.example.test; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('lists fonts and frames only when a source is added, keeping this origin', () => {
    const policy = contentSecurityPolicy({ 'frame-src': ['https://verify.example.test'] });
    expect(policy).toContain("frame-src 'self' https://verify.example.test;");
    expect(policy).not.toContain('font-src');
  });

  it('refuses a source that would undo the policy or break its syntax', () => {
    for (const source of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'https://a.test; script-src *',
      'https://a.test https://b.test',
      '',
    ])
      expect(() => contentSecurityPolicy({ 'script-src': [source] }), source).toThrow(/not allowed/);
  });
});
