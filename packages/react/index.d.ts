/**
 * @rosterkit/react: the Rosterkit widgets as React components that use the host app's React.
 * Each draws its element with a shadow root: on a server as a declarative shadow root, styled
 * before any script; in the browser hydrated in place, or rendered there when there is no server.
 */
import type { CSSProperties, ForwardRefExoticComponent, RefAttributes } from 'react';

export type RosterkitDialogName = 'waitlist' | 'contact';

/**
 * React's CSSProperties has no custom properties; the theme's are `--rk-*` (the README's Theming).
 * Strings only: React adds no unit to a custom property's number, so `4` would be no radius.
 */
export type RosterkitStyle = CSSProperties & { [property: `--${string}`]: string | undefined };

/** What every component takes. */
export interface RosterkitBaseProps {
  /** The brand name in titles and footers. Default 'Rosterkit'; the inline form and the contact dialog show none. */
  brand?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /**
   * Styles of the element itself (its size, margins), and the widget's theme: the `--rk-*` custom
   * properties it reads inside its shadow root, e.g. `{ '--rk-color-primary': '#0a7' }`.
   */
  style?: RosterkitStyle | undefined;
  /** A dialog opened, or closed, by the visitor or by the ref's show() and close(). */
  onOpenChange?: ((open: boolean, dialog: RosterkitDialogName) => void) | undefined;
}

/** What every component that can send a sign-up takes. */
export interface RosterkitWaitlistProps extends RosterkitBaseProps {
  /** Your Supabase project URL, e.g. https://xyz.supabase.co. */
  supabaseUrl?: string | undefined;
  /** Your project's public anon key (never the service-role key). */
  supabaseKey?: string | undefined;
  /** A label of your choosing, stored with each sign-up (e.g. acme-blog). */
  source?: string | undefined;
  /** false: sign-ups record no page, referrer or UTM value. Default true. */
  attribution?: boolean | undefined;
  /** Shows an unticked consent checkbox with this text; ticked, the sign-up stores it as consent_text. */
  consentLabel?: string | undefined;
  /** A sign-up was stored. */
  onSuccess?: ((detail: { id: string }) => void) | undefined;
  /** A sign-up was refused or could not be sent; the form shows why and keeps what was typed. */
  onError?: ((detail: { code: string; message: string }) => void) | undefined;
}

export interface RosterkitDialogProps {
  /** Shows a button that opens the dialog, with this text. */
  triggerLabel?: string | undefined;
  /** The dialog's state, when the app holds it; else the component does, and the ref opens and closes it. */
  open?: boolean | undefined;
}

export interface RosterkitContactProps extends RosterkitBaseProps, RosterkitDialogProps {
  /** A valid contact form was submitted; its message is sent nowhere, and not passed here. */
  onSuccess?: ((detail: Record<string, never>) => void) | undefined;
}

export interface RosterkitLandingProps extends RosterkitWaitlistProps {
  /** The address the footer shows. */
  contactEmail?: string | undefined;
}

/** What a component's ref holds. */
export interface RosterkitHandle {
  /** The custom element the widget is drawn in. */
  readonly element: HTMLElement | null;
}

/** What a dialog component's ref holds. */
export interface RosterkitDialogHandle extends RosterkitHandle {
  show(): void;
  close(): void;
}

type Component<P, H> = ForwardRefExoticComponent<P & RefAttributes<H>>;

/** The two-step waitlist form, inline. */
export declare const RosterkitWaitlist: Component<RosterkitWaitlistProps, RosterkitHandle>;
/** The waitlist dialog. */
export declare const RosterkitWaitlistModal: Component<RosterkitWaitlistProps & RosterkitDialogProps, RosterkitDialogHandle>;
/** The 'Contact our team' dialog. */
export declare const RosterkitContact: Component<RosterkitContactProps, RosterkitDialogHandle>;
/** The interactive roster demo. */
export declare const RosterkitRosterDemo: Component<RosterkitWaitlistProps, RosterkitHandle>;
/** The whole landing page. */
export declare const RosterkitLanding: Component<RosterkitLandingProps, RosterkitHandle>;
