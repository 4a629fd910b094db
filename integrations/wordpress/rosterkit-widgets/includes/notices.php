<?php
/**
 * The warnings about settings with which the widgets cannot work for the site's visitors: on the
 * settings page, and, until a project is set, on the Plugins screen.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the widgets would load on this computer alone: a script base on a loopback host, for a
 * site that is not. The zip's default is the development server's unless the build was given
 * WIDGETS_BASE_URL, and with it every shortcode draws an empty element for every visitor.
 *
 * @param string $script_base The script base URL.
 * @param string $home        The site's address.
 * @return bool
 */
function rosterkit_widgets_base_is_local( $script_base, $home ) {
	return rosterkit_widgets_on_loopback( $script_base ) && ! rosterkit_widgets_on_loopback( $home );
}

/**
 * Whether a URL names this computer.
 *
 * @param string $url The URL.
 * @return bool
 */
function rosterkit_widgets_on_loopback( $url ) {
	$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
	return 'localhost' === $host || '::1' === $host || 0 === strpos( $host, '127.' );
}

/**
 * The settings an https site's visitors' browsers would refuse to load as mixed content: an http
 * script base or Supabase URL. The widgets then show nothing, or cannot store a sign-up. A
 * loopback address is left to rosterkit_widgets_base_is_local().
 *
 * @param array  $settings The settings.
 * @param string $home     The site's address.
 * @return string[] The refused settings' names.
 */
function rosterkit_widgets_mixed_content( $settings, $home ) {
	if ( 'https' !== wp_parse_url( $home, PHP_URL_SCHEME ) ) {
		return array();
	}
	$refused = array();
	foreach ( array( 'script_base', 'supabase_url' ) as $name ) {
		$url = (string) $settings[ $name ];
		if ( 'http' === wp_parse_url( $url, PHP_URL_SCHEME ) && ! rosterkit_widgets_on_loopback( $url ) ) {
			$refused[] = $name;
		}
	}
	return $refused;
}

/**
 * The project settings left empty, by their names. With either, a waitlist form whose shortcode
 * names no project of its own cannot store a sign-up: it answers that the database is not available.
 *
 * @param array $settings The settings.
 * @return string[] The settings' keys: supabase_url, anon_key.
 */
function rosterkit_widgets_missing_project( $settings ) {
	return array_keys(
		array_filter(
			array(
				'supabase_url' => $settings['supabase_url'],
				'anon_key'     => $settings['anon_key'],
			),
			function ( $value ) {
				return '' === trim( (string) $value );
			}
		)
	);
}

/**
 * On the Plugins screen, until the project is set: where to set it. The plugin is activated
 * there, and a shortcode pasted before its settings are saved makes forms that cannot send.
 */
add_action(
	'admin_notices',
	function () {
		$screen = get_current_screen();
		if ( ! $screen || 'plugins' !== $screen->id || ! current_user_can( 'manage_options' ) || ! rosterkit_widgets_missing_project( rosterkit_widgets_settings() ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info"><p>%s <a href="%s">%s</a></p></div>',
			esc_html__( 'Rosterkit widgets needs your Supabase project before a waitlist form can store a sign-up.', 'rosterkit-widgets' ),
			esc_url( admin_url( 'options-general.php?page=rosterkit-widgets' ) ),
			esc_html__( 'Enter its URL and anon key', 'rosterkit-widgets' )
		);
	}
);

/**
 * Prints a warning for each setting that would keep the widgets from working.
 *
 * @param array $settings The settings.
 */
function rosterkit_widgets_notices( $settings ) {
	$missing = rosterkit_widgets_missing_project( $settings );
	?>
	<?php if ( $missing ) : ?>
		<div class="notice notice-warning">
			<p>
				<?php
				if ( 2 === count( $missing ) ) {
					esc_html_e( 'The Supabase URL and anon key are empty: until they are set, every waitlist form answers that the database is not available, unless its shortcode gives its own supabase_url and supabase_key. Copy both from your Supabase project\'s Project Settings → API.', 'rosterkit-widgets' );
				} elseif ( 'supabase_url' === $missing[0] ) {
					esc_html_e( 'The Supabase URL is empty: until it is set, every waitlist form answers that the database is not available, unless its shortcode gives its own supabase_url and supabase_key. Copy it from your Supabase project\'s Project Settings → API.', 'rosterkit-widgets' );
				} else {
					esc_html_e( 'The Supabase anon key is empty: until it is set, every waitlist form answers that the database is not available, unless its shortcode gives its own supabase_url and supabase_key. Copy it from your Supabase project\'s Project Settings → API.', 'rosterkit-widgets' );
				}
				?>
			</p>
		</div>
	<?php endif; ?>
	<?php if ( rosterkit_widgets_base_is_local( $settings['script_base'], home_url() ) ) : ?>
		<div class="notice notice-warning">
			<p>
				<?php
				/* translators: %s: the script base URL */
				echo esc_html( sprintf( __( 'The script base URL, %s, is an address of this computer alone: your visitors\' browsers cannot load the widgets from it, and every shortcode shows nothing. Set it to where the widgets folder of the release is served.', 'rosterkit-widgets' ), $settings['script_base'] ) );
				?>
			</p>
		</div>
	<?php endif; ?>
	<?php foreach ( rosterkit_widgets_mixed_content( $settings, home_url() ) as $name ) : ?>
		<div class="notice notice-warning">
			<p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: the setting's label, such as Supabase URL; 2: its value, an http:// address */
						__( 'The %1$s, %2$s, is an http address, and this site is https: visitors\' browsers refuse to load it from an https page, so the widgets cannot work. Use its https address.', 'rosterkit-widgets' ),
						'script_base' === $name ? __( 'script base URL', 'rosterkit-widgets' ) : __( 'Supabase URL', 'rosterkit-widgets' ),
						$settings[ $name ]
					)
				);
				?>
			</p>
		</div>
	<?php endforeach; ?>
	<?php
}
