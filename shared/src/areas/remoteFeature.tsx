import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Spinner } from '@app/shared';
import { RELEASE_TEXTS } from '@app/shared/releases';
import { STATUS_STYLE } from './OnDemand';

/** The remotes, each the owner of its features (docs/ownership.md). */
export type FeatureOwner = 'admin' | 'company' | 'department' | 'employee';

/** A module another remote exposes, as its live release served it. */
export interface LoadedFeature {
  /** Which release it came from: a new one replaces the component shown. */
  release: string;
  module: unknown;
}

/**
 * Loads `module` (a name the owner exposes, e.g. 'Reports') from the live release of `owner`. The
 * shell provides it (through the federation runtime and remotes.json); the component tests provide
 * one that reads the owner's source.
 */
export type FeatureLoader = (owner: FeatureOwner, module: string) => Promise<LoadedFeature>;

let loader: FeatureLoader | null = null;

/** Sets how features of other remotes are loaded (null: none, every remote feature says so). */
export function provideFeatureLoader(next: FeatureLoader | null): void {
  loader = next;
}

function loadFeature(owner: FeatureOwner, module: string): Promise<LoadedFeature> {
  if (!loader) return Promise.reject(new Error('No feature loader: the shell provides it'));
  return loader(owner, module);
}

interface Shown<P> {
  release: string;
  Component: ComponentType<P>;
}

/** A feature component of another remote, with a way to fetch it ahead (never failing). */
export type RemoteFeatureComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A feature owned by another remote, loaded from the owner's live release through federation: the
 * owner's one release reaches every area that shows it. At each navigation it asks again (the
 * loader reads remotes.json at most once a minute), and a new release of the owner replaces the
 * component at that navigation. While it loads it says so; if it cannot be loaded it says which
 * module with a retry, and a component already shown stays when a later check fails.
 * `what` names it in those messages ('page', 'section', 'dialog'); `pick` takes the component from
 * the module.
 */
export function remoteFeature<M, P extends object>(
  owner: FeatureOwner,
  module: string,
  what: string,
  pick: (loaded: M) => ComponentType<P>,
): RemoteFeatureComponent<P> {
  /** the last release loaded: a later mount shows it at once while it asks again */
  let last: Shown<P> | null = null;
  const load = () =>
    loadFeature(owner, module).then(({ release, module: loaded }) => {
      if (last?.release !== release) last = { release, Component: pick(loaded as M) };
      return last;
    });

  function FeatureFromRemote(props: P) {
    const { pathname } = useLocation();
    const [shown, setShown] = useState<Shown<P> | null>(last);
    const [failure, setFailure] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let gone = false;
      load().then(
        (next) => {
          if (gone) return;
          setFailure(false);
          setShown((current) => (current?.release === next.release ? current : next));
        },
        () => {
          if (!gone) setFailure(true);
        },
      );
      return () => {
        gone = true;
      };
    }, [pathname, attempt]);

    if (shown) return <shown.Component key={shown.release} {...props} />;
    if (failure)
      return (
        <div style={STATUS_STYLE} role="alert">
          <span>{RELEASE_TEXTS.featureUnavailable(what, owner)}</span>
          <Button contain outline onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        </div>
      );
    return (
      <p style={STATUS_STYLE} role="status">
        <Spinner /> Loading the {what}…
      </p>
    );
  }
  return Object.assign(FeatureFromRemote, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** A page of an area that another remote owns (spread into its AreaPage), like pageOnDemand. */
export function remotePage<M>(
  owner: FeatureOwner,
  module: string,
  pick: (loaded: M) => ComponentType,
): { page: ReactNode; preload(): Promise<void> } {
  const Page = remoteFeature<M, object>(owner, module, 'page', pick);
  return { page: <Page />, preload: Page.preload };
}
