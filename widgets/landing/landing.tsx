import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { useAfterFirstPaint } from '../../src/element/after-first-paint';
import { useLazySheet } from '../../src/styles/sheet';
import { commonAttributes, text } from '../../src/element/attributes';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { ContactDialog } from '../../src/contact/contact-dialog';
import { createContactStore } from '../../src/contact/store';
import { Toaster } from '../../src/ui/toast';
import { useWaitlist } from '../../src/waitlist/use-waitlist';
import { WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { CallToAction } from './cta';
import { Faq } from './faq';
import { Features } from './features';
import { Footer } from './footer';
import { Header } from './header';
import { Hero, HeroDemo } from './hero';
import { usePrefersReducedMotion } from './logo-cycle';
import { RealTimeData } from './real-time-data';
import { clickedSectionLink, scrollToSection, sectionForLink } from './scroll';
import { createLandingStore, waitlistTitle, type LandingDialog } from './store';
import profileCss from './profile.css?inline';
import sectionsCss from './sections.css?inline';

export const landingAttributes = {
  ...commonAttributes,
  contactEmail: { attribute: 'data-contact-email', parse: text() },
};

type LandingProps = WidgetProps & { brand: string; supabaseUrl: string; supabaseKey: string; contactEmail: string };

/** The styles of everything under the hero: they are parsed with the frame after the first. */
const BELOW_HERO_CSS = sectionsCss + profileCss;

const DIALOG_KIND: Record<LandingDialog, 'waitlist' | 'contact'> = { waitlist: 'waitlist', contact: 'contact', 'faq-contact': 'contact' };

/** <rosterkit-landing>: every section of SPEC §2 in order, with its dialogs and one notification area. */
export function Landing({ host, brand, supabaseUrl, supabaseKey, contactEmail }: LandingProps) {
  const [store] = useState(createLandingStore);
  const [headerContact] = useState(createContactStore);
  const [faqContact] = useState(createContactStore);
  const { store: waitlist, toasts, submit } = useWaitlist(host, supabaseUrl, supabaseKey, 'dialog');
  const dialog = useStore(store, (state) => state.dialog);
  const title = useStore(store, (state) => state.waitlistTitle);
  const { openWaitlist, openContact, closeDialog } = store.getState();
  const reducedMotion = usePrefersReducedMotion();
  const page = useRef<HTMLDivElement>(null);
  // The first frame holds the header and the hero; the demo and the sections below follow,
  // their styles parsed as they come.
  const rest = useAfterFirstPaint();
  const main = useLazySheet<HTMLElement>(BELOW_HERO_CSS, rest);

  // CONTRACT's open and close events, for the landing's dialogs too.
  const shown = useRef<LandingDialog | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = dialog;
    if (previous) emit(host, 'rosterkit-close', { dialog: DIALOG_KIND[previous] });
    if (dialog) emit(host, 'rosterkit-open', { dialog: DIALOG_KIND[dialog] });
  }, [host, dialog]);

  // A deep link (e.g. /#faq) cannot reach into the shadow root by itself.
  useEffect(() => {
    const root = page.current?.getRootNode();
    if (!rest || !(root instanceof ShadowRoot) || location.hash.length < 2) return;
    const section = root.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (section) scrollToSection(section, true);
  }, [rest]);

  const followSectionLink = (event: MouseEvent) => {
    const link = clickedSectionLink(event);
    const root = page.current?.getRootNode();
    if (!link || !(root instanceof ShadowRoot || root instanceof Document)) return;
    const section = sectionForLink(link, root);
    if (!section) return;
    event.preventDefault();
    scrollToSection(section, reducedMotion);
  };

  const joinWaitlist = () => openWaitlist('branded');
  const sentContact = () => emit(host, 'rosterkit-contact-submit', {});
  return (
    // Clicks are delegated to find in-page links; the links themselves stay keyboard-reachable.
    <div ref={page} id="top" className="lp-page" tabIndex={-1} onClick={followSectionLink}>
      <Header brand={brand} onContact={() => openContact('contact')} onJoinWaitlist={() => openWaitlist('plain')} />
      <main ref={main} className="lp-main">
        <Hero brand={brand} onJoinWaitlist={joinWaitlist} />
        {rest ? (
          <>
            <HeroDemo brand={brand} supabaseUrl={supabaseUrl} supabaseKey={supabaseKey} />
            <Features onLearnMore={joinWaitlist} />
            <RealTimeData onContact={() => openContact('contact')} />
            <CallToAction brand={brand} onJoinWaitlist={joinWaitlist} />
            <Faq brand={brand} store={store} onReachOut={() => openContact('faq-contact')} />
          </>
        ) : null}
      </main>
      {rest ? <Footer brand={brand} contactEmail={contactEmail} /> : null}
      <WaitlistDialog open={dialog === 'waitlist'} title={waitlistTitle(title, brand)} onClose={closeDialog} store={waitlist} onSubmit={submit} />
      <ContactDialog open={dialog === 'contact'} onClose={closeDialog} store={headerContact} onSent={sentContact} />
      <ContactDialog open={dialog === 'faq-contact'} onClose={closeDialog} store={faqContact} onSent={sentContact} />
      <Toaster store={toasts} />
    </div>
  );
}
