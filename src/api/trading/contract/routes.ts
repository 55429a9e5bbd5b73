import type { RouteRecord } from '../../route-record';
import { bookRoutes } from './routes-books';
import { orderRoutes } from './routes-orders';
import { authRoutes } from './routes-auth';
import { serverRoutes } from './routes-server';
import { marketRoutes } from './routes-markets';
import { historyRoutes } from './routes-history';
import { accountRoutes } from './routes-account';
import { sandboxRoutes } from './routes-sandbox';

/** Every trading-service route record, by name; the server mounts exactly these. */
export const TRADING_ROUTES: Readonly<Record<string, RouteRecord>> = {
  ...serverRoutes,
  ...bookRoutes,
  ...orderRoutes,
  ...authRoutes,
  ...marketRoutes,
  ...historyRoutes,
  ...accountRoutes,
  ...sandboxRoutes,
};
