// The dashboard: query cache, auth, themed UI root and the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { UiRoot } from '../ui';
import { LayerTree } from '../ui/layers';
import { AuthProvider, verifySession } from './auth/auth-provider';
import { useThemePreference } from './layout/theme-preference';
import { createDashboardQueryClient } from './query-client';
import { AppRouter } from './router';
import { ErrorBoundary } from './routes/error';

function ThemedRoot() {
  const { appearance } = useThemePreference();
  return (
    <UiRoot appearance={appearance} className="dashboard-root">
      {/* One tree of floating layers: Escape and outside presses reach the innermost one first. */}
      <LayerTree>
        {/* The in-app screens have their own boundary inside the layout; this one covers sign-in and onboarding. */}
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </LayerTree>
    </UiRoot>
  );
}

export function App() {
  const [queryClient] = useState(() =>
    createDashboardQueryClient({ onUnauthorized: () => void verifySession() }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ThemedRoot />
      </AuthProvider>
    </QueryClientProvider>
  );
}
