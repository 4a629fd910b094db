import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { useLazySheet } from '../../src/styles/sheet';
import detailCss from './detail.css?inline';
import insightsCss from './insights.css?inline';
import { PHOTO_SIZE_PX, PORTRAIT_SIZE_PX, type Talent } from './data';
import { focusInPlace } from './focus';
import { FollowerBadges } from './follower-badges';
import { Icon } from './icons';
import { Packages } from './packages';
import { withCurrency } from './pricing';
import { Statistics } from './statistics';
import type { DetailTab, RosterStore } from './store';
import { TabList, TabPanel, type TabDefinition } from './tabs';

/** In SPEC's order, Packages then Statistics; Statistics is the one selected when a talent opens (store.ts). */
const TABS: readonly TabDefinition<DetailTab>[] = [
  { id: 'packages', label: 'Packages', icon: 'package' },
  { id: 'statistics', label: 'Statistics', icon: 'chart' },
];

const AVATAR_SIZE_PX = 72;
/** The view and its charts are styled by this chunk, not by the roster's entry. */
const DETAIL_CSS = detailCss + insightsCss;

interface TalentDetailProps {
  talent: Talent;
  store: RosterStore;
  onCreateMediaKit: () => void;
}

/** A talent's detail view: back, image strip, profile summary, then the tabs Packages and Statistics. */
export function TalentDetail({ talent, store, onCreateMediaKit }: TalentDetailProps) {
  const tab = useStore(store, (state) => state.tab);
  const { setTab, closeTalent } = store.getState();
  const idBase = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const article = useLazySheet<HTMLElement>(DETAIL_CSS);

  // The view changed under the visitor's focus: move it to what replaced the card.
  useEffect(() => focusInPlace(heading.current), [talent.id]);

  return (
    <article ref={article} className="rd-detail" part="detail" aria-labelledby={`${idBase}-name`}>
      <div className="rd-detail-bar">
        <button type="button" className="rk-button" data-variant="ghost" part="button back" onClick={closeTalent}>
          <Icon name="back" size={16} />
          <span>
            Back<span className="rd-back-rest"> to roster</span>
          </span>
        </button>
        <button type="button" className="rk-button" part="button create-media-kit" onClick={onCreateMediaKit}>
          <Icon name="sparkles" size={16} />
          Create media kit
        </button>
      </div>

      {/* It scrolls sideways on narrow screens, so keyboard users must be able to focus it. */}
      <ul className="rd-strip" aria-label={`Photos of ${talent.name}`} tabIndex={0}>
        {talent.photos.map((photo, index) => (
          <li key={photo.src} className="rd-strip-item">
            <img
              src={photo.src}
              alt={photo.alt}
              width={PHOTO_SIZE_PX.width}
              height={PHOTO_SIZE_PX.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>

      <div className="rd-profile" part="profile">
        <img className="rd-avatar" src={talent.image} alt="" width={AVATAR_SIZE_PX} height={Math.round((AVATAR_SIZE_PX * PORTRAIT_SIZE_PX.height) / PORTRAIT_SIZE_PX.width)} decoding="async" />
        <div className="rd-profile-text">
          <h3 className="rd-profile-name" id={`${idBase}-name`} ref={heading} tabIndex={-1}>
            {talent.name}
          </h3>
          <p className="rd-profile-meta">
            <span>{talent.category}</span>
            <span className="rd-profile-country">
              <Icon name="pin" size={14} />
              {talent.country}
            </span>
            <span>@{talent.handle}</span>
          </p>
          <FollowerBadges followers={talent.followers} networks={['instagram', 'tiktok', 'youtube']} />
          <p className="rd-profile-bio">{talent.bio}</p>
        </div>
        <p className="rd-profile-price">
          <span className="rd-price-label">Starting from</span>
          <span className="rd-price-value">{withCurrency(talent.price)}</span>
        </p>
      </div>

      <TabList label={`About ${talent.name}`} tabs={TABS} selected={tab} onSelect={setTab} idBase={idBase} />
      <TabPanel idBase={idBase} id={tab}>
        {tab === 'statistics' ? <Statistics talent={talent} /> : <Packages price={talent.price} />}
      </TabPanel>
    </article>
  );
}
