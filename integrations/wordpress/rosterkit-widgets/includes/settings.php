<?php
/**
 * Settings → Rosterkit: the script base URL, brand, Supabase URL, anon key and contact
 * email every shortcode starts from. Saved through the Settings API (its nonce and the
 * manage_options check); every value is sanitised on the way in and escaped on the way out.
 */

defined( 'ABSPATH' ) || exit;

/** The settings as saved, with a default for each one never saved. */
function rosterkit_widgets_settings() {
	$saved = get_option( ROSTERKIT_WIDGETS_OPTION, array() );
	return array_merge(
		array(
			'script_base'   => ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE,
			'brand'         => '',
			'supabase_url'  => '',
			'anon_key'      => '',
			'contact_email' => '',
		),
		is_array( $saved ) ? $saved : array()
	);
}

/**
 * The role a Supabase key claims: a JWT's `role`, or what the prefix of the newer
 * `sb_publishable_…` / `sb_secret_…` keys says. Null when the key says neither.
 *
 * @param string $key The key as pasted.
 * @return string|null
 */
function rosterkit_widgets_key_role( $key ) {
	if ( 0 === strpos( $key, 'sb_publishable_' ) ) {
		return 'anon';
	}
	if ( 0 === strpos( $key, 'sb_secret_' ) ) {
		return 'service_role';
	}
	$parts = explode( '.', $key );
	if ( 3 !== count( $parts ) ) {
		return null;
	}
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a JWT's payload is base64url JSON.
	$payload = json_decode( (string) base64_decode( strtr( $parts[1], '-_', '+/' ) ), true );
	return is_array( $payload ) && isset( $payload['role'] ) && is_string( $payload['role'] ) ? $payload['role'] : null;
}

/** Whether a key may be printed into a page: only the public anon key may. */
function rosterkit_widgets_is_anon_key( $key ) {
	return 'anon' === rosterkit_widgets_key_role( $key );
}

/**
 * The Settings API's sanitize callback. A value that cannot be right is not saved: the
 * field keeps what it had, and a notice says why. The other fields are saved as given.
 *
 * @param mixed $input The submitted fields.
 * @return array
 */
