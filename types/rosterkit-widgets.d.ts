/**
 * Types for host apps that embed the Rosterkit widgets (shipped as
 * dist/widgets/rosterkit-widgets.d.ts): the elements in HTMLElementTagNameMap, their
 * events, and React JSX typings, so a React + TypeScript host gets checked props.
 *
 *   /// <reference types="./rosterkit-widgets" />   or add it to tsconfig "types"/"files".
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type RosterkitDialogName = 'waitlist' | 'contact';

export interface RosterkitEventMap {
  'rosterkit-waitlist-success': CustomEvent<{ id: string }>;
  'rosterkit-waitlist-error': CustomEvent<{ code: string; message: string }>;
  'rosterkit-contact-submit': CustomEvent<Record<string, never>>;
  'rosterkit-open': CustomEvent<{ dialog: RosterkitDialogName }>;
  'rosterkit-close': CustomEvent<{ dialog: RosterkitDialogName }>;
}

/** Attributes every element accepts; the contact dialog, which shows no brand and sends nothing, ignores them. */
export interface RosterkitAttributes {
  'data-brand'?: string;
  'data-supabase-url'?: string;
  'data-supabase-key'?: string;
  /** A label of your choosing, stored with each sign-up (e.g. acme-blog). */
  'data-source'?: string;
  /** 'on' (the default) records each sign-up's page, referrer and UTM values; 'off': none. */
  'data-attribution'?: 'on' | 'off';
  /** Shows an unticked consent checkbox with this text; ticked, the sign-up stores it as consent_text. */
  'data-consent-label'?: string;
}

export interface RosterkitDialogAttributes extends RosterkitAttributes {
  'data-trigger-label'?: string;
  open?: boolean;
}

export interface RosterkitLandingAttributes extends RosterkitAttributes {
  'data-contact-email'?: string;
}

export interface RosterkitElement extends HTMLElement {
  addEventListener<K extends keyof RosterkitEventMap>(
    type: K,
    listener: (this: RosterkitElement, event: RosterkitEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface RosterkitDialogElement extends RosterkitElement {
  show(): void;
  close(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'rosterkit-waitlist': RosterkitElement;
    'rosterkit-waitlist-modal': RosterkitDialogElement;
    'rosterkit-contact': RosterkitDialogElement;
    'rosterkit-roster-demo': RosterkitElement;
    'rosterkit-landing': RosterkitElement;
  }
  // The events bubble out of the shadow root, so the document hears them too.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends RosterkitEventMap {}
}

type ElementProps<E, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'rosterkit-waitlist': ElementProps<RosterkitElement, RosterkitAttributes>;
      'rosterkit-waitlist-modal': ElementProps<RosterkitDialogElement, RosterkitDialogAttributes>;
      'rosterkit-contact': ElementProps<RosterkitDialogElement, RosterkitDialogAttributes>;
      'rosterkit-roster-demo': ElementProps<RosterkitElement, RosterkitAttributes>;
      'rosterkit-landing': ElementProps<RosterkitElement, RosterkitLandingAttributes>;
    }
  }
}
