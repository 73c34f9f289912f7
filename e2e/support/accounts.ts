/** The five allow-listed demo accounts seeded by the mock server (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo#2025';

export const ACCOUNTS = {
  admin: 'admin@example.com',
  representative: 'representative@example.com',
  departmentLead: 'department.lead@example.com',
  board: 'board@example.com',
  consultant: 'consultant@example.com',
} as const;

export type AccountKey = keyof typeof ACCOUNTS;
