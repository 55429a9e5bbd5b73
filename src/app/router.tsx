import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';

/*
 * Only the shell lives in the entry chunk; every view is a lazy route module (its own chunk, loaded
 * on first visit). Route modules export `Component`. Portfolio views hang off /portfolio/:address,
 * whose module checks the address once and picks the view (see routes/portfolio.tsx).
 */
type RouteModule = { Component: ComponentType };

export function lazyRoute(load: () => Promise<RouteModule>) {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}

const Home = lazyRoute(() => import('./routes/home'));
const Portfolio = lazyRoute(() => import('./routes/portfolio'));
const Leaderboards = lazyRoute(() => import('./routes/leaderboards'));
const Markets = lazyRoute(() => import('./routes/markets'));
const Market = lazyRoute(() => import('./routes/market'));
const Trade = lazyRoute(() => import('./routes/coming-soon'));
const NotFound = lazyRoute(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/portfolio/:address/:view?" component={Portfolio} />
      <Route path="/leaderboards" component={Leaderboards} />
      <Route path="/markets" component={Markets} />
      <Route path="/market/:conditionId" component={Market} />
      <Route path="/trade" component={Trade} />
      <Route component={NotFound} />
    </Switch>
  );
}
