<?php
/**
 * Plugin Name:       Rosterkit widgets
 * Plugin URI:        https://rosterkit.io/
 * Description:       The Rosterkit waitlist form, waitlist dialog, contact dialog, roster demo and landing page as shortcodes, for every role that can write a post.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       rosterkit-widgets
 *
 * Settings → Rosterkit holds where the widget scripts are served and the values every
 * widget shares; each shortcode may override them. A page loads `embed.js` only when it
 * uses a shortcode, and embed.js loads only the widgets on that page.
 */

defined( 'ABSPATH' ) || exit;

define( 'ROSTERKIT_WIDGETS_VERSION', '0.1.0' );
/** Where the release's dist/widgets/ is served; the build may write another default here (WIDGETS_BASE_URL). */
define( 'ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE', 'http://127.0.0.1:4173/widgets/' );
define( 'ROSTERKIT_WIDGETS_OPTION', 'rosterkit_widgets_settings' );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/notices.php';
require_once __DIR__ . '/includes/script.php';
require_once __DIR__ . '/includes/shortcodes.php';
