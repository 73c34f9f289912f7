import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@app/shared/dev';
import App from './App';

// Standalone development page of the company remote (npm run dev -w company); inside the product the
// shell loads ./App through module federation instead.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness area="company">
    <App />
  </StandaloneHarness>,
);
