import { Route, Switch } from 'wouter';
import { lazyRoute } from './lazy-route';

/*
 * Only the shell lives in the entry chunk; every view is a lazy route module (its own chunk, loaded
 * on first visit; main.tsx loads the current page's before the first render). Route modules export
 * `Component`. Portfolio views hang off /portfolio/:address, whose module checks the address once
 * and picks the view (see routes/portfolio.tsx).
 */
const Home = lazyRoute('home', () => import('./routes/home'));
const Portfolio = lazyRoute('portfolio', () => import('./routes/portfolio'));
const Leaderboards = lazyRoute('leaderboards', () => import('./routes/leaderboards'));
const Markets = lazyRoute('markets', () => import('./routes/markets'));
const Market = lazyRoute('market', () => import('./routes/market'));
const Trade = lazyRoute('coming-soon', () => import('./routes/coming-soon'));
const NotFound = lazyRoute('not-found', () => import('./routes/not-found'));

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
