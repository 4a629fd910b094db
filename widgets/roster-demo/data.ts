/** The fixed sample values: three talents, publication samples and audience data. */
import mayaPortrait from '../../src/assets/talents/maya-portrait.webp';
import mayaStrip1 from '../../src/assets/talents/maya-strip-1.webp';
import mayaStrip2 from '../../src/assets/talents/maya-strip-2.webp';
import mayaStrip3 from '../../src/assets/talents/maya-strip-3.webp';
import lucasPortrait from '../../src/assets/talents/lucas-portrait.webp';
import lucasStrip1 from '../../src/assets/talents/lucas-strip-1.webp';
import lucasStrip2 from '../../src/assets/talents/lucas-strip-2.webp';
import lucasStrip3 from '../../src/assets/talents/lucas-strip-3.webp';
import amaraPortrait from '../../src/assets/talents/amara-portrait.webp';
import amaraStrip1 from '../../src/assets/talents/amara-strip-1.webp';
import amaraStrip2 from '../../src/assets/talents/amara-strip-2.webp';
import amaraStrip3 from '../../src/assets/talents/amara-strip-3.webp';
import publication1 from '../../src/assets/talents/publication-1.webp';
import publication2 from '../../src/assets/talents/publication-2.webp';
import publication3 from '../../src/assets/talents/publication-3.webp';

/** Publication sample: every figure is a display string and may be empty. */
export interface Publication {
  id: string;
  image: string;
  title: string;
  views: string;
  likes: string;
  comments: string;
  saves: string;
}

/** Sample talent, plus what the detail view shows: photos, handle, publications. */
export interface Talent {
  id: string;
  name: string;
  image: string;
  category: string;
  /** With a thousands separator, as shown: '2,500'. */
  price: string;
  country: string;
  followers: { instagram: string; tiktok: string; youtube: string };
  bio: string;
  handle: string;
  photos: { src: string; alt: string }[];
  publications: Publication[];
}

export interface AudienceItem {
  name: string;
  /** A percentage, 0 to 100. */
  value: number;
}

/** The intrinsic sizes the image script renders, for width/height attributes. */
export const PORTRAIT_SIZE_PX = { width: 360, height: 450 } as const;
export const PHOTO_SIZE_PX = { width: 480, height: 360 } as const;
export const THUMBNAIL_SIZE_PX = { width: 240, height: 240 } as const;

const morningRitual: Publication = {
  id: 'morning-ritual', image: publication1, title: 'Sunday coffee ritual',
  views: '48.2K', likes: '5.1K', comments: '214', saves: '890',
};
const goldenHour: Publication = {
  id: 'golden-hour', image: publication2, title: 'Golden hour in the hills',
  views: '126K', likes: '14.8K', comments: '532', saves: '2.3K',
};
const studioDay: Publication = {
  id: 'studio-day', image: publication3, title: 'Studio day: a new look',
  views: '92.4K', likes: '9.7K', comments: '341', saves: '',
};
/** A sample with no figures yet: it is never shown. */
const unpublishedDraft: Publication = {
  id: 'draft', image: publication2, title: 'Draft',
  views: '', likes: '', comments: '', saves: '',
};

export const TALENTS: readonly Talent[] = [
  {
    id: 'maya-chen', name: 'Maya Chen', image: mayaPortrait, category: 'Travel & Lifestyle', price: '2,500',
    country: 'United States', followers: { instagram: '1.5M', tiktok: '820K', youtube: '640K' },
    bio: 'Slow-travel stories from 40 countries, with an eye for small hotels and local food.',
    handle: 'maya.wanders', photos: [
      { src: mayaStrip1, alt: 'Maya Chen in front of a warm studio backdrop' },
      { src: mayaStrip2, alt: 'Hills at sunset on a road trip' },
      { src: mayaStrip3, alt: 'A calm sea under a morning sun' },
    ],
    publications: [goldenHour, morningRitual, studioDay, unpublishedDraft],
  },
  {
    id: 'lucas-moreau', name: 'Lucas Moreau', image: lucasPortrait, category: 'Fitness', price: '500',
    country: 'France', followers: { instagram: '180K', tiktok: '95K', youtube: '42K' },
    bio: 'Strength coach sharing 20-minute home workouts and honest nutrition tips.',
    handle: 'lucas.lifts', photos: [
      { src: lucasStrip1, alt: 'Lucas Moreau before a training session' },
      { src: lucasStrip2, alt: 'Dumbbells and a water bottle on the gym floor' },
      { src: lucasStrip3, alt: 'A running track at sunrise' },
    ],
    publications: [unpublishedDraft],
  },
  {
    id: 'amara-okafor', name: 'Amara Okafor', image: amaraPortrait, category: 'Beauty & Fashion', price: '2,500',
    country: 'United Kingdom', followers: { instagram: '1.2M', tiktok: '2.1M', youtube: '310K' },
    bio: 'Make-up artist and skincare educator: tutorials for every skin tone.',
    handle: 'amara.glow', photos: [
      { src: amaraStrip1, alt: 'Amara Okafor in a lilac studio' },
      { src: amaraStrip2, alt: 'Serum, lipstick and a compact on a vanity' },
      { src: amaraStrip3, alt: 'Pink flowers in a violet vase' },
    ],
    publications: [studioDay, morningRitual],
  },
];

/** The charts' sample values. */
export const genderData: readonly AudienceItem[] = [
  { name: 'Female', value: 60 },
  { name: 'Male', value: 40 },
];

export const ageData: readonly AudienceItem[] = [
  { name: '13-17', value: 1.4 },
  { name: '18-24', value: 10 },
  { name: '25-34', value: 20 },
  { name: '35-44', value: 50 },
  { name: '45+', value: 19 },
];

/** The same list serves the country chart. */
export const countryData: readonly AudienceItem[] = ageData;
