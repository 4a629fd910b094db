// The WordPress plugin in a real WordPress (Debian's package, tests/e2e/wordpress.mjs):
// an administrator configures it, an Author publishes a shortcode, a visitor signs up.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { PLUGIN_DIR, ZIP_NAME } from '../../integrations/wordpress/build-zip.mjs';
import { rowsFor, signUp, uniqueEmail } from './backend-rows';
import { BACKEND, PORTS, SITE } from './ports.mjs';
import { ADMIN, AUTHOR, startWordPress } from './wordpress.mjs';

test.describe.configure({ mode: 'serial' });
test.slow();

let wordpress: Awaited<ReturnType<typeof startWordPress>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  wordpress = await startWordPress({ port: PORTS.wordpress });
});
test.afterAll(async () => {
  await wordpress?.stop();
});

/**
 * Logs in as the login form does, with the page's own cookies: WordPress's login screen is not the
 * plugin's to test, and clicking through it is unreliable under load.
 */
async function logIn(page: Page, account: { user: string; password: string }) {
  const login = `${wordpress.url}/wp-login.php`;
  // The login form's test cookie, which WordPress asks for before it logs anyone in.
  await page.request.get(login);
  const response = await page.request.post(login, {
    form: { log: account.user, pwd: account.password, testcookie: '1', redirect_to: `${wordpress.url}/wp-admin/` },
  });
  expect(response.url(), `logging in as ${account.user} should land in wp-admin`).toMatch(/\/wp-admin\//);
  await page.goto(`${wordpress.url}/wp-admin/`);
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/**
 * Publishes a post through the REST API as the logged-in user, as the block editor saves it; or
 * another type of post, such as a synced pattern (`blocks`).
 */
async function publish(request: APIRequestContext, title: string, content: string, type = 'posts'): Promise<{ id: number; link: string; raw: string }> {
  const nonce = await (await request.get(`${wordpress.url}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
  const response = await request.post(`${wordpress.url}/?rest_route=/wp/v2/${type}&context=edit`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { title, content, status: 'publish' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as { id: number; link: string; content: { raw: string } };
  return { id: post.id, link: post.link, raw: post.content.raw };
}

/** `code`, PHP statements, as a must-use plugin of the test WordPress while `work` runs. */
async function withMustUsePlugin(name: string, code: string, work: () => Promise<void>) {
  // Sent as base64, so that its `$` and quotes reach the file as they are.
  const file = Buffer.from(`<?php\n${code}\n`).toString('base64');
  await wordpress.php(`wp_mkdir_p( WPMU_PLUGIN_DIR ); file_put_contents( WPMU_PLUGIN_DIR . '/${name}.php', base64_decode( '${file}' ) );`);
  try {
    await work();
  } finally {
    await wordpress.php(`unlink( WPMU_PLUGIN_DIR . '/${name}.php' );`);
  }
}

/** The site at an address on the web, as a filter gives it (this site's wp-config.php fixes WP_HOME to this computer). */
const HOME_ON_THE_WEB = 'add_filter( "home_url", function ( $url, $path ) { return "https://acme.example" . $path; }, 10, 2 );';

const rosterkitScripts = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SITE}/widgets/`)) requested.push(new URL(request.url()).pathname);
  });
  return requested;
};

test('every PHP file of the plugin parses', () => {
  const files = readdirSync(PLUGIN_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.php'));
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) expect(execFileSync('php', ['-l', join(PLUGIN_DIR, file)], { encoding: 'utf8' })).toContain('No syntax errors');
});

test('an administrator uploads the zip the build wrote, and activates it', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto(`${wordpress.url}/wp-admin/plugin-install.php?tab=upload`);
  await page.locator('#pluginzip').setInputFiles(join('dist', ZIP_NAME));
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosterkit', exact: true })).toBeVisible();
  // No project yet: a waitlist pasted now could not store a sign-up, and the screen says where to set it.
  await expect(page.getByText('Rosterkit widgets needs your Supabase project before a waitlist form can store a sign-up.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter its URL and anon key' })).toHaveAttribute('href', /options-general\.php\?page=rosterkit-widgets$/);
});

