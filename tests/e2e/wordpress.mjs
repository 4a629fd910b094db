// @ts-check
// A real WordPress for the plugin's browser tests: Debian's package in a temporary folder with its
// own MariaDB socket, PHP's built-in server on loopback and an Author; the spec uploads the plugin.
// php() runs PHP with WordPress loaded; stop() ends what start() began and deletes the folder.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mariadbd, WORDPRESS_DIR } from '../../scripts/ensure-wordpress.mjs';

const run = promisify(execFile);

export const ADMIN = { user: 'admin', password: 'admin-password-1', email: 'admin@example.com' };
export const AUTHOR = { user: 'author', password: 'author-password-1', email: 'author@example.com' };

/**
 * @param {{ port: number }} options
 * @returns {Promise<{ url: string, php: (code: string) => Promise<string>, debugLog: () => Promise<string>, stop: () => Promise<void> }>}
 */
export async function startWordPress({ port }) {
  const folder = await mkdtemp(join(tmpdir(), 'rosterkit-wordpress-'));
  const url = `http://127.0.0.1:${port}`;
  /** What start() began, to end in reverse order; `group`: it leads a process group. */
  /** @type {Array<{ child: import('node:child_process').ChildProcess, group: boolean }>} */
  const children = [];
  const stop = async () => {
    for (const { child, group } of children.reverse()) await ended(child, group);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const socket = join(folder, 'mariadb.sock');
    const dataDir = join(folder, 'mariadb');
    await run('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', `--user=${userInfo().username}`]);
    children.push({ group: false, child: spawn(mariadbd(), [
      '--no-defaults', `--datadir=${dataDir}`, `--socket=${socket}`, '--skip-networking', `--user=${userInfo().username}`,
      `--pid-file=${join(folder, 'mariadb.pid')}`, `--log-error=${join(folder, 'mariadb.err')}`, '--innodb-buffer-pool-size=16M',
    ], { stdio: 'ignore' }) });
    await until(() => run('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping']), 'MariaDB to answer');
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress']);

    // Debian's tree points wp-config.php at /etc/wordpress: the copy gets its own.
    const root = join(folder, 'wordpress');
    await cp(WORDPRESS_DIR, root, { recursive: true, dereference: true });
    await writeFile(join(root, 'wp-config.php'), wpConfig({ url, socket, debugLog: join(folder, 'debug.log') }));
    await mkdir(join(root, 'wp-content', 'mu-plugins'), { recursive: true });
    await writeFile(join(root, 'wp-content', 'mu-plugins', 'strict-csp.php'), STRICT_CSP_PHP);
    await writeFile(join(folder, 'setup.php'), SETUP_PHP);
    await run('php', [join(folder, 'setup.php'), root, url], { env: { ...process.env, ...accounts() } });

    // Several workers: a page's styles and scripts would otherwise come one at a time.
    if (await fetch(url).then(() => true, () => false)) throw new Error(`something already answers on ${url}`);
    // Its own process group: the workers are children of the server, and stop() ends them all.
    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', root], {
      stdio: 'ignore', cwd: root, detached: true, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push({ child: server, group: true });
    await until(async () => {
      const response = await fetch(`${url}/wp-login.php`);
      if (!response.ok) throw new Error(`status ${response.status}`);
    }, 'WordPress to answer');
    /** @param {string} code  PHP statements, run after wp-load.php; returns what they print */
    const php = async (code) => {
      const script = join(folder, 'snippet.php');
      await writeFile(script, `<?php\n$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';\nrequire ${JSON.stringify(join(root, 'wp-load.php'))};\n${code}\n`);
      return (await run('php', [script])).stdout;
    };
    return { url, php, debugLog: () => readFile(join(folder, 'debug.log'), 'utf8').catch((error) => (error.code === 'ENOENT' ? '' : Promise.reject(error))), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const accounts = () => ({
  WP_ADMIN_USER: ADMIN.user, WP_ADMIN_PASSWORD: ADMIN.password, WP_ADMIN_EMAIL: ADMIN.email,
  WP_AUTHOR_USER: AUTHOR.user, WP_AUTHOR_PASSWORD: AUTHOR.password, WP_AUTHOR_EMAIL: AUTHOR.email,
});

/** @param {{ url: string, socket: string, debugLog: string }} options */
function wpConfig({ url, socket, debugLog }) {
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${JSON.stringify(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', ${JSON.stringify(url)} );
define( 'WP_SITEURL', ${JSON.stringify(url)} );
// This machine reaches no outside host: WordPress must not wait on wordpress.org.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
// Every notice the plugin causes is written down, for the test to read.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${JSON.stringify(debugLog)} );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * A site with a strict CSP, as a security plugin sets one, on a page asked for with ?strict-csp:
 * scripts run only with the request's nonce, which WordPress's script-tag filters add, and what
 * such a script loads ('strict-dynamic').
 */
const STRICT_CSP_PHP = `<?php
if ( isset( $_GET['strict-csp'] ) ) {
	$GLOBALS['strict_csp_nonce'] = bin2hex( random_bytes( 16 ) );
	add_action( 'send_headers', function () {
		header( "Content-Security-Policy: script-src 'nonce-{$GLOBALS['strict_csp_nonce']}' 'strict-dynamic'" );
	} );
	$add_nonce = function ( $attributes ) {
		return $attributes + array( 'nonce' => $GLOBALS['strict_csp_nonce'] );
	};
	add_filter( 'wp_script_attributes', $add_nonce );
	add_filter( 'wp_inline_script_attributes', $add_nonce );
}
`;

/** WordPress's own install, then the Author, from the command line. */
const SETUP_PHP = `<?php
[ , $root, $url ] = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
define( 'WP_INSTALLING', true );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Acme blog', getenv( 'WP_ADMIN_USER' ), getenv( 'WP_ADMIN_EMAIL' ), true, '', getenv( 'WP_ADMIN_PASSWORD' ) );
$author = wp_create_user( getenv( 'WP_AUTHOR_USER' ), getenv( 'WP_AUTHOR_PASSWORD' ), getenv( 'WP_AUTHOR_EMAIL' ) );
if ( is_wp_error( $author ) ) { fwrite( STDERR, $author->get_error_message() ); exit( 1 ); }
( new WP_User( $author ) )->set_role( 'author' );
if ( wp_get_theme( 'twentytwentythree' )->exists() ) switch_theme( 'twentytwentythree' );
echo 'installed WordPress ', get_bloginfo( 'version' ), ', theme ', get_stylesheet(), PHP_EOL;
`;

/**
 * @param {() => Promise<unknown>} attempt
 * @param {string} what
 */
async function until(attempt, what, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${error}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Ends a process, or every process of the group it leads.
 * @param {import('node:child_process').ChildProcess} child
 * @param {boolean} group
 */
function ended(child, group) {
  const signal = () => {
    try {
      if (group && child.pid) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // Already gone.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    signal();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once('exit', resolve);
    signal();
  });
}
