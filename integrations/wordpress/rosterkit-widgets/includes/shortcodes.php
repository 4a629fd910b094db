<?php
/**
 * One shortcode per element. A shortcode is expanded when the post is shown, after kses
 * has filtered what its author saved, so it works for every role that can write a post
 * (a pasted <script> and custom element do not: kses strips both for authors).
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each shortcode: its element, and which shortcode attributes it takes, as the element's
 * data attribute and the setting it falls back on (null: no setting).
 */
function rosterkit_widgets_shortcodes() {
	$connection = array(
		'brand'         => array( 'data-brand', 'brand' ),
		'supabase_url'  => array( 'data-supabase-url', 'supabase_url' ),
		'supabase_key'  => array( 'data-supabase-key', 'anon_key' ),
		'source'        => array( 'data-source', null ),
		'attribution'   => array( 'data-attribution', null ),
		'consent_label' => array( 'data-consent-label', null ),
	);
	$label      = array( 'trigger_label' => array( 'data-trigger-label', null ) );
	return array(
		'rosterkit_waitlist'       => array( 'rosterkit-waitlist', $connection ),
		'rosterkit_waitlist_modal' => array( 'rosterkit-waitlist-modal', $connection + $label ),
		'rosterkit_contact'        => array( 'rosterkit-contact', $label ),
		'rosterkit_roster_demo'    => array( 'rosterkit-roster-demo', $connection ),
		'rosterkit_landing'        => array( 'rosterkit-landing', $connection + array( 'contact_email' => array( 'data-contact-email', 'contact_email' ) ) ),
	);
}

add_action(
	'init',
	function () {
		foreach ( rosterkit_widgets_shortcodes() as $shortcode => $definition ) {
			add_shortcode(
				$shortcode,
				function ( $given ) use ( $shortcode, $definition ) {
					$given = rosterkit_widgets_attribute_names( is_array( $given ) ? $given : array() );
					// `label`, the trigger label's name before it was named after its attribute, still works.
					if ( isset( $given['label'], $definition[1]['trigger_label'] ) && ! isset( $given['trigger_label'] ) ) {
						$given['trigger_label'] = $given['label'];
						unset( $given['label'] );
					}
					if ( is_feed() ) {
						return rosterkit_widgets_feed_link( $shortcode, isset( $definition[1]['trigger_label'], $given['trigger_label'] ) ? (string) $given['trigger_label'] : '' );
					}
					// What it does not take is said in the page's source, where its author looks for why.
					// A value without a name is not quoted: it may be a key pasted without `supabase_key=`.
					$unknown = array();
					foreach ( $given as $name => $value ) {
						if ( is_int( $name ) || ! isset( $definition[1][ $name ] ) ) {
							$unknown[] = is_int( $name ) ? 'a value without a name' : $name;
						}
					}
					$note = $unknown ? '<!-- Rosterkit: [' . $shortcode . '] ignored ' . esc_html( implode( ', ', $unknown ) ) . '; it takes ' . implode( ', ', array_keys( $definition[1] ) ) . '. -->' : '';
					$connection = array_intersect_key( $given, array_flip( array( 'supabase_url', 'supabase_key' ) ) );
					if ( $connection && ! rosterkit_widgets_author_may_connect() ) {
						$given = array_diff_key( $given, $connection );
						$note .= '<!-- Rosterkit: [' . $shortcode . '] used the settings\' ' . implode( ' and ', array_keys( $connection ) ) . ': only an author who may post unfiltered HTML sets them in a shortcode. -->';
					}
					return $note . rosterkit_widgets_element( $shortcode, $definition[0], $definition[1], $given );
				}
			);
		}
	}
);

/**
 * In a feed, a link to the post where the widget is: a feed reader, or a newsletter sent from
 * the feed, runs no script, and an empty element would leave nothing where the form was.
 *
 * @param string $shortcode     The shortcode's name.
 * @param string $trigger_label Its trigger label, for a shortcode that takes one ('' if none).
 * @return string
 */
function rosterkit_widgets_feed_link( $shortcode, $trigger_label ) {
	$labels = array(
		'rosterkit_contact'     => __( 'Contact us', 'rosterkit-widgets' ),
		'rosterkit_roster_demo' => __( 'See the roster demo', 'rosterkit-widgets' ),
	);
	$label  = '' !== trim( $trigger_label ) ? trim( $trigger_label ) : ( isset( $labels[ $shortcode ] ) ? $labels[ $shortcode ] : __( 'Join Waitlist', 'rosterkit-widgets' ) );
	return '<p><a href="' . esc_url( get_permalink() ) . '">' . esc_html( $label ) . '</a></p>';
}

/**
 * Who may name a project is decided when a post is saved, as kses decides who may save HTML: a
 * user who may not post unfiltered HTML saves a Rosterkit shortcode without its supabase_url
 * and supabase_key. The post's author alone does not say who wrote a shortcode: an Editor
 * edits a Super Admin's post on a network, and an Author edits the synced pattern an
 * administrator's page shows. After kses (priority 10), on what it leaves: kses removes tags
 * and characters, and `supa<x>base_url` would become `supabase_url` after an earlier look.
 */
add_filter( 'content_save_pre', 'rosterkit_widgets_strip_connection', 99 );

/**
 * The content as saved, without any project URL or key in its Rosterkit shortcodes, nor any
 * data-supabase-url or data-supabase-key in its HTML (embed.js makes a widget of a placeholder
 * `div`, whose data attributes kses keeps), unless the user saving it may post unfiltered HTML.
 * The content is slashed, as the filter gets it.
 *
 * @param string $content The post's content.
 * @return string
 */