test('an administrator saves the settings, and a service-role key is refused with a notice', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`);
  await expect(page.getByRole('heading', { name: 'Rosterkit', level: 1 })).toBeVisible();
  await expect(page.getByText('The Supabase URL and anon key are empty: until they are set, every waitlist form answers that the database is not available')).toBeVisible();
  // As the guide's snippets show them: the script's own URL and the project's REST endpoint.
  await page.getByLabel('Script base URL').fill(`${SITE}/widgets/embed.js`);
  await page.getByLabel('Brand name').fill('Acme');
  await page.getByLabel('Supabase URL').fill(`${BACKEND}/rest/v1/`);
  await page.getByLabel('Supabase anon key').fill(LOCAL_SERVICE_KEY);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('This key\'s role is "service_role", not "anon".')).toBeVisible();
  // The rest was saved; the key was not.
  await expect(page.getByLabel('Brand name')).toHaveValue('Acme');
  await expect(page.getByLabel('Supabase anon key')).toHaveValue('');
  await expect(page.getByText('The Supabase anon key is empty: until it is set, every waitlist form answers that the database is not available')).toBeVisible();

  await page.getByLabel('Supabase anon key').fill(LOCAL_ANON_KEY);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByLabel('Supabase anon key')).toHaveValue(LOCAL_ANON_KEY);
  await expect(page.getByLabel('Script base URL')).toHaveValue(`${SITE}/widgets/`);
  await expect(page.getByLabel('Supabase URL')).toHaveValue(BACKEND);
  await expect(page.getByText('is empty: until', { exact: false })).toHaveCount(0);
  await expect(page.getByText('are empty: until', { exact: false })).toHaveCount(0);
  await page.goto(`${wordpress.url}/wp-admin/plugins.php`);
  await expect(page.getByText('Rosterkit widgets needs your Supabase project')).toHaveCount(0);
});

test('a refused URL or email is quoted in its notice, so what was typed is not lost', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`);
  const saved = await page.getByLabel('Supabase URL').inputValue();
  await page.getByLabel('Supabase URL').fill('ftp://xyz.supabase.co');
  await page.getByLabel('Contact email').fill('hello@acme');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The Supabase URL must look like https://your-project.supabase.co. It was not changed. You typed: ftp://xyz.supabase.co')).toBeVisible();
  await expect(page.getByText('The contact email is not a valid address. It was not changed. You typed: hello@acme')).toBeVisible();
  await expect(page.getByLabel('Supabase URL')).toHaveValue(saved);

  // The dashboard's address, open in the next tab: the widgets would find no project there.
  const dashboard = 'https://supabase.com/dashboard/project/xyz/settings/api';
  await page.getByLabel('Supabase URL').fill(dashboard);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`This is the Supabase dashboard's address, not your project's: copy the project URL from Project Settings → API, such as https://your-project.supabase.co. It was not changed. You typed: ${dashboard}`)).toBeVisible();
  await expect(page.getByLabel('Supabase URL')).toHaveValue(saved);
});

