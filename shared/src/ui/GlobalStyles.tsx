import { useLayoutEffect } from 'react';
import { themeAtom } from '../state/atoms';
import { STYLESHEET } from './styles';
import { themeVariables } from './themeVariables';
import { useAppValue } from '../state/hooks';

/**
 * The UI kit's stylesheet plus the theme: the theme's colours become CSS custom properties on
 * <html> (with `data-theme` and `color-scheme`), so switching `themeAtom` restyles the shell and
 * every remote at once. Render it once, at the top of the app.
 */
export function GlobalStyles() {
  const theme = useAppValue(themeAtom);

  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
    root.dataset.theme = theme.name;
    root.style.colorScheme = theme.name;
  }, [theme]);

  return <style data-tt-styles="">{STYLESHEET}</style>;
}