function rosterkit_widgets_strip_connection( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, 'supabase' ) || current_user_can( 'unfiltered_html' ) ) {
		return $content;
	}
	$pattern = get_shortcode_regex( array_keys( rosterkit_widgets_shortcodes() ) );
	$content = (string) preg_replace_callback(
		"/$pattern/",
		function ( $match ) {
			// The opening tag's attributes are group 3; `[[…]]` is a shortcode written out, left as it is.
			if ( '[' === $match[1] && ']' === $match[6] ) {
				return $match[0];
			}
			// As shortcode_parse_atts() reads them: a no-break or zero-width space as a space, and a
			// name right after the last value's quote.
			$attributes = (string) preg_replace( '/[\x{00a0}\x{200b}]+/u', ' ', $match[3] );
			$attributes = (string) preg_replace( '/\s*(?<![\w-])(?:data[-_])?supabase[-_](?:url|key)\s*=\s*(?:\\\\?"[^"]*"|\\\\?\'[^\']*\'|[^\s\]]+)/i', '', $attributes );
			// Whatever still names a project (a spelling this did not foresee) takes the shortcode with it.
			$left = rosterkit_widgets_attribute_names( (array) shortcode_parse_atts( wp_unslash( $attributes ) ) );
			if ( isset( $left['supabase_url'] ) || isset( $left['supabase_key'] ) ) {
				return '';
			}
			return $match[1] . '[' . $match[2] . $attributes . substr( $match[0], strlen( $match[1] ) + 1 + strlen( $match[2] ) + strlen( $match[3] ) );
		},
		$content
	);
	// Then in the HTML, renamed wherever the name stands, never cut out: removing an attribute would
	// also move the quotes round it, and a browser could read the rest as another attribute.
	return (string) preg_replace( '/data-(supabase-(?:url|key))/i', 'data-removed-$1', $content );
}

/**
 * Whether the shortcode may name its own project URL and key: in a post's content, only when
 * the post's author may post unfiltered HTML. An Author or a Contributor could otherwise send
 * the site's form, and what its visitors type, to a project of their own; theirs get the
 * settings'. This holds for what was saved before the plugin removed such attributes on save.
 * Elsewhere (a theme's template, a widget) the shortcode is the site's own, though the queried
 * post is set there too.
 *
 * @return bool
 */
function rosterkit_widgets_author_may_connect() {
	$post = get_post();
	return ! doing_filter( 'the_content' ) || ! $post || user_can( (int) $post->post_author, 'unfiltered_html' );
}

/**
 * The shortcode's attributes by the names it takes: written as the element's attributes
 * (`trigger-label`, `data-supabase-url`) they are the same attributes, not lost ones.
 *
 * @param array $given The attributes the shortcode was written with.
 * @return array
 */
function rosterkit_widgets_attribute_names( $given ) {
	$named = array();
	foreach ( $given as $name => $value ) {
		// A value written without a name comes with a number: it names nothing to take.
		$named[ is_int( $name ) ? $name : preg_replace( '/^data_/', '', str_replace( '-', '_', $name ) ) ] = $value;
	}
	return $named;
}

/**
 * The element's HTML: each attribute from the shortcode, else from its setting if it has one, escaped.
 * Enqueues embed.js, so only a page that shows a widget loads it.
 *
 * @param string $shortcode  The shortcode's name.
 * @param string $tag        The element.
 * @param array  $attributes Shortcode attribute => array( data attribute, setting ).
 * @param array  $given      The attributes the shortcode was written with.
 * @return string
 */
function rosterkit_widgets_element( $shortcode, $tag, $attributes, $given ) {
	$settings = rosterkit_widgets_settings();
	$values   = shortcode_atts( array_fill_keys( array_keys( $attributes ), null ), $given, $shortcode );
	$html     = '';
	$note     = '';
	foreach ( $attributes as $name => list( $attribute, $setting ) ) {
		// An empty value is one not given: `supabase_url=""` must not hide the site's setting.
		$given_value = null === $values[ $name ] ? '' : trim( (string) $values[ $name ] );
		$value       = '' !== $given_value ? $given_value : ( $setting ? (string) $settings[ $setting ] : '' );
		if ( 'attribution' === $name ) {
			// As the element reads it: left out or "on" records; any other value, "no" or empty too, is off.
			$value = null === $values[ $name ] || 'on' === strtolower( trim( $value ) ) ? '' : 'off';
		}
		if ( 'supabase_key' === $name && '' !== $value && ! rosterkit_widgets_is_anon_key( $value ) ) {
			// Only the public anon key may be in a page: any other is left out, and the
			// widget says the database is not available.
			$note  = '<!-- Rosterkit: supabase_key is not an anon key and was left out. -->';
			$value = '';
		}
		if ( '' !== $value ) {
			$html .= ' ' . $attribute . '="' . esc_attr( $value ) . '"';
		}
	}
	// The landing is a whole page, laid out for the window: a block theme would hold it to its
	// column for text (650 px in Twenty Twenty-Three) but for the full-width alignment.
	if ( 'rosterkit-landing' === $tag ) {
		$html = ' class="alignfull"' . $html;
	}
	return $note . '<' . $tag . $html . '></' . $tag . '>' . rosterkit_widgets_enqueue( $settings['script_base'] );
}