test('an administrator who may neither publish unfiltered HTML nor install plugins, as on a multisite, cannot change the script base', async ({ page }) => {
  const siteAdministrator = 'add_filter( "map_meta_cap", function ( $caps, $cap ) { return in_array( $cap, array( "unfiltered_html", "install_plugins" ), true ) ? array( "do_not_allow" ) : $caps; }, 10, 2 );';
  await withMustUsePlugin('site-administrator', siteAdministrator, async () => {
    await logIn(page, ADMIN);
    await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`);
    const saved = await page.getByLabel('Script base URL').inputValue();
    await page.getByLabel('Script base URL').fill('https://cdn.attacker.example/widgets/');
    await page.getByLabel('Brand name').fill('Acme Studio');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Only a user who may publish unfiltered HTML or install plugins can change the script base URL, as it loads a script into every page that shows a widget. It was not changed. You typed: https://cdn.attacker.example/widgets/')).toBeVisible();
    await expect(page.getByLabel('Script base URL')).toHaveValue(saved);
    // The rest is saved as given.
    await expect(page.getByLabel('Brand name')).toHaveValue('Acme Studio');
  });
  await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`);
  await page.getByLabel('Brand name').fill('Acme');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
});

test('the settings page warns when the widgets would load on this computer alone', async ({ page }) => {
  await logIn(page, ADMIN);
  const settings = `${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`;
  const warning = page.getByText(`The script base URL, ${SITE}/widgets/, is an address of this computer alone`);
  // This test site is on this computer too, where the script base is right.
  await page.goto(settings);
  await expect(page.getByLabel('Script base URL')).toHaveValue(`${SITE}/widgets/`);
  await expect(warning).toHaveCount(0);
  // A site on the web, where the zip built without WIDGETS_BASE_URL would find itself.
  await withMustUsePlugin('home-on-the-web', HOME_ON_THE_WEB, async () => {
    await page.goto(settings);
    await expect(warning).toBeVisible();
  });
});

test('the settings page warns, on an https site, of an http address that browsers would refuse', async ({ page }) => {
  await logIn(page, ADMIN);
  const settings = `${wordpress.url}/wp-admin/options-general.php?page=rosterkit-widgets`;
  const warning = page.getByText('The Supabase URL, http://db.acme.example, is an http address, and this site is https');
  const saved = await wordpress.php("echo get_option( 'rosterkit_widgets_settings' )['supabase_url'];");
  await wordpress.php("$s = get_option( 'rosterkit_widgets_settings' ); $s['supabase_url'] = 'http://db.acme.example'; update_option( 'rosterkit_widgets_settings', $s );");
  try {
    // This test site is http: nothing is refused.
    await page.goto(settings);
    await expect(page.getByLabel('Supabase URL')).toHaveValue('http://db.acme.example');
    await expect(warning).toHaveCount(0);
    await withMustUsePlugin('home-on-the-web', HOME_ON_THE_WEB, async () => {
      await page.goto(settings);
      await expect(warning).toBeVisible();
      // The loopback script base has its own warning, not this one too.
      await expect(page.getByText('is an http address')).toHaveCount(1);
    });
  } finally {
    await wordpress.php(`$s = get_option( 'rosterkit_widgets_settings' ); $s['supabase_url'] = ${JSON.stringify(saved)}; update_option( 'rosterkit_widgets_settings', $s );`);
  }
});

test("the privacy policy guide suggests what a sign-up sends and keeps", async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto(`${wordpress.url}/wp-admin/privacy-policy-guide.php`);
  await page.getByRole('button', { name: 'Rosterkit widgets' }).click();
  await expect(page.getByText('When you join our waitlist, the form sends what you type in it to our database, hosted by Supabase')).toBeVisible();
  await expect(page.getByText('a salted hash of your IP address, never the address itself')).toBeVisible();
});

test('an Author publishes the waitlist shortcode, kses keeps it, and a visitor\'s sign-up is stored with its source', async ({ browser, page }) => {
  await logIn(page, AUTHOR);
  // What an Author pastes as HTML is stripped; the shortcode is kept.
  const post = await publish(page.request, 'Join our waitlist',
    `<script type="module" src="${SITE}/widgets/embed.js"></script>\n[rosterkit_waitlist source="wp-blog"]`);
  expect(post.raw).not.toContain('<script');
  expect(post.raw).toContain('[rosterkit_waitlist source="wp-blog"]');

  for (const width of [1280, 375]) {
    const visitor = await browser.newPage({ viewport: { width, height: 900 } });
    const scripts = rosterkitScripts(visitor);
    await visitor.goto(post.link);
    const form = visitor.locator('rosterkit-waitlist');
    await expect(form.getByLabel('Full name')).toBeVisible();
    expect(scripts).toContain('/widgets/embed.js');
    const email = uniqueEmail(`wordpress-${width}`);
    await signUp(form, email);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ source: 'wp-blog', widget: 'waitlist', page_url: `${wordpress.url}/` });
    await visitor.screenshot({ path: test.info().outputPath(`wordpress-${width}.png`), fullPage: true });
    await visitor.close();
  }
});

