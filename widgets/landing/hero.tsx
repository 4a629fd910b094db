import { useRef } from 'react';
import { useBrowserLayoutEffect } from '../../src/element/from-html';
import { WidgetElement } from '../../src/element/widget-element';
import { useOpens } from '../../src/element/commandfor';
import type { WaitlistProps } from '../../src/waitlist/use-waitlist';

interface HeroProps {
  brand: string;
  onJoinWaitlist: () => void;
  /** The waitlist dialog's id when it is drawn in the HTML: both buttons open it before any script. */
  waitlistDialog?: string | undefined;
}

/** The hero. */
export function Hero({ brand, onJoinWaitlist, waitlistDialog }: HeroProps) {
  const opens = useOpens(waitlistDialog);
  return (
    <section className="lp-hero" aria-labelledby="hero-title">
      <p className="lp-badge">
        <span className="lp-badge-dot" aria-hidden="true" />
        Coming Soon
      </p>
      <h1 id="hero-title" className="lp-hero-title">
        Revolutionize Your <span className="lp-gradient-text">Media Kits &amp; Talent Roster</span>
      </h1>
      <p className="lp-hero-lead">
        {brand} gives talent agencies live media kits and rosters synced from social media, payments that split
        commissions automatically, and a storefront for advertising packages, under your own brand.
      </p>
      <div className="lp-hero-actions">
        <button type="button" part="button" className="rk-button" data-size="lg" onClick={onJoinWaitlist} {...opens}>
          Join the Waitlist
        </button>
        <button type="button" part="button" className="rk-button" data-size="lg" data-variant="outline" onClick={onJoinWaitlist} {...opens}>
          Get Notified When We Launch
        </button>
      </div>
    </section>
  );
}

interface HeroDemoProps {
  brand: string;
  attributes: WaitlistProps;
}

/**
 * Every part the roster demo draws, as the landing's own; its header and footer under names of
 * their own beside the landing's. The landing's spec holds this to what the demo draws.
 */
const DEMO_PARTS = [
  'header: demo-header', 'footer: demo-footer', 'demo', 'logo', 'login', 'toolbar', 'view-toggle', 'download', 'create-media-kit', 'card', 'card-open',
  'favourite', 'badge', 'detail', 'back', 'tablist', 'tab', 'tab-selected', 'tabpanel', 'profile', 'profile-link', 'insight-card', 'legend', 'tooltip',
  'publication', 'package', 'add-to-cart', 'button', 'input', 'form', 'checkbox', 'dialog', 'toast',
].join(', ');

/** The roster demo under the hero (hidden below 768 px by CSS). */
export function HeroDemo({ brand, attributes: { connection, source, attribution, consentLabel } }: HeroDemoProps) {
  const section = useRef<HTMLElement>(null);
  // Its parts, to be styled on the landing's element: a page's CSS cannot reach this one. Set by
  // the script, not drawn, to keep the list out of the page's first round trip: on a page a
  // server drew, they take the host's rules once hydrated.
  useBrowserLayoutEffect(() => {
    section.current?.querySelector('rosterkit-roster-demo')?.setAttribute('exportparts', DEMO_PARTS);
  }, []);
  return (
    <section ref={section} className="lp-demo" aria-label="Roster demo">
      {/* The other widget's element, inside our shadow root; its own attributes configure it. */}
      <WidgetElement
        tag="rosterkit-roster-demo"
        attributes={{
          'data-brand': brand,
          'data-supabase-url': connection.url,
          'data-supabase-key': connection.key,
          // Its sign-ups carry the landing's label, privacy choice and consent text; their widget is 'roster-demo'.
          'data-source': source || undefined,
          'data-attribution': attribution ? undefined : 'off',
          'data-consent-label': consentLabel || undefined,
        }}
      />
    </section>
  );
}
