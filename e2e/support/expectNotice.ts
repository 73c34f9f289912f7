import { expect, type Page } from '@playwright/test';

export interface NoticeText {
  title: string;
  body: string;
}

/**
 * Waits for the notification `title: body` and then for it to go away: notices close by themselves
 * after 1.5 s, except 'Weak password', which is answered with "I've understood".
 */
export async function expectNotice(page: Page, { title, body }: NoticeText) {
  const notice = page
    .locator('[role="alert"], [role="status"], [role="alertdialog"]')
    .filter({ hasText: title })
    .filter({ hasText: body });
  await expect(notice.first()).toBeVisible();
  const understood = notice.getByRole('button', { name: "I've understood" });
  if (await understood.count()) await understood.click();
  await expect(notice).toHaveCount(0);
}
