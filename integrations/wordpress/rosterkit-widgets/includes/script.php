<?php
/**
 * Loading embed.js, the one script every shortcode's element needs, on the pages that use one.
 */

defined( 'ABSPATH' ) || exit;

/**
 * embed.js as an ES module, once a page: through the script-module API from WordPress 6.5, and
 * before it (6.1-6.4) as a module tag printed by wp_print_script_tag in the footer (a shortcode
 * runs while the content is drawn, after the head is sent). That function's attributes pass the
 * wp_script_attributes filter, where a site's CSP adds its nonce; an enqueued script's tag skipped
 * it before 6.4.
 *
 * A shortcode drawn once that print is past (a popup a plugin draws in wp_footer, as Popup Maker
 * does) would wait for a print that never comes: it gets its tag beside it, through the same
 * filter. A browser runs a module once, however many tags name it.
 *
 * @param string $script_base The folder that serves the widget scripts.
 * @return string The tag to write beside the element, or '' when it is printed elsewhere.
 */
function rosterkit_widgets_enqueue( $script_base ) {
	static $printing = false;
	$tag = array(
		'type' => 'module',
		'src'  => trailingslashit( $script_base ) . 'embed.js',
	);
	if ( rosterkit_widgets_scripts_printed() ) {
		return wp_get_script_tag( $tag );
	}
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'rosterkit-embed', $tag['src'], array(), null );
		return '';
	}
	if ( $printing ) {
		return '';
	}
	$printing = true;
	add_action(
		'wp_footer',
		function () use ( $tag ) {
			wp_print_script_tag( $tag + array( 'id' => 'rosterkit-embed-js' ) );
		}
	);
	return '';
}

/**
 * Whether the page has printed the scripts enqueued for it: once its footer is under way, or,
 * from 6.5, a block theme's head (it prints script modules there, after drawing the content).
 *
 * @return bool
 */
function rosterkit_widgets_scripts_printed() {
	return did_action( 'wp_footer' ) || ( function_exists( 'wp_enqueue_script_module' ) && wp_is_block_theme() && did_action( 'wp_head' ) );
}
