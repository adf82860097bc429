import { createUser, expect, type Page, signInBrowser, test, uniqueClientIp, uniqueEmail } from '../fixtures';

// Issue #8 point 2 and D23: a user chooses Spanish and Dark in Settings → Appearance; the choice is applied at once,
// survives a reload, and follows the user to a second device because it is stored on the server.

const scheme = (page: Page) => page.locator('html');

test('a user switches to Spanish and Dark, and finds the portal so after a reload and on a second device', async ({
  page,
  browser,
  loginAs,
  adminApi,
  baseURL,
}) => {
  // A lead of its own, to find a date on the Leads screen.
  const leadEmail = uniqueEmail('i18n-lead');
  const leadName = `Lead ${leadEmail.split('@')[0]}`;
  const sent = await page.request.post('/api/contact', {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      name: leadName,
      email: leadEmail,
      service: 'Web Development',
      budget: 'Not sure yet',
      timeline: 'ASAP',
      message: 'We would like our shop in Spanish as well.',
    },
  });
  expect(sent.ok()).toBe(true);

  // The user changes their own preferences, so a fresh admin rather than a demo account.
  const user = await createUser(adminApi, baseURL!, 'ADMIN');
  await page.emulateMedia({ colorScheme: 'light' });
  await loginAs(user);
  await page.goto('/dashboard/settings?section=appearance');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appearance', level: 2 })).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/preferences') && response.request().method() === 'PATCH',
  );
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: /^Spanish/ }).click();
  expect((await saved).status()).toBe(200);
  // Applied at once, without a reload.
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apariencia', level: 2 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('lang', 'es');

  const savedTheme = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/preferences') && response.request().method() === 'PATCH',
  );
  await page.getByText('Oscuro', { exact: true }).click();
  expect(await (await savedTheme).json()).toMatchObject({ theme: 'dark', language: 'es' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // After a reload: still Spanish and dark.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('Español');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // A list and a date in Spanish: the new inquiry on the Leads screen, its date written by Intl for Spanish.
  await page.goto('/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'Clientes potenciales', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Consultas' })).toBeVisible();
  const card = page.getByRole('article', { name: leadName });
  await expect(card).toContainText('Presupuesto: Not sure yet');
  await expect(card.getByRole('button', { name: `Marcar como atendida: consulta de ${leadName}` })).toBeVisible();
  const time = card.locator('time');
  const instant = await time.getAttribute('datetime');
  const spanish = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant!));
  await expect(time).toHaveText(spanish);
  expect(spanish).toMatch(/ (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) /);

  // The Users list in Spanish, the user's own row found by its address.
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar usuarios' }).fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('(tú)');
  await expect(row).toContainText('Administrador');

  // A second device: a new browser whose system is light and whose language is English. The stored choice wins.
  const other = await browser.newContext({ baseURL, colorScheme: 'light', locale: 'en-US' });
  const second = await other.newPage();
  await signInBrowser(second, baseURL!, user);
  await second.goto('/dashboard/settings');
  await expect(second.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(scheme(second)).toHaveAttribute('lang', 'es');
  await expect(scheme(second)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // The header's toggle saves to the server too: back on the first device, the next load is light.
  const toggled = second.waitForResponse(
    (response) => response.url().endsWith('/api/me/preferences') && response.request().method() === 'PATCH',
  );
  await second.getByRole('button', { name: 'Cambiar modo de color' }).click();
  expect(await (await toggled).json()).toMatchObject({ theme: 'light', language: 'es' });
  await expect(scheme(second)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await other.close();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the sign-in page speaks the browser’s language before anyone signs in', async ({ browser, baseURL }) => {
  const french = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await french.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The shared rule's English message, shown in French.
  await expect(page.getByText('L’adresse e-mail est obligatoire')).toBeVisible();
  await french.close();
});
