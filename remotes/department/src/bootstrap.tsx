import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@app/shared/dev';
import App from './App';

// Standalone development page of the department remote (npm run dev -w department); inside the product the
// shell loads ./App through module federation instead.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness area="department">
    <App />
  </StandaloneHarness>,
);
