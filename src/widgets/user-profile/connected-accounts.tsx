import type { ConnectedAccount } from './model';
import { ProviderIcon } from './provider-icon';
import { useStrings } from '../shared';
import { createUserProfileStrings } from './strings';

/** 'Connected accounts': each provider's mark, name and that account's e-mail. */
export function ConnectedAccounts({ accounts }: { accounts: readonly ConnectedAccount[] }) {
  const strings = useStrings(createUserProfileStrings);
  return (
    <section className="up-section" aria-labelledby="up-connected-title" part="connected-accounts">
      <h3 id="up-connected-title" className="up-section-title">
        {strings.connectedAccounts}
      </h3>
      <ul className="up-accounts">
        {accounts.map((account) => (
          <li key={account.type} className="up-account" data-provider={account.provider}>
            <ProviderIcon provider={account.provider} />
            <span className="up-account-name">{account.name}</span>
            <span className="up-account-email">{account.email}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
