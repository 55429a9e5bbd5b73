import type { Context } from 'hono';
import { Zip, ZipDeflate } from 'fflate';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { errorBody } from '../../http/errors';
import { userOnlyQuery } from '../../../src/api/data/contract/params-boards';
import type { PositionsQuery } from '../../../src/api/data/contract/params';
import { createPositionsStore } from '../positions/store';
import { toV1 } from '../positions/v1-wire';
import { type PositionView } from '../positions/v1-views';
import { parseV1Query } from '../../http/v1-query';
import { rfc3339 } from '../shared/wire-values';
import { EQUITY_HEADER, POSITIONS_HEADER, csvLine, microToDecimal, positionLine } from './csv';

/* Rows per pushed chunk: large enough for deflate to work well, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 500;

/**
 * Every open position of the user, archived markets included (an accounting snapshot must cover all
 * holdings), in a stable order (by asset): the same rows /positions?sizeThreshold=0&includeArchived=true serves.
 */
function allOpenPositions(store: ReturnType<typeof createPositionsStore>, user: string): PositionView[] {
  const q: PositionsQuery = {
    user,
    sizeThreshold: 0,
    redeemable: false,
    mergeable: false,
    includeArchived: true,
    limit: Number.MAX_SAFE_INTEGER,
    offset: 0,
    sortBy: 'TOKENS',
    sortDirection: 'DESC',
    market: undefined,
    eventId: undefined,
    title: undefined,
  };
  return store.select(q).sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

/** GET /v1/accounting/snapshot: a ZIP (positions.csv, equity.csv) deflated while it streams out. */
export function snapshotRoute(ctx: DataContext) {
  const store = createPositionsStore(ctx.db);
  const cashStmt = ctx.db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?');
  return (c: Context) => {
    const p = parseV1Query(c, userOnlyQuery);
    if (!p.ok) return p.response;
    const user = p.data.user.toLowerCase();
    let rows: PositionView[];
    let cash: bigint;
    try {
      // read everything before the first byte: a failure after the 200 header could not be reported
      rows = allOpenPositions(store, user);
      cash = BigInt(cashStmt.get(user)?.balance ?? 0);
    } catch (err) {
      console.error(err);
      return errorBody(c, 500, 'snapshot failed');
    }
    const wallet = getAddress(user);
    const positionsValue = rows.reduce((s, r) => s + BigInt(r.currentValue), 0n);
    const enc = new TextEncoder();

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const zip = new Zip((err, chunk, final) => {
          if (err) return controller.error(err);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
        const positions = new ZipDeflate('positions.csv', { level: 6 });
        zip.add(positions);
        positions.push(enc.encode(csvLine([...POSITIONS_HEADER])));
        for (let i = 0; i < rows.length; i += ROWS_PER_CHUNK) {
          const text = rows
            .slice(i, i + ROWS_PER_CHUNK)
            .map((r) => positionLine(r, toV1(r).endDate))
            .join('');
          positions.push(enc.encode(text));
        }
        positions.push(new Uint8Array(0), true);

        const equity = new ZipDeflate('equity.csv', { level: 6 });
        zip.add(equity);
        equity.push(enc.encode(csvLine([...EQUITY_HEADER])));
        equity.push(
          enc.encode(
            csvLine([
              wallet,
              rfc3339(ctx.now()),
              microToDecimal(cash),
              microToDecimal(positionsValue),
              microToDecimal(cash + positionsValue),
            ]),
          ),
          true,
        );
        zip.end();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="accounting-snapshot-${user}.zip"`,
        'cache-control': 'no-store',
      },
    });
  };
}
