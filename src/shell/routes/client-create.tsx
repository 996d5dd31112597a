// '/clients/create': the demonstration create-client form; a valid submit only logs the values.
import { useState } from 'react';
import { Button, Callout } from '../../ui';
import { ButtonLink } from '../demo-screens/button-link';
import { PageHeader } from '../demo-screens/page-header';
import { ClientForm } from '../forms/client-form';
import { clientFormPayload, emptyClientForm } from '../forms/client-form-model';
import { paths } from '../paths';
import '../demo-screens/demo-screens.css';

/** The create-client screen. Nothing is saved: the demo logs the payload to the console. */
export function ClientCreateRoute() {
  const [loggedName, setLoggedName] = useState<string | null>(null);
  return (
    <div className="demo-page demo-page-narrow">
      <PageHeader
        back={{ href: paths.clients.index, label: 'Clients' }}
        title="Create client"
        description="Add a business that will run a loyalty program on the platform."
      />
      <ClientForm
        initialValues={emptyClientForm}
        onSubmit={(values) => {
          const payload = clientFormPayload(values);
          console.info('[demo] Create client', payload);
          setLoggedName(payload.name);
        }}
        status={
          loggedName && (
            <Callout color="success" title={`${loggedName} is ready`}>
              This demonstration does not save clients; the details were written to the browser
              console.
            </Callout>
          )
        }
        actions={
          <>
            <ButtonLink href={paths.clients.index} variant="outline" color="neutral">
              Cancel
            </ButtonLink>
            <Button type="submit">Create client</Button>
          </>
        }
      />
    </div>
  );
}