test("an Author's shortcode cannot send the site's sign-ups elsewhere: it is saved without a project, and the settings' is used", async ({ browser, page }) => {
  await logIn(page, AUTHOR);
  const post = await publish(page.request, 'Another project',
    `[rosterkit_waitlist supabase_url="https://elsewhere.example" source="wp-author" data-supabase-key='sb_publishable_elsewhere']`);
  expect(post.raw).toBe('[rosterkit_waitlist source="wp-author"]');
  // Spellings WordPress also reads as attributes: after a no-break or zero-width space, or
  // right after the last value's quote.
  for (const written of ['[rosterkit_waitlist\u00a0supabase_url="https://elsewhere.example"]', '[rosterkit_waitlist source="x"\u200bdata-supabase-key="sb_publishable_elsewhere"]',
    '[rosterkit_waitlist source="x"supabase_url="https://elsewhere.example"]']) {
    expect((await publish(page.request, 'Another spelling', written)).raw).not.toMatch(/elsewhere/);
  }
  const visitor = await browser.newPage();
  await visitor.goto(post.link);
  const form = visitor.locator('rosterkit-waitlist');
  await expect(form).toHaveAttribute('data-supabase-url', BACKEND);
  await expect(form).toHaveAttribute('data-supabase-key', LOCAL_ANON_KEY);
  await expect(form).toHaveAttribute('data-source', 'wp-author');
  await visitor.close();
});

test("an Author's synced pattern on an administrator's page cannot send its sign-ups elsewhere either", async ({ browser, page }) => {
  // The page is the administrator's, who may name a project: what decides is who saved the shortcode.
  await logIn(page, AUTHOR);
  const pattern = await publish(page.request, 'Sign-up pattern',
    '<!-- wp:shortcode -->\n[rosterkit_waitlist source="wp-pattern" supabase_url="https://pattern.example" supabase_key="sb_publishable_pattern"]\n<!-- /wp:shortcode -->', 'blocks');
  expect(pattern.raw).toContain('[rosterkit_waitlist source="wp-pattern"]');
  const link = await wordpress.php(`
    $admin = get_user_by( 'login', ${JSON.stringify(ADMIN.user)} );
    wp_set_current_user( $admin->ID );
    echo get_permalink( wp_insert_post( array( 'post_type' => 'page', 'post_author' => $admin->ID, 'post_title' => 'Join us', 'post_status' => 'publish',
      'post_content' => '<!-- wp:block {"ref":${pattern.id}} /-->' ) ) );`);
  const visitor = await browser.newPage();
  await visitor.goto(link);
  const form = visitor.locator('rosterkit-waitlist');
  await expect(form).toHaveAttribute('data-source', 'wp-pattern');
  await expect(form).toHaveAttribute('data-supabase-url', BACKEND);
  await expect(form).toHaveAttribute('data-supabase-key', LOCAL_ANON_KEY);
  await visitor.close();
});

test("an Author's placeholders, and a shortcode that kses would put together, are saved without a project", async ({ browser, page }) => {
  await logIn(page, AUTHOR);
  // embed.js makes a widget of a placeholder, and kses keeps its data attributes; kses also drops
  // the unknown tag inside the shortcode's attribute name, which only then reads supabase_url.
  // The second placeholder hides its attributes in others' values, for a cut to bring out.
  const post = await publish(page.request, 'Around the lock',
    `<div data-rosterkit-element="rosterkit-waitlist" data-source="wp-div" data-supabase-url="https://div.example" DATA-SUPABASE-KEY='sb_publishable_div'></div>
<div data-rosterkit-element="rosterkit-waitlist" data-a="x data-supabase-url=y" data-b='q"data-supabase-url="https://hidden.example"data-supabase-key="sb_publishable_hidden" data-c=z'></div>
[rosterkit_waitlist source="wp-rebuilt" supa<foo>base_url=https://rebuilt.example]`);
  expect(post.raw).not.toMatch(/data-supabase-|rebuilt\.example/i);
  expect(post.raw).toContain('[rosterkit_waitlist source="wp-rebuilt"]');
  // As a visitor's browser reads the page: no form sends anywhere but the site's project.
  const visitor = await browser.newPage();
  await visitor.goto(post.link);
  const forms = visitor.locator('rosterkit-waitlist');
  await expect(forms).toHaveCount(3);
  expect(new Set(await forms.evaluateAll((found) => found.map((form) => form.getAttribute('data-supabase-url'))))).toEqual(new Set([BACKEND, null]));
  await visitor.close();
});

