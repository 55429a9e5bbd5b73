import type { Context } from 'hono';

/*
 * Reads the query of a combo route into canonical names. v2 (and, harmlessly, v1) accept both
 * spellings of a parameter (updated_after / updatedAfter) and the reference's `condition` aliases
 * of market_id; a parameter given twice with different values has no right answer and is refused.
 */

export type ParamSpec = { canonical: string; aliases: readonly string[]; list?: boolean; v2Name?: string };

export const POSITION_PARAMS: readonly ParamSpec[] = [
  { canonical: 'user', aliases: ['user'] },
  { canonical: 'status', aliases: ['status'], list: true },
  { canonical: 'sort', aliases: ['sort'] },
  { canonical: 'market_id', aliases: ['market_id', 'marketId', 'condition', 'condition_id', 'conditionId'], list: true },
  { canonical: 'limit', aliases: ['limit'] },
  { canonical: 'offset', aliases: ['offset'] },
  { canonical: 'cursor', aliases: ['cursor'] },
  { canonical: 'updatedAfter', aliases: ['updatedAfter', 'updated_after'], v2Name: 'updated_after' },
  { canonical: 'updatedBefore', aliases: ['updatedBefore', 'updated_before'], v2Name: 'updated_before' },
];

export const ACTIVITY_PARAMS: readonly ParamSpec[] = POSITION_PARAMS.filter((p) =>
  ['user', 'market_id', 'limit', 'offset', 'cursor'].includes(p.canonical),
);

export type ReadResult = { ok: true; raw: Record<string, string> } | { ok: false; message: string; parameter: string };

export function readParams(c: Context, specs: readonly ParamSpec[]): ReadResult {
  const queries = c.req.queries();
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const spec of specs) {
    const values = spec.aliases.flatMap((a) => queries[a] ?? []);
    if (values.length === 0) continue;
    if (spec.list) {
      // an empty repeat adds nothing to a list (market_id=a&market_id= is market_id=a)
      raw[spec.canonical] = values.filter((v) => v !== '').join(',');
    } else if (new Set(values).size > 1) {
      return { ok: false, message: `invalid ${spec.canonical}: send the parameter once`, parameter: spec.v2Name ?? spec.canonical };
    } else {
      raw[spec.canonical] = values[0]!;
    }
  }
  return { ok: true, raw };
}

/** The name a v2 error reports for a canonical parameter: the v2 (snake_case) spelling. */
export function v2ParamName(specs: readonly ParamSpec[], canonical: string): string {
  return specs.find((s) => s.canonical === canonical)?.v2Name ?? canonical;
}
