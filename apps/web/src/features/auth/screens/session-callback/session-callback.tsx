import { Navigate } from 'react-router';
import { landingPathFor, paths } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.ts';

/** Where external flows come back to: signed-in users go to their landing page, others to login. */
export function SessionCallback() {
  const session = useSession();
  return <Navigate to={session ? landingPathFor(session.user.role_id) : paths.login.path} replace />;
}
