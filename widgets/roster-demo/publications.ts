import { PUBLICATIONS_MAX } from './constants';
import type { Publication } from './data';

const PUBLICATION_FIGURES = [
  { key: 'views', label: 'Views' },
  { key: 'likes', label: 'Likes' },
  { key: 'comments', label: 'Comments' },
  { key: 'saves', label: 'Saves' },
] as const;

const filled = (value: string) => value.trim() !== '';

/** The figures of a publication that have a value: an empty one is left out, not shown as blank. */
export function figuresOf(publication: Publication) {
  return PUBLICATION_FIGURES.filter(({ key }) => filled(publication[key])).map(({ key, label }) => ({
    key,
    label,
    value: publication[key].trim(),
  }));
}

/** Only publications with something to show, and at most PUBLICATIONS_MAX. */
export function visiblePublications(publications: readonly Publication[]): Publication[] {
  return publications.filter((publication) => figuresOf(publication).length > 0).slice(0, PUBLICATIONS_MAX);
}
