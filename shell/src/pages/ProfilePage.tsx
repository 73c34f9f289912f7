import { Link } from 'react-router-dom';
import { userAtom, useAppValue } from '@app/shared';

/** '/profile': the signed-in email. */
export function ProfilePage() {
  const user = useAppValue(userAtom);
  return (
    <section className="shell-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <dl className="shell-facts">
        <dt>Email</dt>
        <dd>{user?.email}</dd>
        {user?.name && (
          <>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </>
        )}
      </dl>
      <Link to="/change_password">Change password</Link>
    </section>
  );
}