function rosterkit_widgets_sanitize( $input ) {
	$old   = rosterkit_widgets_settings();
	// options.php has already unslashed what it passes here.
	$input = is_array( $input ) ? $input : array();
	$clean = $old;

	$base = rosterkit_widgets_http_url( isset( $input['script_base'] ) ? $input['script_base'] : '' );
	if ( '' === $base ) {
		$clean['script_base'] = ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE;
	} elseif ( null !== $base ) {
		// The folder: pasted as the URL of embed.js itself, as every snippet shows it, it names that folder too.
		$clean['script_base'] = trailingslashit( preg_replace( '~/[^/?#]+\.js(?:[?#].*)?$~', '', $base ) );
	} else {
		rosterkit_widgets_refuse( 'script_base', __( 'The script base URL must be an http or https address, such as https://cdn.example.com/rosterkit/widgets/. It was not changed.', 'rosterkit-widgets' ), (string) $input['script_base'] );
	}
	// The script base decides what script runs on every page with a widget: only a user who could
	// run a script anyway, by posting any HTML or installing a plugin, may change it. A multisite's
	// site administrator may do neither.
	if ( $clean['script_base'] !== $old['script_base'] && is_user_logged_in() && ! current_user_can( 'unfiltered_html' ) && ! current_user_can( 'install_plugins' ) ) {
		$typed = isset( $input['script_base'] ) ? (string) $input['script_base'] : '';
		rosterkit_widgets_refuse( 'script_base', __( 'Only a user who may publish unfiltered HTML or install plugins can change the script base URL, as it loads a script into every page that shows a widget. It was not changed.', 'rosterkit-widgets' ), '' === $typed ? null : $typed );
		$clean['script_base'] = $old['script_base'];
	}

	$clean['brand'] = isset( $input['brand'] ) ? sanitize_text_field( $input['brand'] ) : '';

	$url = rosterkit_widgets_http_url( isset( $input['supabase_url'] ) ? $input['supabase_url'] : '' );
	if ( null !== $url && preg_match( '~^https?://([^/?#]+\.)?supabase\.com(?::\d+)?(?:[/?#]|$)~i', $url ) ) {
		// The dashboard's address, open in the next tab: the widgets would take it for no project at all.
		rosterkit_widgets_refuse( 'supabase_url', __( 'This is the Supabase dashboard\'s address, not your project\'s: copy the project URL from Project Settings → API, such as https://your-project.supabase.co. It was not changed.', 'rosterkit-widgets' ), (string) $input['supabase_url'] );
	} elseif ( null !== $url ) {
		// The project's URL, also when pasted as its REST endpoint (…/rest/v1), to which supabase-js adds its own.
		$clean['supabase_url'] = untrailingslashit( preg_replace( '~/rest/v1(?:[/?#].*)?$~', '', $url ) );
	} else {
		rosterkit_widgets_refuse( 'supabase_url', __( 'The Supabase URL must look like https://your-project.supabase.co. It was not changed.', 'rosterkit-widgets' ), (string) $input['supabase_url'] );
	}

	$key = isset( $input['anon_key'] ) ? preg_replace( '/\s+/', '', (string) $input['anon_key'] ) : '';
	$role = rosterkit_widgets_key_role( $key );
	if ( '' === $key || 'anon' === $role ) {
		$clean['anon_key'] = $key;
	} elseif ( null !== $role ) {
		rosterkit_widgets_refuse(
			'anon_key',
			/* translators: %s: the role the pasted key claims, such as service_role. */
			sprintf( __( 'This key\'s role is "%s", not "anon". A page shows its key to every visitor, and this one would give them full access to your database: paste the anon (public) key instead. The key was not changed.', 'rosterkit-widgets' ), esc_html( $role ) )
		);
	} else {
		rosterkit_widgets_refuse( 'anon_key', __( 'This is not a Supabase anon key (Project Settings → API keys → anon public). The key was not changed.', 'rosterkit-widgets' ) );
	}

	$email = isset( $input['contact_email'] ) ? trim( (string) $input['contact_email'] ) : '';
	if ( '' === $email || is_email( $email ) ) {
		$clean['contact_email'] = sanitize_email( $email );
	} else {
		rosterkit_widgets_refuse( 'contact_email', __( 'The contact email is not a valid address. It was not changed.', 'rosterkit-widgets' ), $email );
	}
	return $clean;
}

/**
 * An http(s) URL as esc_url_raw() cleans it, '' for nothing given, null for anything else.
 *
 * @param mixed $text The submitted text.
 * @return string|null
 */
function rosterkit_widgets_http_url( $text ) {
	$text = trim( (string) $text );
	if ( '' === $text ) {
		return '';
	}
	$url = esc_url_raw( $text, array( 'http', 'https' ) );
	return preg_match( '~^https?://[^/\s?#]+~', $url ) ? $url : null;
}

/**
 * A notice above the settings form for a field that was not saved. The form shows the saved
 * value again, so what was typed is quoted in the notice, to be corrected rather than typed anew;
 * a refused key is not (it may be the secret one).
 *
 * @param string      $field   The setting.
 * @param string      $message Why it was refused.
 * @param string|null $typed   What was typed, to quote.
 */
function rosterkit_widgets_refuse( $field, $message, $typed = null ) {
	if ( null !== $typed ) {
		/* translators: %s: the value typed into the field, which was not saved. */
		// Broken anywhere: a long URL, unbroken, would run past the notice on a phone.
		$message .= ' ' . sprintf( __( 'You typed: %s', 'rosterkit-widgets' ), '<span style="overflow-wrap: anywhere">' . esc_html( $typed ) . '</span>' );
	}
	add_settings_error( ROSTERKIT_WIDGETS_OPTION, 'rosterkit-' . $field, $message, 'error' );
}

add_action(
	'admin_init',
	function () {
		register_setting(
			'rosterkit_widgets',
			ROSTERKIT_WIDGETS_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => 'rosterkit_widgets_sanitize',
				'show_in_rest'      => false,
			)
		);
	}
);

/**
 * Suggested text for the site's privacy policy (Settings → Privacy → Policy Guide): what a
 * sign-up sends, where, and what the database keeps of it.
 */
add_action(
	'admin_init',
	function () {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Rosterkit widgets', 'rosterkit-widgets' ), wp_kses_post( wpautop( rosterkit_widgets_privacy_text(), false ) ) );
		}
	}
);

