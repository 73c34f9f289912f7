import type { IconName } from '../../iconNames';

const BY_TYPE: Partial<Record<string, IconName>> = {
  email: 'email',
  password: 'password',
  tel: 'phone',
  search: 'search',
  date: 'calendar',
  'datetime-local': 'calendar',
  month: 'calendar',
  week: 'calendar',
};

const BY_PLACEHOLDER: [RegExp, IconName][] = [
  [/e-?mail/i, 'email'],
  [/password/i, 'password'],
  [/phone|contact|mobile/i, 'phone'],
  [/search/i, 'search'],
  [/date|day/i, 'calendar'],
  [/company/i, 'companies'],
  [/department/i, 'departments'],
  [/project/i, 'projects'],
  [/name|user/i, 'user'],
];

/** The icon of a text input, chosen by its type, else by its placeholder; null for none. */
export function inputIcon(type: string | undefined, placeholder: string | undefined): IconName | null {
  const byType = type ? BY_TYPE[type] : undefined;
  if (byType) return byType;
  const match = placeholder ? BY_PLACEHOLDER.find(([pattern]) => pattern.test(placeholder)) : undefined;
  return match ? match[1] : null;
}
