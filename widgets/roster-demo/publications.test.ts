import { describe, expect, it } from 'vitest';
import { figuresOf, visiblePublications } from './publications';
import type { Publication } from './data';

const publication = (id: string, figures: Partial<Publication> = {}): Publication => ({
  id, image: 'x.webp', title: id, views: '1K', likes: '2K', comments: '3', saves: '4', ...figures,
});

describe('given publication samples', () => {
  it('should show at most three', () => {
    const list = ['a', 'b', 'c', 'd'].map((id) => publication(id));
    expect(visiblePublications(list).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('should leave out a publication without any figure, and not count it', () => {
    const empty = publication('empty', { views: '', likes: ' ', comments: '', saves: '' });
    const list = [empty, publication('a'), publication('b'), publication('c')];
    expect(visiblePublications(list).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('should show nothing when no publication has figures', () => {
    expect(visiblePublications([publication('empty', { views: '', likes: '', comments: '', saves: '' })])).toEqual([]);
  });
});

describe('given a publication with an empty figure', () => {
  it('should list only the figures that have a value, in order', () => {
    expect(figuresOf(publication('a', { saves: '' }))).toEqual([
      { key: 'views', label: 'Views', value: '1K' },
      { key: 'likes', label: 'Likes', value: '2K' },
      { key: 'comments', label: 'Comments', value: '3' },
    ]);
  });
});