test("an administrator's shortcode keeps its own project when saved", async () => {
  const out = await wordpress.php(`
    wp_set_current_user( get_user_by( 'login', ${JSON.stringify(ADMIN.user)} )->ID );
    $id = wp_insert_post( wp_slash( array( 'post_title' => 'Own project', 'post_status' => 'draft',
      'post_content' => '[rosterkit_waitlist supabase_url="https://own.example" supabase_key="sb_publishable_own"]' ) ) );
    echo get_post( $id )->post_content;`);
  expect(out).toBe('[rosterkit_waitlist supabase_url="https://own.example" supabase_key="sb_publishable_own"]');
});

test("outside a post's content, a shortcode's project is the site's own, whoever wrote the post shown", async () => {
  // A theme's template or a widget runs it with the queried post set, here an Author's.
  const out = await wordpress.php(`
    $author = get_user_by( 'login', ${JSON.stringify(AUTHOR.user)} );
    $GLOBALS['post'] = get_post( wp_insert_post( array( 'post_author' => $author->ID, 'post_title' => 'Shown', 'post_status' => 'publish' ) ) );
    $code = '[rosterkit_waitlist supabase_url="https://theme.example"]';
    echo wp_json_encode( array( 'template' => do_shortcode( $code ), 'content' => apply_filters( 'the_content', $code ) ) );`);
  const { template, content } = JSON.parse(out) as { template: string; content: string };
  expect(template).toContain('data-supabase-url="https://theme.example"');
  expect(content).not.toContain('https://theme.example');
  expect(content).toContain(`data-supabase-url="${BACKEND}"`);
});

test("a shortcode's empty attribute takes the setting, as one left out does", async () => {
  const out = await wordpress.php(`echo do_shortcode( '[rosterkit_waitlist supabase_url="" brand=" " source=""]' );`);
  expect(out).toContain(`data-supabase-url="${BACKEND}"`);
  expect(out).toContain('data-brand="Acme"');
  expect(out).not.toContain('data-source');
});

test("on a site whose CSP allows scripts by nonce, the shortcode's script carries the nonce and the form renders", async ({ browser, page }) => {
  await logIn(page, AUTHOR);
  const post = await publish(page.request, 'Behind a strict CSP', '[rosterkit_waitlist source="wp-csp"]');
  const visitor = await browser.newPage();
  const refused: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy') && message.text().includes('embed.js')) refused.push(message.text());
  });
  const response = await visitor.goto(`${post.link}${post.link.includes('?') ? '&' : '?'}strict-csp`);
  expect(response?.headers()['content-security-policy']).toMatch(/^script-src 'nonce-\w+' 'strict-dynamic'$/);
  // As sent: a browser hides a nonce from the DOM once it has read it.
  const nonce = /'nonce-(\w+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(/<script[^>]*\/widgets\/embed\.js[^>]*>/.exec((await response?.text()) ?? '')?.[0]).toContain(`nonce="${nonce}"`);
  await expect(visitor.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
  expect(refused).toEqual([]);
  await visitor.close();
});

