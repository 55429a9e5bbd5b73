/* The shapes the conformance suite and the fuzz read from the OpenAPI documents, and the id patterns they test with. */

export type Version = 'v1' | 'v2';
export const VERSIONS: Version[] = ['v1', 'v2'];

export type ParamSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  pattern?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  items?: ParamSchema;
};
export type Parameter = { name: string; in: 'query' | 'path'; required: boolean; description?: string; schema: ParamSchema };
export type Operation = {
  operationId: string;
  parameters?: Parameter[];
  'x-paging': 'none' | 'offset' | 'cursor';
  responses: Record<string, { content?: Record<string, unknown> }>;
};
export type Document = { paths: Record<string, { get: Operation }> };

/** One operation of a document: a route record or a path alias. */
export type Route = {
  version: Version;
  name: string;
  /** The document's path, {address} included on the aliases. */
  path: string;
  /** `${version} ${path}`: the key of the hand-written knowledge below. */
  key: string;
  paging: Operation['x-paging'];
  params: Parameter[];
  zip: boolean;
  /** Whether the document lists a 400 (only a route that reads no parameter has none). */
  refuses: boolean;
};

/** Ids of the demo dataset, read from the dataset itself. */
export type Ids = {
  user: string;
  /** The wallet with the most activity rows (enough to see the /activity clamp). */
  heavyUser: string;
  /** The market most users hold (resolved), and an open one the demo trader holds. */
  market: string;
  openMarket: string;
  event: number;
  token: string;
  question: string;
  /** A combo condition id the demo trader holds. */
  combo: string;
};

/** A query under construction; undefined removes a parameter. */
export type Query = Record<string, string | undefined>;

export type Answer = { url: string; status: number; contentType: string; text: string; bytes: Uint8Array; body: unknown };

export const ADDRESS_PATTERN = '^0x[a-fA-F0-9]{40}$';
export const HASH64_PATTERN = '^0x[a-fA-F0-9]{64}$';
export const COMBO_ID_PATTERN = '^0x[a-fA-F0-9]{62}$';
export const DIGITS_PATTERN = '^[0-9]{1,78}$';
