import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { usePaintedFrames } from '../../src/element/after-first-paint';
import { useFromHtml } from '../../src/element/from-html';
import { HydrationBoundary } from '../../src/element/hydration-boundary';
import { useLazySheet } from '../../src/styles/sheet';
import { brandAttribute, text } from '../../src/element/attributes';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { useDialogEvents } from '../../src/element/use-dialog-host';
import { waitlistAttributes } from '../../src/waitlist/attributes';
import { ContactDialog } from '../../src/contact/contact-dialog';
import { createContactStore } from '../../src/contact/store';
import { Toaster } from '../../src/ui/toast';
import { useWaitlist, type WaitlistProps } from '../../src/waitlist/use-waitlist';
import { brandedWaitlistTitle, WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { CallToAction } from './cta';
import { Faq } from './faq';
import { Features } from './features';
import { Footer } from './footer';
import { Header } from './header';
import { Hero, HeroDemo } from './hero';
import { usePrefersReducedMotion } from './reduced-motion';
import { RealTimeData } from './real-time-data';
import { SECTION_ANCHORS, useSectionNavigation } from './section-navigation';
import { createLandingStore } from './store';
import profileCss from './profile.css?inline';
import sectionsCss from './sections.css?inline';

/**
 * Where a section starts, for the browser's own fragment navigation, which never looks
 * inside a shadow root: the server draws an element with the section's id in the page
 * itself, shown here (landing.css), so that /#faq lands on the FAQ before any script.
 */
function SectionAnchor({ id }: { id: (typeof SECTION_ANCHORS)[number] }) {
  return <slot name={`anchor-${id}`} />;
}

export const landingAttributes = {
  ...brandAttribute,
  ...waitlistAttributes,
  contactEmail: { attribute: 'data-contact-email', parse: text() },
};

/** The dialogs' ids when drawn in the HTML (src/element/from-html.tsx). */
const DRAWN_DIALOGS = { plain: 'rk-waitlist-plain', branded: 'rk-waitlist-branded', contact: 'rk-contact', faqContact: 'rk-faq-contact' };

type LandingProps = WidgetProps & WaitlistProps & { brand: string; contactEmail: string };

/** The styles of everything under the hero: they are parsed with the frame that draws it, the one after the hero's. */
export const BELOW_HERO_CSS = sectionsCss + profileCss;

/** <rosterkit-landing>: every section of docs/product.md#landing-page in order, with its dialogs and one notification area. */
export function Landing({ host, brand, contactEmail, ...attributes }: LandingProps) {
  const [store] = useState(createLandingStore);
  const [headerContact] = useState(createContactStore);
  const [faqContact] = useState(createContactStore);
  const { form: waitlist, toasts } = useWaitlist(host, attributes, 'dialog');
  const dialog = useStore(store, (state) => state.dialog);
  const { openDialog, closeDialog } = store.getState();
  const reducedMotion = usePrefersReducedMotion();
  const page = useRef<HTMLDivElement>(null);
  // Drawn by a script, the first frame holds the header, the next the hero, and the one after
  // the demo and the sections below, their styles parsed as they come.
  const frames = usePaintedFrames(2);
  const hero = frames >= 1;
  const rest = frames === 2;
  // Drawn in the HTML, the element has these styles already, linked or adopted (define-widget.ts).
  const fromHtml = useFromHtml();
  const main = useLazySheet<HTMLElement>(BELOW_HERO_CSS, rest && !fromHtml);

  // The landing's dialogs open and close inside it; the host page hears of them as of any dialog's.
  useDialogEvents(host, 'waitlist', dialog === 'waitlist' || dialog === 'branded-waitlist');
  useDialogEvents(host, 'contact', dialog === 'contact' || dialog === 'faq-contact');

  // In-page links and the page's fragment, which the browser cannot follow into the shadow root.
  const followSectionLink = useSectionNavigation(page, { drawn: rest, fromHtml, reducedMotion });

  const joinWaitlist = useCallback(() => openDialog('branded-waitlist'), [openDialog]);
  const joinPlainWaitlist = useCallback(() => openDialog('waitlist'), [openDialog]);
  const contactUs = useCallback(() => openDialog('contact'), [openDialog]);
  const reachOut = useCallback(() => openDialog('faq-contact'), [openDialog]);
  // Drawn in the HTML, every dialog is there, closed, and the buttons that open it name it
  // (commandfor): they open it by themselves until the script has taken the page over.
  const drawn: Partial<typeof DRAWN_DIALOGS> = fromHtml ? DRAWN_DIALOGS : {};
  const sentContact = () => emit(host, 'rosterkit-contact-submit', {});
  const { connection, source, attribution, consentLabel } = attributes;
  // The same elements while their inputs keep their values, so that opening a dialog leaves the
  // sections alone: given new props, a section still hydrating would delay the dialog's render.
  const below = useMemo(
    () =>
      rest ? (
        <>
          <HydrationBoundary>
            <HeroDemo brand={brand} attributes={{ connection, source, attribution, consentLabel }} />
          </HydrationBoundary>
          <SectionAnchor id="features" />
          <HydrationBoundary>
            <Features onLearnMore={joinWaitlist} waitlistDialog={drawn.branded} />
          </HydrationBoundary>
          <HydrationBoundary>
            <RealTimeData onContact={contactUs} contactDialog={drawn.contact} />
          </HydrationBoundary>
          <HydrationBoundary>
            <CallToAction brand={brand} onJoinWaitlist={joinWaitlist} waitlistDialog={drawn.branded} />
          </HydrationBoundary>
          <SectionAnchor id="faq" />
          <HydrationBoundary>
            <Faq brand={brand} onReachOut={reachOut} contactDialog={drawn.faqContact} />
          </HydrationBoundary>
        </>
      ) : null,
    [rest, brand, connection, source, attribution, consentLabel, joinWaitlist, contactUs, reachOut, drawn.branded, drawn.contact, drawn.faqContact],
  );
  const foot = useMemo(
    () =>
      rest ? (
        <>
          <SectionAnchor id="contact" />
          <HydrationBoundary>
            <Footer brand={brand} contactEmail={contactEmail} />
          </HydrationBoundary>
        </>
      ) : null,
    [rest, brand, contactEmail],
  );
  return (
    // Clicks are delegated to find in-page links; the links themselves stay keyboard-reachable.
    <div ref={page} id="top" className="lp-page" data-drawn={fromHtml ? 'html' : undefined} tabIndex={-1} onClick={followSectionLink}>
      <Header brand={brand} onContact={contactUs} onJoinWaitlist={joinPlainWaitlist} waitlistDialog={drawn.plain} contactDialog={drawn.contact} />
      {/* Right after the header: drawn in the HTML, they are parsed, and their buttons can open them, before the hero. */}
      <HydrationBoundary>
        <WaitlistDialog open={dialog === 'waitlist'} title="Join the Waitlist" onClose={closeDialog} {...waitlist}
          id={drawn.plain} onOpenedBefore={joinPlainWaitlist} />
      </HydrationBoundary>
      <HydrationBoundary>
        <WaitlistDialog open={dialog === 'branded-waitlist'} title={brandedWaitlistTitle(brand)} onClose={closeDialog} {...waitlist}
          id={drawn.branded} onOpenedBefore={joinWaitlist} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactDialog open={dialog === 'contact'} onClose={closeDialog} store={headerContact} onSent={sentContact} id={drawn.contact} onOpenedBefore={contactUs} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactDialog open={dialog === 'faq-contact'} onClose={closeDialog} store={faqContact} onSent={sentContact} id={drawn.faqContact} onOpenedBefore={reachOut} />
      </HydrationBoundary>
      {/* A box of no layout of its own: what the frames after the header's hold (landing.css). */}
      <div className="lp-body">
        <main ref={main} className="lp-main">
          {hero && <Hero brand={brand} onJoinWaitlist={joinWaitlist} waitlistDialog={drawn.branded} />}
          {below}
        </main>
        {foot}
      </div>
      <Toaster store={toasts} />
    </div>
  );
}
