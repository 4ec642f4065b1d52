import { accountCalls } from '@servicebereich/protocol';
import { useApi } from '../../api/api-context.tsx';
import { ActivationScreen } from './activation-screen.tsx';
import { useSession } from './session-context.tsx';

/**
 * The activation wired to the session: once redeemed, the customer is logged in, and the route
 * leads to the dashboard.
 */
export default function ActivationRoute() {
  const api = useApi();
  const { actions } = useSession();
  return (
    <ActivationScreen
      onActivate={async (values) => {
        await actions.loginWith(values.verfuegernummer, () =>
          api.call(accountCalls.activate, values),
        );
      }}
    />
  );
}
