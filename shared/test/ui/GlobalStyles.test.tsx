import { act, render } from '@testing-library/react';
import { createAppStore as createStore, AppStateProvider as Provider } from '../../src/state/hooks';
import { themeAtom } from '../../src/state/atoms';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import { GlobalStyles, themeVariables } from '../../src/ui';

describe('GlobalStyles', () => {
  afterEach(() => localStorage.clear());

  it('renders the kit stylesheet once and puts the theme on <html>', () => {
    const store = createStore();
    store.set(themeAtom, lightTheme);
    const { container } = render(
      <Provider store={store}>
        <GlobalStyles />
      </Provider>,
    );
    const styles = container.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain('.tt-button');
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--tt-primary')).toBe('#FF9100');
    expect(root.style.getPropertyValue('--tt-on-primary')).toBe('#1A1A1A');

    act(() => store.set(themeAtom, darkTheme));
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--tt-paper')).toBe('#202020');
    expect(root.style.getPropertyValue('--tt-pale')).toBe('#191919');
  });

  it('sets every theme colour and the derived ones, the same names in both themes', () => {
    const light = themeVariables(lightTheme);
    const dark = themeVariables(darkTheme);
    expect(Object.keys(dark)).toEqual(Object.keys(light));
    for (const name of [
      'error',
      'success',
      'primary',
      'pale',
      'paper',
      'placeholder',
      'text',
      'muted',
      'border',
      'focus',
    ]) {
      expect(light[`--tt-${name}`]).toBeTruthy();
    }
  });
});
