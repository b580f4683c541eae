/**
 * Photo likes (SPEC §7 photo service likes, §2 photo/favorite; the demo turns the `photo` flag on): a visitor who
 * taps a photo's heart on a pro's profile signs in and comes back; as a customer they like three photos on two
 * profiles, find them under photo/favorite linking to the pros, and unlike one there. In both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { request } from '@playwright/test';
import { apiSignUp, e2eDataDir, expect, hydrated, NEW_USER_PASSWORD, test, translator, uniqueName } from './fixtures';
import { expectAccessible } from './axe';
import { watchContext } from './journey-steps';

/** Two public profiles of the demo data with at least two photos each (the seed gives every profile three). */
async function profilesWithPhotos(): Promise<{ path: string; name: string }[]> {
  const port = Number(fs.readFileSync(path.join(e2eDataDir(), 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'sifu' });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; slug: string; zh: string; en: string }>(
      `SELECT qs.quote_service_id AS id, qs.slug, qs.business_name_zh AS zh, qs.business_name_en AS en FROM quote_services qs
        WHERE qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL
          AND (SELECT count(*) FROM service_media m WHERE m.quote_service_id = qs.quote_service_id AND m.hidden_at IS NULL) >= 2
        ORDER BY qs.quote_service_id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    return rows.map((r) => ({ path: `/service/${r.id}/${r.slug}`, name: JSON.stringify({ zh: r.zh, en: r.en }) }));
  } finally {
    await client.end();
  }
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`photo likes (${lng})`, () => {
    const media = translator(lng, 'media|');
    const common = translator(lng, 'common|');
    const prefix = `/${lng}`;

    test(`a customer likes three photos on two profiles, finds them under liked photos and unlikes one (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      const [a, b] = await profilesWithPhotos();
      const nameOf = (p: { name: string }) => (JSON.parse(p.name) as { zh: string; en: string })[lng === 'zh-HK' ? 'zh' : 'en'];
      const username = uniqueName('photofan');
      const signup = await request.newContext({ baseURL });
      await apiSignUp(signup, '', { username, role: 'consumer' }, { Origin: baseURL! });
      await signup.dispose();

      const context = await browser.newContext({ locale: lng, baseURL });
      const problems: string[] = [];
      watchContext(context, problems);
      const page = await context.newPage();
      try {
        // A visitor sees the counts; tapping a heart goes to log in, and logging in comes back to the profile.
        await page.goto(`${prefix}${a.path}`);
        await hydrated(page);
        const hearts = page.getByTestId('profile-gallery').getByTestId('photo-like');
        await expect(hearts.first()).toBeVisible();
        await hearts.first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?from=`));
        await hydrated(page);
        await page.locator('input[name="username"]').fill(username);
        await page.locator('input[name="passwd"]').fill(NEW_USER_PASSWORD);
        await page.getByRole('button', { name: common('auth>login_submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${a.path}$`));
        await hydrated(page);

        /** Likes the n-th photo of the profile on screen: pressed, and its count one more than before. */
        async function like(n: number) {
          const heart = page.getByTestId('profile-gallery').getByTestId('photo-like').nth(n);
          await expect(heart).toHaveAttribute('aria-pressed', 'false');
          const before = Number(await heart.innerText());
          await heart.click();
          await expect(heart).toHaveAttribute('aria-pressed', 'true');
          await expect(heart).toHaveText(String(before + 1));
        }
        await like(0);
        await like(1);
        await page.goto(`${prefix}${b.path}`);
        await hydrated(page);
        await like(0);
        // Liked again after a reload: the server renders the state.
        await page.reload();
        await expect(page.getByTestId('profile-gallery').getByTestId('photo-like').first()).toHaveAttribute('aria-pressed', 'true');

        await page.goto(`${prefix}/dashboard/photo/favorite`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: media('photoLikes>favorite>title') })).toBeVisible();
        const cards = page.getByTestId('liked-photo');
        await expect(cards).toHaveCount(3);
        await expect(page.getByText(media('photoLikes>favorite>count_other', { count: 3 }))).toBeVisible();
        // Newest like first: the second profile's photo, then the first profile's two.
        await expect(cards.first().getByRole('link', { name: nameOf(b) })).toHaveAttribute('href', `${prefix}${b.path}`);
        await expect(cards.nth(1).getByRole('link', { name: nameOf(a) })).toHaveAttribute('href', `${prefix}${a.path}`);
        await expectAccessible(page, 'liked photos');

        await cards
          .first()
          .getByRole('button', { name: media('photoLikes>favorite>remove', { name: nameOf(b) }) })
          .click();
        await expect(cards).toHaveCount(2);
        await expect(page.getByText(media('photoLikes>favorite>count_other', { count: 2 }))).toBeVisible();

        // The unliked photo is no longer pressed on its profile; the card links there.
        await cards
          .first()
          .getByRole('link', { name: nameOf(a) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${a.path}$`));
        await expect(page.getByTestId('profile-gallery').getByTestId('photo-like').nth(1)).toHaveAttribute('aria-pressed', 'true');
        await page.goto(`${prefix}${b.path}`);
        await hydrated(page);
        await expect(page.getByTestId('profile-gallery').getByTestId('photo-like').first()).toHaveAttribute('aria-pressed', 'false');
        expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
