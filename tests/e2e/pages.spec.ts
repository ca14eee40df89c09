// Instance pages: home (custom markdown), about, signup (direct and with approval), reset password,
// email verification and remote interaction.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser } from './support/instance';
import { patchConfig } from './support/config-route';
import { watchHostile } from './support/hostile';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 60000 });

const problem = (detail: string) => ({
  status: 500,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', status: 500, detail },
});
const main = (page: Page) => page.locator('main');

test.describe('home', () => {
  test('renders the instance homepage markdown, sanitised', async ({ page }) => {
    const hostile = await watchHostile(page);
    await page.goto('/home');
    await expect(main(page).getByRole('heading', { name: 'Welcome to PeerTube Local' })).toBeVisible();
    await expect(main(page).locator('.markdown').getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/videos/overview',
    );
    await expect(main(page).locator('strong', { hasText: 'browse' })).toBeVisible();
    await expect(main(page).locator('.markdown script')).toHaveCount(0);
    await expect(main(page).locator('.markdown a[href^="javascript"]')).toHaveCount(0);
    await hostile.expectNothingRan();
  });

  test('says so and links Discover when the homepage is disabled', async ({ page }) => {
    await patchConfig(page, (c) => {
      c.homepage = { enabled: false };
    });
    await page.goto('/home');
    await expect(page.getByText('This instance has no homepage.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Discover videos' })).toHaveAttribute('href', '/videos/overview');
  });

  test('empty when no content is set (404), error with retry', async ({ page }) => {
    let mode: 'error' | 'none' = 'error';
    await page.route('**/api/v1/custom-pages/homepage/instance', (route) =>
      mode === 'error'
        ? route.fulfill(problem('Homepage exploded'))
        : route.fulfill({
            status: 404,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', status: 404, detail: 'Instance homepage not found' },
          }),
    );
    await page.goto('/home');
    await expect(main(page).getByRole('alert')).toContainText('Homepage exploded');
    mode = 'none';
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The administrator has not written a homepage yet.')).toBeVisible();
  });
});

test.describe('about', () => {
  test('shows the instance, its texts as sanitised markdown, features and stats', async ({ page }) => {
    await page.goto('/about');
    await expect(main(page).getByRole('heading', { level: 1, name: 'About PeerTube Local' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(main(page).getByText('Be nice. No spam.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(main(page).locator('strong', { hasText: 'PeerTube Local' })).toBeVisible();
    await expect(main(page).locator('.markdown script')).toHaveCount(0);
    await expect(main(page).locator('.markdown a[href^="javascript"]')).toHaveCount(0);
    await expect(main(page).getByText('User registration allowed')).toBeVisible();
    const stats = main(page).locator('.about-stats');
    await expect(stats.getByText('Videos', { exact: true })).toBeVisible();
  });

  test('error with retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/config/about', (route) =>
      fail ? route.fulfill(problem('About is down')) : route.fallback(),
    );
    await page.goto('/about');
    await expect(main(page).getByRole('alert')).toContainText('About is down');
    fail = false;
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'About PeerTube Local' })).toBeVisible();
  });
});

