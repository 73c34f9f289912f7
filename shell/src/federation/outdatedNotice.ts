import { notify, setOutdatedHandler } from '@app/shared';
import { RELEASE_TEXTS } from '@app/shared/releases';

let told = false;

/**
 * A call the server refused because this page is older than the contract it serves (426
 * `client_outdated`) is said once, with a button that reloads the page. Set when the signed-in
 * areas' chunk loads (RemoteAreaSwitch), which every signed-in page fetches.
 */
export function tellWhenOutdated(): void {
  setOutdatedHandler(() => {
    if (told) return;
    told = true;
    notify({
      title: RELEASE_TEXTS.outdated.title,
      body: RELEASE_TEXTS.outdated.body,
      mode: 'error',
      buttons: [{ label: RELEASE_TEXTS.outdated.reload, onClick: () => window.location.reload() }],
    });
  });
}
