import { Route, Switch } from 'wouter';
import { lazyRoute } from './boot/lazy-route';
import { NOT_FOUND, ROUTES } from './routes';

/*
 * Only the shell lives in the entry chunk; every view is a lazy route module of the table
 * (routes.ts). A view inside a layout is the layout's to pick (routes/portfolio.tsx checks the
 * address once for all its views), so the router mounts each layout once, under its own path.
 */
const TOP = ROUTES.filter((r) => !r.layout);
const LAYOUTS = [...new Map(ROUTES.flatMap((r) => (r.layout ? [[r.layout.module, r.layout] as const] : []))).values()];
const NotFound = lazyRoute(NOT_FOUND);

export function AppRoutes() {
  return (
    <Switch>
      {TOP.map((r) => (
        <Route key={r.module} path={r.path} component={lazyRoute(r)} />
      ))}
      {LAYOUTS.map((l) => (
        <Route key={l.module} path={`${l.path}/:view?`} component={lazyRoute(l)} />
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
