import { FEATURE_NAMES } from '../../src/config/product.ts';

/* The landing page's copy and sample figures, word for word as docs/product.md#landing-page has them. */

export type FeatureName = (typeof FEATURE_NAMES)[number];

export const FEATURE_DESCRIPTIONS: Record<FeatureName, string> = {
  'Synced Social Media Analytics':
    "Followers, views, engagement and audience demographics refresh automatically from each creator's accounts, so every media kit is always current.",
  'Agency Roster':
    'Present your whole talent roster on one shareable page that brands can browse by category, audience and starting price.',
  Payments:
    'Collect campaign payments in one place and split commissions between talent and agency automatically, with no spreadsheets.',
  'Leads Email Collector':
    'Capture the email of every brand that opens a media kit and turn those visits into campaign leads for your team.',
  'White Label Solution':
    'Your logo, your colours, your brand: every roster and media kit looks like your agency built it in-house.',
  'Advertising Packages':
    'Bundle stories, videos and integrations into priced packages that brands can compare and buy in a few clicks.',
};

export const DASHBOARD = {
  totalFollowers: '1.2M',
  followersChange: '+12.5% this month',
  engagementRate: '4.8%',
  engagementChange: '+2.3%',
  /** Twelve months of sample engagement, in percent, ending at this month's 4.8. */
  engagementTrend: [4.1, 4.3, 4.0, 4.2, 4.4, 4.3, 4.5, 4.4, 4.6, 4.5, 4.7, 4.8],
  platforms: [
    { name: 'Instagram', percent: 45 },
    { name: 'TikTok', percent: 30 },
    { name: 'YouTube', percent: 15 },
    { name: 'Others', percent: 10 },
  ],
  /** Twelve months of sample growth, as a share of the best month. */
  monthlyGrowth: [
    { month: 'Jan', value: 34 }, { month: 'Feb', value: 41 }, { month: 'Mar', value: 38 },
    { month: 'Apr', value: 47 }, { month: 'May', value: 52 }, { month: 'Jun', value: 49 },
    { month: 'Jul', value: 58 }, { month: 'Aug', value: 64 }, { month: 'Sep', value: 61 },
    { month: 'Oct', value: 72 }, { month: 'Nov', value: 85 }, { month: 'Dec', value: 100 },
  ],
} as const;

export const PROFILE = {
  name: 'Sofia Martinez',
  country: 'Spain',
  bio: 'Lifestyle and travel creator sharing slow mornings, city guides and honest product reviews with a community of curious explorers.',
  followers: [
    { network: 'Instagram', count: '1.5M' },
    { network: 'TikTok', count: '820K' },
    { network: 'YouTube', count: '310K' },
  ],
  analytics: { updated: 'Updated 21 hours ago', followers: '1.5M', totalViews: '410M', engagementRate: '4.70%', rating: 'Good' },
} as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Seven entries, in this order. */
export function faqEntries(brand: string): FaqEntry[] {
  return [
    {
      question: `What is ${brand}?`,
      answer: `${brand} is a platform for agencies that manage creators. It turns your talent roster into live media kits synced from social media, handles campaign payments with automatic commission splitting, collects leads and sells advertising packages, all under your own brand.`,
    },
    {
      question: `When will ${brand} launch?`,
      answer: `${brand} is in its pre-launch phase. Join the waitlist to get early access and be the first to know the launch date.`,
    },
    {
      question: 'Which social media platforms are supported?',
      answer: 'Instagram, TikTok, YouTube, Twitter, LinkedIn and others. Each connected account keeps its creator\'s followers, views and engagement up to date automatically.',
    },
    {
      question: 'How secure is my data?',
      answer: "Your agency's and your creators' data is protected with industry-standard encryption.",
    },
    {
      question: 'Can I customise the platform with my agency\'s branding?',
      answer: 'Yes. The white-label solution lets you use your own logo and colours, so brands see your agency on every roster and media kit, not ours.',
    },
    {
      question: 'How do payments and commission splitting work?',
      answer: 'Brands pay for a campaign or package in one place. The payment is split automatically between the talent and your agency by the commission you set for each creator, so nobody waits on manual transfers.',
    },
    {
      question: 'How much will it cost?',
      answer: 'Pricing tiers will be announced closer to launch. Agencies on the waitlist hear about them first and get early access.',
    },
  ];
}
