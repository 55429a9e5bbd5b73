import type { Context } from 'hono';
import { Zip, ZipDeflate } from 'fflate';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { errorBody } from '../../kit/errors';
import { userOnlyQuery } from '../../../src/api/data/contract/params-boards';
import type { PositionRow } from '../positions/rows';
import { toV1 } from '../positions/wire';
import { parseV1Query } from '../../http/v1-query';
import { rfc3339 } from '../shared/wire-values';
import { EQUITY_HEADER, POSITIONS_HEADER, csvLine, microToDecimal, positionLine } from './csv';
import type { SnapshotStore } from './store';

/* Rows per pushed chunk: large enough for deflate to work well, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 500;

/** GET /v1/accounting/snapshot: a ZIP (positions.csv, equity.csv) deflated while it streams out. */
export function snapshotV1(ctx: DataContext, store: SnapshotStore) {
  return (c: Context) => {
    const p = parseV1Query(c, userOnlyQuery);
    if (!p.ok) return p.response;
    const user = p.data.user.toLowerCase();
    let rows: PositionRow[];
    let cash: bigint;
    try {
      // read everything before the first byte: a failure after the 200 header could not be reported
      rows = store.allOpenPositions(user);
      cash = store.cashBalance(user);
    } catch (err) {
      console.error(err);
      return errorBody(c, 500, 'snapshot failed');
    }
    const wallet = getAddress(user);
    const positionsValue = rows.reduce((s, r) => s + BigInt(r.current_value), 0n);
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
            .map((r) => positionLine(r, toV1(r, wallet)))
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
