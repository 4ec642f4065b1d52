import { useNavigate } from 'react-router-dom';
import { ActivationScreen } from './activation-screen.tsx';
import { useSession } from './session-context.tsx';

/** The activation wired to the session: once redeemed, the customer is logged in. */
export default function ActivationRoute() {
  const { actions } = useSession();
  const navigate = useNavigate();
  return (
    <ActivationScreen
      onActivate={async (values) => {
        await actions.activate(values);
        navigate('/dashboard', { replace: true });
      }}
    />
  );
}
