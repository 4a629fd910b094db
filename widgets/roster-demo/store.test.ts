import { describe, expect, it } from 'vitest';
import { createRosterStore } from './store';

const IDS = ['maya', 'lucas', 'amara'];

describe('given a new roster store', () => {
  it('should show the grid, no favourite and no selected talent', () => {
    const state = createRosterStore(IDS).getState();
    expect(state).toMatchObject({ view: 'grid', favourites: [], selectedId: null, tab: 'statistics' });
  });

  it('should switch to the list and back to the grid', () => {
    const store = createRosterStore(IDS);
    store.getState().setView('list');
    expect(store.getState().view).toBe('list');
    store.getState().setView('grid');
    expect(store.getState().view).toBe('grid');
  });
});

describe('when toggling favourites', () => {
  it('should flip each card on its own', () => {
    const store = createRosterStore(IDS);
    store.getState().toggleFavourite('maya');
    store.getState().toggleFavourite('amara');
    expect(store.getState().favourites).toEqual(['maya', 'amara']);
    store.getState().toggleFavourite('maya');
    expect(store.getState().favourites).toEqual(['amara']);
  });

  it('should ignore an unknown talent', () => {
    const store = createRosterStore(IDS);
    store.getState().toggleFavourite('nobody');
    expect(store.getState().favourites).toEqual([]);
  });

  it('should keep each store to itself', () => {
    const first = createRosterStore(IDS);
    const second = createRosterStore(IDS);
    first.getState().toggleFavourite('lucas');
    expect(second.getState().favourites).toEqual([]);
  });
});

describe('when opening a talent', () => {
  it('should select it on the Statistics tab', () => {
    const store = createRosterStore(IDS);
    store.getState().openTalent('lucas');
    expect(store.getState()).toMatchObject({ selectedId: 'lucas', tab: 'statistics' });
  });

  it('should switch tabs, and start the next talent on Statistics again', () => {
    const store = createRosterStore(IDS);
    store.getState().openTalent('lucas');
    store.getState().setTab('packages');
    expect(store.getState().tab).toBe('packages');
    store.getState().closeTalent();
    store.getState().openTalent('maya');
    expect(store.getState().tab).toBe('statistics');
  });

  it('should return to the roster on close, keeping the view and favourites', () => {
    const store = createRosterStore(IDS);
    store.getState().setView('list');
    store.getState().toggleFavourite('amara');
    store.getState().openTalent('amara');
    store.getState().closeTalent();
    expect(store.getState()).toMatchObject({ selectedId: null, view: 'list', favourites: ['amara'] });
  });

  it('should remember the closed talent, so its card can take the focus back', () => {
    const store = createRosterStore(IDS);
    store.getState().openTalent('lucas');
    store.getState().closeTalent();
    expect(store.getState().returnFocusId).toBe('lucas');
  });

  it('should stay on the roster for an unknown talent', () => {
    const store = createRosterStore(IDS);
    store.getState().openTalent('nobody');
    expect(store.getState().selectedId).toBeNull();
  });
});
