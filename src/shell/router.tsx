// The dashboard's routes (SPEC.md §2). Sign-in and onboarding screens have their own centered
// frame; every other screen sits in the app layout behind the route guard.
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { AcceptInvitationRoute, INVITATION_PARAM } from './routes/accept-invitation';
import { CallbackRoute } from './routes/callback';
import { ClientCreateRoute } from './routes/client-create';
import { ClientsListRoute } from './routes/clients-list';
import { ComingSoonRoute } from './routes/coming-soon';
import { CustomerCreateRoute } from './routes/customer-create';
import { CustomerDetailRoute } from './routes/customer-detail';
import { CustomerEditRoute } from './routes/customer-edit';
import { CustomersListRoute } from './routes/customers-list';
import { ErrorBoundary } from './routes/error';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { OnboardingInitializingRoute } from './routes/onboarding-initializing';
import { OnboardingOrganizationRoute } from './routes/onboarding-organization';
import { OnboardingProcessingRoute } from './routes/onboarding-processing';
import { SettingsDomainVerificationRoute } from './routes/settings-domain-verification';
import { SettingsDirectorySyncRoute } from './routes/settings-directory-sync';
import { SettingsIndexRoute } from './routes/settings-index';
import { SettingsProfileRoute } from './routes/settings-profile';
import { SettingsSecurityRoute } from './routes/settings-security';
import { SettingsSessionsRoute } from './routes/settings-sessions';
import { SettingsApiKeysRoute, SettingsPersonalApiKeysRoute } from './routes/settings-api-keys';
import { SettingsSsoRoute } from './routes/settings-sso';
import { SettingsAuditLogRoute } from './routes/settings-audit-log';
import { SettingsUserManagementRoute } from './routes/settings-user-management';

/** Screens inside the layout; unknown paths fall through to Not Found. */
function InAppRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomeRoute} />
      <Route path={paths.customers.index} component={CustomersListRoute} />
      <Route path={paths.customers.create} component={CustomerCreateRoute} />
      <Route path="/customers/:customerId/edit">
        {(params) => <CustomerEditRoute customerId={params.customerId} />}
      </Route>
      <Route path={/^\/customers\/(search|segments|tiers|support|analytics)\/?$/}>
        <ComingSoonRoute />
      </Route>
      <Route path="/customers/:customerId">
        {(params) => <CustomerDetailRoute customerId={params.customerId} />}
      </Route>
      <Route path={paths.clients.index} component={ClientsListRoute} />
      <Route path={paths.clients.create} component={ClientCreateRoute} />
      <Route path={paths.settings.index} component={SettingsIndexRoute} />
      <Route path={paths.settings.userManagement} component={SettingsUserManagementRoute} />
      <Route path={paths.settings.profile} component={SettingsProfileRoute} />
      <Route path={paths.settings.security} component={SettingsSecurityRoute} />
      <Route path={paths.settings.sessions} component={SettingsSessionsRoute} />
      <Route path={paths.settings.sso} component={SettingsSsoRoute} />
      <Route path={paths.settings.apiKeys} component={SettingsApiKeysRoute} />
      <Route path={paths.settings.personalApiKeys} component={SettingsPersonalApiKeysRoute} />
      <Route path={paths.settings.auditLog} component={SettingsAuditLogRoute} />
      <Route path={paths.settings.domainVerification} component={SettingsDomainVerificationRoute} />
      <Route path={paths.settings.directorySync} component={SettingsDirectorySyncRoute} />
      <Route
        path={/^\/(activity|stats|reports|programs|analytics|campaigns|clients|customers)(\/.*)?$/}
      >
        <ComingSoonRoute />
      </Route>
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  );
}

function GuardedApp() {
  const [location] = useLocation();
  return (
    <RequireAuth>
      <AppLayout>
        <ErrorBoundary key={location}>
          <InAppRoutes />
        </ErrorBoundary>
      </AppLayout>
    </RequireAuth>
  );
}

export function AppRouter() {
  const invitationToken = new URLSearchParams(useSearch()).get(INVITATION_PARAM);
  if (invitationToken) return <AcceptInvitationRoute token={invitationToken} />;
  return (
    <Switch>
      <Route path={paths.login} component={LoginRoute} />
      <Route path={paths.callback} component={CallbackRoute} />
      <Route path={paths.onboarding.initializing} component={OnboardingInitializingRoute} />
      <Route path={paths.onboarding.organization} component={OnboardingOrganizationRoute} />
      <Route path={paths.onboarding.processing} component={OnboardingProcessingRoute} />
      <Route component={GuardedApp} />
    </Switch>
  );
}
