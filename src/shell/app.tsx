// Placeholder by the lead; the auth/routing engineer owns this file (providers + router).
import { Route, Switch } from 'wouter';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';

export function App() {
  return (
    <Switch>
      <Route path="/">
        <AppLayout>
          <HomeRoute />
        </AppLayout>
      </Route>
    </Switch>
  );
}