test.describe('signup', () => {
  const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  test('validates the fields before sending', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('Bad Name');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Use 1 to 50 lowercase letters, digits, dots or underscores.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('The password must have 6 to 255 characters.')).toBeVisible();
    await expect(page.getByText('You must accept the terms to sign up.')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
  });

  test('creates an account and logs in when no approval is required', async ({ page }) => {
    const name = unique();
    await page.goto('/signup');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Display name (optional)').fill('New Person');
    await page.getByLabel('Email').fill(`${name}@example.org`);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel(/I am at least 16 years old|I agree to the terms/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Your account was created and you are now logged in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pt-session'))).toContain('accessToken');
  });

  test('sends a registration request when approval is required', async ({ page }) => {
    await patchConfig(page, (c) => {
      c.signup = { ...c.signup, requiresApproval: true };
    });
    const name = unique();
    await page.goto('/signup');
    await expect(page.getByText('Accounts on this instance are approved by a moderator')).toBeVisible();
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.org`);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Request an account' }).click();
    await expect(page.getByText('Tell the moderators why you want to join.')).toBeVisible();
    // The instance only accepts requests in approval mode: send the real request with the flag on the server side.
    await page.route('**/api/v1/users/registrations/request', async (route) => {
      const body = route.request().postDataJSON();
      expect(body).toMatchObject({ username: name, registrationReason: 'I make films' });
      await route.fulfill({ json: { state: { id: 1, label: 'Pending' } } });
    });
    await page.getByLabel('Why do you want to join this instance?').fill('I make films');
    await page.getByLabel(/I am at least 16 years old|I agree to the terms/).check();
    await page.getByRole('button', { name: 'Request an account' }).click();
    await expect(page.getByText('Your registration request has been sent.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pt-session'))).toBeNull();
  });

  test("a taken username: the server's word on the Username field, everything typed kept, leaving asks", async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Display name (optional)').fill('Another Alice');
    await page.getByLabel('Email').fill('someone-else@example.org');
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel(/I am at least 16 years old|I agree to the terms/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const username = page.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/already exists/);
    await expect(page.getByLabel('Display name (optional)')).toHaveValue('Another Alice');
    await expect(page.getByLabel('Email')).toHaveValue('someone-else@example.org');
    await expect(page.getByLabel('Password')).toHaveValue('secret123');
    await expect(page.getByLabel(/I am at least 16 years old|I agree to the terms/)).toBeChecked();
    // Typing clears the field's error; leaving with the form filled asks first.
    await username.fill('alice2');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.locator('header a.logo').click();
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('explains that signup is closed', async ({ page }) => {
    await patchConfig(page, (c) => {
      c.signup = { ...c.signup, allowed: false };
    });
    await page.goto('/signup');
    await expect(page.getByText('This instance does not allow new accounts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  });
});

test.describe('account emails', () => {
  test('reset password: ask for a link, then choose a new password and log in with it', async ({ page, request }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill('someone@example.org');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByText('If this email address belongs to an account')).toBeVisible();

    const user = await freshUser(request, { noAccountSetupWarningModal: true, noWelcomeModal: true });
    const me = await (
      await request.post('/api/v1/users/token', {
        form: {
          ...(await (await request.get('/api/v1/oauth-clients/local')).json()),
          grant_type: 'password',
          response_type: 'code',
          username: user.username,
          password: user.password,
        },
      })
    ).json();
    const { id } = await (
      await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${me.access_token}` } })
    ).json();
    await page.goto(`/reset-password?userId=${id}&verificationString=wrong`);
    await page.getByLabel('New password', { exact: true }).fill('newpass123');
    await page.getByLabel('Confirm the new password').fill('newpass123');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Invalid verification string');
    // A refused link keeps what was typed.
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('newpass123');
    await expect(page.getByLabel('Confirm the new password')).toHaveValue('newpass123');

    await page.goto(`/reset-password?userId=${id}&verificationString=local-verification-string`);
    await page.getByLabel('New password', { exact: true }).fill('newpass123');
    await page.getByLabel('Confirm the new password').fill('other');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    // The mismatch is said on the confirmation field.
    await expect(page.getByLabel('Confirm the new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await page.getByLabel('Confirm the new password').fill('newpass123');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Username or email address').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('newpass123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  test('verify account: success, failure, and asking for a new link', async ({ page }) => {
    await page.goto('/verify-account/email?userId=2&verificationString=local-verification-string');
    await expect(page.getByText('Your email address is verified. You can now log in.')).toBeVisible();
    await page.goto('/verify-account/email?userId=2&verificationString=nope');
    await expect(main(page).getByRole('alert')).toContainText('Your email address could not be verified');
    await main(page).getByRole('link', { name: 'Send me a new verification link' }).click();
    await page.getByLabel('Email').fill('me@example.org');
    await page.getByRole('button', { name: 'Send the verification email' }).click();
    await expect(page.getByText('a new verification email has been sent')).toBeVisible();
  });
});

test.describe('remote interaction', () => {
  test('sends a visitor to their own instance with the object URI', async ({ page }) => {
    const uri = 'http://127.0.0.1:4405/video-channels/maker_films';
    await page.route('https://video.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Remote instance</h1>' }),
    );
    await page.goto(`/remote-interaction?uri=${encodeURIComponent(uri)}`);
    await page.getByLabel('Your account on another instance (name@instance)').fill('not a handle');
    await page.getByRole('button', { name: 'Continue on my instance' }).click();
    await expect(page.getByText('Enter your account as name@instance')).toBeVisible();
    await page.getByLabel('Your account on another instance (name@instance)').fill('jane@video.example.org');
    await page.getByRole('button', { name: 'Continue on my instance' }).click();
    await page.waitForURL(`https://video.example.org/remote-interaction?uri=${encodeURIComponent(uri)}`);
  });

  test('opens the object on this instance for a logged-in person', async ({ page, request }) => {
    const user = await freshUser(request, { noAccountSetupWarningModal: true, noWelcomeModal: true });
    const channel = await (await request.get('/api/v1/video-channels/maker_films')).json();
    const target = `/remote-interaction?uri=${encodeURIComponent(channel.url)}`;
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('Username or email address').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/c/maker_films');
  });
});