/**
 * The privacy policy's paragraphs, as plain text.
 *
 * @return string
 */
function rosterkit_widgets_privacy_text() {
	return implode(
		"\n\n",
		array(
			__( 'When you join our waitlist, the form sends what you type in it to our database, hosted by Supabase: your name, email address, company name, phone number if you give one, how many creators you manage, how important the product is to you, the features you choose and any feature you describe. Nothing is sent before you submit the form.', 'rosterkit-widgets' ),
			__( 'If the form asks for your consent to be contacted, we also store whether you gave it, the words you agreed to and when. Unless the form is set not to, we store the address of the page you signed up on, the page that sent you there, and its campaign (UTM) values.', 'rosterkit-widgets' ),
			__( 'To limit how many sign-ups one network can send, the database keeps a salted hash of your IP address, never the address itself, and drops it at the first sign-up twenty minutes later. The contact form sends nothing.', 'rosterkit-widgets' ),
		)
	);
}

add_action(
	'admin_menu',
	function () {
		add_options_page( __( 'Rosterkit', 'rosterkit-widgets' ), __( 'Rosterkit', 'rosterkit-widgets' ), 'manage_options', 'rosterkit-widgets', 'rosterkit_widgets_settings_page' );
	}
);

/** The settings page. */
function rosterkit_widgets_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = rosterkit_widgets_settings();
	$fields   = array(
		'script_base'   => array( __( 'Script base URL', 'rosterkit-widgets' ), 'url', __( 'The folder that serves the widget scripts (embed.js and the others).', 'rosterkit-widgets' ) ),
		'brand'         => array( __( 'Brand name', 'rosterkit-widgets' ), 'text', __( 'Shown in the widgets\' headings. Empty: Rosterkit.', 'rosterkit-widgets' ) ),
		'supabase_url'  => array( __( 'Supabase URL', 'rosterkit-widgets' ), 'url', __( 'Your project\'s URL, where sign-ups are stored.', 'rosterkit-widgets' ) ),
		'anon_key'      => array( __( 'Supabase anon key', 'rosterkit-widgets' ), 'text', __( 'The anon (public) key. Never the service_role key: every visitor can read what a page carries.', 'rosterkit-widgets' ) ),
		'contact_email' => array( __( 'Contact email', 'rosterkit-widgets' ), 'email', __( 'Shown in the landing page\'s footer.', 'rosterkit-widgets' ) ),
	);
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Rosterkit', 'rosterkit-widgets' ); ?></h1>
		<?php // WordPress prints the notices of a page under Settings itself (options-head.php). ?>
		<?php rosterkit_widgets_notices( $settings ); ?>
		<p>
			<?php esc_html_e( 'Shortcodes:', 'rosterkit-widgets' ); ?>
			<code>[rosterkit_waitlist]</code> <code>[rosterkit_waitlist_modal trigger_label="Join the Waitlist"]</code>
			<code>[rosterkit_contact trigger_label="Contact our team"]</code> <code>[rosterkit_roster_demo]</code> <code>[rosterkit_landing]</code>.
			<?php esc_html_e( 'All but the contact one take brand, source, attribution="off", consent_label, supabase_url and supabase_key; the landing also takes contact_email. What a shortcode does not say comes from the values below.', 'rosterkit-widgets' ); ?>
		</p>
		<form method="post" action="options.php">
			<?php settings_fields( 'rosterkit_widgets' ); ?>
			<table class="form-table" role="presentation">
				<?php foreach ( $fields as $name => list( $label, $type, $help ) ) : ?>
					<tr>
						<th scope="row"><label for="rosterkit-<?php echo esc_attr( $name ); ?>"><?php echo esc_html( $label ); ?></label></th>
						<td>
							<input class="regular-text code" type="<?php echo esc_attr( $type ); ?>" id="rosterkit-<?php echo esc_attr( $name ); ?>"
								name="<?php echo esc_attr( ROSTERKIT_WIDGETS_OPTION . '[' . $name . ']' ); ?>" value="<?php echo esc_attr( $settings[ $name ] ); ?>"
								aria-describedby="rosterkit-<?php echo esc_attr( $name ); ?>-help" />
							<p class="description" id="rosterkit-<?php echo esc_attr( $name ); ?>-help"><?php echo esc_html( $help ); ?></p>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
