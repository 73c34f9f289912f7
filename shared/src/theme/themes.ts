/** The light and dark themes as data. */
export type ThemeName = 'light' | 'dark';

export interface Theme {
  name: ThemeName;
  error: string;
  success: string;
  primary: string;
  pale: string;
  paper: string;
  placeholder: string;
  text: string;
}

export const lightTheme: Theme = {
  name: 'light',
  error: '#FF0034',
  success: '#34CC43',
  primary: '#FF9100',
  pale: '#F6F6F6',
  paper: '#FFFFFF',
  placeholder: '#6B6B6B',
  text: '#1A1A1A',
};

export const darkTheme: Theme = {
  name: 'dark',
  error: '#FF0034',
  success: '#34CC43',
  primary: '#3D3D3D',
  pale: '#191919',
  paper: '#202020',
  placeholder: '#A0A0A0',
  text: '#F1F1F1',
};

export function themeByName(name: ThemeName): Theme {
  return name === 'dark' ? darkTheme : lightTheme;
}

/** Dark when the system prefers dark, otherwise light. */
export function systemThemeName(): ThemeName {
  const query =
    typeof window !== 'undefined' && window.matchMedia
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : null;
  return query?.matches ? 'dark' : 'light';
}
