<?php
/**
 * Deleting the plugin deletes its settings, on every site of a network; sign-ups live in
 * Supabase and are untouched. The plugin's own files are not loaded here: the option is named.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	// A network deletes a plugin once, from Network Admin, but each site saved its own settings.
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_id ) {
		delete_blog_option( $site_id, 'rosterkit_widgets_settings' );
	}
} else {
	delete_option( 'rosterkit_widgets_settings' );
}
