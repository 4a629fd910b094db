<?php
/**
 * Deleting the plugin deletes its settings; sign-ups live in Supabase and are untouched.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'rosterkit_widgets_settings' );