test('a shortcode a popup plugin draws in the footer, after the scripts are printed, loads its script with the nonce', async ({ browser }) => {
  // As Popup Maker draws its popups: in wp_footer, later than WordPress prints what was enqueued.
  const popup = `add_action( 'wp_footer', function () { if ( isset( $_GET['popup'] ) ) echo do_shortcode( '[rosterkit_waitlist source="wp-popup"]' ); }, 20 );`;
  await withMustUsePlugin('footer-popup', popup, async () => {
    const visitor = await browser.newPage();
    const response = await visitor.goto(`${wordpress.url}/?p=1&popup&strict-csp`);
    const nonce = /'nonce-(\w+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(/<script[^>]*\/widgets\/embed\.js[^>]*>/.exec((await response?.text()) ?? '')?.[0]).toContain(`nonce="${nonce}"`);
    await expect(visitor.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    await visitor.close();
  });
});

test('a page without a shortcode loads no Rosterkit script', async ({ page }) => {
  const scripts = rosterkitScripts(page);
  await page.goto(`${wordpress.url}/?p=1`);
  await expect(page.getByRole('heading', { name: 'Hello world!', level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  expect(await page.locator('script[src*="embed.js"]').count()).toBe(0);
});

test("a feed, which runs no script, gets a link to the post where each shortcode's widget is", async ({ page }) => {
  await logIn(page, AUTHOR);
  const post = await publish(page.request, 'Sign up from the feed', '[rosterkit_waitlist source="wp-feed"]\n\n[rosterkit_contact label="Write to us"]');
  const feed = await (await page.request.get(`${wordpress.url}/?feed=rss2`)).text();
  const item = feed.split('<item>').find((part) => part.includes('Sign up from the feed')) ?? '';
  const content = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item)?.[1] ?? '';
  const links = [...content.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);
  expect(links).toEqual([[post.link, 'Join Waitlist'], [post.link, 'Write to us']]);
  expect(content).not.toContain('<rosterkit-');
});

test('shortcode attributes with quotes and <script> are written as text, nothing runs, and an unsafe key is left out', async ({ page, browser }) => {
  await logIn(page, ADMIN);
  const brand = 'Acme "Quotes" <script>window.__pwned = 1</script>';
  const consent = 'I agree to "news" <b>now</b>';
  const post = await publish(page.request, 'Hostile attributes',
    `[rosterkit_waitlist_modal brand='${brand}' source="it's" consent_label='${consent}' trigger_label="Join us"]\n` +
      // attribution="no" means off, as any value but "on" does to the element.
      `[rosterkit_roster_demo supabase_key="${LOCAL_SERVICE_KEY}" attribution="no"]\n` +
      // The trigger label's older name.
      '[rosterkit_contact label="Write to us"]');
  const visitor = await browser.newPage();
  await visitor.goto(post.link);
  const modal = visitor.locator('rosterkit-waitlist-modal');
  await expect(modal).toHaveAttribute('data-brand', brand);
  await expect(modal).toHaveAttribute('data-source', "it's");
  await expect(modal).toHaveAttribute('data-consent-label', consent);
  await modal.getByRole('button', { name: 'Join us' }).click();
  await expect(visitor.getByRole('dialog', { name: `Join the ${brand} Waitlist` })).toBeVisible();
  await expect(visitor.locator('rosterkit-contact').getByRole('button', { name: 'Write to us' })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const html = await visitor.content();
  expect(html).not.toContain(LOCAL_SERVICE_KEY);
  await expect(visitor.locator('rosterkit-roster-demo')).not.toHaveAttribute('data-supabase-key', /.+/);
  await expect(visitor.locator('rosterkit-roster-demo')).toHaveAttribute('data-attribution', 'off');
  await expect(modal).not.toHaveAttribute('data-attribution');
  await visitor.close();
});

test("attributes written as the element's are taken; any other is named in the page's source", async ({ page, browser }) => {
  await logIn(page, ADMIN);
  const post = await publish(page.request, 'Attributes by other names',
    '[rosterkit_waitlist_modal trigger-label="Join us now" data-source="blog" consent-label="Send me news" colour="red"]\n' +
      // A key pasted without its name, and the trigger label's older name where there is no trigger.
      `[rosterkit_waitlist label="Join" "${LOCAL_SERVICE_KEY}"]`);
  const visitor = await browser.newPage();
  await visitor.goto(post.link);
  const modal = visitor.locator('rosterkit-waitlist-modal');
  await expect(modal.getByRole('button', { name: 'Join us now' })).toBeVisible();
  await expect(modal).toHaveAttribute('data-source', 'blog');
  await expect(modal).toHaveAttribute('data-consent-label', 'Send me news');
  const html = await visitor.content();
  expect(html).toContain(
    '<!-- Rosterkit: [rosterkit_waitlist_modal] ignored colour; it takes brand, supabase_url, supabase_key, source, attribution, consent_label, trigger_label. -->');
  expect(html).toContain(
    '<!-- Rosterkit: [rosterkit_waitlist] ignored label, a value without a name; it takes brand, supabase_url, supabase_key, source, attribution, consent_label. -->');
  expect(html).not.toContain(LOCAL_SERVICE_KEY);
  await visitor.close();
});

test("the landing shortcode spans a block theme's page, not its column for text", async ({ page, browser }) => {
  await logIn(page, ADMIN);
  const post = await publish(page.request, 'Our landing page', '[rosterkit_landing]');
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(post.link);
  const landing = visitor.locator('rosterkit-landing');
  await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
  // The theme's column for text is 650 px wide; the landing lays itself out for the whole window.
  expect((await landing.boundingBox())?.width).toBeGreaterThan(1200);
  await visitor.screenshot({ path: test.info().outputPath('wordpress-landing-1280.png') });
  await visitor.close();
});

test('the plugin caused no PHP notice, warning or error', async () => {
  // The log is written: a notice of this test's own reaches it.
  await wordpress.php("trigger_error( 'rosterkit-log-probe', E_USER_NOTICE );");
  const log = await wordpress.debugLog();
  expect(log).toContain('rosterkit-log-probe');
  expect(log).not.toMatch(/plugins\/rosterkit-widgets\//);
});

test('uninstalling the plugin deletes its settings', async () => {
  const check = "echo wp_json_encode( get_option( 'rosterkit_widgets_settings' ) );";
  expect(JSON.parse(await wordpress.php(check))).toMatchObject({ brand: 'Acme', anon_key: LOCAL_ANON_KEY });
  await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php';
deactivate_plugins( 'rosterkit-widgets/rosterkit-widgets.php' );
uninstall_plugin( 'rosterkit-widgets/rosterkit-widgets.php' );`);
  expect(JSON.parse(await wordpress.php(check))).toBe(false);
});

test("without the plugin: the guide's functions.php line loads embed.js with the CSP nonce, and an Author's placeholder becomes the form", async ({ browser, page }) => {
  // The guide's own text, pointed at the local servers, as tests/e2e/servers.mjs serves its HTML snippets.
  const guide = await readFile('docs/embedding.md', 'utf8');
  const local = (text: string) => text.replaceAll('https://cdn.example.com/rosterkit', SITE).replaceAll('https://xyz.supabase.co', BACKEND).replaceAll('your-public-anon-key', LOCAL_ANON_KEY);
  const line = /on 6\.1 to 6\.4[^`]*`(add_action\('wp_head'[^`]*)`/.exec(guide)?.[1];
  const placeholder = /<!-- snippet: placeholder -->\n```html\n[^\n]*\n\n(<div[\s\S]*?<\/div>)/.exec(guide)?.[1];
  expect(line, "the guide's line for WordPress 6.1 to 6.4").toBeTruthy();
  expect(placeholder, "the guide's placeholder").toBeTruthy();
  await withMustUsePlugin('site-wide-embed', local(line!), async () => {
    await logIn(page, AUTHOR);
    const post = await publish(page.request, 'Placeholder', local(placeholder!.replace('data-brand="Rosterkit"', 'data-brand="Rosterkit" data-source="wp-placeholder"')));
    const visitor = await browser.newPage();
    const response = await visitor.goto(`${post.link}${post.link.includes('?') ? '&' : '?'}strict-csp`);
    const nonce = /'nonce-(\w+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(/<script[^>]*\/widgets\/embed\.js[^>]*>/.exec((await response?.text()) ?? '')?.[0]).toContain(`nonce="${nonce}"`);
    const form = visitor.locator('rosterkit-waitlist');
    const email = uniqueEmail('wordpress-placeholder');
    await signUp(form, email);
    expect(await rowsFor(email)).toMatchObject([{ source: 'wp-placeholder', widget: 'waitlist' }]);
    await visitor.close();
  });
});
