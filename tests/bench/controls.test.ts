// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROLS, EFFECT_TIMEOUT_MS, clickOutcome, summariseClicks, type ClickLoad, type ClickRow } from '../../bench/controls.mjs';
import type { ClickRecord, Effect } from '../../bench/probes.mjs';

const DIALOG: Effect = { kind: 'dialog', root: 'landing', title: 'Join the Waitlist' };
const FAVOURITE: Effect = { kind: 'pressed', root: 'roster', selector: '.rd-favourite', toggles: true };
const LIST_VIEW: Effect = { kind: 'pressed', root: 'roster', selector: '.rd-segment', toggles: false };

const seen = (record: Partial<ClickRecord> = {}): ClickRecord => ({
  clickMs: 1000, seenMs: 1180, trustedClicks: 1, changes: 1, target: 'button', times: 1, ...record,
});

describe('what a click did', () => {
  it('should be kept when its effect showed and is there once when the page has settled', () => {
    expect(clickOutcome(DIALOG, seen())).toEqual({ outcome: 'ok', why: '' });
  });

  it('should be lost when the page saw no trusted click', () => {
    expect(clickOutcome(DIALOG, seen({ clickMs: null, seenMs: null }))).toMatchObject({ outcome: 'lost', why: 'the page saw no trusted click' });
  });

  it('should be lost when its effect never showed, or showed after 15 s', () => {
    expect(clickOutcome(DIALOG, seen({ seenMs: null, times: 0 }))).toMatchObject({ outcome: 'lost', why: 'not shown within 15 s' });
    expect(clickOutcome(DIALOG, seen({ seenMs: 1000 + EFFECT_TIMEOUT_MS + 1 }))).toMatchObject({ outcome: 'lost' });
    expect(clickOutcome(DIALOG, seen({ seenMs: 1000 + EFFECT_TIMEOUT_MS }))).toMatchObject({ outcome: 'ok' });
  });

  it('should be lost when its effect showed and was gone once settled, or another dialog was open', () => {
    expect(clickOutcome(DIALOG, seen({ times: 0, changes: 2 }))).toEqual({ outcome: 'lost', why: 'gone once settled' });
    expect(clickOutcome(LIST_VIEW, seen({ times: 0, changes: 2 }))).toMatchObject({ outcome: 'lost' });
    expect(clickOutcome(DIALOG, seen({ times: -1 }))).toEqual({ outcome: 'lost', why: 'another dialog open once settled' });
  });

  it('should have acted twice when its effect is there twice', () => {
    expect(clickOutcome(DIALOG, seen({ times: 2 }))).toEqual({ outcome: 'twice', why: 'there 2 times once settled' });
  });

  it('should have acted twice when a toggle went back, or changed more than once', () => {
    expect(clickOutcome(FAVOURITE, seen({ times: 0, changes: 2 }))).toEqual({ outcome: 'twice', why: 'changed 2 times' });
    expect(clickOutcome(FAVOURITE, seen({ times: 1, changes: 3 }))).toMatchObject({ outcome: 'twice' });
  });

  it('should not hold a flicker against an effect that is not a toggle', () => {
    expect(clickOutcome(DIALOG, seen({ times: 1, changes: 3 }))).toMatchObject({ outcome: 'ok' });
  });
});

describe('the rows of the lost-click table', () => {
  const load = (outcome: ClickLoad['outcome'], clickToEffectMs: number | null, settled = true): ClickLoad => ({ outcome, why: '', clickToEffectMs, settled });
  const row = (width: number, loads: ClickLoad[], shown: ClickRow['shown'] = 'shown'): ClickRow => ({
    control: 'roster-favourite', label: 'roster demo: first favourite', looksFor: 'aria-pressed true', width, shown, loads,
  });
  const [phone, laptop] = summariseClicks([
    row(375, [], 'not shown'),
    row(1280, [load('ok', 120), load('ok', 300), load('twice', 90), load('lost', null, false), load('ok', 200)]),
  ]);

  it('should count the lost loads, those that acted twice among them, and those that did not settle', () => {
    expect(laptop).toMatchObject({ width: 1280, shown: 'shown', loads: 5, lost: 2, twice: 1, unsettled: 1 });
  });

  it('should give the median and worst time from click to effect of the loads where it showed', () => {
    expect(laptop).toMatchObject({ medianMs: 160, worstMs: 300 });
  });

  it('should keep a control that is not shown at a width, without loads', () => {
    expect(phone).toMatchObject({ width: 375, shown: 'not shown', loads: 0, lost: 0 });
    expect(phone?.medianMs).toBeNaN();
  });
});

describe('the controls the probe clicks', () => {
  it('should name each once', () => {
    expect(new Set(CONTROLS.map((control) => control.id)).size).toBe(CONTROLS.length);
  });

  it('should look for each dialog by its title, the branded waitlist\'s with the brand', () => {
    const titles = Object.fromEntries(CONTROLS.flatMap((control) => (control.effect.kind === 'dialog' ? [[control.id, control.effect.title]] : [])));
    expect(titles).toEqual({
      'header-join': 'Join the Waitlist', 'hero-join': 'Join the {brand} Waitlist', 'hero-notify': 'Join the {brand} Waitlist',
      'feature-learn-more': 'Join the {brand} Waitlist', 'cta-join': 'Join the {brand} Waitlist', 'header-contact': 'Contact our team',
      'faq-reach-out': 'Contact our team', 'profile-contact': 'Contact our team', 'roster-media-kit': 'Join the {brand} Waitlist',
    });
  });

  it('should look for the roster demo\'s effects in its own shadow root', () => {
    expect(CONTROLS.filter((control) => control.id.startsWith('roster-')).every((control) => control.effect.root === 'roster')).toBe(true);
    expect(CONTROLS.filter((control) => !control.id.startsWith('roster-')).every((control) => control.effect.root === 'landing')).toBe(true);
  });

  it('should hold a second click against the toggles only', () => {
    expect(CONTROLS.filter((control) => control.effect.toggles).map((control) => control.id)).toEqual(['faq-first', 'roster-favourite']);
  });
});
