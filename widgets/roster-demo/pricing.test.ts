import { describe, expect, it } from 'vitest';
import { packagePrices, packagesFor, parsePrice, withCurrency } from './pricing';

describe('given a talent price with a thousands separator', () => {
  it('should price Instagram Story at the price, TikTok at 1.5 times and YouTube at twice', () => {
    expect(packagePrices('2,500')).toEqual({ instagramStory: '2,500', tiktok: '3,750', youtube: '5,000' });
  });

  it('should remove every separator before computing', () => {
    expect(parsePrice('1,250,000')).toBe(1250000);
    expect(packagePrices('1,250,000').youtube).toBe('2,500,000');
  });
});

describe('given a talent price under a thousand', () => {
  it('should add separators only where the result needs them', () => {
    expect(packagePrices('500')).toEqual({ instagramStory: '500', tiktok: '750', youtube: '1,000' });
  });

  it('should keep a half unit rather than round it away', () => {
    expect(packagePrices('333').tiktok).toBe('499.5');
  });
});

describe('given a price that is not a number', () => {
  it('should price every package at 0 rather than show NaN', () => {
    expect(packagePrices('ask us')).toEqual({ instagramStory: '0', tiktok: '0', youtube: '0' });
  });
});

describe('the packages', () => {
  it('should be the three packages in order, with their descriptions', () => {
    expect(packagesFor('2,500')).toEqual([
      { id: 'instagram-story', name: 'Instagram Story', description: '24-hour story promotion', audience: '100k followers', price: '2,500' },
      { id: 'tiktok', name: 'TikTok', description: 'video promotion', audience: '50k followers', price: '3,750' },
      { id: 'youtube', name: 'YouTube', description: 'video integration', audience: '75k subscribers', price: '5,000' },
    ]);
  });

  it('should show a price with the currency symbol', () => {
    expect(withCurrency('2,500')).toBe('$2,500');
  });
});
