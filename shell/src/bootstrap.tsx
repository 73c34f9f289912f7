import { createRoot } from 'react-dom/client';
import { App } from './App';
import { revokeDisallowedSession } from './session/revokeDisallowedSession';

// before anything renders, so no page ever runs with a session that is no longer allowed
revokeDisallowedSession();
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
