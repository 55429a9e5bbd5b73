import { z } from 'zod/mini';

/*
 * Server-side reading of a v2 query: every parameter is accepted in snake_case and in camelCase and
 * folded onto the snake_case name the contract's schemas (src/api/data/params-v2.ts) are written in.
 * Failures carry the parameter's name (the v2 error body's `parameter`).
 */

export class V2ParamError extends Error {
  constructor(
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

/** fooBar → foo_bar; snake names pass unchanged. */
export function snakeName(name: string): string {
  return name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
}

/** condition_id and conditionId are the same parameter as condition on every v2 route. */
const ALIASES: Record<string, string> = { condition_id: 'condition' };

/**
 * One value per canonical parameter. A parameter sent twice (or under two spellings) is accepted
 * only when every copy says the same thing, because two different limits have no right answer.
 * `extraAliases` adds a route's own spellings (live-volume's id → event_id).
 */
export function normaliseV2Query(queries: Record<string, string[]>, extraAliases: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const conflicts = new Set<string>();
  for (const [rawName, values] of Object.entries(queries)) {
    const snake = snakeName(rawName);
    const name = (Object.hasOwn(extraAliases, snake) ? extraAliases[snake] : Object.hasOwn(ALIASES, snake) ? ALIASES[snake] : snake)!;
    for (const v of values) {
      const prev = out[name];
      if (prev !== undefined && prev !== v) conflicts.add(name);
      out[name] = v;
    }
  }
  // a conflict only matters for a parameter the route reads (parseV2 checks); unknown names are ignored
  if (conflicts.size > 0) CONFLICTS.set(out, conflicts);
  return out;
}

/** Parameters sent twice with different values, per normalised query. */
const CONFLICTS = new WeakMap<object, Set<string>>();

/** Parses one normalised query with a schema; a failure is a V2ParamError naming the parameter. */
export function parseV2<S extends z.core.$ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const conflicts = CONFLICTS.get(raw);
  // the core class, so a classic zod object of the server's is recognised as well as a mini one
  if (conflicts && schema instanceof z.core.$ZodObject) {
    const read = Object.keys(schema._zod.def.shape).find((k) => conflicts.has(k));
    if (read !== undefined) throw new V2ParamError(`invalid ${read}: send the parameter once`, read);
  }
  const r = z.safeParse(schema, raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const parameter = issue?.path[0] !== undefined ? String(issue.path[0]) : undefined;
  const message = issue?.message ?? 'invalid request';
  throw new V2ParamError(message.startsWith('invalid') || message.includes(' ') ? message : `invalid ${parameter}: ${message}`, parameter);
}
